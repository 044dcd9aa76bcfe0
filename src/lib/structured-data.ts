/**
 * schema.org structured data (JSON-LD) of the site: the dealer, breadcrumbs, and how to put any of it in a
 * page's head safely.
 */
import { WEEKDAYS, type BusinessConfig, type Weekday } from '@/config/business'
import { absoluteUrl } from './seo-urls'

export type JsonLdValue = string | number | boolean | null | JsonLdObject | JsonLdValue[]
export interface JsonLdObject {
  [key: string]: JsonLdValue | undefined
}

/** A site image for link previews and the dealer's `image`, in public/. */
export const SITE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const
/** The logo search engines show, in public/. */
export const SITE_LOGO = { path: '/icons/icon-512.png', width: 512, height: 512 } as const

const SCHEMA_DAY_NAMES: Record<Weekday, string> = {
  0: 'Sunday',
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
}

const CHARACTERS_TO_ESCAPE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` become `\u003c`-style escapes (the same
 * characters to a JSON reader), so no text in the data, such as a vehicle description with `</script>`, can
 * close the script or open a comment; U+2028 and U+2029 are escaped for older JavaScript parsers.
 */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => CHARACTERS_TO_ESCAPE[character]!)
}

/** A head script of the router (`head().scripts`) holding one JSON-LD document. */
export function jsonLdScript(data: JsonLdObject): { type: string; children: string } {
  return { type: 'application/ld+json', children: serializeJsonLd({ '@context': 'https://schema.org', ...data }) }
}

/** The `@id` of the dealer, so a vehicle's offer can name its seller without repeating it. */
export function dealerId(origin: string): string {
  return absoluteUrl(origin, '/#dealer')
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** Opening hours as schema.org wants them: one entry per time range, with every weekday that has it. */
export function openingHoursSpecification(hours: BusinessConfig['openingHours']): JsonLdObject[] {
  const byRange = new Map<string, { opens: string; closes: string; days: Weekday[] }>()
  // Monday first, as the week is read in Italy; Sunday last.
  for (const day of [...WEEKDAYS.slice(1), WEEKDAYS[0]!]) {
    for (const { opens, closes } of hours[day]) {
      const key = `${opens}-${closes}`
      const range = byRange.get(key) ?? { opens, closes, days: [] }
      range.days.push(day)
      byRange.set(key, range)
    }
  }
  return (
    [...byRange.values()]
      // "HH:MM" sorts as plain text (localeCompare would load a collator for nothing).
      .sort((a, b) => compareText(a.opens, b.opens) || compareText(a.closes, b.closes))
      .map(({ opens, closes, days }) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: days.map((day) => `https://schema.org/${SCHEMA_DAY_NAMES[day]}`),
        opens,
        closes,
      }))
  )
}

/**
 * Dated exceptions as schema.org's special opening hours: each interval valid from the first date through the
 * last; a closure is opens and closes at 00:00, as search engines read it.
 */
export function specialOpeningHoursSpecification(exceptions: BusinessConfig['hoursExceptions']): JsonLdObject[] {
  return exceptions.flatMap(({ from, to, intervals }) =>
    (intervals.length === 0 ? [{ opens: '00:00', closes: '00:00' }] : intervals).map(({ opens, closes }) => ({
      '@type': 'OpeningHoursSpecification',
      validFrom: from,
      validThrough: to,
      opens,
      closes,
    })),
  )
}

/** The dealership as an `AutoDealer`: on every public page. */
export function autoDealerJsonLd(business: BusinessConfig, origin: string): JsonLdObject {
  return {
    '@type': 'AutoDealer',
    '@id': dealerId(origin),
    name: business.name,
    legalName: business.legalName,
    vatID: business.vatNumber,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, SITE_LOGO.path),
    image: absoluteUrl(origin, SITE_IMAGE.path),
    telephone: business.phone,
    email: business.email,
    foundingDate: String(business.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.address.street,
      postalCode: business.address.postalCode,
      addressLocality: business.address.city,
      addressRegion: business.address.provinceCode,
      addressCountry: business.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: business.geo.latitude, longitude: business.geo.longitude },
    openingHoursSpecification: openingHoursSpecification(business.openingHours),
    ...(business.hoursExceptions.length > 0 && { specialOpeningHoursSpecification: specialOpeningHoursSpecification(business.hoursExceptions) }),
    sameAs: [business.instagram],
  }
}

export interface Crumb {
  name: string
  /** Absolute URL. */
  url: string
}

/** The trail from home to the page, as a `BreadcrumbList`. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLdObject {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  }
}
