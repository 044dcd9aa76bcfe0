import { useEffect, useSyncExternalStore } from 'react'
import type { VehicleRepositoryError } from '@/features/vehicles/api/vehicle-errors'
import type { Vehicle } from '@/features/vehicles/model/vehicle-schema'
import { loadVehicleRepository } from './admin-repository'

export interface AdminVehiclesState {
  /** Every vehicle, drafts included, newest first; null until the first snapshot (cache or server). */
  vehicles: Vehicle[] | null
  /** Vehicles with local changes the server has not acknowledged yet. */
  pendingIds: ReadonlySet<string>
  fromCache: boolean
  error: VehicleRepositoryError | null
}

const initial: AdminVehiclesState = { vehicles: null, pendingIds: new Set(), fromCache: true, error: null }
let state = initial
const listeners = new Set<() => void>()
let subscription: { count: number; stop: () => void } | undefined

function setState(next: AdminVehiclesState) {
  state = next
  for (const listener of listeners) listener()
}

function watch(): () => void {
  let cancelled = false
  let unsubscribe: (() => void) | undefined
  const fail = (error: unknown) => setState({ ...state, error: error as VehicleRepositoryError })
  loadVehicleRepository().then(({ watchAllVehicles }) => {
    if (cancelled) return
    try {
      unsubscribe = watchAllVehicles(({ vehicles, pendingIds, fromCache }) => setState({ vehicles, pendingIds, fromCache, error: null }), fail)
    } catch (error) {
      fail(error)
    }
  }, fail)
  return () => {
    cancelled = true
    unsubscribe?.()
  }
}

function retain(): () => void {
  if (subscription) subscription.count++
  else subscription = { count: 1, stop: watch() }
  return () => {
    if (!subscription) return
    subscription.count--
    if (subscription.count === 0) {
      subscription.stop()
      subscription = undefined
    }
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Live list of every vehicle for the admin pages; one Firestore listener shared by every component using it. */
export function useAdminVehicles(): AdminVehiclesState {
  useEffect(() => retain(), [])
  return useSyncExternalStore(subscribe, () => state, () => initial)
}

/** Restarts the listener (after an error such as a lost permission). */
export function restartAdminVehicles(): void {
  if (!subscription) return
  subscription.stop()
  setState({ ...state, error: null })
  subscription.stop = watch()
}
