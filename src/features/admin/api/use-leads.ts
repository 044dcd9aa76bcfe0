import { createStore, storeFamily, useStore, type Store } from '@/lib/live-store'
import { INITIAL_INBOX, inboxLimit, withError, withOlderAsked, withSnapshot, type InboxState } from './inbox-pages'
import { watchLazily } from './watch-lazily'

/** The repository, loaded on demand: the admin chunks stay free of Firebase until a page needs the leads. */
export const loadLeadsRepository = () => import('./leads-repository')

/**
 * The inbox's query, while the inbox shows it: the newest pages of every request, or of one car's (`vehicle`, ''
 * for every car). It asks for the pages the state holds, so that growing it is a restart.
 */
function watchInbox(vehicle: string, store: Store<InboxState>): () => void {
  const fail = (error: unknown) => store.set((state) => withError(state, error))
  const max = inboxLimit(store.get())
  return watchLazily(
    loadLeadsRepository,
    ({ watchLatestLeads }) => watchLatestLeads({ vehicleId: vehicle || undefined, max }, (page) => store.set((state) => withSnapshot(state, page)), fail),
    fail,
  )
}

/**
 * One store per car filter, kept for as long as the page lives: back from a request, the inbox shows as many
 * pages as before.
 */
const inbox = storeFamily((vehicle: string) => createStore(INITIAL_INBOX, { start: (store) => watchInbox(vehicle, store) }))

/** The inbox's newest requests (of one car, when given), a page at a time and live; one listener per filter. */
export function useInboxLeads(vehicle?: string): InboxState {
  return useStore(inbox(vehicle ?? ''), INITIAL_INBOX)
}

/**
 * A page of older requests: the query grows by one page and starts again (the requests already read come from
 * the device's cache). Nothing when there are no older ones, or a page is already on its way.
 */
export function showOlderLeads(vehicle?: string): void {
  const store = inbox(vehicle ?? '')
  const before = store.get()
  const after = withOlderAsked(before)
  if (after === before) return
  store.set(after)
  store.restart()
}
