import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { whenEngaged } from '@/lib/when-idle'
import { fetchPublishedCatalog } from '../api/catalog-once'
import { VehicleRepositoryError } from '../api/vehicle-errors'
import { VEHICLE_CATEGORIES, type VehicleCategory } from '../model/vehicle-constants'
import { sortVehicles } from '../model/vehicle-listing'
import type { VehicleSummary } from '../model/vehicle-schema'

export interface PublishedVehiclesState {
  /** The listing entries (catalog), newest first. */
  vehicles: VehicleSummary[] | null
  /** True while what is shown comes from the device's cache and the server has not answered yet. */
  fromCache: boolean
  error: VehicleRepositoryError | null
}

type Key = VehicleCategory

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

/** How long the one-off read may take before the Firestore SDK (with its offline cache) is started anyway. */
const ONCE_PATIENCE_MS = 2500

/**
 * Starts loading one key; returns how to stop. Two sources: a one-off read of the catalog from the server
 * (one small request, no Firestore SDK; the service worker keeps the last answer for offline visits), which
 * the page shows first; and the Firestore SDK's live listener, which keeps the persistent offline cache and
 * sends later changes. The SDK (about 150 KB and a second of a cheap phone's CPU) starts when the browser is
 * idle once the visitor uses the page (a tap, a scroll) or leaves it, or at once when the one-off read fails
 * (offline with nothing saved, say). Once the server's answer is shown, the SDK's cached copy (possibly
 * older) never replaces it; its answers from the server do.
 */
function watch(key: Key): () => void {
  let cancelled = false
  let unsubscribe: (() => void) | undefined
  let waiting: ReturnType<typeof setTimeout> | undefined
  let cancelIdle: (() => void) | undefined
  let sdkStarted = false
  let shownFromServer = false
  const fail = (error: unknown) => {
    if (!shownFromServer) setState(key, { ...(states.get(key) ?? initial), error: error as VehicleRepositoryError })
  }

  const startSdk = () => {
    if (sdkStarted || cancelled) return
    sdkStarted = true
    import('../api/vehicles-repository').then((repository: typeof import('../api/vehicles-repository') | undefined) => {
      // Nothing when the chunk is gone after a deploy and the stale-chunk guard is reloading the page.
      if (cancelled || !repository) return
      unsubscribe = repository.watchPublishedVehicles(
        key,
        ({ vehicles, fromCache }) => {
          clearTimeout(waiting)
          if (fromCache && shownFromServer) return
          // An empty list from the cache only means this device has not loaded it yet: keep waiting for the
          // server, but not forever (offline, it never answers).
          if (fromCache && vehicles.length === 0) {
            waiting = setTimeout(() => fail(new VehicleRepositoryError('unavailable', 'No answer from the server')), SERVER_WAIT_MS)
            return
          }
          if (!fromCache) shownFromServer = true
          setState(key, { vehicles, fromCache, error: null })
        },
        fail,
      )
    }, fail)
  }

  const impatience = setTimeout(startSdk, ONCE_PATIENCE_MS)
  fetchPublishedCatalog(key).then(
    (vehicles) => {
      clearTimeout(impatience)
      if (cancelled || shownFromServer) return
      shownFromServer = true
      setState(key, { vehicles, fromCache: false, error: null })
      cancelIdle = whenEngaged(startSdk)
    },
    () => {
      clearTimeout(impatience)
      startSdk()
    },
  )

  return () => {
    cancelled = true
    clearTimeout(waiting)
    clearTimeout(impatience)
    cancelIdle?.()
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

function subscribe(keys: readonly Key[], listener: () => void): () => void {
  for (const key of keys) {
    const set = listeners.get(key) ?? new Set()
    set.add(listener)
    listeners.set(key, set)
  }
  return () => {
    for (const key of keys) listeners.get(key)?.delete(listener)
  }
}

/** Both categories as one state, the same object for as long as neither changes (useSyncExternalStore needs that). */
let combined: { parts: PublishedVehiclesState[]; state: PublishedVehiclesState } | undefined
function combinedState(): PublishedVehiclesState {
  const parts = VEHICLE_CATEGORIES.map((key) => states.get(key) ?? initial)
  if (combined && combined.parts.every((part, index) => part === parts[index])) return combined.state
  const loaded = parts.every((part) => part.vehicles !== null)
  const state: PublishedVehiclesState = {
    vehicles: loaded ? sortVehicles(parts.flatMap((part) => part.vehicles ?? []), 'newest') : null,
    fromCache: parts.some((part) => part.fromCache),
    error: parts.find((part) => part.error)?.error ?? null,
  }
  combined = { parts, state }
  return state
}

/**
 * The published vehicles (of one category, or all), from the device's cache first and then live from the
 * server, so a listing seen once opens offline too.
 */
export function usePublishedVehicles(category?: VehicleCategory): PublishedVehiclesState {
  useEffect(() => {
    const releases = (category ? [category] : VEHICLE_CATEGORIES).map(retain)
    return () => releases.forEach((release) => release())
  }, [category])
  return useSyncExternalStore(
    useCallback((listener: () => void) => subscribe(category ? [category] : VEHICLE_CATEGORIES, listener), [category]),
    () => (category ? (states.get(category) ?? initial) : combinedState()),
    () => initial,
  )
}

/** How long a loader waits for the first answer (see preloadPublishedVehicles). */
const PRELOAD_PATIENCE_MS = 2000
/** How long a preload keeps the vehicles loading for a page that has not mounted yet. */
const PRELOAD_HOLD_MS = 10_000

/**
 * For a route's loader while the app starts: starts loading as the page's hook would, and resolves once the
 * first answer is in (or an error, or after PRELOAD_PATIENCE_MS), so that the page's first render has the
 * vehicles. Never rejects: the page shows errors itself.
 */
export function preloadPublishedVehicles(category?: VehicleCategory): Promise<void> {
  const keys = category ? [category] : VEHICLE_CATEGORIES
  const releases = keys.map(retain)
  setTimeout(() => releases.forEach((release) => release()), PRELOAD_HOLD_MS)
  const answered = () =>
    keys.every((key) => {
      const state = states.get(key)
      return !!state && (state.vehicles !== null || state.error !== null)
    })
  if (answered()) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      unsubscribe()
      resolve()
    }
    const timer = setTimeout(done, PRELOAD_PATIENCE_MS)
    const unsubscribe = subscribe(keys, () => {
      if (answered()) done()
    })
  })
}

/** Starts again after an error (for example, a first load that failed offline). */
export function retryPublishedVehicles(category?: VehicleCategory) {
  for (const key of category ? [category] : VEHICLE_CATEGORIES) {
    const entry = subscriptions.get(key)
    if (!entry) continue
    entry.stop()
    setState(key, { ...(states.get(key) ?? initial), error: null })
    entry.stop = watch(key)
  }
}
