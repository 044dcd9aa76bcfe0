/**
 * sitemap.xml and robots.txt of the site: every public page in both languages with its alternates, every
 * published vehicle, and the areas crawlers stay out of.
 */
import { LOCALES } from '../../src/lib/locale.ts'
import { PRIVATE_PAGES, STATIC_PUBLIC_PAGES, VEHICLE_LISTING_PAGES, absoluteUrl, pageAlternates, vehiclePagePath } from '../../src/lib/seo-urls.ts'
import type { PublishedVehicleRef } from './published-vehicles.ts'

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string
  lastmod?: Date
  alternates: { hreflang: string; href: string }[]
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}

function latest(dates: readonly (Date | undefined)[]): Date | undefined {
  const times = dates.filter((date): date is Date => date !== undefined).map((date) => date.getTime())
  return times.length ? new Date(Math.max(...times)) : undefined
}

/**
 * Every address of the sitemap: `/` (home in the visitor's language), each static page and each published
 * vehicle on sale under every locale (a sold car's page asks not to be indexed: it is left out, and so it is
 * not prerendered). Listing pages (and home) change when a vehicle does: their lastmod is the newest vehicle's.
 * `vehicles` undefined means Firestore could not be read: static pages only.
 */
export function sitemapEntries(origin: string, vehicles: readonly PublishedVehicleRef[] | undefined): SitemapEntry[] {
  const newest = latest((vehicles ?? []).map((vehicle) => vehicle.updatedAt))
  const pages: { page: string; lastmod?: Date }[] = [
    ...STATIC_PUBLIC_PAGES.map((page) => ({ page, lastmod: VEHICLE_LISTING_PAGES.includes(page) ? newest : undefined })),
    ...(vehicles ?? []).filter((vehicle) => !vehicle.sold).map((vehicle) => ({ page: vehiclePagePath(vehicle.id), lastmod: vehicle.updatedAt })),
  ]
  const entries: SitemapEntry[] = [{ loc: absoluteUrl(origin, '/'), lastmod: newest, alternates: pageAlternates(origin, '') }]
  for (const { page, lastmod } of pages) {
    const alternates = pageAlternates(origin, page)
    for (const lang of LOCALES) entries.push({ loc: absoluteUrl(origin, `/${lang}${page}`), lastmod, alternates })
  }
  return entries
}

/** W3C date-time, to the second. */
function w3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) =>
    [
      '  <url>',
      `    <loc>${escapeXml(entry.loc)}</loc>`,
      ...(entry.lastmod ? [`    <lastmod>${w3cDate(entry.lastmod)}</lastmod>`] : []),
      ...entry.alternates.map(
        (alternate) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`,
      ),
      '  </url>',
    ].join('\n'),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** Paths no crawler needs: the reserved area and sign-in in every language (and their unprefixed redirects),
 * the build ids the app polls, and Firebase Hosting's reserved `/__/`. */
export function disallowedPaths(): string[] {
  const pages = PRIVATE_PAGES.flatMap((page) => [...LOCALES.map((lang) => `/${lang}${page}`), page])
  return [...pages, '/builds/', '/__/']
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...disallowedPaths().map((path) => `Disallow: ${path}`), '', `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`, ''].join(
    '\n',
  )
}
