import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { RentalExtra, RentalQuoteUnit } from '@/features/leads/model/lead-constants'
import type { Locale } from '@/lib/locale'
import { formatKm, formatPrice, formatPriceWithCents } from '../format'
import type { RentalRefusal } from '../model/rental-pricing'

/**
 * A rental's price in words, for the visitor's request form and the reserved area's request page: its lines
 * ("1 week × 300 €", "Child seat, 9 days × 5 €"), its total and what comes with it, and why dates are refused.
 */

interface PriceLine {
  unit: RentalQuoteUnit
  count: number
  rate: number
}

function unitText(unit: RentalQuoteUnit, count: number): MessageDescriptor {
  switch (unit) {
    case 'month':
      return msg`${plural(count, { one: '# month', other: '# months' })}`
    case 'week':
      return msg`${plural(count, { one: '# week', other: '# weeks' })}`
    case 'weekend':
      return msg`${plural(count, { one: '# weekend', other: '# weekends' })}`
    case 'day':
      return msg`${plural(count, { one: '# day', other: '# days' })}`
    case 'child-seat':
      return msg`Child seat, ${plural(count, { one: '# day', other: '# days' })}`
    case 'second-driver':
      return msg`Second driver, ${plural(count, { one: '# day', other: '# days' })}`
  }
}

/** An extra's name: "Child seat", "Second driver". */
export const RENTAL_EXTRA_LABELS: Record<RentalExtra, MessageDescriptor> = {
  'child-seat': msg`Child seat`,
  'second-driver': msg`Second driver`,
}

/** The extras among a price's lines (the extras a request asks for). */
export function extrasOf(lines: readonly PriceLine[]): RentalExtra[] {
  return lines.flatMap((line) => (line.unit === 'child-seat' || line.unit === 'second-driver' ? [line.unit] : []))
}

/** "€0.25 per km" / "0,25 € al km": the rate of each kilometre beyond the included ones (stored in euro cents). */
export function extraKmText(cents: number, i18n: I18n, lang: Locale): string {
  const rate = formatPriceWithCents(cents / 100, lang)
  return i18n._(msg`${rate} per km`)
}

/** "1 week × 300 €" / "1 settimana × 300 €". */
export function quoteLineText(line: PriceLine, i18n: I18n, lang: Locale): string {
  return `${i18n._(unitText(line.unit, line.count))} × ${formatPrice(line.rate, lang)}`
}

/** "9 days", "1 day". */
export function rentalDaysText(days: number, i18n: I18n): string {
  return i18n._(unitText('day', days))
}

/** "1,400 km included" / "1.400 km inclusi". */
export function includedKmText(km: number, i18n: I18n, lang: Locale): string {
  const text = formatKm(km, lang)
  return i18n._(msg`${text} included`)
}

/** Why the chosen dates are refused, in the visitor's language. */
export function refusalMessage(refusal: RentalRefusal): MessageDescriptor {
  switch (refusal.reason) {
    case 'return-before-pick-up':
      return msg`The return must come after the pick-up.`
    case 'pick-up-closed-day':
      return msg`We are closed on the pick-up day: choose another day.`
    case 'pick-up-closed-time':
      return msg`We are closed at that pick-up time: choose a time within our hours.`
    case 'return-closed-day':
      return msg`We are closed on the return day: choose another day.`
    case 'return-closed-time':
      return msg`We are closed at that return time: choose a time within our hours.`
    case 'too-short': {
      const days = refusal.minDays
      return msg`This car is rented for at least ${plural(days, { one: '# day', other: '# days' })}.`
    }
    case 'too-long': {
      const days = refusal.maxDays
      return msg`This car is rented for at most ${plural(days, { one: '# day', other: '# days' })}.`
    }
    case 'driver-too-young': {
      const age = refusal.minAge
      return msg`The driver of this car must be at least ${age} years old.`
    }
  }
}
