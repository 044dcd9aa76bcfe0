import { oneShot } from './one-shot'

/**
 * Runs `callback` once the page has loaded and the main thread is idle, so that background work (service
 * worker registration, update checks, route preloads) never competes with the first paint. Returns a cancel
 * function. Browsers without `requestIdleCallback` (Safari) get a short timeout instead.
 */
export function whenIdle(callback: () => void, { timeout = 3000 }: { timeout?: number } = {}): () => void {
  let cancelled = false
  let cancelScheduled: (() => void) | undefined

  const schedule = () => {
    if (cancelled) return
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => callback(), { timeout })
      cancelScheduled = () => window.cancelIdleCallback(handle)
    } else {
      const handle = window.setTimeout(callback, 200)
      cancelScheduled = () => window.clearTimeout(handle)
    }
  }

  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })

  return () => {
    cancelled = true
    window.removeEventListener('load', schedule)
    cancelScheduled?.()
  }
}

/** What tells that the visitor is using the page (rather than just reading what it first showed). */
const ENGAGEMENT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const

const engagement = oneShot()

/** Marks what a visitor may touch without it counting as using the page (the update prompt: "Update" reloads it). */
export const NOT_ENGAGEMENT_ATTRIBUTE = 'data-not-engagement'
/** The attribute as props, to spread on such an element. */
export const notEngagementProps = { [NOT_ENGAGEMENT_ATTRIBUTE]: '' }

function onEngagement(event: Event) {
  if (event.target instanceof Element && event.target.closest(`[${NOT_ENGAGEMENT_ATTRIBUTE}]`)) return
  for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, onEngagement, { capture: true })
  document.removeEventListener('visibilitychange', onHidden)
  engagement.happen()
}

function onHidden(event: Event) {
  if (document.visibilityState === 'hidden') onEngagement(event)
}

/**
 * Runs `callback` when the browser is idle after the visitor first uses the page (a tap, a key, a scroll) or
 * leaves it (the tab hidden): for heavy work that what the page shows does not need, so that it never competes
 * with the page's first seconds on a slow phone. Returns a cancel function.
 */
export function whenEngaged(callback: () => void): () => void {
  let cancelIdle: (() => void) | undefined
  if (!engagement.happened && engagement.waiting === 0) {
    for (const type of ENGAGEMENT_EVENTS) window.addEventListener(type, onEngagement, { capture: true, passive: true })
    document.addEventListener('visibilitychange', onHidden)
  }
  const cancelWait = engagement.whenHappened(() => {
    cancelIdle = whenIdle(callback)
  })
  return () => {
    cancelWait()
    cancelIdle?.()
  }
}
