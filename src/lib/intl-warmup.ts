import { CLOCK_PARTS_LOCALE, clockPartsOptions, regionalLocale } from './intl'
import { DEFAULT_LOCALE, LOCALES } from './locale'

/**
 * The first Intl formatter a page makes loads its locale's data: 25 to 50 ms of main thread on a mid-range phone,
 * in one task, right after the app's code has run (its price and clock formatters). On a first visit the page waits
 * for its stylesheets before anything is painted, with the main thread idle: this inline script, at the top of the
 * head, makes a formatter of each kind there (numbers in the page's language, the dealer's clock), so that the app's
 * own find the data loaded and the long task after the first paint is gone. The clock's with the very options the
 * app's has: a formatter of other fields loads other data. The page's language is the app's: its path's first segment
 * (@/lib/locale's localeOfPath), else the document's, else the default. Not on a page a service worker controls:
 * its stylesheets come from the worker's cache at once, and the script would only hold the first paint back.
 * index.html has it where its comment says (scripts/vite-plugin-intl-warmup.ts).
 */
export function intlWarmupScript(timeZone: string): string {
  const regions = Object.fromEntries(LOCALES.map((lang) => [lang, regionalLocale(lang)]))
  return (
    `(function(){if(navigator.serviceWorker&&navigator.serviceWorker.controller)return;` +
    `try{var r=${JSON.stringify(regions)},h=function(l){return Object.prototype.hasOwnProperty.call(r,l)?r[l]:''};` +
    `new Intl.NumberFormat(h(location.pathname.split('/')[1])||h(document.documentElement.lang)||${JSON.stringify(regionalLocale(DEFAULT_LOCALE))}).format(1);` +
    `new Intl.DateTimeFormat(${JSON.stringify(CLOCK_PARTS_LOCALE)},${JSON.stringify(clockPartsOptions(timeZone))}).formatToParts(0)}catch(e){}})()`
  )
}
