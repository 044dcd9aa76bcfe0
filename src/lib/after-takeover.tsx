import { useEffect, useState, type ComponentType } from 'react'
import { loadOnce } from './lazy-loaded'
import { isPrerendering, whenAppShown } from './start-up'

/**
 * A part of every page that shows nothing when a page opens (a prompt, a notice, work in the background) and
 * whose code loads once the app's page is on screen (`whenAppShown`, src/lib/start-up.ts): neither the first
 * page's scripts nor its takeover carry it. It renders nothing until then, and nothing in a page being
 * prerendered; on a page the app renders later in the visit, it is there at once. `load` gives the component (a
 * dynamic import).
 */
export function afterTakeover<P extends object>(load: () => Promise<ComponentType<P>>, name: string): ComponentType<P> {
  const { load: start, loaded } = loadOnce(load)

  function AfterTakeover(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(loaded)
    useEffect(() => {
      if (Component || isPrerendering()) return
      let cancelled = false
      const cancel = whenAppShown(() => {
        start().then(
          (component) => {
            if (!cancelled) setComponent(() => component)
          },
          // Offline before the chunk was ever fetched: not this time.
          (error: unknown) => console.warn(`${name} could not be loaded`, error),
        )
      })
      return () => {
        cancelled = true
        cancel()
      }
    }, [Component])
    return Component ? <Component {...props} /> : null
  }
  AfterTakeover.displayName = `AfterTakeover(${name})`
  return AfterTakeover
}
