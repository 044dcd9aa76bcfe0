import { useEffect, useSyncExternalStore } from 'react'

export type FloatingComponents = typeof import('./floating-components')

let loaded: FloatingComponents | undefined
let pending: Promise<FloatingComponents> | undefined
const listeners = new Set<() => void>()

/** Loads Mantine's floating components (once); every useFloating() re-renders with them. */
export function loadFloating(): Promise<FloatingComponents> {
  if (!pending) {
    pending = import('./floating-components').then((module) => {
      loaded = module
      for (const listener of listeners) listener()
      return module
    })
    // Offline before the chunk was cached: the next call tries again.
    pending.catch(() => {
      pending = undefined
    })
  }
  return pending
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Menus, tooltips and popovers for the shell, which every page shows: `undefined` until they have loaded,
 * which starts once the page is idle (or at once through loadFloating(), when someone opens a menu first).
 * Until then the shell shows their buttons without them.
 */
export function useFloating(): FloatingComponents | undefined {
  const components = useSyncExternalStore(subscribe, () => loaded, () => undefined)
  useEffect(() => {
    if (loaded) return
    const load = () => void loadFloating().catch(() => {})
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(load, { timeout: 3000 })
      return () => window.cancelIdleCallback(handle)
    }
    const handle = window.setTimeout(load, 200)
    return () => window.clearTimeout(handle)
  }, [])
  return components
}
