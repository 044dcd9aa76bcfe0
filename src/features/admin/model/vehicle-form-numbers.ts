import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatNumber } from '@/features/vehicles/format'
import type { LocaleNumberReading } from './parse-locale-number'

/** A rental's optional terms and extras, in the form's order: a car may leave each empty. */
const OPTIONAL_RENT_TERMS = ['weekendRate', 'monthlyRate', 'minDays', 'maxDays', 'childSeatPerDay', 'secondDriverPerDay', 'extraKmCents'] as const

/** The price section's fields (a used car's price, a rental's rates and terms), in the form's order: all numbers. */
export const PRICE_FIELDS = ['price', 'dailyRate', 'weeklyRate', 'deposit', 'minAge', 'includedKmPerDay', ...OPTIONAL_RENT_TERMS] as const

/** The fields typed as numbers: validation reads each in the user's locale. */
export const NUMBER_FIELDS = [
  'mileageKm',
  'powerKw',
  'engineCc',
  'doors',
  'seats',
  'co2GKm',
  'previousOwners',
  ...PRICE_FIELDS,
  'registrationMonth',
  'registrationYear',
] as const
export type NumberField = (typeof NUMBER_FIELDS)[number]

/** The number fields a vehicle may leave empty. */
export const OPTIONAL_NUMBER_FIELDS: ReadonlySet<NumberField> = new Set(['engineCc', 'co2GKm', ...OPTIONAL_RENT_TERMS])

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
  weekendRate: 120,
  monthlyRate: 900,
  minDays: 2,
  maxDays: 30,
  childSeatPerDay: 5,
  secondDriverPerDay: 8,
  extraKmCents: 25,
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
export function numberMessage(
  reading: Extract<LocaleNumberReading, { ok: false }>,
  field: NumberField,
  typed: string,
  name: string,
  locale: string,
  i18n: I18n,
): string {
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
