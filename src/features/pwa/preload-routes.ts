import type { AnyRoute, AnyRouter } from '@tanstack/react-router'
import { isReservedArea } from '@/lib/seo-urls'
import { PreloadQueue } from './preload-queue'

export const ROUTE_PRELOAD_CONCURRENCY = 4

interface NetworkInformationLike {
  saveData?: boolean
}

/** True when the visitor asked the browser to save data: then nothing loads ahead of need. */
export function prefersSaveData(nav: Navigator = navigator): boolean {
  return (nav as Navigator & { connection?: NetworkInformationLike }).connection?.saveData === true
}

/**
 * Loads the code of every route (not its data; the reserved area's only in the reserved area) in the background,
 * at most 4 chunks at a time, so that a later navigation, even offline or after a deploy, never waits for a
 * chunk. Pointing at or touching an
 * internal link moves that route to the front of the queue (the router's own intent preload also loads it:
 * both go through `router.loadRouteChunk`, which loads a chunk once). Skipped entirely with Save-Data.
 * Returns a function that stops the preloads and the link listeners.
 */
export function startRoutePreloads(router: AnyRouter, { doc = document, nav = navigator }: { doc?: Document; nav?: Navigator } = {}): () => void {
  if (prefersSaveData(nav)) return () => {}

  const queue = new PreloadQueue({ concurrency: ROUTE_PRELOAD_CONCURRENCY })
  const current = new Set(router.state.matches.map((match) => match.routeId))
  const routes = (Object.values(router.routesById) as AnyRoute[]).filter((route) => !route.isRoot && !current.has(route.id))
  // The reserved area's code runs only on the devices of those who open it (staff), and there after the public
  // pages': a visitor's phone never spends its time on the editors, which would compete with the visitor's taps.
  const staff = [...current].some(isReservedArea)
  const ordered = [...routes.filter((route) => !isReservedArea(route.id)), ...(staff ? routes.filter((route) => isReservedArea(route.id)) : [])]
  for (const route of ordered) queue.add(route.id, () => router.loadRouteChunk(route))

  const origin = doc.location?.origin
  const onIntent = (event: Event) => {
    if (queue.pending === 0) return
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) return
    let url: URL
    try {
      url = new URL(anchor.href, doc.baseURI)
    } catch {
      return
    }
    if (url.origin !== origin) return
    const [branch] = router.getMatchedRoutes(url.pathname)
    // The leaf first, then its layouts in front of it: every chunk the page needs, outermost first.
    for (const route of [...branch].reverse()) queue.prioritize(route.id)
  }

  // `pointerover` is `pointerenter` that bubbles, so one listener serves every link, present and future.
  doc.addEventListener('pointerover', onIntent, { passive: true })
  doc.addEventListener('touchstart', onIntent, { passive: true, capture: true })

  return () => {
    queue.clear()
    doc.removeEventListener('pointerover', onIntent)
    doc.removeEventListener('touchstart', onIntent, { capture: true })
  }
}
