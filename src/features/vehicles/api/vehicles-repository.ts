import { getDoc, onSnapshot, type Unsubscribe } from '@/lib/firebase/firestore'
import { VEHICLE_CATEGORIES, type VehicleCategory } from '../model/vehicle-constants'
import { sortVehicles } from '../model/vehicle-listing'
import { catalogEntries, decodeCatalog, decodeCatalogInSlices } from '../model/vehicle-summary'
import { ID_PATTERN, type Vehicle, type VehicleSummary } from '../model/vehicle-schema'
import { toVehicleRepositoryError } from './to-vehicle-error'
import type { VehicleRepositoryError } from './vehicle-errors'
import { catalogRef, vehicleRef } from './vehicle-refs'

// The public reads through the Firestore SDK (with its offline cache): the catalog (one document per category),
// never the vehicles collection as a whole, and one vehicle. The reserved area's reads and every write are in
// admin-vehicles-repository.ts, so that a visitor's device never loads them.

/**
 * Every published vehicle (of one category, when given) as its listing entry, newest first: one document read
 * per category however large the stock. The listing filters and sorts in memory (filterVehicles, sortVehicles),
 * so the same cached result serves every filter offline.
 */
export async function listPublishedVehicles(options: { category?: VehicleCategory | undefined } = {}): Promise<VehicleSummary[]> {
  const categories = options.category ? [options.category] : VEHICLE_CATEGORIES
  try {
    const snapshots = await Promise.all(categories.map((category) => getDoc(catalogRef(category))))
    const entries = snapshots.flatMap((snapshot, index) => decodeCatalog(categories[index]!, snapshot.data({ serverTimestamps: 'estimate' })))
    return sortVehicles(entries, 'newest')
  } catch (error) {
    throw toVehicleRepositoryError(error)
  }
}

/** What watchPublishedVehicles calls back with. */
export interface VehicleSnapshotChange {
  vehicles: VehicleSummary[]
  /** True while the list comes from the device's cache and the server has not answered yet. */
  fromCache: boolean
}

/**
 * Live version of listPublishedVehicles for one category: calls back with the cached list first (offline too)
 * and again whenever the server sends changes. Returns the function that stops listening.
 */
export function watchPublishedVehicles(
  category: VehicleCategory,
  onChange: (change: VehicleSnapshotChange) => void,
  onError: (error: VehicleRepositoryError) => void,
): Unsubscribe {
  // Each snapshot is decoded in slices (a large stock takes a slow phone well over a frame): a later snapshot, or
  // the end of the watch, makes the one still decoding stale.
  let latest = 0
  try {
    const unsubscribe = onSnapshot(
      catalogRef(category),
      { includeMetadataChanges: true },
      (snapshot) => {
        const call = ++latest
        const { fromCache } = snapshot.metadata
        decodeCatalogInSlices(category, catalogEntries(snapshot.data({ serverTimestamps: 'estimate' }))).then(
          (vehicles) => {
            if (call === latest) onChange({ vehicles, fromCache })
          },
          (error: unknown) => {
            if (call === latest) onError(toVehicleRepositoryError(error))
          },
        )
      },
      (error) => onError(toVehicleRepositoryError(error)),
    )
    return () => {
      latest = -1
      unsubscribe()
    }
  } catch (error) {
    onError(toVehicleRepositoryError(error))
    return () => undefined
  }
}

/**
 * One vehicle, or null when it does not exist, is not readable (a draft, for a visitor), is malformed or the id
 * is not a valid id. Throws VehicleRepositoryError('unavailable') when offline and not cached.
 */
export async function getVehicle(id: string): Promise<Vehicle | null> {
  if (!ID_PATTERN.test(id)) return null
  try {
    const snapshot = await getDoc(vehicleRef(id))
    return snapshot.exists() ? snapshot.data() : null
  } catch (error) {
    const mapped = toVehicleRepositoryError(error)
    if (mapped.code === 'permission-denied' || mapped.code === 'not-found') return null
    throw mapped
  }
}
