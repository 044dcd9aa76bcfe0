import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { storedLead } from '../../../../tests/test-utils/stored-leads'
import type { LeadsPage } from './inbox-pages'
import { showOlderLeads, useInboxLeads } from './use-leads'

/** The repository's listeners, in the test's hands: what each asked for, how it answers, whether it was stopped. */
const listeners = vi.hoisted(() => [] as { vehicleId: string | undefined; max: number; answer: (page: LeadsPage) => void; stopped: boolean }[])

vi.mock('./leads-repository', () => ({
  watchLatestLeads: ({ vehicleId, max }: { vehicleId?: string; max: number }, onChange: (page: LeadsPage) => void) => {
    const listener = { vehicleId, max, answer: onChange, stopped: false }
    listeners.push(listener)
    return () => {
      listener.stopped = true
    }
  },
}))

const page = (count: number, more: Partial<LeadsPage> = {}): LeadsPage => ({
  leads: Array.from({ length: count }, (_, index) => storedLead('question', { id: `lead-${index}` })),
  unreadable: [],
  pendingIds: new Set(),
  fromCache: false,
  hasMore: false,
  ...more,
})

describe("the inbox's store", () => {
  it('listens to the newest 50 of a car, grows by 50 on demand from one listener to the next, and stops with the page', async () => {
    const { result, unmount } = renderHook(() => useInboxLeads('used-004'))
    await waitFor(() => expect(listeners).toHaveLength(1))
    expect(listeners[0]).toMatchObject({ vehicleId: 'used-004', max: 50 })
    act(() => listeners[0]!.answer(page(50, { hasMore: true })))
    expect(result.current).toMatchObject({ loaded: true, hasMore: true, loadingMore: false })

    act(() => showOlderLeads('used-004'))
    expect(result.current.loadingMore).toBe(true)
    await waitFor(() => expect(listeners).toHaveLength(2))
    expect(listeners[0]!.stopped).toBe(true)
    expect(listeners[1]).toMatchObject({ vehicleId: 'used-004', max: 100 })
    // A second tap while the page is on its way asks for nothing more.
    act(() => showOlderLeads('used-004'))
    act(() => listeners[1]!.answer(page(60)))
    expect(result.current).toMatchObject({ hasMore: false, loadingMore: false, pages: 2 })
    expect(result.current.leads).toHaveLength(60)
    act(() => showOlderLeads('used-004'))
    expect(listeners).toHaveLength(2)

    unmount()
    expect(listeners[1]!.stopped).toBe(true)
  })

  it('keeps one listener per car filter: every car is another query', async () => {
    renderHook(() => useInboxLeads())
    await waitFor(() => expect(listeners.some((listener) => listener.vehicleId === undefined && !listener.stopped)).toBe(true))
    expect(listeners.find((listener) => listener.vehicleId === undefined)?.max).toBe(50)
  })
})
