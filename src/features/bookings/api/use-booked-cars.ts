import { createStore, storeFamily, useStore, type Store } from '@/lib/live-store'
import { busyAmong, daysFromTo } from '../model/booking-days'

export type BookedCarsState =
  | { status: 'none' }
  | { status: 'loading' }
  /** Some calendar could not be read (offline with no copy): no car is hidden. */
  | { status: 'failed' }
  | { status: 'ready'; booked: ReadonlySet<string> }

const none: BookedCarsState = { status: 'none' }
const loading: BookedCarsState = { status: 'loading' }

interface Question {
  ids: readonly string[]
  from: string
  to: string
}

function check({ ids, from, to }: Question, { set }: Store<BookedCarsState>): void {
  const days = daysFromTo(from, to)
  import('./calendar-once')
    .then(({ fetchAllBusyDays }) => fetchAllBusyDays())
    .then(
      (busyOf) => set({ status: 'ready', booked: new Set(ids.filter((id) => busyAmong(days, busyOf(id).days).length > 0)) }),
      () => set({ status: 'failed' }),
    )
}

// One answer per question for the page's life: the listing asks again when the cars or the dates change.
const answers = storeFamily((key: string) =>
  createStore<BookedCarsState>(loading, {
    start: (store) => {
      if (store.get().status === 'loading') check(JSON.parse(key) as Question, store)
    },
  }),
)
const idle = createStore<BookedCarsState>(none)

/** Which of the rental cars `ids` are booked on some day of `period` (the calendars read once); `none` without a period or cars. */
export function useBookedCars(ids: readonly string[], period: { from: string; to: string } | null): BookedCarsState {
  const key = period && ids.length > 0 ? JSON.stringify({ ids: [...ids].sort(), from: period.from, to: period.to } satisfies Question) : null
  return useStore(key === null ? idle : answers(key), none)
}
