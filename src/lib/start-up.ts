import { useSyncExternalStore } from 'react'
import { oneShot } from './one-shot'

/**
 * Where the app's start is: one phase, moved forward by src/main.tsx, and asked here alone. A page's way in the
 * visitor's browser:
 *
 * 1. `index.html`: the prerendered page (src/features/seo/prerendered-page.ts), or the splash on a page without
 *    one, is on screen before any of the app's code runs. Its first script applies the stored colour scheme and
 *    keeps what the visitor types and sends (src/lib/early-input.ts).
 * 2. 'starting': `src/main.tsx` creates the router and awaits `router.load()` (the route's chunks, strings and
 *    data). Nothing of the app is on screen yet, so a route's loader may wait for the page's data: the first
 *    render then shows it, instead of placeholders and then the whole page again.
 * 3. 'taking-over': React hydrates the prerendered HTML (`hydrateRoot(router)` → src/routes/__root.tsx → the
 *    route), in a transition. The first render must be the HTML's: what only the device knows waits (useHydrating
 *    below, src/lib/store-after-takeover.ts). Or 'rendering': React renders a page of its own (no prerendered HTML,
 *    or an address with a query, which the HTML was not made for). Meanwhile the route's content column mounts
 *    (src/components/Page.tsx: markContentRendered).
 * 4. 'shown': the app's page is on screen, in the prerendered content's place when there was one. What waited for
 *    it (fresh data, deferred chunks, the service worker: whenAppShown) starts now, one part per task, so that it
 *    never competes with the takeover. The later pages of the visit are the app's own renders.
 *
 * The browser that prerenders the pages (scripts/prerender.ts) goes through the same phases, rendering its own
 * page; isPrerendering tells it apart, for the whole of its page's life.
 */
export type StartPhase = 'starting' | 'taking-over' | 'rendering' | 'shown'

/** The order of the phases: 'taking-over' and 'rendering' are the two ways of the same step. */
const STEP: Record<StartPhase, number> = { starting: 0, 'taking-over': 1, rendering: 1, shown: 2 }

let phase: StartPhase = 'starting'
// What waits for the app to be on screen starts one part per task.
const shown = oneShot({ spread: true })
const contentRendered = oneShot()

/** Where the start is now (see StartPhase). */
export function startPhase(): StartPhase {
  return phase
}

/**
 * Moves the start on (src/main.tsx): to 'taking-over' or 'rendering' once the first page has all it needs to
 * render, to 'shown' once it is on screen. Never back, nor twice to the same step.
 */
export function enterStartPhase(next: Exclude<StartPhase, 'starting'>): void {
  if (STEP[next] <= STEP[phase]) return
  phase = next
  if (next === 'shown') shown.happen()
}

/**
 * Runs `callback` once the app's page is on screen (at once when it already is): for background work that must not
 * compete with the app taking the page over. Returns a cancel function.
 */
export function whenAppShown(callback: () => void): () => void {
  return shown.whenHappened(callback)
}

/**
 * Called by the page's content column (src/components/Page.tsx) once it is on the page. On a prerendered page React
 * hydrates the route's content after the rest (a Suspense boundary's content waits for idle time): the app has
 * taken the page over once this has happened too.
 */
export function markContentRendered(): void {
  contentRendered.happen()
}

/** Runs `callback` once the page's content has rendered (markContentRendered). Returns a cancel function. */
export function whenContentRendered(callback: () => void): () => void {
  return contentRendered.whenHappened(callback)
}

/** The global that scripts/prerender.ts sets (to true) in the pages it renders, before any of the app's code runs. */
export const PRERENDERING_GLOBAL = '__autosalonePrerendering'

/**
 * True in the browser that prerenders the pages: it records the documents it reads (src/lib/page-data.ts), loads
 * nothing that waits for a visitor, and its render makes the HTML that the visitors' browsers hydrate.
 */
export function isPrerendering(): boolean {
  return typeof window !== 'undefined' && (window as unknown as Record<string, unknown>)[PRERENDERING_GLOBAL] === true
}

const never = () => () => {}
const same = () => 0
// Whether React has read the server snapshot since the last look: it does so only as it hydrates (or renders on a
// server). Both snapshots are the same, so that, unlike a store whose server value differs, nothing renders again
// after the hydration.
let serverSnapshotRead = false
function serverSnapshot() {
  serverSnapshotRead = true
  return 0
}
function takeServerSnapshotRead(): boolean {
  const read = serverSnapshotRead
  serverSnapshotRead = false
  return read
}

/**
 * Inside React, the question that depends on the render rather than on the page: true while React hydrates HTML
 * in this render (the prerendered page during the takeover, or a part of it hydrated later: an island,
 * src/lib/island.tsx), whose output must then be that HTML's; false in a render of the app's own, and in the
 * prerendering's (which makes the HTML). For a component's first render (a state's initial value): the renders
 * that follow its hydration are the app's own.
 */
export function useHydrating(): boolean {
  takeServerSnapshotRead()
  useSyncExternalStore(never, same, serverSnapshot)
  return takeServerSnapshotRead() && !isPrerendering()
}
