import type { Booking, RentalCalendar } from '@/features/bookings/model/booking-schema'
import { createStore, storeFamily, useStore, type Store } from '@/lib/live-store'
import { watchLazily } from './watch-lazily'

/** The bookings' data access, loaded with the first page that needs it. */
export const loadBookingsRepository = () => import('@/features/bookings/api/bookings-repository')

export interface BookingState {
  booking: Booking | null
  /** Written on this device, not yet confirmed by the server. */
  pending: boolean
  /** False until the first answer (from the cache or the server). */
  loaded: boolean
  error: unknown
}

const noBooking: BookingState = { booking: null, pending: false, loaded: false, error: null }

function watchOne(id: string, { set }: Store<BookingState>): () => void {
  const fail = (error: unknown) => set((state) => ({ ...state, error }))
  return watchLazily(
    loadBookingsRepository,
    ({ watchBooking }) => watchBooking(id, (booking, pending) => set({ booking, pending, loaded: true, error: null }), fail),
    fail,
  )
}

const bookings = storeFamily((id: string) => createStore(noBooking, { start: (store) => watchOne(id, store) }))

/** A booking, live: a confirmed rental request's has the request's id. Null `id`: none to watch. */
export function useBooking(id: string | null): BookingState {
  return useStore(id === null ? idle : bookings(id), noBooking)
}

const idle = createStore(noBooking)

export interface CalendarState {
  calendar: RentalCalendar | null
  fromCache: boolean
  loaded: boolean
  error: unknown
}

const noCalendar: CalendarState = { calendar: null, fromCache: true, loaded: false, error: null }

function watchCalendarOf(vehicleId: string, { set }: Store<CalendarState>): () => void {
  const fail = (error: unknown) => set((state) => ({ ...state, error }))
  return watchLazily(
    loadBookingsRepository,
    ({ watchCalendar }) => watchCalendar(vehicleId, (calendar, fromCache) => set({ calendar, fromCache, loaded: true, error: null }), fail),
    fail,
  )
}

const calendars = storeFamily((vehicleId: string) => createStore(noCalendar, { start: (store) => watchCalendarOf(vehicleId, store) }))

/** A rental car's busy days, live (null `vehicleId`: none). */
export function useCalendar(vehicleId: string | null): CalendarState {
  return useStore(vehicleId === null ? idleCalendar : calendars(vehicleId), noCalendar)
}

const idleCalendar = createStore(noCalendar)

export interface BookingsListState {
  bookings: Booking[]
  pendingIds: ReadonlySet<string>
  fromCache: boolean
  loaded: boolean
  error: unknown
}

const noBookings: BookingsListState = { bookings: [], pendingIds: new Set(), fromCache: true, loaded: false, error: null }

function watchFrom(from: string, { set }: Store<BookingsListState>): () => void {
  const fail = (error: unknown) => set((state) => ({ ...state, error }))
  return watchLazily(loadBookingsRepository, ({ watchBookings }) => watchBookings(from, (page) => set({ ...page, loaded: true, error: null }), fail), fail)
}

const lists = storeFamily((from: string) => createStore(noBookings, { start: (store) => watchFrom(from, store) }))

/** The bookings and blocks not archived that end on `from` or later, live (the dealer's calendar). */
export function useBookingsFrom(from: string): BookingsListState {
  return useStore(lists(from), noBookings)
}
