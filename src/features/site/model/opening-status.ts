import { CLOCK_PARTS_LOCALE, clockPartsOptions, dateTimeFormat } from '@/lib/intl'
import { DEALER_TIME_ZONE, type HoursException, type LocalizedText, type OpeningInterval, type Weekday } from '@/config/business'

/**
 * Whether the dealer is open at a given instant, and when it closes or opens next: worked out on the dealer's
 * wall clock (Europe/Rome), whatever the device's own time zone, so that daylight-saving changes move nothing.
 * Days are calendar dates (`YYYY-MM-DD`), times `HH:MM` on the dealer's clock; `24:00` closes at midnight.
 */

export interface OpeningSchedule {
  weeklyHours: Record<Weekday, OpeningInterval[]>
  exceptions: readonly HoursException[]
}

/** A moment on the dealer's clock. */
export interface LocalMoment {
  date: string
  time: string
}

export type OpeningStatus = {
  /** The date on the dealer's clock the status was worked out for. */
  today: string
} & (
  | { open: true; closesAt: string }
  | {
      open: false
      /** The next opening within a year; null when there is none. */
      opensAt: LocalMoment | null
      /** The exception that closes the whole day, when one does (holidays). */
      closure: { until: string; reason: LocalizedText } | null
    }
)

/** How far ahead the next opening is looked for. */
const SEARCH_DAYS = 366

/** Minutes since midnight of an `HH:MM` time. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return hours * 60 + minutes
}

/** The date and time an instant shows on a clock in `timeZone`. */
export function wallClock(instant: Date, timeZone: string = DEALER_TIME_ZONE): LocalMoment {
  const parts = dateTimeFormat(CLOCK_PARTS_LOCALE, clockPartsOptions(timeZone)).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '00'
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` }
}

/** A calendar date moved by whole days (no clock involved: daylight saving cannot shift it). */
export function addDays(date: string, days: number): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}

/** The weekday of a calendar date, 0 = Sunday. */
export function weekdayOf(date: string): Weekday {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() as Weekday
}

/** Number of days in an exception's range; a shorter one is the more specific. */
function length({ from, to }: HoursException): number {
  return Date.parse(to) - Date.parse(from)
}

/**
 * The exception that decides a date: of those covering it, the shortest (a one-day opening inside a
 * holiday closure wins over the closure), and of equally long ones the last listed.
 */
export function exceptionOn(date: string, exceptions: readonly HoursException[]): HoursException | null {
  let found: HoursException | null = null
  for (const exception of exceptions) {
    if (exception.from > date || exception.to < date) continue
    if (found === null || length(exception) <= length(found)) found = exception
  }
  return found
}

/** A date's opening intervals, earliest first: its exception's, else its weekday's. */
export function hoursOn(date: string, schedule: OpeningSchedule): OpeningInterval[] {
  const intervals = exceptionOn(date, schedule.exceptions)?.intervals ?? schedule.weeklyHours[weekdayOf(date)]
  return [...intervals].sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens))
}

export function openingStatus(now: Date, schedule: OpeningSchedule, timeZone: string = DEALER_TIME_ZONE): OpeningStatus {
  const { date: today, time } = wallClock(now, timeZone)
  const minutes = minutesOf(time)
  const todays = hoursOn(today, schedule)
  const current = todays.find(({ opens, closes }) => minutesOf(opens) <= minutes && minutes < minutesOf(closes))
  if (current) return { today, open: true, closesAt: current.closes }

  const exception = exceptionOn(today, schedule.exceptions)
  const closure = exception && exception.intervals.length === 0 ? { until: exception.to, reason: exception.reason } : null
  return { today, open: false, opensAt: nextOpening(today, minutes, schedule), closure }
}

function nextOpening(today: string, minutes: number, schedule: OpeningSchedule): LocalMoment | null {
  const later = hoursOn(today, schedule).find(({ opens }) => minutesOf(opens) > minutes)
  if (later) return { date: today, time: later.opens }
  for (let day = 1; day <= SEARCH_DAYS; day++) {
    const date = addDays(today, day)
    const first = hoursOn(date, schedule)[0]
    if (first) return { date, time: first.opens }
  }
  return null
}
