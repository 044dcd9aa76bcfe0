import { detectLocale, localeCookieString, type Locale } from './locale'

/** The visitor's locale as this browser tells it (cookie, then languages). */
export function detectBrowserLocale(): Locale {
  return detectLocale({ cookie: document.cookie, languages: navigator.languages })
}

/** Remembers the visitor's language choice for a year. */
export function rememberLocale(locale: Locale): void {
  document.cookie = localeCookieString(locale, location.protocol === 'https:')
}
