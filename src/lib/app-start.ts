import { oneShot } from './one-shot'

let starting = true

/**
 * True until the app's first render. Meanwhile the page on screen is the prerendered one (or the splash), so a
 * route's loader may wait for the page's data: the first render then shows it, instead of rendering
 * placeholders and then, once the data is in, the whole page again.
 */
export function isAppStarting(): boolean {
  return starting
}

/** Called once the first page has everything it needs to render. */
export function markAppStarted(): void {
  starting = false
}

// What waits for the app to be on screen (fresh data, deferred chunks) starts one part per task.
const shown = oneShot({ spread: true })
const contentRendered = oneShot()

/**
 * Called by the page's content column (src/components/Page.tsx) once it is on the page. On a prerendered page
 * React hydrates the route's content after the rest (a Suspense boundary's content waits for idle time): the
 * app has taken the page over once this has happened too.
 */
export function markContentRendered(): void {
  contentRendered.happen()
}

/** Runs `callback` once the page's content has rendered (markContentRendered). Returns a cancel function. */
export function whenContentRendered(callback: () => void): () => void {
  return contentRendered.whenHappened(callback)
}

let takingOver = false

/** Called as the app starts to hydrate a prerendered page (rather than render a page of its own). */
export function markTakingOver(): void {
  takingOver = true
}

/** True from the start of a prerendered page's hydration until the app's page is on screen (markAppShown). */
export function isTakingOver(): boolean {
  return takingOver && !shown.happened
}

/** Called once the app's page is on screen (in the prerendered content's place, when there was one). */
export function markAppShown(): void {
  shown.happen()
}

/**
 * Runs `callback` once the app's page is on screen (at once when it already is): for background work that
 * must not compete with the app taking the page over. Returns a cancel function.
 */
export function whenAppShown(callback: () => void): () => void {
  return shown.whenHappened(callback)
}

