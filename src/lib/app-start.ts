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

const shown = oneShot()

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
