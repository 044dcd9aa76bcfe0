import type { Booking, RentalCalendar } from '@/features/bookings/model/booking-schema'
import { createStore, storeFamily, useStore, type Store } from '@/lib/live-store'
import { watchLazily } from './watch-lazily'

/** The bookings' data access, loaded with the first page that needs it. */
export const loadBookingsRepository = () => import('@/features/bookings/api/bookings-repository')

type Repository = Awaited<ReturnType<typeof loadBookingsRepository>>

/** What each live read below holds besides its data. */
interface Watched {
  /** False until the first answer (from the cache or the server). */
  loaded: boolean
  error: unknown
}

/**
 * A live read per key (a booking's id, a car's, a first day), started while a component shows it and stopped when
 * none does: `listen` starts the repository's listener and gives each answer as the state's data.
 */
function liveReads<T extends Watched>(
  initial: T,
  listen: (repository: Repository, key: string, answer: (data: Omit<T, keyof Watched>) => void, fail: (error: unknown) => void) => () => void,
): (key: string | null) => T {
  const watch = (key: string, { set }: Store<T>) => {
    const fail = (error: unknown) => set((state) => ({ ...state, error }))
    return watchLazily(
      loadBookingsRepository,
      (repository) => listen(repository, key, (data) => set({ ...initial, ...data, loaded: true, error: null }), fail),
      fail,
    )
  }
  const family = storeFamily((key: string) => createStore(initial, { start: (store) => watch(key, store) }))
  const idle = createStore(initial)
  // A hook: null watches nothing.
  return (key) => useStore(key === null ? idle : family(key), initial)
}

export interface BookingState extends Watched {
  booking: Booking | null
  /** Written on this device, not yet confirmed by the server. */
  pending: boolean
}

/** A booking, live: a confirmed rental request's has the request's id. Null `id`: none to watch. */
export const useBooking = liveReads<BookingState>({ booking: null, pending: false, loaded: false, error: null }, ({ watchBooking }, id, answer, fail) =>
  watchBooking(id, (booking, pending) => answer({ booking, pending }), fail),
)

export interface CalendarState extends Watched {
  calendar: RentalCalendar | null
  fromCache: boolean
}

/** A rental car's busy days, live (null `vehicleId`: none). */
export const useCalendar = liveReads<CalendarState>(
  { calendar: null, fromCache: true, loaded: false, error: null },
  ({ watchCalendar }, vehicleId, answer, fail) => watchCalendar(vehicleId, (calendar, fromCache) => answer({ calendar, fromCache }), fail),
)

export interface BookingsListState extends Watched {
  bookings: Booking[]
  pendingIds: ReadonlySet<string>
  fromCache: boolean
}

/** The bookings and blocks not archived that end on `from` or later, live (the dealer's calendar). */
export const useBookingsFrom = liveReads<BookingsListState>(
  { bookings: [], pendingIds: new Set(), fromCache: true, loaded: false, error: null },
  ({ watchBookings }, from, answer, fail) => watchBookings(from, answer, fail),
)
