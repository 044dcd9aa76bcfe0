import type { I18n, MessageDescriptor } from '@lingui/core'
import type { UseFormReturnType } from '@mantine/form'
import { msg } from '@lingui/core/macro'
import type { z } from '@/lib/zod'
import { formatKm, formatNumber, formatPower, formatPrice } from '@/features/vehicles/format'
import {
  isStatusValidForCategory,
  PLAUSIBLE_RANGES,
  type BodyType,
  type EquipmentKey,
  type EuroClass,
  type Fuel,
  type Gearbox,
  type VehicleCategory,
  type VehicleStatus,
} from '@/features/vehicles/model/vehicle-constants'
import { vehicleInputSchema, type LocalizedText, type Vehicle, type VehicleInput, type VehiclePhoto } from '@/features/vehicles/model/vehicle-schema'
import { readLocaleNumber, type LocaleNumberReading } from './parse-locale-number'

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
  title: LocalizedText
  description: LocalizedText
  equipment: EquipmentKey[]
  photos: VehiclePhoto[]
}

export type VehicleFormField = Exclude<keyof VehicleFormValues, 'title' | 'description'> | 'title' | 'title.it' | 'title.en' | 'description.it' | 'description.en'

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
  }
  return values
}

/** The label of each field, as the form shows it; validation messages name the field with it. */
export const FIELD_LABELS: Record<VehicleFormField, MessageDescriptor> = {
  category: msg`Category`,
  status: msg`Status`,
  published: msg`Published on the site`,
  featured: msg`Featured on the home page`,
  make: msg`Make`,
  model: msg`Model`,
  version: msg`Version`,
  bodyType: msg`Body type`,
  fuel: msg`Fuel`,
  gearbox: msg`Gearbox`,
  registrationMonth: msg`Registration month`,
  registrationYear: msg`Registration year`,
  mileageKm: msg`Mileage (km)`,
  powerKw: msg`Power (kW)`,
  engineCc: msg`Engine size (cc)`,
  doors: msg`Doors`,
  seats: msg`Seats`,
  color: msg`Colour`,
  euroClass: msg`Euro class`,
  co2GKm: msg`CO₂ emissions (g/km)`,
  previousOwners: msg`Previous owners`,
  vin: msg`VIN (chassis number)`,
  price: msg`Price (€)`,
  dailyRate: msg`Daily rate (€)`,
  weeklyRate: msg`Weekly rate (€)`,
  deposit: msg`Deposit (€)`,
  minAge: msg`Minimum driver age`,
  includedKmPerDay: msg`Included km per day`,
  title: msg`Title`,
  'title.it': msg`Title in Italian`,
  'title.en': msg`Title in English`,
  'description.it': msg`Description in Italian`,
  'description.en': msg`Description in English`,
  equipment: msg`Equipment`,
  photos: msg`Photos`,
}

const NUMBER_FIELDS = [
  'mileageKm',
  'powerKw',
  'engineCc',
  'doors',
  'seats',
  'co2GKm',
  'previousOwners',
  'price',
  'dailyRate',
  'weeklyRate',
  'deposit',
  'minAge',
  'includedKmPerDay',
  'registrationMonth',
  'registrationYear',
] as const
export type NumberField = (typeof NUMBER_FIELDS)[number]

const OPTIONAL_NUMBER_FIELDS: ReadonlySet<NumberField> = new Set(['engineCc', 'co2GKm'])

/**
 * A typical value of each number field: the examples of its hint and of its messages, formatted in the user's
 * language ("12.500" in Italian, "12,500" in English). Every number of a vehicle is whole (the schema's ints):
 * the form refuses decimals in all of them.
 */
const NUMBER_EXAMPLES: Record<NumberField, number> = {
  mileageKm: 45_000,
  powerKw: 85,
  engineCc: 1598,
  doors: 5,
  seats: 5,
  co2GKm: 120,
  previousOwners: 1,
  price: 12_500,
  dailyRate: 45,
  weeklyRate: 250,
  deposit: 1000,
  minAge: 21,
  includedKmPerDay: 200,
  registrationMonth: 3,
  registrationYear: 2021,
}

/** Numbers written without thousands separators: a year is "2021", never "2.021". */
const UNGROUPED_FIELDS: ReadonlySet<NumberField> = new Set(['registrationMonth', 'registrationYear'])

/** The field's example as the user's language writes it: "12.500" in Italian, "12,500" in English, "2021". */
export function numberExample(field: NumberField, locale: string): string {
  const example = NUMBER_EXAMPLES[field]
  return UNGROUPED_FIELDS.has(field) ? String(example) : formatNumber(example, locale)
}

/** The placeholder of a large number's field, where the thousands separator matters: "45.000", "45,000". */
export function numberPlaceholder(field: NumberField, locale: string): string | undefined {
  const example = numberExample(field, locale)
  return /\d\D\d/.test(example) ? example : undefined
}

/** "12.500 or 12500": the ways to write a value in the user's language; just "85" when they are the same. */
function waysToWrite(value: number, field: NumberField, locale: string, i18n: I18n): string {
  const plain = String(value)
  const grouped = UNGROUPED_FIELDS.has(field) ? plain : formatNumber(value, locale)
  return grouped === plain ? plain : i18n._(msg`${grouped} or ${plain}`)
}

/** Why a number field's text was refused, and what to type instead. */
function numberMessage(reading: Extract<LocaleNumberReading, { ok: false }>, field: NumberField, typed: string, name: string, locale: string, i18n: I18n): string {
  const example = waysToWrite(NUMBER_EXAMPLES[field], field, locale, i18n)
  switch (reading.problem) {
    case 'empty':
      return i18n._(msg`“${name}” is required.`)
    case 'ambiguous': {
      const ways = waysToWrite(reading.thousands ?? NUMBER_EXAMPLES[field], field, locale, i18n)
      return i18n._(msg`${name}: “${typed}” could be read in two ways. Write ${ways}.`)
    }
    case 'decimal':
      return i18n._(msg`${name}: write a whole number, without decimals, for example ${example}.`)
    case 'unreadable':
      return i18n._(msg`${name}: write a number, for example ${example}.`)
  }
}

export type VehicleFormErrors = Partial<Record<VehicleFormField, string>>

export interface VehicleFormResult {
  /** The validated input, ready for createVehicle or replaceVehicle; null when a field is wrong. */
  input: VehicleInput | null
  /** One localized message per wrong field, naming the field. */
  errors: VehicleFormErrors
}

/** Maps the schema's paths to the form's fields. */
function fieldOfPath(path: readonly PropertyKey[]): VehicleFormField {
  const [first, second] = path
  if (first === 'firstRegistration') return second === 'year' ? 'registrationYear' : 'registrationMonth'
  if ((first === 'title' || first === 'description') && (second === 'it' || second === 'en')) return `${first}.${second}`
  if (first === 'title') return 'title'
  if (first === 'photos') return 'photos'
  return (typeof first === 'string' ? first : 'photos') as VehicleFormField
}

function messageForIssue(issue: z.core.$ZodIssue, field: VehicleFormField, label: string): MessageDescriptor {
  if (field === 'vin') return msg`${label}: 17 letters and digits, without I, O and Q.`
  if (field === 'title') return msg`Write a title in at least one language.`
  if (field === 'engineCc' && issue.code === 'custom') return msg`An electric vehicle has no engine size: leave “${label}” empty.`
  if (field === 'registrationYear' && issue.code === 'custom') return msg`${label}: the year cannot be in the future.`
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return msg`${label}: enter a whole number.`
      return msg`“${label}” is required.`
    case 'invalid_value':
      return msg`Choose a value for “${label}”.`
    case 'too_small': {
      const min = Number(issue.minimum)
      if (issue.origin === 'string' && min <= 1) return msg`“${label}” is required.`
      if (issue.origin === 'string') return msg`${label}: at least ${min} characters.`
      return msg`${label}: the minimum is ${min}.`
    }
    case 'too_big': {
      const max = Number(issue.maximum)
      if (issue.origin === 'string') return msg`${label}: at most ${max} characters.`
      if (issue.origin === 'array') return msg`${label}: at most ${max}.`
      return msg`${label}: the maximum is ${max}.`
    }
    default:
      return msg`“${label}” is not valid.`
  }
}

/**
 * Reads the form in the user's locale and validates it with the vehicle schema (vehicleInputSchema), the same
 * the repository and the rules apply. Never throws.
 */
export function validateVehicleForm(values: VehicleFormValues, locale: string, i18n: I18n): VehicleFormResult {
  const errors: VehicleFormErrors = {}
  const label = (field: VehicleFormField) => i18n._(FIELD_LABELS[field])
  const numbers: Partial<Record<NumberField, number>> = {}
  const usedOnly = new Set<NumberField>(['price'])
  const rentOnly = new Set<NumberField>(['dailyRate', 'weeklyRate', 'deposit', 'minAge', 'includedKmPerDay'])
  for (const field of NUMBER_FIELDS) {
    if (values.category === 'used' && rentOnly.has(field)) continue
    if (values.category === 'rent' && usedOnly.has(field)) continue
    const raw = values[field].trim()
    const reading = readLocaleNumber(raw, locale, { decimals: false })
    if (reading.ok) numbers[field] = reading.value
    else if (reading.problem !== 'empty' || !OPTIONAL_NUMBER_FIELDS.has(field)) {
      errors[field] = numberMessage(reading, field, raw, label(field), locale, i18n)
    }
  }

  // The schema checks these only once every single field is valid; telling them at once saves a round.
  if (!values.title.it.trim() && !values.title.en.trim()) errors.title = i18n._(msg`Write a title in at least one language.`)
  if (values.fuel === 'electric' && values.engineCc.trim()) {
    const name = label('engineCc')
    errors.engineCc = i18n._(msg`An electric vehicle has no engine size: leave “${name}” empty.`)
  }

  const common = {
    published: values.published,
    featured: values.featured,
    make: values.make.trim(),
    model: values.model.trim(),
    version: values.version.trim(),
    bodyType: values.bodyType,
    fuel: values.fuel,
    gearbox: values.gearbox,
    firstRegistration: { month: numbers.registrationMonth, year: numbers.registrationYear },
    mileageKm: numbers.mileageKm,
    powerKw: numbers.powerKw,
    doors: numbers.doors,
    seats: numbers.seats,
    color: values.color.trim(),
    euroClass: values.euroClass,
    previousOwners: numbers.previousOwners,
    equipment: values.equipment,
    title: { it: values.title.it.trim(), en: values.title.en.trim() },
    description: { it: values.description.it.trim(), en: values.description.en.trim() },
    photos: values.photos,
    ...(numbers.engineCc !== undefined ? { engineCc: numbers.engineCc } : {}),
    ...(numbers.co2GKm !== undefined ? { co2GKm: numbers.co2GKm } : {}),
    ...(values.vin.trim() ? { vin: values.vin.trim().toUpperCase() } : {}),
  }
  const candidate =
    values.category === 'used'
      ? { ...common, category: 'used' as const, status: values.status, price: numbers.price }
      : {
          ...common,
          category: 'rent' as const,
          status: values.status,
          dailyRate: numbers.dailyRate,
          weeklyRate: numbers.weeklyRate,
          deposit: numbers.deposit,
          minAge: numbers.minAge,
          includedKmPerDay: numbers.includedKmPerDay,
        }

  const parsed = vehicleInputSchema.safeParse(candidate)
  if (parsed.success && Object.keys(errors).length === 0) return { input: parsed.data, errors }
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(issue.path)
      if (errors[field]) continue
      errors[field] = i18n._(messageForIssue(issue, field, label(field)))
    }
  }
  return { input: null, errors }
}

/** A value the schema accepts but PLAUSIBLE_RANGES finds unusual: saving it asks for a confirmation. */
export interface UnusualValue {
  field: keyof typeof PLAUSIBLE_RANGES
  value: number
}

/** The values of a valid vehicle outside PLAUSIBLE_RANGES, in the form's order. */
export function unusualValues(input: VehicleInput): UnusualValue[] {
  const found: UnusualValue[] = []
  for (const field of FIELD_ORDER) {
    if (!(field in PLAUSIBLE_RANGES)) continue
    const key = field as keyof typeof PLAUSIBLE_RANGES
    const value = (input as Partial<Record<typeof key, number>>)[key]
    const { min, max } = PLAUSIBLE_RANGES[key]
    if (value !== undefined && (value < min || value > max)) found.push({ field: key, value })
  }
  return found
}

const UNUSUAL_FORMATS: Record<UnusualValue['field'], (value: number, locale: string) => string> = {
  price: formatPrice,
  dailyRate: formatPrice,
  mileageKm: formatKm,
  powerKw: formatPower,
}

/** "Price (€): 15 € is unusually low (usually at least 500 €).", in the user's language and number format. */
export function describeUnusualValue({ field, value }: UnusualValue, locale: string, i18n: I18n): string {
  const format = UNUSUAL_FORMATS[field]
  const name = i18n._(FIELD_LABELS[field])
  const shown = format(value, locale)
  const { min, max } = PLAUSIBLE_RANGES[field]
  if (value < min) {
    const least = format(min, locale)
    return i18n._(msg`${name}: ${shown} is unusually low (usually at least ${least}).`)
  }
  const most = format(max, locale)
  return i18n._(msg`${name}: ${shown} is unusually high (usually at most ${most}).`)
}

/** The status to keep when the category changes: the same when it exists in the new category, else available. */
export function statusForCategory(category: VehicleCategory, status: VehicleStatus): VehicleStatus {
  return isStatusValidForCategory(category, status) ? status : 'available'
}

/** The form's fields in the order they appear, to focus the first wrong one. */
export const FIELD_ORDER = [
  'category',
  'status',
  'make',
  'model',
  'version',
  'bodyType',
  'fuel',
  'gearbox',
  'registrationMonth',
  'registrationYear',
  'mileageKm',
  'powerKw',
  'engineCc',
  'doors',
  'seats',
  'color',
  'euroClass',
  'co2GKm',
  'previousOwners',
  'vin',
  'price',
  'dailyRate',
  'weeklyRate',
  'deposit',
  'minAge',
  'includedKmPerDay',
  'title',
  'title.it',
  'title.en',
  'description.it',
  'description.en',
  'equipment',
  'photos',
] as const satisfies readonly VehicleFormField[]

/** The language of the title and description being edited. */
export type TextLanguage = 'it' | 'en'

/** The form of the vehicle editor, as its sections receive it. */
export type VehicleEditorForm = UseFormReturnType<VehicleFormValues>
