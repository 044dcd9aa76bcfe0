import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { business } from '@/config/business'
import { buildMailto } from '@/features/contact/mailto'
import { telHref, whatsappHref } from '@/features/site/model/site-settings'
import type { SiteSettingsInput } from '@/features/site/model/site-settings-schema'
import { dateTimeFormat, regionalLocale } from '@/lib/intl'
import type { Locale } from '@/lib/locale'
import { formatKm, formatPrice } from '../format'
import type { PricedVehicle } from '../model/list-price'
import type { Vehicle } from '../model/vehicle-schema'
import { vehicleName } from '../vehicle-labels'

/**
 * The links a visitor uses to contact the dealer about one vehicle: phone, WhatsApp and e-mail, each with a
 * message that names the car (make, model, version, year, price) and links to its page. Pure functions: the
 * caller passes the active i18n instance, the dealer's contacts (the site settings) and, where it matters, the
 * origin of the site.
 */

/** The dealer's phone (as written), WhatsApp number and e-mail, from the site settings. */
export type DealerContacts = Pick<SiteSettingsInput, 'phone' | 'whatsapp' | 'email'>

export interface MessageContext {
  lang: Locale
  i18n: I18n
  /** Origin of the links to the vehicle's page; defaults to currentOrigin(). */
  origin?: string
}

export interface ContactLinks {
  tel: string
  whatsapp: string
  mailto: string
}

export interface ComposedMessage {
  subject: string
  text: string
}

/** Dates of a rental request, as `<input type="date">` gives them: `YYYY-MM-DD`. */
export interface RentalDates {
  from: string
  to: string
}

/** A rental request's dates, with the pick-up time and the driver's age when the visitor gave them. */
export interface RentalRequestDetails extends RentalDates {
  pickUpTime?: string
  ageBand?: string
}

/** The origin of the running site (so a local run links to itself), else the configured public site. */
export function currentOrigin(): string {
  if (typeof window !== 'undefined' && /^https?:\/\//.test(window.location.origin)) return window.location.origin
  return business.siteUrl.replace(/\/+$/, '')
}

/** Absolute link to a vehicle's page, e.g. `https://example.it/it/detail/used-001`. */
export function vehiclePageUrl(lang: Locale, id: string, origin: string = currentOrigin()): string {
  return `${origin.replace(/\/+$/, '')}/${lang}/detail/${encodeURIComponent(id)}`
}

/** The price as a visitor reads it: "€ 11.900" for a sale, "from € 35/day" for a rental. */
export function vehiclePriceLabel(vehicle: PricedVehicle, lang: Locale, i18n: I18n): string {
  if (vehicle.category === 'used') return formatPrice(vehicle.price, lang)
  const rate = formatPrice(vehicle.dailyRate, lang)
  return i18n._(msg`from ${rate}/day`)
}

/** The car as the messages name it: "Fiat Panda 1.0 FireFly S&S Hybrid City Life (2022, 28.500 km)". */
function carDescription(vehicle: Vehicle, lang: Locale): string {
  const name = vehicleName(vehicle)
  const year = vehicle.firstRegistration.year
  return vehicle.category === 'used' ? `${name} (${year}, ${formatKm(vehicle.mileageKm, lang)})` : `${name} (${year})`
}

/** The message asking about a vehicle, with the link to its page on the last line. */
export function vehicleEnquiry(vehicle: Vehicle, { lang, i18n, origin }: MessageContext): ComposedMessage {
  const car = carDescription(vehicle, lang)
  const name = vehicleName(vehicle)
  const price = vehiclePriceLabel(vehicle, lang, i18n)
  const url = vehiclePageUrl(lang, vehicle.id, origin)
  const greeting =
    vehicle.category === 'used'
      ? i18n._(msg`Hello, I am interested in the ${car}, priced at ${price}. Is it still available?`)
      : i18n._(msg`Hello, I am interested in renting the ${car}, ${price}. Could you tell me when it is available and on what terms?`)
  const subject = vehicle.category === 'used' ? i18n._(msg`Enquiry: ${name}`) : i18n._(msg`Rental enquiry: ${name}`)
  return { subject, text: `${greeting}\n\n${url}` }
}

/** Phone, WhatsApp and e-mail links about a vehicle. */
export function vehicleContactLinks(vehicle: Vehicle, context: MessageContext, contacts: DealerContacts): ContactLinks {
  const { subject, text } = vehicleEnquiry(vehicle, context)
  return { tel: telHref(contacts.phone), whatsapp: whatsappHref(contacts.whatsapp, text), mailto: buildMailto(contacts.email, subject, text) }
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** A `YYYY-MM-DD` date as a local calendar day, or null when it is not a real date. */
export function parseIsoDate(value: string): Date | null {
  const match = DATE_PATTERN.exec(value)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(year, month - 1, day)
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null
}

/** "sabato 14 marzo 2026" / "Saturday 14 March 2026"; anything unparsable is returned as it is. */
export function formatRequestDate(value: string, lang: Locale): string {
  const date = parseIsoDate(value)
  if (!date) return value
  return dateTimeFormat(regionalLocale(lang), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date)
}

/** The request for a rental on given dates (both days included), with the link to the car's page. */
export function rentalRequest(vehicle: Vehicle, dates: RentalRequestDetails, { lang, i18n, origin }: MessageContext): ComposedMessage {
  const car = carDescription(vehicle, lang)
  const name = vehicleName(vehicle)
  const price = vehiclePriceLabel(vehicle, lang, i18n)
  const from = formatRequestDate(dates.from, lang)
  const to = formatRequestDate(dates.to, lang)
  const url = vehiclePageUrl(lang, vehicle.id, origin)
  const request = i18n._(msg`Hello, I would like to rent the ${car} from ${from} to ${to}.`)
  const time = dates.pickUpTime
  const age = dates.ageBand
  const pickUp = time ? `\n${i18n._(msg`Pick-up at ${time}.`)}` : ''
  const driver = age ? `\n${i18n._(msg`Driver's age: ${age}.`)}` : ''
  const rate = i18n._(msg`Rate shown on the site: ${price}.`)
  const question = i18n._(msg`Could you confirm that it is available and tell me the total price?`)
  return { subject: i18n._(msg`Rental request: ${name}`), text: `${request}${pickUp}${driver}\n${rate}\n${question}\n\n${url}` }
}

/** E-mail and WhatsApp links of a rental request. */
export function rentalRequestLinks(
  vehicle: Vehicle,
  dates: RentalRequestDetails,
  context: MessageContext,
  contacts: DealerContacts,
): { mailto: string; whatsapp: string } {
  const { subject, text } = rentalRequest(vehicle, dates, context)
  return { mailto: buildMailto(contacts.email, subject, text), whatsapp: whatsappHref(contacts.whatsapp, text) }
}
