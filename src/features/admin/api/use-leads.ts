import { createStore, useStore, type Store } from '@/lib/live-store'
import type { LeadsSnapshot } from './leads-repository'
import { watchLazily } from './watch-lazily'

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
  const fail = (error: unknown) => set((state) => ({ ...state, error }))
  return watchLazily(loadLeadsRepository, ({ watchLeads }) => watchLeads((snapshot) => set({ ...snapshot, loaded: true, error: null }), fail), fail)
}

const leads = createStore(initial, { start: watch })

/** Every lead, newest first, live; one Firestore listener shared by every component using it. */
export function useLeads(): LeadsState {
  return useStore(leads, initial)
}
