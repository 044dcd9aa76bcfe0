import type { LeadVehicle } from '@/features/leads/model/lead-schema'
import { listPrice } from '../model/list-price'
import type { Vehicle } from '../model/vehicle-schema'
import { vehicleName } from './contact-messages'

/** The car as a request names it: what the page shows of it now (it stays in the lead if the car goes). */
export function leadVehicleOf(vehicle: Vehicle): LeadVehicle {
  return { id: vehicle.id, name: vehicleName(vehicle), category: vehicle.category, price: listPrice(vehicle) }
}
