import { createStore, useStore, type Store } from '@/lib/live-store'
import type { VehicleRepositoryError } from '@/features/vehicles/api/vehicle-errors'
import type { Vehicle } from '@/features/vehicles/model/vehicle-schema'
import { loadVehicleRepository } from './admin-repository'
import { watchLazily } from './watch-lazily'

export interface AdminVehiclesState {
  /** Every vehicle, drafts included, newest first; null until the first snapshot (cache or server). */
  vehicles: Vehicle[] | null
  /** Vehicles with local changes the server has not acknowledged yet. */
  pendingIds: ReadonlySet<string>
  fromCache: boolean
  error: VehicleRepositoryError | null
}

const initial: AdminVehiclesState = { vehicles: null, pendingIds: new Set(), fromCache: true, error: null }

/** The Firestore listener, while any admin page uses the list; returns how to stop it. */
function watch({ set }: Store<AdminVehiclesState>): () => void {
  const fail = (error: unknown) => set((state) => ({ ...state, error: error as VehicleRepositoryError }))
  return watchLazily(
    loadVehicleRepository,
    ({ watchAllVehicles }) => watchAllVehicles(({ vehicles, pendingIds, fromCache }) => set({ vehicles, pendingIds, fromCache, error: null }), fail),
    fail,
  )
}

const adminVehicles = createStore(initial, { start: watch })

/** Live list of every vehicle for the admin pages; one Firestore listener shared by every component using it. */
export function useAdminVehicles(): AdminVehiclesState {
  return useStore(adminVehicles, initial)
}
