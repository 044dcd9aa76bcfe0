import { pageDocument } from '@/lib/page-data'
import { startPhase } from '@/lib/start-up'
import { CATALOG_COLLECTION, VEHICLE_CATEGORIES, type VehicleCategory } from '../model/vehicle-constants'

/**
 * For the loaders of the pages that list cars: while the app starts behind the prerendered page, waits for the
 * catalog (preloadPublishedVehicles), so the first render shows the cars; afterwards, nothing to wait for. A page
 * that carries its catalog (src/lib/page-data.ts) has nothing to wait for either: its first render shows that
 * copy, and the store loads with the code that shows it (on the home page, an island that comes later).
 * The listing's code is imported only then, so the routes' own chunk stays small.
 */
export async function preloadVehiclesWhileStarting(category?: VehicleCategory): Promise<void> {
  if (startPhase() !== 'starting') return
  const categories = category ? [category] : VEHICLE_CATEGORIES
  if (categories.every((key) => pageDocument(`${CATALOG_COLLECTION}/${key}`) !== undefined)) return
  const { preloadPublishedVehicles } = await import('./use-published-vehicles')
  await preloadPublishedVehicles(category)
}
