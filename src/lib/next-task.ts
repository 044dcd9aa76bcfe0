/**
 * Work that would otherwise run as one long task of the main thread (the app's start: its router, its route's
 * data, its first render) gives the browser a turn between its parts: a frame, a tap, its own tasks. On a slow
 * phone each part stays short, so the page answers a tap while the app takes it over.
 */

interface YieldingScheduler {
  yield?: () => Promise<void>
}

/**
 * Resolves in a new task: at once after the browser's turn, ahead of other waiting work, where the browser
 * offers `scheduler.yield()` (Chromium); after a message otherwise, never throttled like a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => inNextTask(resolve))
}

/** Runs `callback` in a task of its own, after those already waiting. Returns a cancel function. */
export function inNextTask(callback: () => void): () => void {
  let cancelled = false
  const channel = new MessageChannel()
  channel.port1.onmessage = () => {
    channel.port1.close()
    if (!cancelled) callback()
  }
  channel.port2.postMessage(null)
  return () => {
    cancelled = true
    channel.port1.close()
  }
}
