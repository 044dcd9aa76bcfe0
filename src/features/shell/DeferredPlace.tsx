import { Component, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import { Box } from '@mantine/core'
import { useMediaMatch, WIDE_SCREEN_QUERY } from '@/lib/screen'
import { whenEngaged } from '@/lib/when-idle'

/**
 * Keeps the placeholder when the content's chunk cannot load (offline on a page the service worker does not
 * control yet): the rest of the page stays as it is, instead of the route's error view.
 */
class KeepPlaceOnError extends Component<{ placeholder: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    console.warn('A part of the footer could not load', error)
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.placeholder : this.props.children
  }
}

/**
 * The placeholder's height: `minHeight` in pixels, or, for a height that changes with the screen's width, a
 * class of a CSS module that sets its `min-height` (a responsive style prop would render a `<style>` element).
 */
interface PlaceHeight {
  minHeight?: number
  placeholderClassName?: string | undefined
}

/**
 * A place below the fold whose content (a lazy component) is asked for when the place comes near the screen or
 * once the visitor uses the page, whichever is first (at once on a wide screen, where it is often in view); a
 * box of its height holds the place until then, and in prerendered HTML.
 */
export function DeferredPlace({ id, minHeight, placeholderClassName, children }: { id?: string; children: ReactNode } & PlaceHeight) {
  const [asked, setWanted] = useState(false)
  const wide = useMediaMatch(WIDE_SCREEN_QUERY, false)
  // Once asked for, it stays (a narrower window included): scrolling away must not lose what was typed.
  if (wide && !asked) setWanted(true)
  const wanted = asked || wide
  const place = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (wanted) return
    const cancel = whenEngaged(() => setWanted(true))
    const element = place.current
    if (!element || typeof IntersectionObserver === 'undefined') return cancel
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setWanted(true), {
      rootMargin: '800px 0px',
    })
    observer.observe(element)
    return () => {
      cancel()
      observer.disconnect()
    }
  }, [wanted])
  const placeholder = <Box mih={minHeight} className={placeholderClassName} aria-hidden data-testid="deferred-placeholder" />
  return (
    <div id={id} ref={place} style={{ scrollMarginTop: 'var(--mantine-spacing-md)' }}>
      {wanted ? (
        <KeepPlaceOnError placeholder={placeholder}>
          <Suspense fallback={placeholder}>{children}</Suspense>
        </KeepPlaceOnError>
      ) : (
        placeholder
      )}
    </div>
  )
}
