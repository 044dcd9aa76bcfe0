import type { UseFormReturnType } from '@mantine/form'
import {
  isStatusValidForCategory,
  type BodyType,
  type EquipmentKey,
  type EuroClass,
  type Fuel,
  type Gearbox,
  type VehicleCategory,
  type VehicleStatus,
} from '@/features/vehicles/model/vehicle-constants'
import type { LocalizedText, Vehicle, VehicleInput, VehiclePhoto } from '@/features/vehicles/model/vehicle-schema'

/**
 * What the vehicle form edits. Numbers are kept as the text the user typed (so `12.500` stays as typed and is
 * read in the user's locale on validation); selects that have no value yet are ''.
 */
export interface VehicleFormValues {
  category: VehicleCategory
  status: VehicleStatus
  published: boolean
  featured: boolean
  make: string
  model: string
  version: string
  bodyType: BodyType | ''
  fuel: Fuel | ''
  gearbox: Gearbox | ''
  registrationMonth: string
  registrationYear: string
  mileageKm: string
  powerKw: string
  engineCc: string
  doors: string
  seats: string
  color: string
  euroClass: EuroClass | ''
  co2GKm: string
  previousOwners: string
  vin: string
  price: string
  dailyRate: string
  weeklyRate: string
  deposit: string
  minAge: string
  includedKmPerDay: string
  weekendRate: string
  monthlyRate: string
  minDays: string
  maxDays: string
  childSeatPerDay: string
  secondDriverPerDay: string
  extraKmCents: string
  title: LocalizedText
  description: LocalizedText
  equipment: EquipmentKey[]
  photos: VehiclePhoto[]
}

export type VehicleFormField =
  Exclude<keyof VehicleFormValues, 'title' | 'description'> | 'title' | 'title.it' | 'title.en' | 'description.it' | 'description.en'

export function emptyVehicleForm(): VehicleFormValues {
  return {
    category: 'used',
    status: 'available',
    published: false,
    featured: false,
    make: '',
    model: '',
    version: '',
    bodyType: '',
    fuel: '',
    gearbox: '',
    registrationMonth: '',
    registrationYear: '',
    mileageKm: '',
    powerKw: '',
    engineCc: '',
    doors: '5',
    seats: '5',
    color: '',
    euroClass: '',
    co2GKm: '',
    previousOwners: '',
    vin: '',
    price: '',
    dailyRate: '',
    weeklyRate: '',
    deposit: '',
    minAge: '21',
    includedKmPerDay: '',
    weekendRate: '',
    monthlyRate: '',
    minDays: '',
    maxDays: '',
    childSeatPerDay: '',
    secondDriverPerDay: '',
    extraKmCents: '',
    title: { it: '', en: '' },
    description: { it: '', en: '' },
    equipment: [],
    photos: [],
  }
}

const text = (value: number | undefined): string => (value === undefined ? '' : String(value))

/** The form's values for a stored vehicle. */
export function vehicleToFormValues(vehicle: Vehicle | VehicleInput): VehicleFormValues {
  const base = emptyVehicleForm()
  const values: VehicleFormValues = {
    ...base,
    category: vehicle.category,
    status: vehicle.status,
    published: vehicle.published,
    featured: vehicle.featured,
    make: vehicle.make,
    model: vehicle.model,
    version: vehicle.version,
    bodyType: vehicle.bodyType,
    fuel: vehicle.fuel,
    gearbox: vehicle.gearbox,
    registrationMonth: String(vehicle.firstRegistration.month),
    registrationYear: String(vehicle.firstRegistration.year),
    mileageKm: text(vehicle.mileageKm),
    powerKw: text(vehicle.powerKw),
    engineCc: text(vehicle.engineCc),
    doors: text(vehicle.doors),
    seats: text(vehicle.seats),
    color: vehicle.color,
    euroClass: vehicle.euroClass,
    co2GKm: text(vehicle.co2GKm),
    previousOwners: text(vehicle.previousOwners),
    vin: vehicle.vin ?? '',
    title: { ...vehicle.title },
    description: { ...vehicle.description },
    equipment: [...vehicle.equipment],
    photos: vehicle.photos.map((photo) => ({ ...photo, large: { ...photo.large }, thumb: { ...photo.thumb } })),
  }
  if (vehicle.category === 'used') values.price = text(vehicle.price)
  else {
    values.dailyRate = text(vehicle.dailyRate)
    values.weeklyRate = text(vehicle.weeklyRate)
    values.deposit = text(vehicle.deposit)
    values.minAge = text(vehicle.minAge)
    values.includedKmPerDay = text(vehicle.includedKmPerDay)
    values.weekendRate = text(vehicle.weekendRate)
    values.monthlyRate = text(vehicle.monthlyRate)
    values.minDays = text(vehicle.minDays)
    values.maxDays = text(vehicle.maxDays)
    values.childSeatPerDay = text(vehicle.childSeatPerDay)
    values.secondDriverPerDay = text(vehicle.secondDriverPerDay)
    values.extraKmCents = text(vehicle.extraKmCents)
  }
  return values
}

/** The status to keep when the category changes: the same when it exists in the new category, else available. */
export function statusForCategory(category: VehicleCategory, status: VehicleStatus): VehicleStatus {
  return isStatusValidForCategory(category, status) ? status : 'available'
}

/** The language of the title and description being edited. */
export type TextLanguage = 'it' | 'en'

/** The form of the vehicle editor, as its sections receive it. */
export type VehicleEditorForm = UseFormReturnType<VehicleFormValues>
