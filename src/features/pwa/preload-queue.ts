export type PreloadTask = () => unknown

type TaskState = 'pending' | 'running' | 'done' | 'failed'

export interface PreloadQueueOptions {
  /** How many tasks run at once. */
  concurrency?: number
  /** A failing task is reported here and does not stop the others. */
  onError?: (key: string, error: unknown) => void
}

/**
 * A keyed queue of background loads that runs at most `concurrency` at once, in the order they were added,
 * except that `prioritize` moves a waiting task to the front (the route under the visitor's finger first).
 * A key is loaded once: adding it again is ignored unless its last run failed.
 */
export class PreloadQueue {
  readonly concurrency: number
  private readonly onError: ((key: string, error: unknown) => void) | undefined
  private readonly tasks = new Map<string, PreloadTask>()
  private readonly states = new Map<string, TaskState>()
  private pendingKeys: string[] = []
  private active = 0
  private idleWaiters: Array<() => void> = []

  constructor({ concurrency = 4, onError }: PreloadQueueOptions = {}) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError('concurrency must be a positive integer')
    this.concurrency = concurrency
    this.onError = onError
  }

  /** Queues a task; false when the key is already queued, running or done. */
  add(key: string, task: PreloadTask): boolean {
    const state = this.states.get(key)
    if (state && state !== 'failed') return false
    this.tasks.set(key, task)
    this.states.set(key, 'pending')
    this.pendingKeys.push(key)
    this.pump()
    return true
  }

  /** Moves a waiting task to the front of the queue; false when it is not waiting. */
  prioritize(key: string): boolean {
    const index = this.pendingKeys.indexOf(key)
    if (index === -1) return false
    if (index > 0) {
      this.pendingKeys.splice(index, 1)
      this.pendingKeys.unshift(key)
    }
    return true
  }

  /** Drops every waiting task; running ones finish. */
  clear(): void {
    for (const key of this.pendingKeys) {
      this.states.delete(key)
      this.tasks.delete(key)
    }
    this.pendingKeys = []
    this.settleIfIdle()
  }

  stateOf(key: string): TaskState | undefined {
    return this.states.get(key)
  }

  get running(): number {
    return this.active
  }

  get pending(): number {
    return this.pendingKeys.length
  }

  /** Resolves once nothing is waiting or running. */
  idle(): Promise<void> {
    if (this.active === 0 && this.pendingKeys.length === 0) return Promise.resolve()
    return new Promise((resolve) => this.idleWaiters.push(resolve))
  }

  private pump() {
    while (this.active < this.concurrency && this.pendingKeys.length > 0) {
      const key = this.pendingKeys.shift() as string
      const task = this.tasks.get(key)
      this.tasks.delete(key)
      if (!task) continue
      this.active++
      this.states.set(key, 'running')
      // A task that throws synchronously counts as a failure like a rejected one.
      Promise.resolve()
        .then(task)
        .then(
          () => this.states.set(key, 'done'),
          (error: unknown) => {
            this.states.set(key, 'failed')
            this.onError?.(key, error)
          },
        )
        .finally(() => {
          this.active--
          this.pump()
          this.settleIfIdle()
        })
    }
  }

  private settleIfIdle() {
    if (this.active !== 0 || this.pendingKeys.length !== 0) return
    const waiters = this.idleWaiters
    this.idleWaiters = []
    for (const resolve of waiters) resolve()
  }
}
