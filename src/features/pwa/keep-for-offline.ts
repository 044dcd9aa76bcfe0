import { pagePhotoCopies } from '@/lib/page-data'
import { readAddresses } from '@/lib/read-addresses'

/**
 * What a first visit read before the service worker was there, kept once it is. On a first visit the worker
 * installs while the visitor reads: the listing, the cars and the dealer's settings read in those seconds went
 * past it. Once it controls the page (it claims the page on its first install), the page asks it to keep them
 * (Workbox's `CACHE_URLS`): each address goes through the worker's own routes (src/service-worker/caches.ts), which fetch and
 * keep what they would have kept had they seen it (the plain reads, the vehicle photos) and leave the rest.
 * A page left before that (a full page load to another) leaves its addresses in the tab's session storage for
 * the next page to hand over (`leaveOnPagehide`, from the takeover on: the shell's; the hand-over itself is the
 * PWA layer's, ./pwa-runtime.ts).
 */

const PENDING_KEY = 'autosalone:offline-pending'
/** At most this many addresses wait in session storage: a few listings' photos and reads. */
const PENDING_LIMIT = 300

/** Whether a worker controlled this page from its start (this module loads with the app): its reads went through it. */
const controlledFromStart = typeof navigator !== 'undefined' && 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null

export function wasControlledFromStart(): boolean {
  return controlledFromStart
}

/**
 * The addresses this page read and the photos it showed, each photo shown from the site's copy as its Storage
 * address. A photo is what an image loaded, or a preload of a photo's copy or of a photo an image shows (the
 * page's main photo, which the prerendered head preloads).
 */
export function pageAddresses(): string[] {
  const originals = new Map([...pagePhotoCopies()].map(([original, copy]) => [new URL(copy, location.href).href, original]))
  const shown = new Set([...document.images].map((image) => image.currentSrc))
  const photos = performance
    .getEntriesByType('resource')
    .filter((entry) => {
      const initiator = (entry as PerformanceResourceTiming).initiatorType
      return initiator === 'img' || (initiator === 'link' && (originals.has(entry.name) || shown.has(entry.name)))
    })
    .map((entry) => originals.get(entry.name) ?? entry.name)
  return [...readAddresses(), ...photos]
}

/** The tab's session storage; null where the browser refuses it (storage blocked). */
function tabStorage(): Storage | null {
  try {
    return sessionStorage
  } catch {
    return null
  }
}

function pending(storage: Storage | null): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(PENDING_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}

function merged(...lists: string[][]): string[] {
  return [...new Set(lists.flat())].slice(-PENDING_LIMIT)
}

/** Leaves this page's addresses for the next page of the tab, when no worker has them yet (no worker controls the page). */
export function leaveForNextPage(storage = tabStorage()): void {
  try {
    storage?.setItem(PENDING_KEY, JSON.stringify(merged(pending(storage), pageAddresses())))
  } catch {
    // Storage full or refused: the worker keeps what the next pages read.
  }
}

/**
 * Asks the worker (`send`: Workbox's `messageSW`) to keep what the tab's earlier pages and, with `thisPage`, this
 * page read before it was there; the tab's list is cleared once the worker has them.
 */
export async function handToWorker(send: (urls: string[]) => Promise<unknown>, { thisPage = true, storage = tabStorage() } = {}): Promise<void> {
  const urls = merged(pending(storage), thisPage ? pageAddresses() : [])
  if (urls.length === 0) return
  await send(urls)
  try {
    storage?.removeItem(PENDING_KEY)
  } catch {
    // Nothing kept to clear.
  }
}

/**
 * From the takeover on, until the returned function is called: a page left while no worker controls it leaves its
 * addresses for the next page of the tab.
 */
export function leaveOnPagehide(): () => void {
  if (!('serviceWorker' in navigator)) return () => {}
  const onLeave = () => {
    if (!navigator.serviceWorker.controller) leaveForNextPage()
  }
  window.addEventListener('pagehide', onLeave)
  return () => window.removeEventListener('pagehide', onLeave)
}
