import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useSnapTrack } from './use-snap-track'

/**
 * A track 358 px wide (a phone's gallery) whose scrolls the test plays as the browser would: jsdom lays nothing
 * out, so the width and the scroll position are the element's own properties here.
 */
function phoneTrack() {
  const element = document.createElement('div')
  Object.defineProperty(element, 'clientWidth', { value: 358 })
  Object.defineProperty(element, 'scrollLeft', { value: 0, writable: true })
  const requests: ScrollToOptions[] = []
  // An instant scroll lands at once; a smooth one is left to each test, which moves the track as it needs.
  element.scrollTo = ((options: ScrollToOptions) => {
    requests.push(options)
    if (options.behavior === 'instant') element.scrollLeft = options.left!
  }) as typeof element.scrollTo
  return { element, requests }
}

describe('useSnapTrack', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('brings a smooth scroll that stopped two pixels past its photo onto it', () => {
    const { element, requests } = phoneTrack()
    const { result } = renderHook(() => useSnapTrack(5))
    act(() => result.current.attach(element))

    act(() => result.current.next())
    act(() => result.current.next())
    act(() => result.current.previous())
    expect(result.current.index).toBe(1)
    expect(requests.at(-1)).toEqual({ left: 358, behavior: 'smooth' })
    // The second request came before the first had moved the track: the browser stopped it a frame on.
    element.scrollLeft = 360

    act(() => vi.advanceTimersByTime(1000))
    expect(requests.at(-1)).toEqual({ left: 358, behavior: 'instant' })
    expect(element.scrollLeft).toBe(358)
    expect(result.current.index).toBe(1)
  })

  it('leaves a track resting on its photo, one the visitor swiped further, and one held mid-swipe as they are', () => {
    const { element, requests } = phoneTrack()
    const { result } = renderHook(() => useSnapTrack(5))
    act(() => result.current.attach(element))

    act(() => result.current.next())
    element.scrollLeft = 358
    act(() => vi.advanceTimersByTime(1000))
    expect(requests).toEqual([{ left: 358, behavior: 'smooth' }])

    act(() => result.current.next())
    // A swipe took over from the animation and the browser snapped to the fourth photo.
    element.scrollLeft = 3 * 358
    act(() => vi.advanceTimersByTime(1000))
    expect(requests).toEqual([
      { left: 358, behavior: 'smooth' },
      { left: 716, behavior: 'smooth' },
    ])
    expect(result.current.index).toBe(3)

    act(() => result.current.previous())
    // A finger holds the track 60 px past the third photo.
    element.scrollLeft = 2 * 358 + 60
    act(() => vi.advanceTimersByTime(1000))
    expect(requests.at(-1)).toEqual({ left: 716, behavior: 'smooth' })
    expect(element.scrollLeft).toBe(776)
  })
})
