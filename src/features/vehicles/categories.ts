export const VEHICLE_CATEGORIES = ['used', 'rent'] as const
export type VehicleCategory = (typeof VEHICLE_CATEGORIES)[number]

export function isVehicleCategory(value: unknown): value is VehicleCategory {
  return typeof value === 'string' && (VEHICLE_CATEGORIES as readonly string[]).includes(value)
}
