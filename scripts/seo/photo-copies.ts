/**
 * The site's own copies of the photos on a prerendered page's first screen (src/lib/page-data.ts,
 * pagePhotoCopies): each photo downloaded once per build and written as `<outDir>/photos/<content hash>.<ext>`,
 * which Hosting serves with the build, cached for good (firebase.json). A first visit then shows the page's main
 * photo without opening a connection to Storage first: on a slow phone network, that connection (DNS, TCP, TLS)
 * costs more than the photo.
 */
import { createHash } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PHOTO_COPIES_PATH } from '../../src/lib/page-data.ts'

const TYPES: Record<string, string> = { 'image/webp': 'webp', 'image/jpeg': 'jpg', 'image/png': 'png', 'image/avif': 'avif' }

/** The photos of the first screen, as the page shows them: `src` and every `srcset` candidate of its images that load at once. */
export function firstScreenPhotos(): string[] {
  const urls = new Set<string>()
  for (const image of document.querySelectorAll('#root img[loading="eager"]')) {
    const candidates = [image.getAttribute('src') ?? '', ...(image.getAttribute('srcset') ?? '').split(',').map((part) => part.trim().split(/\s+/)[0] ?? '')]
    for (const url of candidates) if (/^https?:\/\//.test(url) && new URL(url).origin !== location.origin) urls.add(url)
  }
  return [...urls]
}

/**
 * Gives, for photo addresses, their copies' paths (photos that cannot be read are left out, with a warning: the
 * page then shows them from Storage). Each address is read once, however many pages show it, with `headers` (the
 * build's App Check token, ./build-app-check.ts).
 */
export function photoCopier(outDir: string, headers: Record<string, string> = {}): (urls: readonly string[]) => Promise<Record<string, string>> {
  const copies = new Map<string, Promise<string | null>>()
  const copy = async (url: string): Promise<string | null> => {
    try {
      const response = await fetch(url, { headers })
      const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? ''
      if (!response.ok || !TYPES[type]) throw new Error(`${response.status} ${type}`)
      const bytes = Buffer.from(await response.arrayBuffer())
      const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.${TYPES[type]}`
      await mkdir(join(outDir, PHOTO_COPIES_PATH), { recursive: true })
      await writeFile(join(outDir, PHOTO_COPIES_PATH, name), bytes)
      return `${PHOTO_COPIES_PATH}${name}`
    } catch (error) {
      console.warn(`prerender: ${url} stays on Storage, it could not be copied (${error instanceof Error ? error.message : String(error)})`)
      return null
    }
  }
  return async (urls) => {
    const entries = await Promise.all(
      urls.map(async (url) => {
        let copied = copies.get(url)
        if (!copied) copies.set(url, (copied = copy(url)))
        return [url, await copied] as const
      }),
    )
    return Object.fromEntries(entries.filter((entry): entry is readonly [string, string] => entry[1] !== null))
  }
}
