/** Locale rules of the site: which locales exist, how the visitor's is detected and how paths carry it. */

export const LOCALES = ['it', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'it'
export const LOCALE_COOKIE = 'locale'
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365

export const LOCALE_NAMES: Record<Locale, string> = { it: 'Italiano', en: 'English' }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** Reads the `locale` cookie from a `document.cookie` string; unknown values are ignored. */
export function readLocaleCookie(cookie: string): Locale | undefined {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === LOCALE_COOKIE) {
      const value = rest.join('=')
      return isLocale(value) ? value : undefined
    }
  }
  return undefined
}

/** The cookie string that remembers the visitor's choice for a year. */
export function localeCookieString(locale: Locale, secure = false): string {
  const maxAge = LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

/**
 * The visitor's locale: the cookie first, then the browser's languages (any `it*` gives Italian,
 * any other language English), then Italian.
 */
export function detectLocale(input: { cookie?: string; languages?: readonly string[] }): Locale {
  const fromCookie = input.cookie ? readLocaleCookie(input.cookie) : undefined
  if (fromCookie) return fromCookie
  const first = input.languages?.find((language) => language.trim() !== '')
  if (first) return first.toLowerCase().startsWith('it') ? 'it' : 'en'
  return DEFAULT_LOCALE
}

/** The locale the path starts with, if any. */
export function localeOfPath(pathname: string): Locale | undefined {
  const first = pathname.split('/')[1]
  return isLocale(first) ? first : undefined
}

/**
 * The same page in another locale: the current locale prefix (if any) is removed and the new one applied.
 * `/it/list/used` → `/en/list/used`, `/` → `/en`, `/servizi` → `/en/servizi`. Search and hash are kept.
 */
export function switchLocalePath(href: string, locale: Locale): string {
  const match = /^([^?#]*)(.*)$/.exec(href)
  const pathname = match?.[1] ?? '/'
  const rest = match?.[2] ?? ''
  const segments = pathname.split('/').filter(Boolean)
  if (isLocale(segments[0])) segments.shift()
  return `/${[locale, ...segments].join('/')}${rest}`
}
