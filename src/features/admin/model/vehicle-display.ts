import type { Vehicle } from '@/features/vehicles/model/vehicle-schema'

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

/** True when every word of the query appears in the vehicle's make, model, version, titles or VIN. */
export function matchesAdminSearch(vehicle: Vehicle, query: string): boolean {
  const words = normalize(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const haystack = normalize([vehicle.make, vehicle.model, vehicle.version, vehicle.title.it, vehicle.title.en, vehicle.vin ?? '', vehicle.color].join(' '))
  return words.every((word) => haystack.includes(word))
}
