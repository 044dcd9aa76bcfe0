// Relative, not '@/': the seed and the prerender (run by Node) use these with the schema.
import type { HoursException, OpeningInterval } from '../../../config/business'

/**
 * How the site settings document stores the opening hours: a day as "09:00-12:30 15:00-19:00", an exception as
 * "2026-08-10 2026-08-20||Ferie|Holidays". The schema (site-settings-schema.ts) checks them, the site reads them
 * (site-settings.ts), the editor writes them.
 */

/** The week's days as the document names them, Sunday first as `Date.getDay()` counts (0 = Sunday). */
export const DAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const
export type DayKey = (typeof DAY_KEYS)[number]

/** "09:00-12:30 15:00-19:00" as intervals ("" is closed). */
export function parseDayHours(stored: string): OpeningInterval[] {
  if (stored === '') return []
  return stored.split(' ').map((interval) => {
    const [opens = '', closes = ''] = interval.split('-')
    return { opens, closes }
  })
}

/** Intervals as a day's stored string. */
export function formatDayHours(intervals: readonly OpeningInterval[]): string {
  return intervals.map(({ opens, closes }) => `${opens}-${closes}`).join(' ')
}

/** "2026-08-10 2026-08-20||Ferie|Holidays" as an exception. */
export function parseException(stored: string): HoursException {
  const [dates = '', hours = '', it = '', en = ''] = stored.split('|')
  const [from = '', to = ''] = dates.split(' ')
  return { from, to, intervals: parseDayHours(hours), reason: { it, en } }
}

/** An exception as stored: from, to, the hours as a day's, the reason in Italian and in English. */
export function formatException({ from, to, intervals, reason }: HoursException): string {
  return `${from} ${to}|${formatDayHours(intervals)}|${reason.it}|${reason.en}`
}
