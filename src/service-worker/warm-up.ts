/** An entry of the precache list, as the build injects it. */
export type PrecacheItem = string | { url: string; revision?: string | null; integrity?: string }

export const WARM_UP_CONCURRENCY = 6

/**
 * Downloads the precache's versioned files (hashed names: `revision` null) a few at a time into the browser's HTTP
 * cache, where they are kept for good (firebase.json). Workbox's precaching fetches one file at a time: on a phone's
 * 150 ms round trip, 130 files took half a minute. Started in the same `install`, it then reads each file from the
 * browser's cache, or waits for the download under way. A file that fails here is fetched by Workbox itself, which
 * decides whether the install succeeds.
 */
export async function warmUp(entries: readonly PrecacheItem[], concurrency = WARM_UP_CONCURRENCY): Promise<void> {
  const queue = entries.flatMap((entry) => (typeof entry !== 'string' && !entry.revision ? [new URL(entry.url, self.location.href).href] : []))
  const download = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      try {
        await (await fetch(url, { credentials: 'same-origin' })).arrayBuffer()
      } catch {
        // Workbox fetches it again.
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, download))
}
