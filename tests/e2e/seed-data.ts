import { listPrice } from '../../src/features/vehicles/model/list-price'
import type { Vehicle } from '../../src/features/vehicles/model/vehicle-schema'
import { buildSeedVehicles } from '../../scripts/seed/vehicles'

/** The Storage emulator the seed and the app use. */
export const STORAGE_EMULATOR = { storageOrigin: 'http://127.0.0.1:9199', bucket: 'demo-autosalone.appspot.com' }

/** The demo data the seed loads, to compare what the pages show with what the data is. */
export const seedVehicles: Vehicle[] = buildSeedVehicles(STORAGE_EMULATOR).map((seed) => seed.vehicle)

export const publishedVehicles = seedVehicles.filter((vehicle) => vehicle.published)

export function published(category: 'used' | 'rent'): Vehicle[] {
  return publishedVehicles.filter((vehicle) => vehicle.category === category)
}

export { listPrice }
