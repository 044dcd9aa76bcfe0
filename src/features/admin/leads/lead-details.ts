import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ageBandLabel } from '@/features/leads/model/lead-constants'
import { PART_OF_DAY_LABELS, TRADE_IN_CONDITION_LABELS, TRADE_IN_FUEL_LABELS } from '@/features/leads/model/lead-labels'
import type { Lead } from '@/features/leads/model/lead-schema'
import type { RentalDetails } from '@/features/leads/model/lead-rental-schema'
import { extraKmText, extrasOf, includedKmText, quoteLineText, RENTAL_EXTRA_LABELS, rentalDaysText } from '@/features/vehicles/components/rental-quote-text'
import { formatKm, formatPrice, formatPriceWithCents } from '@/features/vehicles/format'
import { dateTimeFormat, regionalLocale } from '@/lib/intl'
import type { Locale } from '@/lib/locale'

export interface DetailLine {
  label: string
  value: string
}

/** A calendar date (`YYYY-MM-DD`) in words: "sabato 9 maggio 2026". */
export function calendarDate(date: string, lang: Locale): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number)
  return dateTimeFormat(regionalLocale(lang), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  )
}

/** When a lead arrived, to the minute, on the dealer's clock. */
export function receivedAt(date: Date, lang: Locale): string {
  return dateTimeFormat(regionalLocale(lang), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Rome' }).format(date)
}

/**
 * A rental's dates and times, the driver's age, the extras asked for (its price's extra lines), and the price the
 * visitor's page showed (as sent, not recomputed): its lines, the extras' among them, add up to its total.
 */
function rentalDetails(rental: RentalDetails, i18n: I18n, lang: Locale): DetailLine[] {
  const { quote, returnTime } = rental
  const lines: DetailLine[] = [
    { label: i18n._(msg`Pick-up`), value: `${calendarDate(rental.from, lang)}, ${rental.pickUpTime}` },
    { label: i18n._(msg`Return`), value: returnTime ? `${calendarDate(rental.to, lang)}, ${returnTime}` : calendarDate(rental.to, lang) },
    { label: i18n._(msg`Driver's age`), value: ageBandLabel(rental.ageBand) },
  ]
  if (!quote) return lines
  const price = quote.lines.map((line) => quoteLineText(line, i18n, lang)).join(' + ')
  const extras = extrasOf(quote.lines).map((extra) => i18n._(RENTAL_EXTRA_LABELS[extra]))
  return [
    ...lines,
    ...(extras.length === 0 ? [] : [{ label: i18n._(msg`Extras`), value: extras.join(', ') }]),
    { label: i18n._(msg`Price shown`), value: `${price} = ${formatPrice(quote.total, lang)} (${rentalDaysText(quote.days, i18n)})` },
    { label: i18n._(msg`Included kilometres`), value: includedKmText(quote.includedKm, i18n, lang) },
    ...(quote.extraKmCents === undefined ? [] : [{ label: i18n._(msg`Extra kilometres`), value: extraKmText(quote.extraKmCents, i18n, lang) }]),
    { label: i18n._(msg`Deposit`), value: formatPrice(quote.deposit, lang) },
  ]
}

/** What a lead asks for beyond a message, line by line, in the reserved area's language. */
export function leadDetails(lead: Lead, i18n: I18n, lang: Locale): DetailLine[] {
  switch (lead.kind) {
    case 'test-drive':
      return [
        {
          label: i18n._(msg`Preferred day`),
          value: `${calendarDate(lead.testDrive.date, lang)}, ${i18n._(PART_OF_DAY_LABELS[lead.testDrive.partOfDay]).toLowerCase()}`,
        },
      ]
    case 'financing': {
      const months = lead.financing.months
      return [
        { label: i18n._(msg`Down payment`), value: formatPrice(lead.financing.downPayment, lang) },
        { label: i18n._(msg`Duration`), value: i18n._(msg`${months} months`) },
        { label: i18n._(msg`Estimated instalment`), value: formatPriceWithCents(lead.financing.monthly, lang) },
      ]
    }
    case 'trade-in':
      return [
        { label: i18n._(msg`Their car`), value: `${lead.tradeIn.make} ${lead.tradeIn.model}` },
        { label: i18n._(msg`First registered`), value: String(lead.tradeIn.year) },
        { label: i18n._(msg`Kilometres`), value: formatKm(lead.tradeIn.km, lang) },
        { label: i18n._(msg`Fuel`), value: i18n._(TRADE_IN_FUEL_LABELS[lead.tradeIn.fuel]) },
        { label: i18n._(msg`Condition`), value: i18n._(TRADE_IN_CONDITION_LABELS[lead.tradeIn.condition]) },
        { label: i18n._(msg`Photos`), value: String(lead.photos.length) },
      ]
    case 'rental':
      return rentalDetails(lead.rental, i18n, lang)
    case 'contact':
      return [{ label: i18n._(msg`Subject`), value: lead.subject }]
    case 'question':
      return []
  }
}
