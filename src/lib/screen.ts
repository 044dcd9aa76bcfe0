/** From the small tablet up: the sidebar instead of the phone's header and menu (Shell.module.css: 48em). */
export const WIDE_SCREEN_QUERY = '(min-width: 48em)'

/** Whether a media query matches now (false where there is no window, as in prerendering's first pass or tests). */
export function matchesMedia(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches
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
