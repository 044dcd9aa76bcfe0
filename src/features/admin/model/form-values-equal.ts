import type { LocalizedText, VehiclePhoto } from '@/features/vehicles/model/vehicle-schema'
import type { VehicleFormValues } from './vehicle-form-model'

type Same<T> = (a: T, b: T) => boolean

const plain = <T extends string | boolean>(a: T, b: T) => a === b

const sameText: Same<LocalizedText> = (a, b) => a.it === b.it && a.en === b.en

const sameImage: Same<VehiclePhoto['large']> = (a, b) => a.url === b.url && a.width === b.width && a.height === b.height

const samePhoto: Same<VehiclePhoto> = (a, b) => a.id === b.id && a.path === b.path && sameImage(a.large, b.large) && sameImage(a.thumb, b.thumb)

function sameList<T>(same: Same<T>): Same<readonly T[]> {
  return (a, b) => a === b || (a.length === b.length && a.every((item, index) => same(item, b[index] as T)))
}

/** How each field of the form compares; a field added to the form and not here fails the typecheck. */
const FIELDS: { [K in keyof VehicleFormValues]-?: Same<VehicleFormValues[K]> } = {
  category: plain,
  status: plain,
  published: plain,
  featured: plain,
  make: plain,
  model: plain,
  version: plain,
  bodyType: plain,
  fuel: plain,
  gearbox: plain,
  registrationMonth: plain,
  registrationYear: plain,
  mileageKm: plain,
  powerKw: plain,
  engineCc: plain,
  doors: plain,
  seats: plain,
  color: plain,
  euroClass: plain,
  co2GKm: plain,
  previousOwners: plain,
  vin: plain,
  price: plain,
  dailyRate: plain,
  weeklyRate: plain,
  deposit: plain,
  minAge: plain,
  includedKmPerDay: plain,
  weekendRate: plain,
  monthlyRate: plain,
  minDays: plain,
  maxDays: plain,
  childSeatPerDay: plain,
  secondDriverPerDay: plain,
  extraKmCents: plain,
  title: sameText,
  description: sameText,
  equipment: sameList(plain),
  photos: sameList(samePhoto),
}

const KEYS = Object.keys(FIELDS) as (keyof VehicleFormValues)[]

/** Whether two states of the vehicle form hold the same values, field by field (the order of lists included). */
export function sameFormValues(a: VehicleFormValues, b: VehicleFormValues): boolean {
  return a === b || KEYS.every((key) => (FIELDS[key] as Same<unknown>)(a[key], b[key]))
}
