import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatKm, formatPower, formatPrice } from '@/features/vehicles/format'
import { PLAUSIBLE_RANGES } from '@/features/vehicles/model/vehicle-constants'
import type { VehicleInput } from '@/features/vehicles/model/vehicle-schema'
import { FIELD_LABELS, FIELD_ORDER } from './vehicle-form-fields'

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
