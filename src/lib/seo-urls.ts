/**
 * The public addresses of the site, shared by the pages' head tags and by the build (sitemap.xml, robots.txt,
 * prerendering): which pages are public, their canonical URL and their language alternates.
 * Only relative imports: the build loads this file outside Vite's aliases.
 */
import { LOCALES, isLocale, type Locale } from './locale.ts'

/**
 * Every public page without data in its address, as a path after the locale prefix ('' is home). Each exists
 * under `/it` and `/en`; the vehicle pages (`/detail/{id}`) come from the published vehicles.
 */
export const STATIC_PUBLIC_PAGES = [
  '',
  '/servizi',
  '/chisiamo',
  '/contatti',
  '/dovesiamo',
  '/cookie',
  '/privacy',
  '/termini',
  '/list',
  '/list/used',
  '/list/rent',
] as const

/** Pages that show vehicles, so change whenever one does. */
export const VEHICLE_LISTING_PAGES: readonly string[] = ['', '/list', '/list/used', '/list/rent']

/** The reserved area (the dealer's staff), after the locale prefix. */
export const RESERVED_AREA = '/admin'

/** True for an address or a route id in the reserved area: `/it/admin`, `/en/admin/edit/x`, `/$lang/admin/`. */
export function isReservedArea(path: string): boolean {
  return path.split('/')[2] === RESERVED_AREA.slice(1)
}

/** Areas that are not for search engines, after the locale prefix: robots.txt keeps crawlers out of them. */
export const PRIVATE_PAGES = [RESERVED_AREA, '/login'] as const

/** Open Graph names of the locales. */
export const OG_LOCALES: Record<Locale, string> = { it: 'it_IT', en: 'en_GB' }

/** The path of a vehicle's page after the locale prefix. */
export function vehiclePagePath(id: string): string {
  return `/detail/${encodeURIComponent(id)}`
}

/**
 * Splits a path into its locale and the page after it: `/it/list/used/` → `{ lang: 'it', page: '/list/used' }`,
 * `/` → `{ lang: undefined, page: '' }`. Repeated and trailing slashes do not count.
 */
export function splitLocalePath(pathname: string): { lang: Locale | undefined; page: string } {
  const segments = pathname.split(/[?#]/)[0]!.split('/').filter(Boolean)
  const lang = isLocale(segments[0]) ? segments[0] : undefined
  const rest = lang ? segments.slice(1) : segments
  return { lang, page: rest.length ? `/${rest.join('/')}` : '' }
}

/** `https://site.example` + `/it/servizi`; the site root is `https://site.example/`. */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`
}

export interface Alternate {
  /** `it`, `en` or `x-default`. */
  hreflang: string
  href: string
}

/**
 * The language versions of a page, for hreflang: one per locale, and `x-default` for visitors of any other
 * language. Home's x-default is `/`, which shows home in the visitor's language (the locale cookie, else the
 * browser's languages); every other page has no such address, so its x-default is the Italian page, the
 * site's default locale.
 */
export function pageAlternates(origin: string, page: string): Alternate[] {
  return [
    ...LOCALES.map((lang) => ({ hreflang: lang, href: absoluteUrl(origin, `/${lang}${page}`) })),
    { hreflang: 'x-default', href: absoluteUrl(origin, page === '' ? '/' : `/it${page}`) },
  ]
}

/** The canonical URL of a page: its own path, never its search (a filtered listing is the listing). */
export function canonicalUrl(origin: string, pathname: string): string {
  const { lang, page } = splitLocalePath(pathname)
  return absoluteUrl(origin, lang ? `/${lang}${page}` : page || '/')
}
