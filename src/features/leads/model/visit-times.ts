import { addDays, hoursOn, minutesOf, wallClock, weekdayOf, type OpeningSchedule } from '@/features/site/model/opening-status'
import { weekdayHours } from '@/features/site/model/site-settings'
import type { SiteSettingsInput } from '@/features/site/model/site-settings-schema'
import type { PartOfDay } from './lead-constants'

/**
 * When a visitor may come: the days and parts of the day of a test drive (Monday to Saturday, when the dealer is
 * open) and a rental's pick-up times, on the dealer's calendar (its dated exceptions included: nothing on a
 * holiday closure).
 */

/** The dealer's hours as the site settings hold them. */
export function dealerSchedule(settings: Pick<SiteSettingsInput, 'weeklyHours' | 'exceptions'>): OpeningSchedule {
  return { weeklyHours: weekdayHours(settings), exceptions: settings.exceptions }
}

/** How far ahead a test drive may be asked for. */
const TEST_DRIVE_DAYS_AHEAD = 28

/** Noon on the dealer's clock divides the morning from the afternoon. */
const NOON = 13 * 60

/** The parts of `date` the dealer is open in (Sundays never). */
export function partsOfDayOn(date: string, schedule: OpeningSchedule): PartOfDay[] {
  if (weekdayOf(date) === 0) return []
  const intervals = hoursOn(date, schedule)
  const parts: PartOfDay[] = []
  if (intervals.some(({ opens }) => minutesOf(opens) < NOON)) parts.push('morning')
  if (intervals.some(({ closes }) => minutesOf(closes) > NOON)) parts.push('afternoon')
  return parts
}

export interface TestDriveDay {
  date: string
  parts: PartOfDay[]
}

/** The days from tomorrow (on the dealer's clock) on which a test drive can be asked for, with their parts. */
export function testDriveDays(now: Date, schedule: OpeningSchedule, daysAhead = TEST_DRIVE_DAYS_AHEAD): TestDriveDay[] {
  const today = wallClock(now).date
  const days: TestDriveDay[] = []
  for (let offset = 1; offset <= daysAhead; offset++) {
    const date = addDays(today, offset)
    const parts = partsOfDayOn(date, schedule)
    if (parts.length > 0) days.push({ date, parts })
  }
  return days
}

/** Half-hour pick-up times within the dealer's hours on `date` (none when it is closed). */
export function pickUpTimesOn(date: string, schedule: OpeningSchedule): string[] {
  const times: string[] = []
  for (const { opens, closes } of hoursOn(date, schedule)) {
    for (let minutes = Math.ceil(minutesOf(opens) / 30) * 30; minutes < minutesOf(closes); minutes += 30) {
      times.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`)
    }
  }
  return times
}
