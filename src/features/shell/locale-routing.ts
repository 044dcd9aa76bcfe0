import { redirect } from '@tanstack/react-router'
import { detectBrowserLocale } from '@/lib/browser-locale'
import { activateLocale } from '@/lib/i18n'
import { localeOfPath, switchLocalePath, type Locale } from '@/lib/locale'

/** First path segments that name a page of the site; without a locale prefix they redirect to it. */
export const PAGE_SEGMENTS = new Set([
  'login',
  'cookie',
  'privacy',
  'servizi',
  'termini',
  'chisiamo',
  'contatti',
  'dovesiamo',
  'list',
  'detail',
  'admin',
  'usato',
  'noleggio',
  'preferiti',
  'confronta',
])

/**
 * Runs before every navigation: a path under `/it` or `/en` activates that locale; a known page without a
 * prefix (`/servizi`, `/list/used`) redirects to the same page under the visitor's locale; anything else
 * (home at `/`, or a 404) renders in the visitor's locale.
 */
export async function prepareLocaleForPath(pathname: string, searchStr: string): Promise<Locale> {
  const prefixed = localeOfPath(pathname)
  if (prefixed) {
    await activateLocale(prefixed)
    return prefixed
  }
  const detected = detectBrowserLocale()
  const first = pathname.split('/')[1] ?? ''
  if (PAGE_SEGMENTS.has(first)) {
    throw redirect({ href: switchLocalePath(pathname, detected) + searchStr, replace: true })
  }
  await activateLocale(detected)
  return detected
}
