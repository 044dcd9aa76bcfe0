import { z } from '@/lib/zod'
import { BODY_TYPES, EURO_CLASSES, FUELS, GEARBOXES, VEHICLE_LIMITS } from './vehicle-constants'
import { VEHICLE_SORTS, type VehicleFilters, type VehicleSort } from './vehicle-listing'

export const SEARCH_TEXT_MAX_LENGTH = 100

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value))

/** A whole number from a number or a numeric string, clamped into [min, max]; anything else is dropped. */
const intParam = (min: number, max: number) =>
  z
    .union([z.number(), z.string().trim().min(1).pipe(z.coerce.number())])
    .transform((value) => clamp(Math.round(value), min, max))
    .optional()
    .catch(undefined)

/** A string cut to maxLength; empty strings are dropped. */
const textParam = (maxLength: number) =>
  z
    .string()
    .transform((value) => value.trim().slice(0, maxLength))
    .transform((value) => (value.length > 0 ? value : undefined))
    .optional()
    .catch(undefined)

const enumParam = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values).optional().catch(undefined)

const yearParam = () => intParam(VEHICLE_LIMITS.firstRegistrationYearMin, new Date().getUTCFullYear())

/**
 * The listing's URL search params. Parsing never throws: a value of the wrong type or an unknown enum value is
 * dropped, a number out of range is clamped, unknown params are removed. Usable as a route's validateSearch.
 */
export const vehicleListSearchSchema = z
  .object({
    make: textParam(VEHICLE_LIMITS.makeMaxLength),
    model: textParam(VEHICLE_LIMITS.modelMaxLength),
    priceMin: intParam(0, VEHICLE_LIMITS.priceMaxEur),
    priceMax: intParam(0, VEHICLE_LIMITS.priceMaxEur),
    yearMin: yearParam(),
    yearMax: yearParam(),
    kmMax: intParam(0, VEHICLE_LIMITS.mileageKmMax),
    fuel: enumParam(FUELS),
    gearbox: enumParam(GEARBOXES),
    bodyType: enumParam(BODY_TYPES),
    euroClass: enumParam(EURO_CLASSES),
    q: textParam(SEARCH_TEXT_MAX_LENGTH),
    sort: enumParam(VEHICLE_SORTS),
  })
  .catch({})

export type VehicleListSearch = z.infer<typeof vehicleListSearchSchema>

/** Splits parsed search params into the listing's filters and sort. */
export function searchToListingQuery(search: VehicleListSearch): { filters: VehicleFilters; sort: VehicleSort } {
  const { sort, ...filters } = search
  return { filters, sort: sort ?? 'newest' }
}
