import { collator } from '@/lib/intl'
import { EURO_CLASSES, type BodyType, type EuroClass, type Fuel, type Gearbox } from './vehicle-constants'
import { listPrice } from './list-price'
import type { VehicleSummary } from './vehicle-schema'

/**
 * A vehicle as the listings read it: every field of its summary but the cover photo, so that filters, sorting
 * and prices work the same on a full Vehicle and on a catalog entry.
 */
export type ListedVehicle = WithoutCover<VehicleSummary>
type WithoutCover<T> = T extends unknown ? Omit<T, 'cover'> : never

export const VEHICLE_SORTS = ['newest', 'price-asc', 'price-desc', 'km-asc', 'year-desc'] as const
export type VehicleSort = (typeof VEHICLE_SORTS)[number]
export const DEFAULT_VEHICLE_SORT: VehicleSort = 'newest'

export interface VehicleFilters {
  /** Exact make, case and accents ignored. */
  make?: string | undefined
  /** Exact model, case and accents ignored. */
  model?: string | undefined
  /** Euro, inclusive; compared with the sale price, or the daily rate for a rental. */
  priceMin?: number | undefined
  priceMax?: number | undefined
  /** Year of first registration, inclusive. */
  yearMin?: number | undefined
  yearMax?: number | undefined
  kmMax?: number | undefined
  fuel?: Fuel | undefined
  gearbox?: Gearbox | undefined
  bodyType?: BodyType | undefined
  /** The least Euro class accepted: 'euro-6' also matches euro-6b … euro-6e (what decides access to Lombardy's low-emission zones). */
  euroClass?: EuroClass | undefined
  /** Free text over make, model, version and title (both languages); every word must match, case and accents ignored. */
  q?: string | undefined
}

/** Lower case, accents removed, whitespace collapsed. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

function euroRank(euroClass: EuroClass): number {
  return EURO_CLASSES.indexOf(euroClass)
}

function searchableText(vehicle: ListedVehicle): string {
  return normalizeSearchText([vehicle.make, vehicle.model, vehicle.version, vehicle.title.it, vehicle.title.en].join(' '))
}

export function filterVehicles<T extends ListedVehicle>(vehicles: readonly T[], filters: VehicleFilters): T[] {
  const make = filters.make ? normalizeSearchText(filters.make) : ''
  const model = filters.model ? normalizeSearchText(filters.model) : ''
  const words = filters.q ? normalizeSearchText(filters.q).split(' ').filter(Boolean) : []
  const minEuroRank = filters.euroClass ? euroRank(filters.euroClass) : -1

  return vehicles.filter((vehicle) => {
    const price = listPrice(vehicle)
    const year = vehicle.firstRegistration.year
    if (make && normalizeSearchText(vehicle.make) !== make) return false
    if (model && normalizeSearchText(vehicle.model) !== model) return false
    if (filters.priceMin !== undefined && price < filters.priceMin) return false
    if (filters.priceMax !== undefined && price > filters.priceMax) return false
    if (filters.yearMin !== undefined && year < filters.yearMin) return false
    if (filters.yearMax !== undefined && year > filters.yearMax) return false
    if (filters.kmMax !== undefined && vehicle.mileageKm > filters.kmMax) return false
    if (filters.fuel && vehicle.fuel !== filters.fuel) return false
    if (filters.gearbox && vehicle.gearbox !== filters.gearbox) return false
    if (filters.bodyType && vehicle.bodyType !== filters.bodyType) return false
    if (euroRank(vehicle.euroClass) < minEuroRank) return false
    if (words.length > 0) {
      const text = searchableText(vehicle)
      if (!words.every((word) => text.includes(word))) return false
    }
    return true
  })
}

function registrationValue(vehicle: ListedVehicle): number {
  return vehicle.firstRegistration.year * 12 + vehicle.firstRegistration.month
}

const byNewest = (a: ListedVehicle, b: ListedVehicle): number => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

const comparators: Record<VehicleSort, (a: ListedVehicle, b: ListedVehicle) => number> = {
  newest: byNewest,
  'price-asc': (a, b) => listPrice(a) - listPrice(b) || byNewest(a, b),
  'price-desc': (a, b) => listPrice(b) - listPrice(a) || byNewest(a, b),
  'km-asc': (a, b) => a.mileageKm - b.mileageKm || byNewest(a, b),
  'year-desc': (a, b) => registrationValue(b) - registrationValue(a) || byNewest(a, b),
}

/** A sorted copy; ties fall back to newest first, then id, so the order is stable across renders. */
export function sortVehicles<T extends ListedVehicle>(vehicles: readonly T[], sort: VehicleSort): T[] {
  return [...vehicles].sort(comparators[sort])
}

/** The makes present in a list, sorted, for the filter's choices. */
export function distinctMakes(vehicles: readonly ListedVehicle[]): string[] {
  return [...new Set(vehicles.map((vehicle) => vehicle.make))].sort(collator('it').compare)
}

/** The models of one make present in a list, sorted. */
export function distinctModels(vehicles: readonly ListedVehicle[], make: string): string[] {
  const wanted = normalizeSearchText(make)
  return [...new Set(vehicles.filter((vehicle) => normalizeSearchText(vehicle.make) === wanted).map((vehicle) => vehicle.model))].sort(collator('it').compare)
}
