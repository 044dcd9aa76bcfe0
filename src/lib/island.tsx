import { lazy, memo, Suspense, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { captureEarlyInput } from './early-input'
import { oneShot } from './one-shot'
import { ISLAND_ATTRIBUTE, ISLAND_LOADING_ATTRIBUTE } from './page-data'
import { isPrerendering, useHydrating, whenAppShown } from './start-up'
import { whenEngaged, whenIdle } from './when-idle'

/** How far below the screen an island starts to load, so that it is in before the visitor scrolls to it. */
const NEAR_SCREEN = '600px 0px'

/**
 * A part of a prerendered page that is not on its first screen (the footer, the lower sections of the home page)
 * and whose code the app loads later: when it comes near the screen, when the visitor uses the page, or when the
 * browser is idle after the app has shown the page, whichever is first. Until then React leaves its prerendered
 * HTML as it came (its links work as plain links); then it hydrates it, as the rest. So the code a phone must
 * load and run before the page is the app's is only that of what the first screen needs. On a page the app
 * renders itself (no prerendered HTML, or a later page of the visit), the part loads at once.
 *
 * `load` gives the component (a dynamic import). The island renders a `div` around it (`className` for the
 * page's layout), which it watches to know when it comes near the screen.
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P & { islandClassName?: string }> {
  const wanted = oneShot()
  const Lazy = lazy(
    () =>
      new Promise<{ default: ComponentType<P & ShownProps> }>((resolve, reject) => {
        wanted.whenHappened(() => load().then((component) => resolve({ default: shownWhenMounted(component) }), reject))
      }),
  )

  function Island({ islandClassName, ...props }: P & { islandClassName?: string }): ReactNode {
    // Whether this island came with the page's HTML (it is hydrated) or is rendered anew: known at its first render.
    const [fromHtml] = useState(useHydrating())
    // Hydrated from the HTML, it renders with the props that HTML was made with until its code is in and React
    // has taken it over (`shown`); newer props (the page's data read afresh meanwhile) follow then.
    const [firstProps] = useState(props)
    const [shown, setShown] = useState(!fromHtml)
    const place = useRef<HTMLDivElement>(null)
    const onShown = useCallback(() => {
      setShown(true)
      // Hydrated: what the visitor typed into its prerendered fields meanwhile becomes the app's, a form sent goes.
      // Read now, before a render with the device's values (today's date) puts the fields back to React's; given
      // in a task of its own, as keystrokes come: each field's change is rendered before the next one's.
      const element = place.current
      if (fromHtml && element) setTimeout(captureEarlyInput(element), 0)
    }, [fromHtml])
    // Rendered anew, or prerendering: nothing to wait for.
    if (!fromHtml) wanted.happen()
    useEffect(() => {
      if (wanted.happened) return
      const want = () => wanted.happen()
      const cancels = [whenEngaged(want), whenAppShown(() => cancels.push(whenIdle(want, { timeout: 5000 })))]
      const element = place.current
      let observer: IntersectionObserver | undefined
      if (element && typeof IntersectionObserver !== 'undefined') {
        observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), { rootMargin: NEAR_SCREEN })
        observer.observe(element)
      }
      return () => {
        observer?.disconnect()
        for (const cancel of cancels) cancel()
      }
    }, [])
    return (
      <div ref={place} className={islandClassName} {...{ [ISLAND_ATTRIBUTE]: '' }}>
        <Boundary {...((shown ? props : firstProps) as P)} onShown={onShown} />
      </div>
    )
  }
  /**
   * React keeps the prerendered HTML of a part whose code has not loaded only while nothing updates it: an update
   * before then (a re-render of the island, with props equal but new) would make React drop that HTML and render
   * the part anew. Unchanged props stop here.
   */
  const Boundary = memo(function IslandBoundary(props: P & ShownProps) {
    return (
      <Suspense fallback={isPrerendering() ? <span hidden {...{ [ISLAND_LOADING_ATTRIBUTE]: '' }} /> : null}>
        <Lazy {...props} />
      </Suspense>
    )
  })
  return Island
}

interface ShownProps {
  /** Called once the island's component is on screen (hydrated, or rendered anew). */
  onShown: () => void
}

/** The island's component, telling the island once it is on screen. */
function shownWhenMounted<P extends object>(Component: ComponentType<P>): ComponentType<P & ShownProps> {
  return function Shown({ onShown, ...props }: P & ShownProps) {
    useEffect(() => onShown(), [onShown])
    return <Component {...(props as P)} />
  }
}
