import { afterEach, describe, expect, it, vi } from 'vitest'
import { forEachInSlices } from '@/lib/slices'

describe('forEachInSlices', () => {
  afterEach(() => vi.restoreAllMocks())

  it('runs every item in order, and gives the browser a turn whenever a slice has run its time', async () => {
    // Each reading of the clock 3 ms after the one before: a slice of 5 ms holds two items.
    let now = 0
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 3))
    const done: number[] = []
    const running = forEachInSlices([1, 2, 3, 4, 5], (item) => done.push(item), 5)
    // The first slice ran at once; the rest waits for tasks of its own.
    expect(done).toEqual([1])
    await running
    expect(done).toEqual([1, 2, 3, 4, 5])
  })

  it('runs a list that fits in one slice at once', async () => {
    const done: number[] = []
    const running = forEachInSlices([1, 2, 3], (item) => done.push(item), 1_000)
    expect(done).toEqual([1, 2, 3])
    await running
  })
})
