import type { Plugin } from 'vite'
import { SIDEBAR_STATE_SCRIPT } from '../src/features/shell/sidebar-script.ts'
import { inlineScriptAt } from './inline-script.ts'

/** Where index.html has the sidebar's state script: in its head, before the stylesheets. */
export const SIDEBAR_STATE_MARKER = '<!-- sidebar-state -->'

/** Puts the script that sets the sidebar's state before the first paint (src/features/shell/sidebar-script.ts) in every page's head. */
export function sidebarState(): Plugin {
  return {
    name: 'autosalone:sidebar-state',
    transformIndexHtml: (html) => inlineScriptAt(html, SIDEBAR_STATE_MARKER, SIDEBAR_STATE_SCRIPT),
  }
}
