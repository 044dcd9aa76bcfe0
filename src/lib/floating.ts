import { useEffect, useSyncExternalStore } from 'react'
import { whenEngaged } from './when-idle'

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
 * which starts once the visitor uses the page (@/lib/when-idle's whenEngaged), or at once through
 * loadFloating() when someone opens a menu or points at the sidebar first. Until then the shell shows their
 * buttons without them.
 */
export function useFloating(): FloatingComponents | undefined {
  const components = useSyncExternalStore(subscribe, () => loaded, () => undefined)
  useEffect(() => (loaded ? undefined : whenEngaged(() => void loadFloating().catch(() => {}))), [])
  return components
}
