import { CLOCK_PARTS_LOCALE, clockPartsOptions, INTL_WARMUP_GLOBAL, regionalLocale } from './intl'
import { LOCALES } from './locale'

/**
 * A page's first Intl formatter costs 25 to 60 ms of main thread on a phone, in one task (the browser loads the
 * locale data and builds its tables), the next ones under a millisecond: that work is done once for the page's
 * whole process, and a worker's formatters do it as well as the page's own. So each page starts a worker
 * (intlWarmupWorker, served at INTL_WARMUP_WORKER_PATH) that makes the site's formatters on a thread of its own
 * and ends; the app's own, made later on the main thread (prepareFormatters in ./intl.ts), find that work done.
 * The page starts it (intlWarmupScript, inline in every page's head: scripts/vite-plugin-intl-warmup.ts) once its
 * first frame is painted, so that it takes no CPU from the first paint, long before the app's code has come, and
 * keeps its end as a promise (window[INTL_WARMUP_GLOBAL]): the app's formatters wait for it, since a formatter made
 * while the worker is still loading that data loads it again, on the main thread.
 */
export const INTL_WARMUP_WORKER_PATH = '/intl-warmup.js'

/**
 * The worker's code: the number formatter of every language of the site and the dealer's clock, with the very
 * options the app's has (a formatter of other fields loads other data), then it tells the page it is done and
 * closes. Never throws.
 */
export function intlWarmupWorker(timeZone: string): string {
  const locales = LOCALES.map((lang) => regionalLocale(lang))
  return (
    `try{${JSON.stringify(locales)}.forEach(function(l){new Intl.NumberFormat(l).format(1)});` +
    `new Intl.DateTimeFormat(${JSON.stringify(CLOCK_PARTS_LOCALE)},${JSON.stringify(clockPartsOptions(timeZone))}).formatToParts(0)}` +
    `catch(e){}postMessage(0);close()`
  )
}

/**
 * The page's inline script: starts the worker in the task after its first frame, and keeps the promise of its end
 * (its message, or an error: a worker that failed has loaded nothing either); a browser without workers skips it.
 */
export function intlWarmupScript(): string {
  return (
    `requestAnimationFrame(function(){setTimeout(function(){` +
    `try{var w=new Worker(${JSON.stringify(INTL_WARMUP_WORKER_PATH)});` +
    `window[${JSON.stringify(INTL_WARMUP_GLOBAL)}]=new Promise(function(r){w.onmessage=w.onerror=function(){r()}})}catch(e){}},0)})`
  )
}
