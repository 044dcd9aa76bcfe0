import { createStore, useStore } from '@/lib/live-store'
import { SIDEBAR_ATTRIBUTE, SIDEBAR_OPEN_QUERY, SIDEBAR_STORAGE_KEY } from './sidebar-script'

/**
 * The sidebar's state, open or collapsed, as the visitor left it: kept in localStorage (as JSON), and set on the
 * document's root element as `data-sidebar`, which Shell.module.css reads: by the head's script before the first
 * paint (./sidebar-script.ts), then here when the visitor changes it.
 */
export type SidebarState = 'open' | 'collapsed'

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
  document.documentElement.setAttribute(SIDEBAR_ATTRIBUTE, state)
  try {
    localStorage.setItem(SIDEBAR_STORAGE_KEY, JSON.stringify(state))
  } catch {
    // Storage unavailable (private mode, quota): the choice lasts for this page.
  }
}

/**
 * The sidebar's state. Prerendered HTML has it open (a desktop's default): while the app takes it over it
 * renders that too, and the visitor's own state right after (the head's script has already set it on the root).
 */
export function useSidebarState(): SidebarState {
  return useStore<SidebarState>(sidebarState, 'open')
}
