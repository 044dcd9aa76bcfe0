import { useEffect, useSyncExternalStore } from 'react'
import { VehicleRepositoryError } from '../api/vehicle-errors'
import type { VehicleCategory } from '../model/vehicle-constants'
import type { Vehicle } from '../model/vehicle-schema'

export interface PublishedVehiclesState {
  vehicles: Vehicle[] | null
  /** True while what is shown comes from the device's cache and the server has not answered yet. */
  fromCache: boolean
  error: VehicleRepositoryError | null
}

type Key = VehicleCategory | 'all'

const initial: PublishedVehiclesState = { vehicles: null, fromCache: true, error: null }
const states = new Map<Key, PublishedVehiclesState>()
const listeners = new Map<Key, Set<() => void>>()
const subscriptions = new Map<Key, { count: number; stop: () => void }>()

function setState(key: Key, next: PublishedVehiclesState) {
  states.set(key, next)
  for (const listener of listeners.get(key) ?? []) listener()
}

/** How long an empty answer from the device's cache may stand in for the server's before the page says so. */
export const SERVER_WAIT_MS = 8000

/** Starts listening to the server for one key; returns how to stop. */
function watch(key: Key): () => void {
  let cancelled = false
  let unsubscribe: (() => void) | undefined
  let waiting: ReturnType<typeof setTimeout> | undefined
  const fail = (error: unknown) => setState(key, { ...(states.get(key) ?? initial), error: error as VehicleRepositoryError })
  import('../api/vehicles-repository').then(({ watchPublishedVehicles }) => {
    if (cancelled) return
    unsubscribe = watchPublishedVehicles(
      { category: key === 'all' ? undefined : key },
      ({ vehicles, fromCache }) => {
        clearTimeout(waiting)
        // An empty list from the cache only means this device has not loaded it yet: keep waiting for the
        // server, but not forever (offline, it never answers).
        if (fromCache && vehicles.length === 0) {
          waiting = setTimeout(() => fail(new VehicleRepositoryError('unavailable', 'No answer from the server')), SERVER_WAIT_MS)
          return
        }
        setState(key, { vehicles, fromCache, error: null })
      },
      fail,
    )
  }, fail)
  return () => {
    cancelled = true
    clearTimeout(waiting)
    unsubscribe?.()
  }
}

/** Listens while any component needs the key; the last result stays in memory for the next visit. */
function retain(key: Key): () => void {
  const existing = subscriptions.get(key)
  if (existing) existing.count++
  else subscriptions.set(key, { count: 1, stop: watch(key) })
  return () => {
    const entry = subscriptions.get(key)
    if (!entry) return
    entry.count--
    if (entry.count === 0) {
      entry.stop()
      subscriptions.delete(key)
    }
  }
}

/**
 * The published vehicles (of one category), from the device's cache first and then live from the server,
 * so a listing seen once opens offline too.
 */
export function usePublishedVehicles(category?: VehicleCategory): PublishedVehiclesState {
  const key: Key = category ?? 'all'
  useEffect(() => retain(key), [key])
  return useSyncExternalStore(
    (listener) => {
      const set = listeners.get(key) ?? new Set()
      set.add(listener)
      listeners.set(key, set)
      return () => set.delete(listener)
    },
    () => states.get(key) ?? initial,
    () => initial,
  )
}

/** Starts again after an error (for example, a first load that failed offline). */
export function retryPublishedVehicles(category?: VehicleCategory) {
  const key: Key = category ?? 'all'
  const entry = subscriptions.get(key)
  if (!entry) return
  entry.stop()
  setState(key, { ...(states.get(key) ?? initial), error: null })
  entry.stop = watch(key)
}
