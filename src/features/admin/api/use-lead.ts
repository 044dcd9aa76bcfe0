import { createStore, storeFamily, useStore, type Store } from '@/lib/live-store'
import type { LeadSnapshot } from './leads-repository'
import { loadLeadsRepository } from './use-leads'
import { watchLazily } from './watch-lazily'

export interface LeadPageState extends LeadSnapshot {
  /** False until the first answer (from the cache or the server). */
  loaded: boolean
  error: unknown
}

const initial: LeadPageState = { lead: null, pending: false, fromCache: true, loaded: false, error: null }

function watch(id: string, { set }: Store<LeadPageState>): () => void {
  const fail = (error: unknown) => set((state) => ({ ...state, error }))
  return watchLazily(loadLeadsRepository, ({ watchLead }) => watchLead(id, (snapshot) => set({ ...snapshot, loaded: true, error: null }), fail), fail)
}

const leads = storeFamily((id: string) => createStore(initial, { start: (store) => watch(id, store) }))

/** One request, live, while its page shows it: a listener of its document alone. */
export function useLead(id: string): LeadPageState {
  return useStore(leads(id), initial)
}
