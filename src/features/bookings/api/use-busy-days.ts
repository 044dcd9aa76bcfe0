import { useMemo } from 'react'
import { createStore, useStore, type Store } from '@/lib/live-store'
import { busyAmong, daysFromTo } from '../model/booking-days'
import type { BusyDays } from './calendar-once'

/** Every rental car's busy days, read as one list (calendar-once.ts) for the car pages and the listing alike. */
type Calendars = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; offline: boolean; busyOf: (vehicleId: string) => BusyDays }

const loading = { status: 'loading' } as const

/** A list younger than this is not read again when another page shows it: busy days change when the dealer confirms. */
const FRESH_MS = 60_000
let readAt = -Infinity
let reading = false

function read({ set }: Store<Calendars>): void {
  if (reading || performance.now() - readAt < FRESH_MS) return
  reading = true
  const offline = typeof navigator !== 'undefined' && !navigator.onLine
  import('./calendar-once')
    .then(({ fetchAllBusyDays }) => fetchAllBusyDays())
    .then(
      (busyOf) => {
        readAt = performance.now()
        set({ status: 'ready', offline, busyOf })
      },
      // A list read before stays shown; none: failed.
      () => set((current) => (current.status === 'ready' ? current : { status: 'failed' })),
    )
    .finally(() => (reading = false))
}

const calendars = createStore<Calendars>(loading, { start: read })
const idle = createStore<Calendars>(loading)

export type BusyDaysState =
  | { status: 'loading' }
  | { status: 'failed' }
  /** `offline`: read with no connection, so the service worker's last copy (`updatedAt` says how old). */
  | ({ status: 'ready'; offline: boolean } & BusyDays)

/** A rental car's busy days (loading in prerendered HTML and until read). */
export function useBusyDays(vehicleId: string): BusyDaysState {
  const state = useStore(calendars, loading)
  return state.status === 'ready' ? { status: 'ready', offline: state.offline, ...state.busyOf(vehicleId) } : state
}

export type BookedCarsState =
  | { status: 'none' }
  | { status: 'loading' }
  /** The calendars could not be read (offline with no copy): no car is hidden. */
  | { status: 'failed' }
  | { status: 'ready'; booked: ReadonlySet<string> }

/** Which of the rental cars `ids` are booked on some day of `period`; `none` (and nothing read) without a period or cars. */
export function useBookedCars(ids: readonly string[], period: { from: string; to: string } | null): BookedCarsState {
  const asked = period !== null && ids.length > 0
  const state = useStore(asked ? calendars : idle, loading)
  const from = period?.from
  const to = period?.to
  return useMemo(() => {
    if (!asked || !from || !to) return { status: 'none' }
    if (state.status !== 'ready') return state
    const days = daysFromTo(from, to)
    return { status: 'ready', booked: new Set(ids.filter((id) => busyAmong(days, state.busyOf(id).days).length > 0)) }
  }, [asked, state, ids, from, to])
}
