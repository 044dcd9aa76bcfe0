import { useEffect } from 'react'
import { createStore, useStore } from './live-store'
import { whenEngaged } from './when-idle'

export type FloatingComponents = typeof import('./floating-components')

const loaded = createStore<FloatingComponents | undefined>(undefined)
let pending: Promise<FloatingComponents> | undefined

/** Loads Mantine's floating components (once); every useFloating() re-renders with them. */
export function loadFloating(): Promise<FloatingComponents> {
  if (!pending) {
    pending = import('./floating-components').then((module) => {
      loaded.set(module)
      return module
    })
    // Offline before the chunk was cached: the next call tries again.
    pending.catch(() => {
      pending = undefined
    })
  }
  return pending
}

/**
 * Menus, tooltips and popovers for the shell, which every page shows: `undefined` until they have loaded,
 * which starts once the visitor uses the page (@/lib/when-idle's whenEngaged), or at once through
 * loadFloating() when someone opens a menu or points at the sidebar first. Until then the shell shows their
 * buttons without them.
 */
export function useFloating(): FloatingComponents | undefined {
  const components = useStore(loaded, undefined)
  useEffect(() => (loaded.get() ? undefined : whenEngaged(() => void loadFloating().catch(() => {}))), [])
  return components
}
