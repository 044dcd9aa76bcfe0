import { CATALOG_SIZE_LIMIT, catalogDocumentSize, catalogEntrySize } from '@/features/vehicles/model/catalog-size'
import type { VehicleCategory } from '@/features/vehicles/model/vehicle-constants'
import type { Vehicle } from '@/features/vehicles/model/vehicle-schema'
import { encodeSummary, toVehicleSummary } from '@/features/vehicles/model/vehicle-summary'

/** Where a category's catalog stands: its size and the share of CATALOG_SIZE_LIMIT it uses. */
export interface CatalogFill {
  category: VehicleCategory
  bytes: number
  /** bytes / CATALOG_SIZE_LIMIT: 1 is full. */
  fill: number
}

function entrySize(vehicle: Vehicle): number {
  return catalogEntrySize(vehicle.id, encodeSummary(toVehicleSummary(vehicle)))
}

/** The catalog of `category` as these vehicles make it (every published one of that category). */
export function catalogFill(vehicles: readonly Vehicle[], category: VehicleCategory): CatalogFill {
  const bytes = catalogDocumentSize(category, vehicles.filter((vehicle) => vehicle.published && vehicle.category === category).map(entrySize))
  return { category, bytes, fill: bytes / CATALOG_SIZE_LIMIT }
}

/**
 * The catalog a write would overflow, or null when it fits: `next` is the vehicle as the write leaves it, among
 * `vehicles` (every vehicle, as the admin's live list has them). Only the catalog that `next` is listed in counts
 * (a rental never waits on the used cars' catalog), and a write that does not make an overfull catalog larger (an
 * unpublished car, a sold one, a shorter title) always goes through, so a full catalog can be made smaller.
 */
export function catalogOverflow(vehicles: readonly Vehicle[], next: Vehicle): CatalogFill | null {
  if (!next.published) return null
  const others = vehicles.filter((vehicle) => vehicle.id !== next.id)
  const after = catalogFill([...others, next], next.category)
  if (after.bytes <= CATALOG_SIZE_LIMIT) return null
  const before = catalogFill(vehicles, next.category)
  return after.bytes > before.bytes ? after : null
}
