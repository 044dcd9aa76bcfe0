import type { GarageCar } from '@/features/garage/garage-entries'
import { listPrice, type PricedVehicle } from '../model/list-price'

/** A vehicle (or its catalog entry) as the garage keeps it: its id, category, name and the price shown now. */
export function toGarageCar(vehicle: PricedVehicle & { id: string; make: string; model: string }): GarageCar {
  return { id: vehicle.id, category: vehicle.category, name: `${vehicle.make} ${vehicle.model}`, price: listPrice(vehicle) }
}
