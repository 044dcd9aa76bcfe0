import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { z } from '@/lib/zod'
import { vehicleInputSchema, type VehicleInput } from '@/features/vehicles/model/vehicle-schema'
import { FIELD_LABELS } from './vehicle-form-fields'
import { NUMBER_FIELDS, numberMessage, OPTIONAL_NUMBER_FIELDS, PRICE_FIELDS, type NumberField } from './vehicle-form-numbers'
import type { VehicleFormField, VehicleFormValues } from './vehicle-form-model'
import { readLocaleNumber } from './parse-locale-number'

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
  // A rental's rates and terms: the price section's fields but the used car's price.
  const rentOnly = new Set<NumberField>(PRICE_FIELDS.filter((field) => field !== 'price'))
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
          ...(numbers.weekendRate !== undefined ? { weekendRate: numbers.weekendRate } : {}),
          ...(numbers.monthlyRate !== undefined ? { monthlyRate: numbers.monthlyRate } : {}),
          ...(numbers.minDays !== undefined ? { minDays: numbers.minDays } : {}),
          ...(numbers.maxDays !== undefined ? { maxDays: numbers.maxDays } : {}),
          ...(numbers.childSeatPerDay !== undefined ? { childSeatPerDay: numbers.childSeatPerDay } : {}),
          ...(numbers.secondDriverPerDay !== undefined ? { secondDriverPerDay: numbers.secondDriverPerDay } : {}),
          ...(numbers.extraKmCents !== undefined ? { extraKmCents: numbers.extraKmCents } : {}),
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
