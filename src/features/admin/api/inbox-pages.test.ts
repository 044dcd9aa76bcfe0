import { describe, expect, it } from 'vitest'
import { storedLead } from '../../../../tests/test-utils/stored-leads'
import { INBOX_PAGE_SIZE, INITIAL_INBOX, inboxLimit, takePage, withError, withOlderAsked, withSnapshot, type InboxState, type LeadsPage } from './inbox-pages'

const leads = (count: number, from = 0) => Array.from({ length: count }, (_, index) => storedLead('question', { id: `lead-${from + index}` }))
const page = (count: number, more: Partial<LeadsPage> = {}): LeadsPage => ({
  leads: leads(count),
  unreadable: [],
  pendingIds: new Set(),
  fromCache: false,
  hasMore: false,
  ...more,
})

/** The first page, from the server, with older requests on it. */
const firstPage: InboxState = withSnapshot(INITIAL_INBOX, page(INBOX_PAGE_SIZE, { hasMore: true }))

describe('the inbox, a page at a time', () => {
  it('shows what the query asked for, the one more only telling that older ones exist', () => {
    expect(takePage([1, 2, 3, 4], 3)).toEqual({ page: [1, 2, 3], hasMore: true })
    expect(takePage([1, 2, 3], 3)).toEqual({ page: [1, 2, 3], hasMore: false })
    expect(takePage([], 3)).toEqual({ page: [], hasMore: false })
  })

  it('asks for a page of 50 more each time, while older ones exist and none is on its way', () => {
    expect(inboxLimit(INITIAL_INBOX)).toBe(50)
    expect(withOlderAsked(INITIAL_INBOX)).toBe(INITIAL_INBOX)
    const asked = withOlderAsked(firstPage)
    expect(asked).toMatchObject({ pages: 2, loadingMore: true })
    expect(inboxLimit(asked)).toBe(100)
    expect(withOlderAsked(asked)).toBe(asked)
    const last = withSnapshot(firstPage, page(30))
    expect(withOlderAsked(last)).toBe(last)
  })

  it('keeps the list the server sent while the larger query answers from the device, then takes the new one from the server', () => {
    const asked = withOlderAsked(firstPage)
    // The cache holds the first page and the one more: it would say there is nothing older.
    expect(withSnapshot(asked, page(51, { fromCache: true }))).toBe(asked)
    const answered = withSnapshot(asked, page(60))
    expect(answered).toMatchObject({ pages: 2, loadingMore: false, hasMore: false, fromCache: false, loaded: true })
    expect(answered.leads).toHaveLength(60)
  })

  it('offline, shows what the device has for the larger query', () => {
    const offline = withSnapshot(INITIAL_INBOX, page(INBOX_PAGE_SIZE, { hasMore: true, fromCache: true }))
    const shown = withSnapshot(withOlderAsked(offline), page(51, { fromCache: true }))
    expect(shown).toMatchObject({ loadingMore: false, fromCache: true })
    expect(shown.leads).toHaveLength(51)
  })

  it('reports a failure, which ends the wait for older ones, and a later answer clears it', () => {
    const failed = withError(withOlderAsked(firstPage), new Error('offline'))
    expect(failed).toMatchObject({ loadingMore: false, pages: 2 })
    expect(failed.leads).toHaveLength(INBOX_PAGE_SIZE)
    expect(withSnapshot(failed, page(60)).error).toBeNull()
  })
})
