/**
 * Runs a task once the browser is idle (requestIdleCallback, at most `timeoutMs` later; a short timeout where
 * there is none). Returns how to cancel it.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = window.setTimeout(task, Math.min(timeoutMs, 500))
  return () => window.clearTimeout(timer)
}
