import { inNextTask } from './next-task'
import { within } from './within'

/**
 * Intl formatters, made once per locale and options: creating one costs far more than formatting with it
 * (tens of milliseconds for a page of opening hours and prices on a slow phone).
 */
const formatters = new Map<string, unknown>()

function cached<T>(kind: string, locale: string, options: object | undefined, create: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options ?? {})}`
  let formatter = formatters.get(key) as T | undefined
  if (formatter === undefined) {
    formatter = create()
    formatters.set(key, formatter)
  }
  return formatter
}

/** The formatters' locale for one of the site's languages: Italy's Italian, British English. */
export function regionalLocale(lang: string): string {
  return lang === 'it' ? 'it-IT' : 'en-GB'
}

/**
 * A clock's date and time as parts that code reads (`YYYY`, `MM`, `DD`, `HH`, `MM`, 24-hour) in a time zone: the
 * locale and options of the formatter that reads it (the same for every language: nothing shown).
 */
export const CLOCK_PARTS_LOCALE = 'en-GB'
export function clockPartsOptions(timeZone: string): Intl.DateTimeFormatOptions {
  return { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options))
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options))
}

export function listFormat(locale: string, options?: Intl.ListFormatOptions): Intl.ListFormat {
  return cached('list', locale, options, () => new Intl.ListFormat(locale, options))
}

export function collator(locale: string, options?: Intl.CollatorOptions): Intl.Collator {
  return cached('collator', locale, options, () => new Intl.Collator(locale, options))
}

/** A weekday's name in the locale ("lunedì", "Monday"; 0 is Sunday), from Intl rather than translated strings. */
export function weekdayLabel(day: number, locale: string, width: 'long' | 'short' = 'long'): string {
  // 1 January 2023 was a Sunday: day `n` of that week is weekday `n`.
  return dateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + day)))
}

/**
 * Where the page's script keeps the warm-up worker's end (./intl-warmup.ts): a promise that resolves once the
 * worker has made its formatters, or failed to.
 */
export const INTL_WARMUP_GLOBAL = '__intlWarmup'

/** The longest prepareFormatters waits for the warm-up worker before it makes the formatters all the same. */
export const INTL_WARMUP_WAIT_MS = 500

/**
 * Makes formatters ahead of the render that needs them, each in a task of its own (`make` calls the function that
 * creates and caches one), and resolves once they are made. A page's first Intl formatter costs far more than the
 * next (on a slow phone, 60 ms and more, while the browser loads the locale's data; one with a time zone, more
 * again): made while the app waits for its strings and route chunks, that cost is not part of a long task of the
 * first render. Where the page has started the warm-up worker, they wait until it has done that loading
 * (INTL_WARMUP_WAIT_MS at most): made meanwhile, the first would load the same data again, on the main thread;
 * so should anything else that makes a formatter (the route's loader, the first render): it waits for the promise.
 */
export function prepareFormatters(makers: readonly (() => unknown)[]): Promise<void> {
  return new Promise((resolve) => {
    let next = 0
    const makeOne = () => {
      try {
        makers[next++]?.()
      } catch {
        // A locale or time zone the browser lacks: the rest go on (the render that needs it meets the same error).
      }
      if (next < makers.length) inNextTask(makeOne)
      else resolve()
    }
    const warmup = (window as unknown as Record<string, unknown>)[INTL_WARMUP_GLOBAL]
    if (!(warmup instanceof Promise)) {
      inNextTask(makeOne)
      return
    }
    void within(warmup, INTL_WARMUP_WAIT_MS).finally(() => inNextTask(makeOne))
  })
}
