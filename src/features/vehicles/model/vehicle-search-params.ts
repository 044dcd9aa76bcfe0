import { BODY_TYPES, EURO_CLASSES, FUELS, GEARBOXES, VEHICLE_LIMITS, type BodyType, type EuroClass, type Fuel, type Gearbox } from './vehicle-constants'
import { DEFAULT_VEHICLE_SORT, VEHICLE_SORTS, type VehicleFilters, type VehicleSort } from './vehicle-listing'

export const SEARCH_TEXT_MAX_LENGTH = 100

/** The listing's URL search params, all optional. */
export interface VehicleListSearch {
  make?: string
  model?: string
  priceMin?: number
  priceMax?: number
  yearMin?: number
  yearMax?: number
  kmMax?: number
  fuel?: Fuel
  gearbox?: Gearbox
  bodyType?: BodyType
  euroClass?: EuroClass
  q?: string
  /** A rental's pick-up and return days (`YYYY-MM-DD`): the cars booked on any day between are not listed. */
  from?: string
  to?: string
  sort?: VehicleSort
}

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value))

/** A whole number from a finite number or a numeric string, clamped into [min, max]; anything else is dropped. */
function intParam(value: unknown, min: number, max: number): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : Number.NaN
  return Number.isFinite(number) ? clamp(Math.round(number), min, max) : undefined
}

/** A string trimmed and cut to maxLength; anything else, and empty strings, are dropped. */
function textParam(value: unknown, maxLength: number): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim().slice(0, maxLength)
  return text.length > 0 ? text : undefined
}

/** A calendar date `YYYY-MM-DD` that exists, or dropped. */
function dateParam(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined
}

/** One of `values`, or dropped. */
function enumParam<const T extends string>(value: unknown, values: readonly T[]): T | undefined {
  return values.find((candidate) => candidate === value)
}

/**
 * The listing's URL search params, as the route's validateSearch. Parsing never throws: a value of the wrong
 * type or an unknown enum value is dropped, a number out of range is clamped, unknown params are removed.
 * Written out rather than with the vehicle schema's library, which would add ~15 KB gzip to every first page
 * (the route tree, and so its search validation, is part of the entry).
 */
export function parseVehicleListSearch(input: unknown): VehicleListSearch {
  const raw: Record<string, unknown> = typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {}
  const thisYear = new Date().getUTCFullYear()
  const search: VehicleListSearch = {
    make: textParam(raw.make, VEHICLE_LIMITS.makeMaxLength),
    model: textParam(raw.model, VEHICLE_LIMITS.modelMaxLength),
    priceMin: intParam(raw.priceMin, 0, VEHICLE_LIMITS.priceMaxEur),
    priceMax: intParam(raw.priceMax, 0, VEHICLE_LIMITS.priceMaxEur),
    yearMin: intParam(raw.yearMin, VEHICLE_LIMITS.firstRegistrationYearMin, thisYear),
    yearMax: intParam(raw.yearMax, VEHICLE_LIMITS.firstRegistrationYearMin, thisYear),
    kmMax: intParam(raw.kmMax, 0, VEHICLE_LIMITS.mileageKmMax),
    fuel: enumParam(raw.fuel, FUELS),
    gearbox: enumParam(raw.gearbox, GEARBOXES),
    bodyType: enumParam(raw.bodyType, BODY_TYPES),
    euroClass: enumParam(raw.euroClass, EURO_CLASSES),
    q: textParam(raw.q, SEARCH_TEXT_MAX_LENGTH),
    from: dateParam(raw.from),
    to: dateParam(raw.to),
    sort: enumParam(raw.sort, VEHICLE_SORTS),
  }
  // A return before the pick-up names no period: the return is dropped.
  if (search.from && search.to && search.to < search.from) search.to = undefined
  for (const key of Object.keys(search) as (keyof VehicleListSearch)[]) if (search[key] === undefined) delete search[key]
  return search
}

/** Splits parsed search params into the listing's filters, sort, and a rental's period (both days chosen, or null). */
export function searchToListingQuery(search: VehicleListSearch): { filters: VehicleFilters; sort: VehicleSort; period: { from: string; to: string } | null } {
  const { sort, from, to, ...filters } = search
  return { filters, sort: sort ?? DEFAULT_VEHICLE_SORT, period: from && to ? { from, to } : null }
}
