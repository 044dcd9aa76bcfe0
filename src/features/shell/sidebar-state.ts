import { minWidth } from '../../lib/screen.ts'

/**
 * The sidebar's state, open or collapsed, as the visitor left it: the shell (./AppLayout.tsx) keeps it in
 * localStorage (JSON, through Mantine's useLocalStorage) and sets it on its element as `data-sidebar`, which
 * Shell.module.css reads. The prerendered pages (scripts/prerender.ts) set it before their first paint with
 * SIDEBAR_STATE_SCRIPT.
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

/**
 * The same choice before anything of a prerendered page is painted: the first thing inside its shell element
 * (its parent). An inline script, allowed by the hosting's Content-Security-Policy by its hash, which the build
 * computes (scripts/hosting/csp.ts).
 */
export const SIDEBAR_STATE_SCRIPT =
  `(function(s){var v=null;try{v=JSON.parse(localStorage.getItem('${SIDEBAR_STORAGE_KEY}')||'null')}catch(e){}` +
  `if(v!=='open'&&v!=='collapsed')v=window.matchMedia('${SIDEBAR_OPEN_QUERY}').matches?'open':'collapsed';` +
  `s.setAttribute('${SIDEBAR_ATTRIBUTE}',v)})(document.currentScript.parentNode)`
