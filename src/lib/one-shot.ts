import { inNextTask } from './next-task'

/**
 * Something that happens once in the page's life (the app on screen, the visitor's first touch): callbacks
 * given before it run when it happens, callbacks given after it run at once.
 */
export interface OneShot {
  readonly happened: boolean
  /** Marks it as happened and runs what was waiting for it (once: later calls do nothing). */
  happen(): void
  /** Runs `callback` when it happens (at once if it has). Returns a cancel function. */
  whenHappened(callback: () => void): () => void
  /** How many callbacks are waiting. */
  readonly waiting: number
}

/**
 * `spread`: what was waiting runs one callback per task rather than all in the task that marks it, for a moment
 * that much work waits for (each callback stays cancellable until its task runs).
 */
export function oneShot({ spread = false }: { spread?: boolean } = {}): OneShot {
  let happened = false
  const waiting = new Set<() => void>()
  return {
    get happened() {
      return happened
    },
    get waiting() {
      return waiting.size
    },
    happen() {
      if (happened) return
      happened = true
      if (spread) {
        for (const callback of waiting) inNextTask(() => waiting.delete(callback) && callback())
        return
      }
      const callbacks = [...waiting]
      waiting.clear()
      for (const callback of callbacks) callback()
    },
    whenHappened(callback) {
      if (happened && !waiting.has(callback)) {
        callback()
        return () => {}
      }
      waiting.add(callback)
      return () => waiting.delete(callback)
    },
  }
}
