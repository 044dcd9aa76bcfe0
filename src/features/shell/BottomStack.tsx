import { useEffect, useRef, type ReactNode, type RefObject } from 'react'
import classes from './BottomStack.module.css'

/**
 * What stays at the bottom of the screen over the page: the cookie banner, the update prompt and the offline
 * notice, one above the other (the first child lowest), each readable and tappable whatever else shows. While
 * anything shows, the page gets room at its end for it (so the footer can be scrolled clear of it), and
 * scrolling to a focused element keeps that element above it.
 */
export function BottomStack({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useReservedSpace(ref)
  return (
    <div ref={ref} className={classes.stack} data-bottom-stack>
      {children}
    </div>
  )
}

function useReservedSpace(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const { body, documentElement } = document
    // The stack's size changes with what it shows and with the layout (its width and offset follow the
    // breakpoints), so its observer sees every change that matters.
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
  }, [ref])
}
