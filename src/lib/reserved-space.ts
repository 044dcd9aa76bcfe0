import { useEffect, type RefObject } from 'react'

/**
 * While the element is on screen, fixed at the bottom (or the fixed container it is in, the nearest ancestor
 * that matches `within`), the page gets room at its end for it, so the end of the page can be scrolled clear of
 * it, and scrolling to a focused element keeps that element above it. Its size changes with what it shows and
 * with the layout, so its observer sees every change that matters.
 */
export function useReservedSpace(ref: RefObject<HTMLElement | null>, within?: string) {
  useEffect(() => {
    const element = (within && ref.current?.closest<HTMLElement>(within)) || ref.current
    if (!element) return
    const { body, documentElement } = document
    const apply = () => {
      const space = element.offsetHeight > 0 ? `${Math.ceil(window.innerHeight - element.getBoundingClientRect().top)}px` : ''
      body.style.paddingBottom = documentElement.style.scrollPaddingBottom = space
    }
    const observer = new ResizeObserver(apply)
    observer.observe(element)
    return () => {
      observer.disconnect()
      body.style.paddingBottom = documentElement.style.scrollPaddingBottom = ''
    }
  }, [ref, within])
}
