import { minWidth } from '../../lib/screen'

/**
 * The sidebar's state before the first paint: the visitor's choice, kept in localStorage (as JSON), else open from
 * the theme's `md` (a desktop) up, set on the document's root element as `data-sidebar`, which Shell.module.css
 * reads. Set on the root by a script in the head of every page (index.html's `<!-- sidebar-state -->`, filled in
 * by scripts/vite-plugin-sidebar-state.ts), before the stylesheets: a script further down, after them, would hold
 * the parsing of the page until they have come, and the browser would paint the page's first part on its own,
 * then lay out the rest in a second long task. Relative imports only: vite.config.ts reads this module.
 */
export const SIDEBAR_STORAGE_KEY = 'autosalone-sidebar'
/** The root element's attribute that carries the state. */
export const SIDEBAR_ATTRIBUTE = 'data-sidebar'
/** Without a stored choice the sidebar is open from the theme's `md` (a desktop) up. */
export const SIDEBAR_OPEN_QUERY = minWidth('md')

/** The head's inline script, allowed by the hosting's Content-Security-Policy by its hash (scripts/hosting/csp.ts). */
export const SIDEBAR_STATE_SCRIPT =
  `(function(){var v=null;try{v=JSON.parse(localStorage.getItem('${SIDEBAR_STORAGE_KEY}')||'null')}catch(e){}` +
  `if(v!=='open'&&v!=='collapsed')v=window.matchMedia('${SIDEBAR_OPEN_QUERY}').matches?'open':'collapsed';` +
  `document.documentElement.setAttribute('${SIDEBAR_ATTRIBUTE}',v)})()`
