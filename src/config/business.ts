/**
 * The dealer's business details: the one place the site reads them from.
 * These are fictional demo values; replace them with the dealer's own before going live.
 */

/** 0 = Sunday … 6 = Saturday, as `Date.prototype.getDay()` counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6

/** An opening interval in local time, `HH:MM` 24-hour. */
export interface OpeningInterval {
  opens: string
  closes: string
}

/** A text in each of the site's languages. */
export interface LocalizedText {
  it: string
  en: string
}

/** A date or a range of dates (`YYYY-MM-DD`, both included) with other hours than the week's: none means closed. */
export interface HoursException {
  from: string
  to: string
  intervals: OpeningInterval[]
  reason: LocalizedText
}

export interface BusinessConfig {
  name: string
  legalName: string
  vatNumber: string
  address: {
    street: string
    postalCode: string
    city: string
    province: string
    provinceCode: string
    region: string
    country: string
  }
  geo: { latitude: number; longitude: number }
  phone: string
  phoneDisplay: string
  whatsapp: string
  email: string
  instagram: string
  /** Opening hours per weekday; an empty list means closed that day. */
  openingHours: Record<Weekday, OpeningInterval[]>
  /** Holidays and special hours; of overlapping ones, the shorter decides. */
  hoursExceptions: readonly HoursException[]
  foundedYear: number
  /** The public origin of the site (canonical links, sitemap, link previews), without a trailing slash. */
  siteUrl: string
}

/** The demo site's public origin; a real deployment sets its own with VITE_SITE_URL when it builds. */
export const DEMO_SITE_URL = 'https://autosalone-demo.example'

/**
 * The site's origin from a configured value (VITE_SITE_URL), else the demo one: an http(s) URL reduced to
 * its origin, so `https://www.example.it/` and `https://www.example.it` give the same links.
 */
export function resolveSiteUrl(configured?: string): string {
  const value = configured?.trim()
  if (!value) return DEMO_SITE_URL
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`VITE_SITE_URL must be an absolute URL such as https://www.example.it: got "${value}"`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`VITE_SITE_URL must use http or https: got "${value}"`)
  return url.origin
}

export const business: BusinessConfig = {
  name: 'Autosalone Orobico Demo',
  legalName: 'Autosalone Orobico Demo S.r.l.',
  vatNumber: 'IT00000000000',
  address: {
    street: 'Via degli Esempi 1',
    postalCode: '24126',
    city: 'Bergamo',
    province: 'Bergamo',
    provinceCode: 'BG',
    region: 'Lombardia',
    country: 'IT',
  },
  geo: { latitude: 45.6745, longitude: 9.6622 },
  phone: '+390350000000',
  phoneDisplay: '+39 035 000 0000',
  whatsapp: '390000000000',
  email: 'info@autosalone-demo.example',
  instagram: 'https://www.instagram.com/autosalone.demo.example',
  openingHours: {
    0: [],
    1: [{ opens: '15:00', closes: '19:00' }],
    2: [
      { opens: '09:00', closes: '12:30' },
      { opens: '15:00', closes: '19:00' },
    ],
    3: [
      { opens: '09:00', closes: '12:30' },
      { opens: '15:00', closes: '19:00' },
    ],
    4: [
      { opens: '09:00', closes: '12:30' },
      { opens: '15:00', closes: '19:00' },
    ],
    5: [
      { opens: '09:00', closes: '12:30' },
      { opens: '15:00', closes: '19:00' },
    ],
    6: [{ opens: '09:00', closes: '12:30' }],
  },
  hoursExceptions: [],
  foundedYear: 1998,
  // Vite fills import.meta.env in the app; scripts run by Node get the demo origin (or pass their own env).
  siteUrl: resolveSiteUrl(import.meta.env?.VITE_SITE_URL),
}

/** The dealer's time zone: its hours are read on its clock, whatever the visitor's device says. */
export const DEALER_TIME_ZONE = 'Europe/Rome'

/** Weekdays in the order the footer lists them: Sunday to Saturday. */
export const WEEKDAYS: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6]
