import { numberFormat, regionalLocale } from '@/lib/intl'
import { kwToCv } from './model/vehicle-constants'
import type { FirstRegistration } from './model/vehicle-schema'

/**
 * Thousands are grouped from four digits on, as dealers write them ("6.900 €" beside "15.900 €"): Intl's Italian
 * groups only from five by default.
 */
const GROUPED: Intl.NumberFormatOptions = { useGrouping: 'always' }

/** Prices in euro for the locale, without cents: "12.500 €" in Italian, "€12,500" in English. */
export function formatPrice(amount: number, locale: string): string {
  return numberFormat(regionalLocale(locale), { ...GROUPED, style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(amount)
}

/** Prices with cents where they matter (monthly payments). */
export function formatPriceWithCents(amount: number, locale: string): string {
  return numberFormat(regionalLocale(locale), { ...GROUPED, style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    amount,
  )
}

export function formatNumber(value: number, locale: string): string {
  return numberFormat(regionalLocale(locale), GROUPED).format(value)
}

/** "45.000 km" / "45,000 km". */
export function formatKm(km: number, locale: string): string {
  return `${formatNumber(km, locale)} km`
}

/** "85 kW (116 CV)" in Italian, "85 kW (116 hp)" in English. */
export function formatPower(kw: number, locale: string): string {
  return `${formatNumber(kw, locale)} kW (${formatNumber(kwToCv(kw), locale)} ${locale === 'it' ? 'CV' : 'hp'})`
}

/** First registration as "03/2019". */
export function formatRegistration(registration: FirstRegistration): string {
  return `${String(registration.month).padStart(2, '0')}/${registration.year}`
}
