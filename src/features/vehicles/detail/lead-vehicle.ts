import type { ShownVehicle } from '@/features/leads/model/lead-schema'
import { listPrice } from '../model/list-price'
import type { Vehicle } from '../model/vehicle-schema'
import { vehicleName } from '../vehicle-labels'

/**
 * The car as a request's form shows it: what the page shows of it now. The lead sends only its id and category;
 * the dealer reads its name and price from the vehicle itself.
 */
export function leadVehicleOf(vehicle: Vehicle): ShownVehicle {
  return { id: vehicle.id, name: vehicleName(vehicle), category: vehicle.category, price: listPrice(vehicle) }
}
