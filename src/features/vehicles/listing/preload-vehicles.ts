import { isAppStarting } from '@/lib/app-start'
import type { VehicleCategory } from '../model/vehicle-constants'

/**
 * For the loaders of the pages that list cars: while the app starts behind the prerendered page, waits for the
 * catalog (preloadPublishedVehicles), so the first render shows the cars; afterwards, nothing to wait for.
 * The listing's code is imported only then, so the routes' own chunk stays small.
 */
export async function preloadVehiclesWhileStarting(category?: VehicleCategory): Promise<void> {
  if (!isAppStarting()) return
  const { preloadPublishedVehicles } = await import('./use-published-vehicles')
  await preloadPublishedVehicles(category)
}
