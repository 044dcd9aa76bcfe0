import { describe, expect, it } from 'vitest'
import type { HoursException, OpeningInterval, Weekday } from '@/config/business'
import { exceptionOn, openingStatus as statusWithDate, wallClock, type OpeningSchedule } from './opening-status'

const WORKDAY: OpeningInterval[] = [
  { opens: '14:30', closes: '19:00' },
  { opens: '08:30', closes: '12:30' },
]
const WEEK: Record<Weekday, OpeningInterval[]> = {
  0: [],
  1: WORKDAY,
  2: WORKDAY,
  3: WORKDAY,
  4: WORKDAY,
  5: WORKDAY,
  6: [{ opens: '09:00', closes: '12:30' }],
}
const SUMMER_HOLIDAYS: HoursException = {
  from: '2026-08-10',
  to: '2026-08-20',
  intervals: [],
  reason: { it: 'ferie', en: 'holidays' },
}
const schedule = (exceptions: HoursException[] = [], weeklyHours = WEEK): OpeningSchedule => ({ weeklyHours, exceptions })
const at = (iso: string) => new Date(iso)
/** The status without the date it was worked out for (its own test below). */
function openingStatus(now: Date, given: OpeningSchedule) {
  const { today: _today, ...status } = statusWithDate(now, given)
  return status
}

describe('openingStatus, on the dealer’s clock in Europe/Rome', () => {
  it('reads the same instant as an hour later in summer than in winter (UTC+1, UTC+2)', () => {
    expect(wallClock(at('2026-01-07T07:29:00Z'))).toEqual({ date: '2026-01-07', time: '08:29' })
    expect(wallClock(at('2026-07-08T07:29:00Z'))).toEqual({ date: '2026-07-08', time: '09:29' })
    expect(openingStatus(at('2026-01-07T07:29:00Z'), schedule())).toEqual({
      open: false,
      opensAt: { date: '2026-01-07', time: '08:30' },
      closure: null,
    })
    expect(openingStatus(at('2026-07-08T07:29:00Z'), schedule())).toEqual({ open: true, closesAt: '12:30' })
  })

  it('is the dealer’s day, not the device’s or UTC’s: 23:30 UTC on a Friday is already Saturday in Rome', () => {
    expect(statusWithDate(at('2026-01-09T23:30:00Z'), schedule()).today).toBe('2026-01-10')
    expect(openingStatus(at('2026-01-09T23:30:00Z'), schedule())).toEqual({
      open: false,
      opensAt: { date: '2026-01-10', time: '09:00' },
      closure: null,
    })
  })

  it('opens on time the Monday after the clocks go forward (29 March 2026) and back (25 October 2026)', () => {
    expect(openingStatus(at('2026-03-30T06:29:00Z'), schedule())).toMatchObject({ open: false, opensAt: { date: '2026-03-30', time: '08:30' } })
    expect(openingStatus(at('2026-03-30T06:30:00Z'), schedule())).toEqual({ open: true, closesAt: '12:30' })
    expect(openingStatus(at('2026-10-26T07:29:00Z'), schedule())).toMatchObject({ open: false, opensAt: { date: '2026-10-26', time: '08:30' } })
    expect(openingStatus(at('2026-10-26T07:30:00Z'), schedule())).toEqual({ open: true, closesAt: '12:30' })
  })

  it('on the night the clocks go back, 02:30 happens twice and the next opening is still Monday 08:30', () => {
    for (const instant of ['2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z']) {
      expect(wallClock(at(instant)).time).toBe('02:30')
      expect(openingStatus(at(instant), schedule())).toMatchObject({ open: false, opensAt: { date: '2026-10-26', time: '08:30' } })
    }
  })

  it('between two intervals it opens again the same afternoon; after the last, on the next open day', () => {
    expect(openingStatus(at('2026-01-07T12:00:00Z'), schedule())).toMatchObject({ open: false, opensAt: { date: '2026-01-07', time: '14:30' } })
    expect(openingStatus(at('2026-01-07T18:00:00Z'), schedule())).toMatchObject({ open: false, opensAt: { date: '2026-01-08', time: '08:30' } })
    // Saturday 12:30 is closing time: closed until Monday.
    expect(openingStatus(at('2026-01-10T11:30:00Z'), schedule())).toMatchObject({ open: false, opensAt: { date: '2026-01-12', time: '08:30' } })
  })

  it('a day open until midnight is open at 23:59 and closes at 24:00; at 00:00 the next day counts', () => {
    const allDay: OpeningInterval[] = [{ opens: '00:00', closes: '24:00' }]
    const late = schedule([], { ...WEEK, 5: allDay })
    expect(openingStatus(at('2026-01-09T22:59:00Z'), late)).toEqual({ open: true, closesAt: '24:00' })
    expect(openingStatus(at('2026-01-08T23:00:00Z'), late)).toEqual({ open: true, closesAt: '24:00' })
    expect(openingStatus(at('2026-01-09T23:00:00Z'), late)).toMatchObject({ open: false, opensAt: { date: '2026-01-10', time: '09:00' } })
  })

  it('a holiday closure says until when and why, and the day after it opens again', () => {
    expect(openingStatus(at('2026-08-12T08:00:00Z'), schedule([SUMMER_HOLIDAYS]))).toEqual({
      open: false,
      opensAt: { date: '2026-08-21', time: '08:30' },
      closure: { until: '2026-08-20', reason: { it: 'ferie', en: 'holidays' } },
    })
    // The evening before it starts: closed for the night, and the next opening is after the holidays.
    expect(openingStatus(at('2026-08-08T11:00:00Z'), schedule([SUMMER_HOLIDAYS]))).toEqual({
      open: false,
      opensAt: { date: '2026-08-21', time: '08:30' },
      closure: null,
    })
  })

  it('special hours on a date replace the week’s, and close it for the rest of that day without a closure', () => {
    const christmasEve: HoursException = {
      from: '2026-12-24',
      to: '2026-12-24',
      intervals: [{ opens: '09:00', closes: '12:00' }],
      reason: { it: 'vigilia', en: 'Christmas Eve' },
    }
    expect(openingStatus(at('2026-12-24T08:15:00Z'), schedule([christmasEve]))).toEqual({ open: true, closesAt: '12:00' })
    expect(openingStatus(at('2026-12-24T13:45:00Z'), schedule([christmasEve]))).toEqual({
      open: false,
      opensAt: { date: '2026-12-25', time: '08:30' },
      closure: null,
    })
  })

  it('of overlapping exceptions the shorter decides: an open day inside a closure opens', () => {
    const openSaturday: HoursException = {
      from: '2026-08-15',
      to: '2026-08-15',
      intervals: [{ opens: '10:00', closes: '18:00' }],
      reason: { it: 'porte aperte', en: 'open day' },
    }
    expect(exceptionOn('2026-08-15', [openSaturday, SUMMER_HOLIDAYS])).toBe(openSaturday)
    expect(exceptionOn('2026-08-15', [SUMMER_HOLIDAYS, openSaturday])).toBe(openSaturday)
    expect(openingStatus(at('2026-08-15T09:00:00Z'), schedule([SUMMER_HOLIDAYS, openSaturday]))).toEqual({ open: true, closesAt: '18:00' })
    expect(openingStatus(at('2026-08-12T08:00:00Z'), schedule([SUMMER_HOLIDAYS, openSaturday]))).toMatchObject({
      opensAt: { date: '2026-08-15', time: '10:00' },
    })
  })

  it('a week closed every day, with no exception, never opens', () => {
    const closed = { 0: [], 1: [], 2: [], 3: [], 4: [], 5: [], 6: [] }
    expect(openingStatus(at('2026-01-07T09:00:00Z'), schedule([], closed))).toEqual({ open: false, opensAt: null, closure: null })
  })
})
