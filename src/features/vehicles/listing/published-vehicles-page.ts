import { pageCatalog, pageCatalogIsPartial } from '../api/catalog-once'
import type { VehicleCategory } from '../model/vehicle-constants'
import type { PublishedVehiclesState } from './published-vehicles-state'

// What this page's listings know beyond their stores, kept for as long as the page lives: the state made of the
// vehicles a prerendered page carries (the same object each time), and, when the page carries only the cars it
// shows, which categories some reader needs whole and the loads of a whole catalog that wait for one.

const pageStates = new Map<VehicleCategory, PublishedVehiclesState>()
const wholeWanted = new Set<VehicleCategory>()
const waitingForWhole = new Map<VehicleCategory, () => void>()

/**
 * The vehicles a prerendered page was made with (the page carries them; while prerendering, those read), the
 * same object each time; undefined without them.
 */
export function pageState(category: VehicleCategory): PublishedVehiclesState | undefined {
  let state = pageStates.get(category)
  if (state) return state
  const vehicles = pageCatalog(category)
  if (!vehicles) return undefined
  // A part of the catalog is not the catalog: the listing, the saved cars and the like wait for the whole.
  state = pageCatalogIsPartial(category) ? { vehicles: null, fromCache: false, error: null, pagePart: vehicles } : { vehicles, fromCache: false, error: null }
  pageStates.set(category, state)
  return state
}

/**
 * A reader needs the whole catalog of these categories, not only a page's part of it: a load waiting for that
 * (whenWholeCatalogWanted) runs now, and a later one at once (isWholeCatalogWanted).
 */
export function wantWholeCatalog(categories: readonly VehicleCategory[]): void {
  for (const category of categories) {
    wholeWanted.add(category)
    const load = waitingForWhole.get(category)
    waitingForWhole.delete(category)
    load?.()
  }
}

/** Whether some reader of this page has needed the whole catalog of the category (wantWholeCatalog). */
export function isWholeCatalogWanted(category: VehicleCategory): boolean {
  return wholeWanted.has(category)
}

/** Runs `load` when a reader first needs the whole catalog of the category; returns how to stop waiting. */
export function whenWholeCatalogWanted(category: VehicleCategory, load: () => void): () => void {
  waitingForWhole.set(category, load)
  return () => {
    if (waitingForWhole.get(category) === load) waitingForWhole.delete(category)
  }
}
