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
