import { describe, expect, it, vi } from 'vitest'
import { whenEngaged } from '@/lib/when-idle'

/** The page's idle callbacks, run at once in these tests. */
function idleNow() {
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    callback({ didTimeout: false, timeRemaining: () => 50 })
    return 1
  })
}

describe('work that waits until the visitor uses the page', () => {
  it('waits for the first tap, runs then (once the browser is idle), and at once for anything asked later', () => {
    idleNow()
    const heavy = vi.fn()
    const cancelled = vi.fn()
    whenEngaged(heavy)
    const cancel = whenEngaged(cancelled)
    cancel()
    expect(heavy).not.toHaveBeenCalled()

    window.dispatchEvent(new Event('pointerdown'))
    expect(heavy).toHaveBeenCalledTimes(1)
    expect(cancelled).not.toHaveBeenCalled()

    window.dispatchEvent(new Event('pointerdown'))
    expect(heavy).toHaveBeenCalledTimes(1)
    const later = vi.fn()
    whenEngaged(later)
    expect(later).toHaveBeenCalledTimes(1)
    vi.unstubAllGlobals()
  })
})
