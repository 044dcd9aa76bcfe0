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
