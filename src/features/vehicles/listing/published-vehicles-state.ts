import { sortVehicles } from '../model/vehicle-listing'
import type { VehicleSummary } from '../model/vehicle-schema'
import type { VehicleRepositoryError } from '../api/vehicle-errors'

/** What a listing knows of the published vehicles (of one category, or of all): usePublishedVehicles' answer. */
export interface PublishedVehiclesState {
  /** The listing entries (catalog), newest first. */
  vehicles: VehicleSummary[] | null
  /** True while what is shown comes from the device's cache and the server has not answered yet. */
  fromCache: boolean
  error: VehicleRepositoryError | null
  /**
   * On a prerendered page that carries only the vehicles it shows (the home page's cards, a car page's similar
   * cars), those, newest first, until `vehicles` has the whole catalog: for that page's own sections, which show
   * the same from either.
   */
  pagePart?: VehicleSummary[]
}

/** Nothing known yet: what a category shows before its first answer. */
export const INITIAL_STATE: PublishedVehiclesState = {
  vehicles: null,
  fromCache: true,
  error: null,
}

/**
 * Makes the function that combines the categories' states into one, the same object for as long as none changes
 * (useSyncExternalStore needs that). It keeps the last two combinations, as every render asks for two (the page's,
 * for a render that takes the HTML over, and the current one): while they are the same parts, they are the same
 * object, so that the render after the takeover finds nothing changed.
 */
export function combiner(): (parts: PublishedVehiclesState[]) => PublishedVehiclesState {
  let kept: { parts: PublishedVehiclesState[]; state: PublishedVehiclesState }[] = []
  return (parts) => {
    const known = kept.find((entry) => entry.parts.every((part, index) => part === parts[index]))
    if (known) return known.state
    const loaded = parts.every((part) => part.vehicles !== null)
    const shown = parts.map((part) => part.vehicles ?? part.pagePart)
    const state: PublishedVehiclesState = {
      vehicles: loaded
        ? sortVehicles(
            parts.flatMap((part) => part.vehicles ?? []),
            'newest',
          )
        : null,
      fromCache: parts.some((part) => part.fromCache),
      error: parts.find((part) => part.error)?.error ?? null,
    }
    if (!loaded && shown.every(Boolean))
      state.pagePart = sortVehicles(
        shown.flatMap((part) => part ?? []),
        'newest',
      )
    kept = [{ parts, state }, ...kept.slice(0, 1)]
    return state
  }
}
