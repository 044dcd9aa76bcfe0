import { DOWNLOAD_FOR_INSTALL, type DownloadForInstall } from '../lib/install-downloads'

/** What this module uses of the worker's global scope (typed here, for the unit tests' program has no worker types). */
declare const self: {
  location: { href: string }
  clients: { matchAll: (options: { type: 'window'; includeUncontrolled: boolean }) => Promise<readonly OpenPage[]> }
}

/** An entry of the precache list, as the build injects it. */
export type PrecacheItem = string | { url: string; revision?: string | null; integrity?: string }

/** The precache's versioned files (hashed names: `revision` null), as absolute addresses. */
export function versionedFiles(entries: readonly PrecacheItem[], base: string): string[] {
  return entries.flatMap((entry) => (typeof entry !== 'string' && !entry.revision ? [new URL(entry.url, base).href] : []))
}

interface OpenPage {
  postMessage: (message: unknown) => void
}

/** The site's open pages, controlled by a worker or not. */
const findOpenPages = (): Promise<readonly OpenPage[]> => self.clients.matchAll({ type: 'window', includeUncontrolled: true })

/**
 * Brings the precache's versioned files into the browser's HTTP cache, where they are kept for good (firebase.json),
 * for Workbox's precaching, which fetches one file at a time, to read them there (or wait for the download under
 * way). Chromium lets an installing worker have only a few requests under way at once, to spare the pages' own
 * loading: on a phone's 150 ms round trip, 130 files took nine seconds, the line mostly idle, and Workbox's own
 * requests waited behind them. So the site's open pages, which are not held back so, are asked to download them
 * (src/features/pwa/download-for-worker.ts: all at once, at low priority); with no page open (the browser checking
 * for a new version by itself), the worker asks for them all itself. A file that fails here is fetched by Workbox,
 * which decides whether the install succeeds.
 */
export async function warmUp(entries: readonly PrecacheItem[], openPages: () => Promise<readonly OpenPage[]> = findOpenPages): Promise<void> {
  const urls = versionedFiles(entries, self.location.href)
  const pages = await openPages().catch(() => [])
  if (pages.length > 0) {
    const message: DownloadForInstall = { type: DOWNLOAD_FOR_INSTALL, urls }
    for (const page of pages) page.postMessage(message)
    return
  }
  await Promise.all(
    urls.map(async (url) => {
      try {
        await (await fetch(url, { credentials: 'same-origin' })).arrayBuffer()
      } catch {
        // Workbox fetches it again.
      }
    }),
  )
}
