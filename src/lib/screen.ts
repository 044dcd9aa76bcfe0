/** From the small tablet up: the sidebar instead of the phone's header and menu (Shell.module.css: 48em). */
export const WIDE_SCREEN_QUERY = '(min-width: 48em)'

/** Whether the screen is wide now (false where there is no window, as in prerendering's first pass or tests). */
export function isWideScreen(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(WIDE_SCREEN_QUERY).matches
}
