/**
 * The message an installing service worker sends the site's open pages: the files of its precache for them to
 * download (src/service-worker/warm-up.ts, src/features/pwa/download-for-worker.ts). One contract, read on both
 * sides.
 */
export const DOWNLOAD_FOR_INSTALL = 'DOWNLOAD_FOR_INSTALL'

/** At most so many addresses are taken from one message: the precache holds about 130. */
export const MOST_INSTALL_DOWNLOADS = 400

export interface DownloadForInstall {
  type: typeof DOWNLOAD_FOR_INSTALL
  urls: string[]
}

/** The addresses a message asks a page to download: of its own origin only, at most MOST_INSTALL_DOWNLOADS; none for another message. */
export function installDownloads(data: unknown, origin: string): string[] {
  if (typeof data !== 'object' || data === null) return []
  const { type, urls } = data as Partial<DownloadForInstall>
  if (type !== DOWNLOAD_FOR_INSTALL || !Array.isArray(urls)) return []
  return urls.slice(0, MOST_INSTALL_DOWNLOADS).filter((url): url is string => typeof url === 'string' && URL.canParse(url) && new URL(url).origin === origin)
}
