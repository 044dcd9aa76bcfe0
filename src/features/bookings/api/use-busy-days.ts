import { createStore, storeFamily, useStore, type Store } from '@/lib/live-store'
import type { BusyDays } from './calendar-once'

export type BusyDaysState =
  | { status: 'loading' }
  | { status: 'failed' }
  /** `offline`: read with no connection, so the service worker's last copy (`updatedAt` says how old). */
  | ({ status: 'ready'; offline: boolean } & BusyDays)

const loading: BusyDaysState = { status: 'loading' }

function read(vehicleId: string, { set }: Store<BusyDaysState>): void {
  const offline = typeof navigator !== 'undefined' && !navigator.onLine
  import('./calendar-once')
    .then(({ fetchAllBusyDays }) => fetchAllBusyDays())
    .then(
      (busyOf) => set({ status: 'ready', offline, ...busyOf(vehicleId) }),
      () => set({ status: 'failed' }),
    )
}

// Read once per car and page: busy days change when the dealer confirms, not while a visitor looks.
const busyDays = storeFamily((vehicleId: string) =>
  createStore<BusyDaysState>(loading, {
    start: (store) => {
      if (store.get().status !== 'ready') read(vehicleId, store)
    },
  }),
)

/** A rental car's busy days (loading in prerendered HTML and until read). */
export function useBusyDays(vehicleId: string): BusyDaysState {
  return useStore(busyDays(vehicleId), loading)
}
