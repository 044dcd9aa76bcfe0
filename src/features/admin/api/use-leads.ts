import { createStore, useStore, type Store } from '@/lib/live-store'
import type { LeadsSnapshot } from './leads-repository'

export interface LeadsState extends LeadsSnapshot {
  /** Null until the first snapshot (from the cache or the server). */
  loaded: boolean
  error: unknown
}

const initial: LeadsState = { leads: [], unreadable: [], pendingIds: new Set(), fromCache: true, loaded: false, error: null }

/** The repository, loaded on demand: the admin chunks stay free of Firebase until a page needs the leads. */
export const loadLeadsRepository = () => import('./leads-repository')

/** The Firestore listener, while any admin page shows the leads (the navigation's unread count too). */
function watch({ set }: Store<LeadsState>): () => void {
  let cancelled = false
  let unsubscribe: (() => void) | undefined
  const fail = (error: unknown) => set((state) => ({ ...state, error }))
  loadLeadsRepository().then(({ watchLeads }) => {
    if (cancelled) return
    try {
      unsubscribe = watchLeads((snapshot) => set({ ...snapshot, loaded: true, error: null }), fail)
    } catch (error) {
      fail(error)
    }
  }, fail)
  return () => {
    cancelled = true
    unsubscribe?.()
  }
}

const leads = createStore(initial, { start: watch })

/** Every lead, newest first, live; one Firestore listener shared by every component using it. */
export function useLeads(): LeadsState {
  return useStore(leads, initial)
}
