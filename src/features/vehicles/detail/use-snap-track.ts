import { useReducedMotion } from '@mantine/hooks'
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react'

export interface SnapTrack {
  /** Callback ref for the scroll-snap container (one slide per container width). */
  attach: (element: HTMLDivElement | null) => void
  index: number
  goTo: (index: number) => void
  next: () => void
  previous: () => void
  /** ArrowLeft / ArrowRight / Home / End; attach to a focusable element around the track. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
}

/**
 * A horizontal scroll-snap track: the browser does the swiping (touch, trackpad), this keeps the index of the
 * visible slide in step with the scroll position and scrolls to a slide on request. Wraps around at the ends.
 */
export function useSnapTrack(count: number, initialIndex = 0): SnapTrack {
  const elementRef = useRef<HTMLDivElement | null>(null)
  const [index, setIndex] = useState(() => Math.min(Math.max(initialIndex, 0), Math.max(count - 1, 0)))
  const indexRef = useRef(index)
  const frame = useRef(0)
  /** Slide a programmatic scroll is heading to: positions passed on the way do not change the index. */
  const target = useRef<number | null>(null)
  const targetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const reduceMotion = useReducedMotion()

  const readIndex = useCallback(() => {
    const element = elementRef.current
    if (!element || element.clientWidth === 0) return
    const next = Math.min(Math.max(Math.round(element.scrollLeft / element.clientWidth), 0), count - 1)
    if (target.current !== null) {
      if (next !== target.current) return
      target.current = null
    }
    if (next !== indexRef.current) {
      indexRef.current = next
      setIndex(next)
    }
  }, [count])

  const onScroll = useCallback(() => {
    cancelAnimationFrame(frame.current)
    frame.current = requestAnimationFrame(readIndex)
  }, [readIndex])

  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      if (elementRef.current) elementRef.current.removeEventListener('scroll', onScroll)
      elementRef.current = element
      if (!element) return
      element.addEventListener('scroll', onScroll, { passive: true })
      // Start on the initial slide without an animation.
      if (indexRef.current > 0) element.scrollLeft = indexRef.current * element.clientWidth
    },
    [onScroll],
  )

  useEffect(
    () => () => {
      cancelAnimationFrame(frame.current)
      clearTimeout(targetTimer.current)
    },
    [],
  )

  /**
   * Brings the track exactly onto the slide it shows when a smooth scroll came to rest a few pixels off it. Seen
   * in Chromium on a busy phone: ArrowRight then ArrowLeft at once, the second request made before the first
   * scroll had reported a move, so it asked for the position the track still had; the scroll in flight stopped
   * after its first frame, 2 px on, and nothing snapped it back.
   */
  const settle = useCallback(() => {
    const element = elementRef.current
    if (!element || element.clientWidth === 0) return
    const destination = indexRef.current * element.clientWidth
    const off = Math.abs(element.scrollLeft - destination)
    // Not farther: a finger resting mid-swipe is the visitor's, and a few pixels is all a first frame moves.
    if (off >= 1 && off < element.clientWidth / 10) element.scrollTo({ left: destination, behavior: 'instant' })
  }, [])

  const goTo = useCallback(
    (slide: number) => {
      if (count === 0) return
      const wrapped = ((slide % count) + count) % count
      indexRef.current = wrapped
      setIndex(wrapped)
      const element = elementRef.current
      if (!element) return
      target.current = wrapped
      clearTimeout(targetTimer.current)
      // A swipe that interrupts the animation takes over after a moment.
      targetTimer.current = setTimeout(() => {
        target.current = null
        settle()
        readIndex()
      }, 1000)
      element.scrollTo({ left: wrapped * element.clientWidth, behavior: reduceMotion ? 'auto' : 'smooth' })
    },
    [count, readIndex, reduceMotion, settle],
  )

  const next = useCallback(() => goTo(indexRef.current + 1), [goTo])
  const previous = useCallback(() => goTo(indexRef.current - 1), [goTo])

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return
      const actions: Record<string, () => void> = {
        ArrowRight: next,
        ArrowLeft: previous,
        Home: () => goTo(0),
        End: () => goTo(count - 1),
      }
      const action = actions[event.key]
      if (!action) return
      event.preventDefault()
      action()
    },
    [count, goTo, next, previous],
  )

  return { attach, index, goTo, next, previous, onKeyDown }
}
