import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { dateTimeFormat, regionalLocale } from '@/lib/intl'
import type { Locale } from '@/lib/locale'
import { formatKm, formatPrice } from '../format'
import type { VehicleCategory } from '../model/vehicle-constants'
import type { VehicleListSearch } from '../model/vehicle-search-params'
import { BODY_TYPE_LABELS, euroClassLabel, FUEL_LABELS, GEARBOX_LABELS } from '../vehicle-labels'

/**
 * A saved search as the visitor reads it, in their language: "Diesel, up to €15,000, from 2018". The filters in
 * the order a buyer thinks of them (what, which engine, how much, how old, how far); the sort is not part of it.
 */
export function searchName(category: VehicleCategory | null, search: VehicleListSearch, lang: Locale, i18n: I18n): string {
  const price = (value: number) => {
    const amount = formatPrice(value, lang)
    return category === 'rent' ? i18n._(msg`${amount}/day`) : amount
  }
  const { q, make, model, fuel, gearbox, bodyType, priceMin, priceMax, yearMin, yearMax, kmMax, euroClass, from, to } = search
  const parts: string[] = []
  if (q) parts.push(`“${q}”`)
  if (make) parts.push(model ? `${make} ${model}` : make)
  if (bodyType) parts.push(i18n._(BODY_TYPE_LABELS[bodyType]))
  if (fuel) parts.push(i18n._(FUEL_LABELS[fuel]))
  if (gearbox) parts.push(i18n._(GEARBOX_LABELS[gearbox]))
  const [lowest, highest] = [priceMin === undefined ? '' : price(priceMin), priceMax === undefined ? '' : price(priceMax)]
  if (lowest && highest) parts.push(i18n._(msg`${lowest} to ${highest}`))
  else if (lowest) parts.push(i18n._(msg`from ${lowest}`))
  else if (highest) parts.push(i18n._(msg`up to ${highest}`))
  if (yearMin !== undefined && yearMax !== undefined) parts.push(yearMin === yearMax ? String(yearMin) : `${yearMin}–${yearMax}`)
  else if (yearMin !== undefined) parts.push(i18n._(msg`registered from ${yearMin}`))
  else if (yearMax !== undefined) parts.push(i18n._(msg`registered up to ${yearMax}`))
  if (kmMax !== undefined) {
    const km = formatKm(kmMax, lang)
    parts.push(i18n._(msg`up to ${km}`))
  }
  if (euroClass) {
    const euro = euroClassLabel(euroClass)
    parts.push(i18n._(msg`${euro} or newer`))
  }
  if (from && to) {
    const day = (date: string) =>
      dateTimeFormat(regionalLocale(lang), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
    parts.push(`${day(from)} – ${day(to)}`)
  }
  return parts.join(', ')
}
