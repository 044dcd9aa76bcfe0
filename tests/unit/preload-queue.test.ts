import { describe, expect, it, vi } from 'vitest'
import { PreloadQueue } from '@/features/pwa/preload-queue'

/** A task that resolves (or rejects) when the test says so. */
function deferredTask() {
  let settle!: (ok: boolean) => void
  const promise = new Promise<void>((resolve, reject) => {
    settle = (ok) => (ok ? resolve() : reject(new Error('chunk failed')))
  })
  return { task: () => promise, resolve: () => settle(true), reject: () => settle(false) }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('PreloadQueue', () => {
  it('never runs more than 4 at once, and runs them all', async () => {
    const queue = new PreloadQueue({ concurrency: 4 })
    let running = 0
    let peak = 0
    const done: string[] = []
    for (let i = 0; i < 20; i++) {
      queue.add(`route-${i}`, async () => {
        running++
        peak = Math.max(peak, running)
        await new Promise((resolve) => setTimeout(resolve, (i % 3) + 1))
        running--
        done.push(`route-${i}`)
      })
      expect(queue.running).toBeLessThanOrEqual(4)
    }
    await queue.idle()
    expect(peak).toBe(4)
    expect(done).toHaveLength(20)
    expect(new Set(done).size).toBe(20)
  })

  it('starts the next task as soon as one finishes', async () => {
    const queue = new PreloadQueue({ concurrency: 2 })
    const tasks = [deferredTask(), deferredTask(), deferredTask()]
    const started: number[] = []
    tasks.forEach((t, i) => queue.add(`t${i}`, () => (started.push(i), t.task())))
    await flush()
    expect(started).toEqual([0, 1])
    tasks[1]!.resolve()
    await flush()
    expect(started).toEqual([0, 1, 2])
    tasks[0]!.resolve()
    tasks[2]!.resolve()
    await queue.idle()
  })

  it('prioritize moves a waiting task to the front', async () => {
    const queue = new PreloadQueue({ concurrency: 1 })
    const gate = deferredTask()
    const order: string[] = []
    queue.add('first', () => (order.push('first'), gate.task()))
    for (const key of ['a', 'b', 'c', 'd']) queue.add(key, () => void order.push(key))
    expect(queue.prioritize('c')).toBe(true)
    expect(queue.prioritize('first')).toBe(false) // running: nothing to move
    expect(queue.prioritize('unknown')).toBe(false)
    gate.resolve()
    await queue.idle()
    expect(order).toEqual(['first', 'c', 'a', 'b', 'd'])
  })

  it('a failing task does not stop the others', async () => {
    const onError = vi.fn()
    const queue = new PreloadQueue({ concurrency: 2, onError })
    const ran: string[] = []
    queue.add('throws', () => {
      throw new Error('sync failure')
    })
    queue.add('rejects', () => Promise.reject(new Error('chunk failed')))
    for (const key of ['x', 'y', 'z']) queue.add(key, async () => void ran.push(key))
    await queue.idle()
    expect(ran).toEqual(['x', 'y', 'z'])
    expect(onError).toHaveBeenCalledTimes(2)
    expect(queue.stateOf('rejects')).toBe('failed')
    expect(queue.stateOf('x')).toBe('done')
  })

  it('loads a key once, but retries one that failed', async () => {
    const queue = new PreloadQueue()
    const task = vi.fn(async () => undefined)
    expect(queue.add('route', task)).toBe(true)
    expect(queue.add('route', task)).toBe(false)
    await queue.idle()
    expect(queue.add('route', task)).toBe(false)
    expect(task).toHaveBeenCalledTimes(1)

    const failing = vi.fn(async () => {
      throw new Error('offline')
    })
    queue.add('flaky', failing)
    await queue.idle()
    expect(queue.add('flaky', async () => undefined)).toBe(true)
    await queue.idle()
    expect(queue.stateOf('flaky')).toBe('done')
  })

  it('clear drops waiting tasks and idle still resolves', async () => {
    const queue = new PreloadQueue({ concurrency: 1 })
    const gate = deferredTask()
    const later = vi.fn()
    queue.add('running', gate.task)
    queue.add('waiting', later)
    queue.clear()
    expect(queue.pending).toBe(0)
    gate.resolve()
    await queue.idle()
    expect(later).not.toHaveBeenCalled()
  })

  it('rejects a concurrency below 1', () => {
    expect(() => new PreloadQueue({ concurrency: 0 })).toThrow(RangeError)
  })
})
