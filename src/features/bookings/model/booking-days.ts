/**
 * Busy days: a booking keeps its car from the pick-up day to the return day, both included (a car returned in the
 * morning is not given out again the same day). Days are `YYYY-MM-DD` on the dealer's clock, counted as calendar
 * dates (no time zone enters: 2026-03-29 is one day whatever daylight saving does).
 */

const MS_PER_DAY = 86_400_000

const toUtc = (day: string): number => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)))
const fromUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10)

/** The day as a Date at midnight UTC: what Intl formats with `timeZone: 'UTC'`, whatever the device's zone. */
export const dayDate = (day: string): Date => new Date(toUtc(day))

/** The weekday of `day`, Monday 0 to Sunday 6 (weeks start on Monday in Italy). */
export const weekdayOf = (day: string): number => (new Date(toUtc(day)).getUTCDay() + 6) % 7

/** The first day of the month `count` months after `day`'s (before, for a negative count). */
export function addMonths(day: string, count: number): string {
  const date = new Date(toUtc(`${day.slice(0, 7)}-01`))
  date.setUTCMonth(date.getUTCMonth() + count)
  return fromUtc(date.getTime())
}

/** Every day of `day`'s month. */
export function monthDays(day: string): string[] {
  return daysFromTo(addMonths(day, 0), addDays(addMonths(day, 1), -1))
}

/** Every day from `from` to `to`, both included, in order; empty when `to` is before `from`. */
export function daysFromTo(from: string, to: string): string[] {
  const first = toUtc(from)
  const last = toUtc(to)
  const days: string[] = []
  for (let ms = first; ms <= last; ms += MS_PER_DAY) days.push(fromUtc(ms))
  return days
}

/** `day` moved by `count` days. */
export function addDays(day: string, count: number): string {
  return fromUtc(toUtc(day) + count * MS_PER_DAY)
}

/** The days of `days` that are also in `busy`, in the order of `days`. */
export function busyAmong(days: readonly string[], busy: Iterable<string>): string[] {
  const taken = new Set(busy)
  return days.filter((day) => taken.has(day))
}

/** Consecutive busy days as periods: `['2026-12-01', '2026-12-02', '2026-12-05']` → two periods. */
export function busyPeriods(days: Iterable<string>): { from: string; to: string }[] {
  const sorted = [...new Set(days)].sort()
  const periods: { from: string; to: string }[] = []
  for (const day of sorted) {
    const last = periods.at(-1)
    if (last && addDays(last.to, 1) === day) last.to = day
    else periods.push({ from: day, to: day })
  }
  return periods
}
