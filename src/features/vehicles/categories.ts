import { VEHICLE_CATEGORIES, type VehicleCategory } from './model/vehicle-constants'

export function isVehicleCategory(value: unknown): value is VehicleCategory {
  return typeof value === 'string' && (VEHICLE_CATEGORIES as readonly string[]).includes(value)
}
