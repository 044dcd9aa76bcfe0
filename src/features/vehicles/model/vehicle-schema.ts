// Relative, not '@/': the build's sitemap plugin (vite.config.ts, which Vite loads without the app's aliases)
// decodes vehicles with this schema.
import { ID_PATTERN } from '../../../lib/document-id'
import { matching, text, z } from '../../../lib/zod'
import {
  BODY_TYPES,
  EQUIPMENT_KEYS,
  EURO_CLASSES,
  FUELS,
  GEARBOXES,
  RENT_STATUSES,
  USED_STATUSES,
  VEHICLE_LIMITS as L,
  VEHICLE_STATUSES,
} from './vehicle-constants'

/** Ids of vehicles and photos (src/lib/document-id.ts: the visitor's saved cars on the device are checked with it too). */
export { ID_PATTERN }
/** 17 characters, letters I, O and Q excluded (ISO 3779). */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/
export const PHOTO_PATH_PATTERN = /^vehicles\/[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-]{1,64}$/
export const PHOTO_URL_PATTERN = /^https?:\/\/\S+$/

const int = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max))

export const localizedTextSchema = (maxLength: number) =>
  z.strictObject({
    it: text(maxLength),
    en: text(maxLength),
  })

export const photoImageSchema = z.strictObject({
  url: matching(PHOTO_URL_PATTERN, L.photoUrlMaxLength),
  width: int(1, L.imageSideMax),
  height: int(1, L.imageSideMax),
})

export const vehiclePhotoSchema = z
  .strictObject({
    id: matching(ID_PATTERN),
    /** Storage base path `vehicles/{vehicleId}/{photoId}`; the files are `${path}-large.webp` and `${path}-thumb.webp`. */
    path: matching(PHOTO_PATH_PATTERN),
    large: photoImageSchema,
    thumb: photoImageSchema,
  })
  .check(
    z.refine((photo) => photo.path.endsWith(`/${photo.id}`), {
      message: 'The photo path must end with the photo id',
      path: ['path'],
    }),
  )

export const firstRegistrationSchema = z.strictObject({
  month: int(1, 12),
  year: z.int().check(
    z.minimum(L.firstRegistrationYearMin),
    z.refine((year) => year <= new Date().getUTCFullYear(), { message: 'The year cannot be in the future' }),
  ),
})

const engineCcSchema = int(L.engineCcMin, L.engineCcMax)
const co2GKmSchema = int(0, L.co2GKmMax)
const vinSchema = matching(VIN_PATTERN)

/** Fields every vehicle has, used or for rent (without category and status). */
const commonShape = {
  published: z.boolean(),
  featured: z.boolean(),
  make: text(L.makeMaxLength, 1),
  model: text(L.modelMaxLength, 1),
  version: text(L.versionMaxLength),
  bodyType: z.enum(BODY_TYPES),
  fuel: z.enum(FUELS),
  gearbox: z.enum(GEARBOXES),
  firstRegistration: firstRegistrationSchema,
  mileageKm: int(0, L.mileageKmMax),
  powerKw: int(1, L.powerKwMax),
  engineCc: z.optional(engineCcSchema),
  doors: int(L.doorsMin, L.doorsMax),
  seats: int(L.seatsMin, L.seatsMax),
  color: text(L.colorMaxLength, 1),
  euroClass: z.enum(EURO_CLASSES),
  co2GKm: z.optional(co2GKmSchema),
  previousOwners: int(0, L.previousOwnersMax),
  equipment: z.array(z.enum(EQUIPMENT_KEYS)).check(z.maxLength(L.equipmentMax)),
  vin: z.optional(vinSchema),
  title: localizedTextSchema(L.titleMaxLength),
  description: localizedTextSchema(L.descriptionMaxLength),
  photos: z.array(vehiclePhotoSchema).check(z.maxLength(L.photosMax)),
}

const usedShape = {
  category: z.literal('used'),
  status: z.enum(USED_STATUSES),
  price: int(1, L.priceMaxEur),
}

/**
 * A rental's optional terms (src/features/vehicles/model/rental-pricing.ts prices with them): the rate of a weekend
 * (a Friday or Saturday pick-up, a return by Monday), of a month (30 days), and the shortest and longest rental in
 * days. A car without them is priced by its daily and weekly rates, from 1 day. Its extras, each offered only when
 * set: a child seat and a second driver (euro per rental day, added to the price when the visitor picks them), and
 * the rate of each kilometre beyond the included ones (euro cents per km, shown, never added).
 */
const rentTerms = {
  weekendRate: int(1, L.weekendRateMaxEur),
  monthlyRate: int(1, L.monthlyRateMaxEur),
  minDays: int(1, L.rentalDaysMax),
  maxDays: int(1, L.rentalDaysMax),
  childSeatPerDay: int(1, L.childSeatPerDayMaxEur),
  secondDriverPerDay: int(1, L.secondDriverPerDayMaxEur),
  extraKmCents: int(1, L.extraKmCentsMax),
}

const rentShape = {
  category: z.literal('rent'),
  status: z.enum(RENT_STATUSES),
  dailyRate: int(1, L.dailyRateMaxEur),
  weeklyRate: int(1, L.weeklyRateMaxEur),
  deposit: int(0, L.depositMaxEur),
  minAge: int(L.minAgeMin, L.minAgeMax),
  includedKmPerDay: int(0, L.includedKmPerDayMax),
}

/**
 * A stored vehicle's revision: 1 when created, and every write sets the revision it read plus one, so the rules
 * refuse a write made on top of an older copy (an offline tablet's queued save). 0 only for a document stored
 * before revisions existed (decodeVehicle reads a missing revision as 0).
 */
export const revisionSchema = z.int().check(z.minimum(0))

/**
 * When a stored vehicle was last published: set (to the server's time) when it goes from draft to published, or
 * is created published; kept while it stays published; removed when it goes back to draft. What "new since your
 * last visit" counts from (a car created as a draft weeks ago and published today is new today). Missing on a car
 * published before the field existed.
 */
export const publishedAtSchema = z.optional(z.date())

const storedShape = {
  id: matching(ID_PATTERN),
  createdAt: z.date(),
  updatedAt: z.date(),
  publishedAt: publishedAtSchema,
  revision: revisionSchema,
}

interface CrossFieldInput {
  minDays?: number | undefined
  maxDays?: number | undefined
  fuel: string
  engineCc?: number | undefined
  equipment: readonly string[]
  title: { it: string; en: string }
  photos: readonly { id: string; path: string }[]
  id?: string
}

/** Rules that involve more than one field; firestore.rules checks the same. */
function checkCrossFieldRules(vehicle: CrossFieldInput, ctx: z.core.$RefinementCtx): void {
  if (vehicle.fuel === 'electric' && vehicle.engineCc !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['engineCc'], message: 'An electric vehicle has no engine displacement' })
  }
  if (vehicle.minDays !== undefined && vehicle.maxDays !== undefined && vehicle.minDays > vehicle.maxDays) {
    ctx.addIssue({ code: 'custom', path: ['maxDays'], message: 'The longest rental cannot be shorter than the shortest' })
  }
  if (new Set(vehicle.equipment).size !== vehicle.equipment.length) {
    ctx.addIssue({ code: 'custom', path: ['equipment'], message: 'Equipment keys must be unique' })
  }
  if (vehicle.title.it.length === 0 && vehicle.title.en.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['title'], message: 'A title is needed in at least one language' })
  }
  if (new Set(vehicle.photos.map((photo) => photo.id)).size !== vehicle.photos.length) {
    ctx.addIssue({ code: 'custom', path: ['photos'], message: 'Photo ids must be unique' })
  }
  if (vehicle.id !== undefined) {
    const prefix = `vehicles/${vehicle.id}/`
    vehicle.photos.forEach((photo, index) => {
      if (!photo.path.startsWith(prefix)) {
        ctx.addIssue({ code: 'custom', path: ['photos', index, 'path'], message: `The photo path must start with ${prefix}` })
      }
    })
  }
}

const crossFieldRules = z.superRefine(checkCrossFieldRules)

export const usedVehicleInputSchema = z.strictObject({ ...commonShape, ...usedShape }).check(crossFieldRules)
export const rentVehicleInputSchema = z.strictObject({ ...commonShape, ...rentShape, ...optionalShape(rentTerms) }).check(crossFieldRules)

/** What the admin form edits and the repository writes (no id, no timestamps). */
export const vehicleInputSchema = z.discriminatedUnion('category', [usedVehicleInputSchema, rentVehicleInputSchema])

export const usedVehicleSchema = z.strictObject({ ...storedShape, ...commonShape, ...usedShape }).check(crossFieldRules)
export const rentVehicleSchema = z.strictObject({ ...storedShape, ...commonShape, ...rentShape, ...optionalShape(rentTerms) }).check(crossFieldRules)

/** A stored vehicle, as the app reads it. */
export const vehicleSchema = z.discriminatedUnion('category', [usedVehicleSchema, rentVehicleSchema])

export const vehicleStatusSchema = z.enum(VEHICLE_STATUSES)

/**
 * What the listings need of a published vehicle: one entry of the public catalog (catalog/{category} in
 * Firestore, one document per category holding every published vehicle's entry), so a listing of hundreds of
 * cars is one document read instead of hundreds. The same fields as the vehicle, plus the cover photo.
 */
const { featured, make, model, version, title, bodyType, fuel, gearbox, firstRegistration, mileageKm, powerKw, euroClass } = commonShape
const summaryShape = {
  id: storedShape.id,
  createdAt: storedShape.createdAt,
  publishedAt: storedShape.publishedAt,
  featured,
  make,
  model,
  version,
  title,
  bodyType,
  fuel,
  gearbox,
  firstRegistration,
  mileageKm,
  powerKw,
  euroClass,
  cover: z.optional(z.strictObject({ large: photoImageSchema, thumb: photoImageSchema })),
}

export const vehicleSummarySchema = z.discriminatedUnion('category', [
  z.strictObject({ ...summaryShape, category: usedShape.category, status: usedShape.status, price: usedShape.price }),
  z.strictObject({ ...summaryShape, category: rentShape.category, status: rentShape.status, dailyRate: rentShape.dailyRate }),
])

function optionalShape<T extends Record<string, z.ZodMiniType>>(shape: T): { [K in keyof T]: z.ZodMiniOptional<T[K]> } {
  return Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, z.optional(schema)])) as {
    [K in keyof T]: z.ZodMiniOptional<T[K]>
  }
}

/** Each field optional, and `null` to remove it (a patch of fields a document may lack). */
function removableShape<T extends Record<string, z.ZodMiniType>>(shape: T): { [K in keyof T]: z.ZodMiniOptional<z.ZodMiniNullable<T[K]>> } {
  return Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, z.optional(z.nullable(schema))])) as {
    [K in keyof T]: z.ZodMiniOptional<z.ZodMiniNullable<T[K]>>
  }
}

const { engineCc: _engineCc, co2GKm: _co2GKm, vin: _vin, ...requiredCommonShape } = commonShape
const { category: _usedCategory, status: _usedStatus, ...usedOnlyShape } = usedShape
const { category: _rentCategory, status: _rentStatus, ...rentOnlyShape } = rentShape

/**
 * A partial update. `null` on an optional field (engineCc, co2GKm, vin, a rental's optional terms) removes it. The category cannot change
 * in a patch; firestore.rules validates the resulting document as a whole (e.g. status against category).
 */
export const vehiclePatchSchema = z.strictObject({
  ...optionalShape(requiredCommonShape),
  engineCc: z.optional(z.nullable(engineCcSchema)),
  co2GKm: z.optional(z.nullable(co2GKmSchema)),
  vin: z.optional(z.nullable(vinSchema)),
  status: z.optional(vehicleStatusSchema),
  ...optionalShape(usedOnlyShape),
  ...optionalShape(rentOnlyShape),
  ...removableShape(rentTerms),
})

export type LocalizedText = z.infer<ReturnType<typeof localizedTextSchema>>
export type VehiclePhoto = z.infer<typeof vehiclePhotoSchema>
export type FirstRegistration = z.infer<typeof firstRegistrationSchema>
export type VehicleInput = z.infer<typeof vehicleInputSchema>
export type UsedVehicle = z.infer<typeof usedVehicleSchema>
export type RentVehicle = z.infer<typeof rentVehicleSchema>
export type Vehicle = z.infer<typeof vehicleSchema>

export type VehiclePatch = z.infer<typeof vehiclePatchSchema>
export type VehicleSummary = z.infer<typeof vehicleSummarySchema>

/** Storage object names of a photo's two sizes. */
export function photoFilePaths(path: string): { large: string; thumb: string } {
  return { large: `${path}-large.webp`, thumb: `${path}-thumb.webp` }
}
