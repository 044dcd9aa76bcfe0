// Relative, not '@/': the seed and the prerender (run by Node) use these with the schema.
import { business, type BusinessConfig, type OpeningInterval, type Weekday } from '../../../config/business'
import { DAY_KEYS, parseDayHours, parseException, type DayKey } from './day-hours'
import type { Notice, SiteSettingsInput, StoredSiteSettingsInput } from './site-settings-schema'

/**
 * The site settings as the site uses them, without the schema (zod stays out of a page's first load): where the
 * document is, the fallback of src/config/business.ts, and what the pages ask of them. The schema
 * (site-settings-schema.ts) validates; this reads what has been validated (the stored hours: day-hours.ts).
 */

/** Collection and document of the settings. */
export const SETTINGS_COLLECTION = 'settings'
export const SITE_SETTINGS_ID = 'site'
export const SITE_SETTINGS_PATH = `${SETTINGS_COLLECTION}/${SITE_SETTINGS_ID}`

/**
 * Stored settings that the schema has already passed (those a prerendered page carries: the prerendering decoded
 * them), as the site uses them, without checking them again.
 */
export function fromCheckedStoredSettings(stored: StoredSiteSettingsInput): SiteSettingsInput {
  const { street, postalCode, city, province, provinceCode } = stored.address
  const { notice } = stored
  return {
    phone: stored.phone,
    whatsapp: stored.whatsapp,
    email: stored.email,
    alertLang: stored.alertLang ?? 'it',
    address: { street, postalCode, city, province, provinceCode },
    geo: { latitude: stored.geo.latitude, longitude: stored.geo.longitude },
    weeklyHours: Object.fromEntries(DAY_KEYS.map((day) => [day, parseDayHours(stored.weeklyHours[day])])) as Record<DayKey, OpeningInterval[]>,
    exceptions: stored.exceptions.map(parseException),
    notice: notice && { text: { it: notice.text.it, en: notice.text.en }, from: notice.from, to: notice.to, tone: notice.tone },
  }
}

/**
 * The settings in `src/config/business.ts`, with the request e-mails in Italian: the seed's values, and what the
 * site shows when the document is missing or unreadable.
 */
export function settingsFromConfig(config: BusinessConfig = business): SiteSettingsInput {
  const { street, postalCode, city, province, provinceCode } = config.address
  return {
    phone: config.phoneDisplay,
    whatsapp: config.whatsapp,
    email: config.email,
    alertLang: 'it',
    address: { street, postalCode, city, province, provinceCode },
    geo: { ...config.geo },
    weeklyHours: Object.fromEntries(DAY_KEYS.map((day, index) => [day, config.openingHours[index as Weekday].map((interval) => ({ ...interval }))])) as Record<
      DayKey,
      OpeningInterval[]
    >,
    exceptions: config.hoursExceptions.map((exception) => ({ ...exception, intervals: exception.intervals.map((interval) => ({ ...interval })) })),
    notice: null,
  }
}

/** The week's hours by `Date.getDay()` number, as the opening status reads them. */
export function weekdayHours(settings: Pick<SiteSettingsInput, 'weeklyHours'>): Record<Weekday, OpeningInterval[]> {
  return Object.fromEntries(DAY_KEYS.map((day, index) => [index, settings.weeklyHours[day]])) as Record<Weekday, OpeningInterval[]>
}

/** Whether the notice shows on `today` (`YYYY-MM-DD` on the dealer's clock): from its first day to its last, both included. */
export function isNoticeCurrent(notice: Notice | null, today: string): notice is Notice {
  return notice !== null && notice.from <= today && today <= notice.to
}

/** The phone number as a `tel:` link dials it: "+39 035 000 0000" is `tel:+390350000000`. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/** WhatsApp's click-to-chat link to the number, with the message: `https://wa.me/390000000000?text=…`. */
export function whatsappHref(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`
}

/** The business details of src/config/business.ts with those the settings hold (contacts, address, position, hours). */
export function businessWithSettings(settings: SiteSettingsInput, config: BusinessConfig = business): BusinessConfig {
  return {
    ...config,
    phone: telHref(settings.phone).slice('tel:'.length),
    phoneDisplay: settings.phone,
    whatsapp: settings.whatsapp,
    email: settings.email,
    address: { ...config.address, ...settings.address },
    geo: { ...settings.geo },
    openingHours: weekdayHours(settings),
    hoursExceptions: settings.exceptions,
  }
}

/** The postal address on one line: "Via degli Esempi 1, 24126 Bergamo (BG)". */
export function addressLine({ address }: Pick<SiteSettingsInput, 'address'>): string {
  const { street, postalCode, city, provinceCode } = address
  return `${street}, ${postalCode} ${city} (${provinceCode})`
}
