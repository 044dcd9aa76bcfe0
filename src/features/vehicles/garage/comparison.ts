import type { Vehicle } from '../model/vehicle-schema'
import { readCompareIds } from './compare-search'

/** What the compare page shows for the ids of its address, and what it left out and why. */
export interface Comparison {
  /** The cars compared, in the address's order: all of the first one's category. */
  vehicles: Vehicle[]
  /** Entries of the address that are not ids, repeated, or beyond the third. */
  dropped: number
  /** Ids of cars that do not exist or are no longer published. */
  missing: string[]
  /** Ids of cars that could not be read (offline, and not on this device). */
  failed: string[]
  /** Cars left out for being of the other category (rentals beside used cars). */
  otherCategory: number
}

/**
 * Reads the cars of a comparison as a vehicle's page does (one small request each, which the service worker keeps
 * for offline visits; the Firestore SDK's cache when it cannot answer). Never throws: a car that cannot be read is
 * listed as failed.
 */
export async function loadComparison(idsText: string | undefined): Promise<Comparison> {
  const { ids, dropped } = readCompareIds(idsText)
  const read = ids.length ? await import('../api/vehicle-once') : null
  const results = await Promise.all(
    ids.map((id) =>
      read!.getPublicVehicle(id).then(
        (vehicle) => ({ id, vehicle, failed: false }),
        () => ({ id, vehicle: null, failed: true }),
      ),
    ),
  )
  const found = results.flatMap((result) => (result.vehicle ? [result.vehicle] : []))
  const category = found[0]?.category
  return {
    vehicles: found.filter((vehicle) => vehicle.category === category),
    dropped,
    missing: results.filter((result) => !result.vehicle && !result.failed).map((result) => result.id),
    failed: results.filter((result) => result.failed).map((result) => result.id),
    otherCategory: found.filter((vehicle) => vehicle.category !== category).length,
  }
}
