import { useMemo } from 'react'
import { useStore, type ReadableStore } from './live-store'

/**
 * The layout's breakpoints, the theme's own (src/lib/theme.ts): phones below `sm`, tablets below `md`, desktops
 * from `md` up. CSS modules read the same values as `$mantine-breakpoint-<name>` (vite.config.ts replaces them).
 */
export const breakpoints = { xs: '36em', sm: '48em', md: '64em', lg: '75em', xl: '88em' } as const

export type Breakpoint = keyof typeof breakpoints

/** The media query of a width from `name` up: `minWidth('md')` is `(min-width: 64em)`. */
export function minWidth(name: Breakpoint): string {
  return `(min-width: ${breakpoints[name]})`
}

/** From the small tablet up: the sidebar instead of the phone's header and menu (Shell.module.css). */
export const WIDE_SCREEN_QUERY = minWidth('sm')

/** Whether a media query matches now (false where there is no window, as in prerendering's first pass or tests). */
export function matchesMedia(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches
}

/** A media query as a store: its current match, and a listener to its changes. */
export function mediaStore(query: string): ReadableStore<boolean> {
  return {
    get: () => matchesMedia(query),
    subscribe(listener) {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {}
      const list = window.matchMedia(query)
      list.addEventListener('change', listener)
      return () => list.removeEventListener('change', listener)
    },
  }
}

/**
 * Whether a media query matches, re-rendering when that changes. `serverValue` is what the prerendered HTML
 * shows (it is made at a desktop's width) and what the page renders while it takes that HTML over; the
 * device's own answer follows at once after (a phone's layout drops the sidebar before its code is asked for).
 * Without prerendered HTML, the device's answer from the first render.
 */
export function useMediaMatch(query: string, serverValue: boolean): boolean {
  const store = useMemo(() => mediaStore(query), [query])
  return useStore(store, serverValue)
}

/** Whether the screen is wide now. */
export function isWideScreen(): boolean {
  return matchesMedia(WIDE_SCREEN_QUERY)
}

/**
 * Props that ask for a chunk on the first sign of intent (a pointer over the control, a touch, the focus), so
 * that it has often arrived by the time the click needs it.
 */
export function preloadOnIntent(load: () => Promise<unknown>) {
  const preload = () => void load().catch(() => {})
  return { onPointerEnter: preload, onTouchStart: preload, onFocus: preload }
}
