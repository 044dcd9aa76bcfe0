import { WEEKDAYS, type OpeningInterval, type Weekday } from '@/config/business'
import { dateTimeFormat, listFormat, weekdayLabel } from '@/lib/intl'

/** 1 January 2023 was a Sunday: day `n` of that week is weekday `n`. */
function dateOf(day: Weekday, hours = 0, minutes = 0): Date {
  return new Date(Date.UTC(2023, 0, 1 + day, hours, minutes))
}

function timeOf(day: Weekday, value: string): Date {
  const [hours = 0, minutes = 0] = value.split(':').map(Number)
  return dateOf(day, hours, minutes)
}

/** One opening interval in the locale's time format ("09:00–12:30", "3:00 – 7:00 PM"). */
export function formatInterval(day: Weekday, interval: OpeningInterval, locale: string): string {
  const format = dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
  return format.formatRange(timeOf(day, interval.opens), timeOf(day, interval.closes))
}

/** A day's intervals as one phrase ("09:00–12:30 e 15:00–19:00"); empty when closed. */
export function dayHoursPhrase(day: Weekday, intervals: readonly OpeningInterval[], locale: string): string {
  const list = listFormat(locale, { style: 'long', type: 'conjunction' })
  return list.format(intervals.map((interval) => formatInterval(day, interval, locale)))
}

/** The week as people in Italy read it: Monday first, Sunday last. */
export const WEEK_FROM_MONDAY: readonly Weekday[] = [...WEEKDAYS.filter((day) => day !== 0), 0]

export interface DayGroup {
  days: Weekday[]
  intervals: OpeningInterval[]
}

function sameHours(a: OpeningInterval[], b: OpeningInterval[]): boolean {
  return a.length === b.length && a.every((interval, index) => interval.opens === b[index]?.opens && interval.closes === b[index]?.closes)
}

/** Consecutive days (Monday first) with the same hours, for a short summary. */
export function groupWeek(hours: Record<Weekday, OpeningInterval[]>): DayGroup[] {
  const groups: DayGroup[] = []
  for (const day of WEEK_FROM_MONDAY) {
    const intervals = hours[day]
    const last = groups.at(-1)
    if (last && sameHours(last.intervals, intervals)) last.days.push(day)
    else groups.push({ days: [day], intervals })
  }
  return groups
}

/** The label of a group of days: "Monday", or "Tue – Fri" for a range. */
export function dayGroupLabel(days: Weekday[], locale: string): string {
  const first = days[0]
  const last = days.at(-1)
  if (first === undefined || last === undefined) return ''
  if (first === last) return weekdayLabel(first, locale)
  return `${weekdayLabel(first, locale, 'short')} – ${weekdayLabel(last, locale, 'short')}`
}
