import { describe, expect, it } from 'vitest'
import { inNextTask, nextTask } from '@/lib/next-task'
import { oneShot } from '@/lib/one-shot'

describe('oneShot', () => {
  it('runs what waits for it when it happens, once, in order, and later callbacks at once', () => {
    const shot = oneShot()
    const calls: string[] = []
    shot.whenHappened(() => calls.push('first'))
    const cancel = shot.whenHappened(() => calls.push('cancelled'))
    shot.whenHappened(() => calls.push('second'))
    cancel()
    expect(shot.waiting).toBe(2)
    expect(calls).toEqual([])

    shot.happen()
    shot.happen()
    expect(shot.happened).toBe(true)
    expect(calls).toEqual(['first', 'second'])
    expect(shot.waiting).toBe(0)

    shot.whenHappened(() => calls.push('late'))
    expect(calls).toEqual(['first', 'second', 'late'])
  })
})

describe('oneShot, spread', () => {
  it('runs each waiting callback in a task of its own, cancellable until its task runs', async () => {
    const shot = oneShot({ spread: true })
    const calls: string[] = []
    shot.whenHappened(() => calls.push('first'))
    const cancelSecond = shot.whenHappened(() => calls.push('second'))
    shot.whenHappened(() => calls.push('third'))

    shot.happen()
    // Nothing in the task that marks it: each callback waits for a task of its own.
    expect(calls).toEqual([])
    cancelSecond()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(calls).toEqual(['first', 'third'])
    expect(shot.waiting).toBe(0)

    // Given once it has happened: at once.
    shot.whenHappened(() => calls.push('late'))
    expect(calls).toEqual(['first', 'third', 'late'])
  })

  it('lets other tasks run between its callbacks', async () => {
    const shot = oneShot({ spread: true })
    const calls: string[] = []
    shot.whenHappened(() => {
      calls.push('first')
      inNextTask(() => calls.push('queued by first'))
    })
    shot.whenHappened(() => calls.push('second'))
    shot.happen()
    inNextTask(() => calls.push('queued after'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(calls).toEqual(['first', 'second', 'queued after', 'queued by first'])
  })
})

describe('nextTask', () => {
  it('resolves after the microtasks already queued, in a task of its own', async () => {
    const calls: string[] = []
    const done = nextTask().then(() => calls.push('next task'))
    void Promise.resolve().then(() => calls.push('microtask'))
    await done
    expect(calls).toEqual(['microtask', 'next task'])
  })
})
