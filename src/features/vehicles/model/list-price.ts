import type { RentVehicle, UsedVehicle } from './vehicle-schema'

/**
 * Price shown and compared in the listing: the sale price, or the daily rate for a rental. Kept apart from the
 * schema so that pages which only show vehicles do not load the validation library.
 */
/** What a price needs: the category and its price field. */
export type PricedVehicle = Pick<UsedVehicle, 'category' | 'price'> | Pick<RentVehicle, 'category' | 'dailyRate'>

export function listPrice(vehicle: PricedVehicle): number {
  return vehicle.category === 'used' ? vehicle.price : vehicle.dailyRate
}
