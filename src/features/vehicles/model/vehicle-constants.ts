/**
 * Enumerations and limits of a vehicle document.
 *
 * firestore.rules mirrors every list and number below (see the "Mirrors of vehicle-constants.ts" block
 * there); tests/unit/firestore-rules-sync.test.ts fails when the two drift apart.
 */

export const VEHICLE_CATEGORIES = ['used', 'rent'] as const
export type VehicleCategory = (typeof VEHICLE_CATEGORIES)[number]

export const USED_STATUSES = ['available', 'reserved', 'sold'] as const

export const RENT_STATUSES = ['available', 'unavailable'] as const

export const VEHICLE_STATUSES = ['available', 'reserved', 'sold', 'unavailable'] as const
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number]

export const STATUSES_BY_CATEGORY = {
  used: USED_STATUSES,
  rent: RENT_STATUSES,
} as const satisfies Record<VehicleCategory, readonly VehicleStatus[]>

export function isStatusValidForCategory(category: VehicleCategory, status: string): status is VehicleStatus {
  return (STATUSES_BY_CATEGORY[category] as readonly string[]).includes(status)
}

export const BODY_TYPES = ['city-car', 'hatchback', 'sedan', 'station-wagon', 'suv', 'coupe', 'convertible', 'mpv', 'van'] as const
export type BodyType = (typeof BODY_TYPES)[number]

export const FUELS = ['petrol', 'diesel', 'hybrid', 'plug-in-hybrid', 'electric', 'lpg', 'cng'] as const
export type Fuel = (typeof FUELS)[number]

export const GEARBOXES = ['manual', 'automatic'] as const
export type Gearbox = (typeof GEARBOXES)[number]

/** Oldest to newest: the order is meaningful (a filter on the Euro class accepts that class or a newer one). */
export const EURO_CLASSES = ['euro-1', 'euro-2', 'euro-3', 'euro-4', 'euro-5', 'euro-6', 'euro-6b', 'euro-6c', 'euro-6d-temp', 'euro-6d', 'euro-6e'] as const
export type EuroClass = (typeof EURO_CLASSES)[number]

export const EQUIPMENT_KEYS = [
  'air-conditioning',
  'climate-control',
  'navigation',
  'apple-carplay',
  'android-auto',
  'bluetooth',
  'usb',
  'parking-sensors',
  'rear-camera',
  'camera-360',
  'cruise-control',
  'adaptive-cruise',
  'lane-assist',
  'blind-spot',
  'emergency-braking',
  'traffic-sign-recognition',
  'heated-seats',
  'leather',
  'electric-seats',
  'alloy-wheels',
  'led-headlights',
  'keyless',
  'start-stop',
  'tow-bar',
  'sunroof',
  'panoramic-roof',
  'isofix',
  'heated-steering-wheel',
  'digital-cockpit',
  'wireless-charging',
  'roof-rails',
  'four-wheel-drive',
] as const
export type EquipmentKey = (typeof EQUIPMENT_KEYS)[number]

export const VEHICLE_LIMITS = {
  /** Document ids and the photo ids inside them: letters, digits, '-' and '_'. */
  idMaxLength: 64,
  makeMaxLength: 40,
  modelMaxLength: 60,
  versionMaxLength: 120,
  colorMaxLength: 40,
  titleMaxLength: 120,
  descriptionMaxLength: 5000,
  photoUrlMaxLength: 2048,
  photosMax: 20,
  equipmentMax: EQUIPMENT_KEYS.length,
  imageSideMax: 10000,
  firstRegistrationYearMin: 1950,
  priceMaxEur: 1_000_000,
  mileageKmMax: 2_000_000,
  powerKwMax: 1500,
  engineCcMin: 50,
  engineCcMax: 10_000,
  doorsMin: 1,
  doorsMax: 6,
  seatsMin: 1,
  seatsMax: 9,
  co2GKmMax: 1000,
  previousOwnersMax: 20,
  dailyRateMaxEur: 10_000,
  weeklyRateMaxEur: 50_000,
  depositMaxEur: 50_000,
  minAgeMin: 18,
  minAgeMax: 99,
  includedKmPerDayMax: 5000,
  /** A rental's optional terms: a weekend's and a month's rate, and the shortest and longest rental in days. */
  weekendRateMaxEur: 30_000,
  monthlyRateMaxEur: 200_000,
  rentalDaysMax: 365,
  /**
   * A rental's optional extras: a child seat and a second driver, in euro per rental day; the kilometres driven
   * beyond the included ones, in euro cents per km (the one amount in cents: 0,25 € a km is a usual rate).
   */
  childSeatPerDayMaxEur: 200,
  secondDriverPerDayMaxEur: 200,
  extraKmCentsMax: 1000,
} as const

/**
 * Plausible values, well inside VEHICLE_LIMITS: a value outside them is accepted, but the form asks to confirm
 * it before saving (a price of 15 € is more likely "15.000" misread than a real price). Not mirrored in
 * firestore.rules: nothing refuses them. The registration year needs none: the schema already accepts only
 * 1950 to the current year.
 */
export const PLAUSIBLE_RANGES = {
  /** A used car below 500 € or above 300.000 € is not what this dealer sells. */
  price: { min: 500, max: 300_000 },
  /** Beyond 500.000 km a car is worn out; a few more digits are usually a typing slip. */
  mileageKm: { min: 0, max: 500_000 },
  /** In kW, as the form asks it: 30 kW (41 CV) to 600 kW (816 CV), a city car to a supercar. */
  powerKw: { min: 30, max: 600 },
  /** A car rented by the day, from 15 € to 500 €. */
  dailyRate: { min: 15, max: 500 },
} as const satisfies Record<string, { min: number; max: number }>

export const VEHICLES_COLLECTION = 'vehicles'
/** One document per category (catalog/used, catalog/rent) with the listing entry of every published vehicle. */
export const CATALOG_COLLECTION = 'catalog'

/** CV (cavalli vapore) as shown in Italy: kW x 1.36, rounded. */
export function kwToCv(kw: number): number {
  return Math.round(kw * 1.36)
}
