import type { Lead } from '@/features/leads/model/lead-schema'

/**
 * The inbox reads the requests a page at a time: one live query of the newest `pages × INBOX_PAGE_SIZE`, which
 * grows by a page when the staff ask for older ones. No page reads the whole collection, so a flood of requests
 * costs the tablet one page, not the flood.
 */
export const INBOX_PAGE_SIZE = 50

/** The navigation's count and the vehicle list read at most this many of the requests in state `new`. */
export const NEW_LEADS_SHOWN = 99

/** What a live query of the leads reports, newest first. */
export interface LeadsPage {
  leads: Lead[]
  /** Documents that do not read as a lead (written by hand, or by a newer version): their ids. */
  unreadable: string[]
  /** Leads with a change of this device the server has not answered yet. */
  pendingIds: ReadonlySet<string>
  fromCache: boolean
  /** The server holds more of them, older than these. */
  hasMore: boolean
}

/**
 * The documents to show of those a query returned when it asked for one more than `shown`: that one, when it
 * came, only says that older ones exist.
 */
export function takePage<T>(documents: readonly T[], shown: number): { page: T[]; hasMore: boolean } {
  return { page: documents.slice(0, shown), hasMore: documents.length > shown }
}

export interface InboxState extends LeadsPage {
  /** False until the first answer (from the device's cache or the server). */
  loaded: boolean
  error: unknown
  /** How many pages the query asks for. */
  pages: number
  /** A page more asked for, the server's answer not in yet. */
  loadingMore: boolean
}

export const INITIAL_INBOX: InboxState = {
  leads: [],
  unreadable: [],
  pendingIds: new Set(),
  fromCache: true,
  hasMore: false,
  loaded: false,
  error: null,
  pages: 1,
  loadingMore: false,
}

/** How many requests the query of the state's pages shows. */
export const inboxLimit = (state: Pick<InboxState, 'pages'>): number => state.pages * INBOX_PAGE_SIZE

/** A page more, unless there is no older request or one is on its way; the same state when nothing changes. */
export function withOlderAsked(state: InboxState): InboxState {
  if (!state.loaded || !state.hasMore || state.loadingMore) return state
  return { ...state, pages: state.pages + 1, loadingMore: true }
}

/**
 * The state after an answer of the query. The larger query's first answer comes from the device's cache, which
 * may hold fewer requests than the server (and would say there are no older ones): while the list shown is the
 * server's, it stays until the server answers, so that the list neither shrinks nor flashes "saved on this
 * device". Offline (the list shown is already the cache's), the cache's answer is all there is, and is shown.
 */
export function withSnapshot(state: InboxState, snapshot: LeadsPage): InboxState {
  if (state.loadingMore && snapshot.fromCache && !state.fromCache) return state
  return { ...state, ...snapshot, loaded: true, error: null, loadingMore: false }
}

export function withError(state: InboxState, error: unknown): InboxState {
  return { ...state, error, loadingMore: false }
}
