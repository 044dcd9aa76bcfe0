import { afterEach, describe, expect, it, vi } from 'vitest'
import { within } from '../../src/lib/within'

describe('within', () => {
  afterEach(() => vi.useRealTimers())

  it('says whether the work ended in time, and leaves no timer behind', async () => {
    vi.useFakeTimers()
    await expect(within(Promise.resolve('done'), 100)).resolves.toBe(true)
    expect(vi.getTimerCount()).toBe(0)
    const late = within(new Promise(() => {}), 100)
    await vi.advanceTimersByTimeAsync(100)
    await expect(late).resolves.toBe(false)
  })

  it('passes on a failure that comes first', async () => {
    await expect(within(Promise.reject(new Error('refused')), 100)).rejects.toThrow('refused')
  })
})
