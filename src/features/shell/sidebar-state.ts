import { createStore, useStore } from '@/lib/live-store'
import { minWidth } from '@/lib/screen'

/**
 * The sidebar's state, open or collapsed, as the visitor left it: kept in localStorage (as JSON), and set on the
 * shell's element (./AppLayout.tsx) as `data-sidebar`, which Shell.module.css reads. On a prerendered page,
 * SIDEBAR_STATE_SCRIPT, the shell's first child, sets it before the first paint.
 */
export type SidebarState = 'open' | 'collapsed'

export const SIDEBAR_STORAGE_KEY = 'autosalone-sidebar'
/** The shell element's attribute that carries the state. */
export const SIDEBAR_ATTRIBUTE = 'data-sidebar'
/** Without a stored choice the sidebar is open from the theme's `md` (a desktop) up. */
export const SIDEBAR_OPEN_QUERY = minWidth('md')

export function defaultSidebarState(): SidebarState {
  return typeof window !== 'undefined' && window.matchMedia(SIDEBAR_OPEN_QUERY).matches ? 'open' : 'collapsed'
}

function readStoredState(): SidebarState | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(SIDEBAR_STORAGE_KEY) ?? 'null')
    return stored === 'open' || stored === 'collapsed' ? stored : null
  } catch {
    return null
  }
}

const sidebarState = createStore<SidebarState>(typeof window === 'undefined' ? 'open' : (readStoredState() ?? defaultSidebarState()))

/** Keeps the visitor's choice (for this page and the next visits). */
export function setSidebarState(state: SidebarState): void {
  sidebarState.set(state)
  try {
    localStorage.setItem(SIDEBAR_STORAGE_KEY, JSON.stringify(state))
  } catch {
    // Storage unavailable (private mode, quota): the choice lasts for this page.
  }
}

/**
 * The sidebar's state. Prerendered HTML has it open (a desktop's default): while the app takes it over it
 * renders that too, and the visitor's own state right after (the script below has already shown it).
 */
export function useSidebarState(): SidebarState {
  return useStore<SidebarState>(sidebarState, 'open')
}

/**
 * The same choice before anything of a prerendered page is painted: the first thing inside its shell element
 * (its parent), rendered by the shell so that the app takes it over with the rest. An inline script, allowed
 * by the hosting's Content-Security-Policy by its hash, which the build computes (scripts/hosting/csp.ts).
 */
export const SIDEBAR_STATE_SCRIPT =
  `(function(s){var v=null;try{v=JSON.parse(localStorage.getItem('${SIDEBAR_STORAGE_KEY}')||'null')}catch(e){}` +
  `if(v!=='open'&&v!=='collapsed')v=window.matchMedia('${SIDEBAR_OPEN_QUERY}').matches?'open':'collapsed';` +
  `s.setAttribute('${SIDEBAR_ATTRIBUTE}',v)})(document.currentScript.parentNode)`
