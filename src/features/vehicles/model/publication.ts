import type { ListedVehicle } from './vehicle-listing'

/** When the car was published: its publication date, or, for one published before the date existed, its creation. */
export function publicationDate(vehicle: Pick<ListedVehicle, 'publishedAt' | 'createdAt'>): Date {
  return vehicle.publishedAt ?? vehicle.createdAt
}

/**
 * The newest publication among `vehicles` (a catalog as the device has it): what a visitor who looks at them now
 * has seen, on the catalog's clock rather than the device's. `fallback` (now) when there is none.
 */
export function latestPublication(vehicles: readonly Pick<ListedVehicle, 'publishedAt' | 'createdAt'>[], fallback: Date = new Date()): Date {
  let latest = 0
  for (const vehicle of vehicles) latest = Math.max(latest, publicationDate(vehicle).getTime())
  return latest ? new Date(latest) : fallback
}
