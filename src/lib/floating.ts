import { useEffect } from 'react'
import { createStore, useStore } from './live-store'
import { whenEngaged } from './when-idle'

export type FloatingComponents = typeof import('./floating-components')

const loaded = createStore<FloatingComponents | undefined>(undefined)
let pending: Promise<FloatingComponents> | undefined

/**
 * A press on the page that has not become a click yet. Components that arrive meanwhile wait for it: a button or
 * link that re-renders into the menu's or the tooltip's between the press and the release is another element under
 * the pointer, and the click reaches neither. Released by the click (after the element's own handlers: listened
 * on the document as it bubbles), by a cancelled press, or shortly after a release that brought no click.
 */
let pressing = false
let held: FloatingComponents | undefined
let releaseTimer: ReturnType<typeof setTimeout> | undefined

function press() {
  pressing = true
  clearTimeout(releaseTimer)
}

function release() {
  pressing = false
  clearTimeout(releaseTimer)
  if (held) loaded.set(held)
  held = undefined
}

if (typeof document !== 'undefined') {
  const passive = { capture: true, passive: true }
  document.addEventListener('pointerdown', press, passive)
  document.addEventListener('pointercancel', release, passive)
  document.addEventListener('pointerup', () => (releaseTimer = setTimeout(release, 500)), passive)
  document.addEventListener('click', release)
}

/** Loads Mantine's floating components (once); every useFloating() re-renders with them. */
export function loadFloating(): Promise<FloatingComponents> {
  if (!pending) {
    pending = import('./floating-components').then((module) => {
      if (pressing) held = module
      else loaded.set(module)
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
 * buttons without them; they arrive between two presses, never during one.
 */
export function useFloating(): FloatingComponents | undefined {
  const components = useStore(loaded, undefined)
  useEffect(() => (loaded.get() ? undefined : whenEngaged(() => void loadFloating().catch(() => {}))), [])
  return components
}
