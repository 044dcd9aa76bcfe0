import { describe, expect, it } from 'vitest'
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
