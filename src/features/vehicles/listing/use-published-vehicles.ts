import { useEffect } from 'react'
import { createStore, storeFamily, type ReadableStore } from '@/lib/live-store'
import { useStoreInTransition } from '@/lib/store-after-takeover'
import { VEHICLE_CATEGORIES, type VehicleCategory } from '../model/vehicle-constants'
import { loadPublishedVehicles } from './published-vehicles-load'
import { pageState, wantWholeCatalog } from './published-vehicles-page'
import { INITIAL_STATE, combiner, type PublishedVehiclesState } from './published-vehicles-state'

/**
 * One store per category, loading while any component or preload needs it (the last result stays in memory
 * for the next visit). On a prerendered page it starts with the page's vehicles, which the server's answer
 * then replaces.
 */
const byCategory = storeFamily((category: VehicleCategory) =>
  createStore(pageState(category) ?? INITIAL_STATE, {
    start: (store) => loadPublishedVehicles(category, store),
  }),
)

function subscribe(categories: readonly VehicleCategory[], listener: () => void): () => void {
  const unsubscribes = categories.map((category) => byCategory(category).subscribe(listener))
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe())
}

/** Both categories as one state (see combiner). */
const combine = combiner()

const allCategories: ReadableStore<PublishedVehiclesState> = {
  get: () => combine(VEHICLE_CATEGORIES.map((category) => byCategory(category).get())),
  subscribe: (listener) => subscribe(VEHICLE_CATEGORIES, listener),
}

/**
 * The published vehicles (of one category, or all), from the device's cache first and then live from the
 * server, so a listing seen once opens offline too. Their changes render in a transition (useStoreInTransition).
 * A reader that can show a prerendered page's part of the catalogs as well as the whole (the home page's
 * sections, the similar cars of the page's own car: `pagePart`) says so with `acceptPagePart`; for any other, a
 * page's part is decoded whole at once.
 */
export function usePublishedVehicles(category?: VehicleCategory, { acceptPagePart = false }: { acceptPagePart?: boolean } = {}): PublishedVehiclesState {
  useEffect(() => {
    if (!acceptPagePart) wantWholeCatalog(category ? [category] : VEHICLE_CATEGORIES)
  }, [category, acceptPagePart])
  // What prerendered HTML shows, for the render that takes it over: the page's vehicles.
  const pageValue = category ? (pageState(category) ?? INITIAL_STATE) : combine(VEHICLE_CATEGORIES.map((key) => pageState(key) ?? INITIAL_STATE))
  // A fresh catalog re-renders every card shown: in slices (a listing is too long a render for one task).
  return useStoreInTransition(category ? byCategory(category) : allCategories, pageValue)
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
  const categories = category ? [category] : VEHICLE_CATEGORIES
  const releases = categories.map((key) => byCategory(key).retain())
  setTimeout(() => releases.forEach((release) => release()), PRELOAD_HOLD_MS)
  const answered = () =>
    categories.every((key) => {
      const state = byCategory(key).get()
      return state.vehicles !== null || state.error !== null
    })
  if (answered()) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      unsubscribe()
      resolve()
    }
    const timer = setTimeout(done, PRELOAD_PATIENCE_MS)
    const unsubscribe = subscribe(categories, () => {
      if (answered()) done()
    })
  })
}

/** Starts again after an error (for example, a first load that failed offline). */
export function retryPublishedVehicles(category?: VehicleCategory) {
  for (const key of category ? [category] : VEHICLE_CATEGORIES) {
    const store = byCategory(key)
    // Only a load that runs starts again (none starts here), without the error that stopped it.
    if (store.restart()) store.set((state) => ({ ...state, error: null }))
  }
}
