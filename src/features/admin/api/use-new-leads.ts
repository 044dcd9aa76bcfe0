import { createStore, useStore, type Store } from '@/lib/live-store'
import { NEW_LEADS_SHOWN, type LeadsPage } from './inbox-pages'
import { loadLeadsRepository } from './use-leads'
import { watchLazily } from './watch-lazily'

export interface NewLeadsState extends LeadsPage {
  /** False until the first answer (from the cache or the server). */
  loaded: boolean
  error: unknown
}

const initial: NewLeadsState = { leads: [], unreadable: [], pendingIds: new Set(), fromCache: true, hasMore: false, loaded: false, error: null }

/** The Firestore listener, while a page shows the new requests' counts (the navigation's badge, the vehicle list). */
function watch({ set }: Store<NewLeadsState>): () => void {
  const fail = (error: unknown) => set((state) => ({ ...state, error }))
  return watchLazily(
    loadLeadsRepository,
    ({ watchNewLeads }) => watchNewLeads(NEW_LEADS_SHOWN, (page) => set({ ...page, loaded: true, error: null }), fail),
    fail,
  )
}

const newLeads = createStore(initial, { start: watch })

/**
 * The newest requests in state `new` (at most NEW_LEADS_SHOWN; `hasMore` when there are more), live: every unread
 * request is among them. One Firestore listener shared by every component using it.
 */
export function useNewLeads(): NewLeadsState {
  return useStore(newLeads, initial)
}
