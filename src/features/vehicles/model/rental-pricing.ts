import { hoursOn, minutesOf, weekdayOf, type OpeningSchedule } from '@/features/site/model/opening-status'
import type { DriverAgeBand, RentalExtra, RentalQuoteUnit as QuoteUnit } from '@/features/leads/model/lead-constants'
import { VEHICLE_LIMITS } from './vehicle-constants'

/**
 * The price of a rental for chosen dates, one pure function for the request form, the dealer's confirmation and
 * the tests. The rules:
 *
 * - Dates and times are on the dealer's clock (Europe/Rome) and counted as wall-clock time: a pick-up at 10:00
 *   and a return at 10:00 the next day is one day, also across a daylight-saving change.
 * - A rental day is 24 hours from the pick-up time; a return up to RETURN_GRACE_MINUTES after a whole day costs
 *   nothing more, a later one counts one more day. At least one day.
 * - The return must be after the pick-up; both must fall within the dealer's opening hours that day (its dated
 *   exceptions included). A rental that only spans a closed day is fine.
 * - The length must be within the car's minimum and maximum days (1 and RENTAL_DAYS_MAX when it sets none).
 * - The driver's age band must reach the car's minimum age (a band that straddles it is taken: the dealer checks
 *   the licence at the pick-up).
 * - The price: with a monthly rate, a month (MONTH_DAYS days) for each whole month; then the weekly rate for each
 *   whole week and the daily rate for the days left, those days costing never more than a week (one more week
 *   instead), and the weeks and days never more than a month where there is a monthly rate (one more month
 *   instead). With a weekend rate, a pick-up on Friday or Saturday with the return by the Monday after, of at
 *   most three days, costs the weekend rate when that is lower.
 * - Extras: a child seat and a second driver, each only where the car prices it (childSeatPerDay,
 *   secondDriverPerDay) and the visitor chose it, one line each after the rental's: the rental days at the
 *   extra's rate per day, added to the total (a weekend's too: its days, not the weekend, count). A choice of an
 *   extra the car does not price is ignored (no line, no refusal): the form never offers it.
 * - Included kilometres: the car's per day times the days. The deposit and the rate of each kilometre beyond the
 *   included ones (extraKmCents, where the car sets it) are shown, never added to the total.
 *
 * Money is in whole euro, as the vehicle's rates; the one exception is the extra kilometre's rate, in euro cents.
 */

/** Minutes a return may be late without costing one more day. */
const RETURN_GRACE_MINUTES = 59
/** The longest rental when the car sets no maximum. */
const RENTAL_DAYS_MAX = VEHICLE_LIMITS.rentalDaysMax
/** A month of a monthly rate, in days. */
const MONTH_DAYS = 30
const DAY_MINUTES = 24 * 60
const FRIDAY = 5
const SATURDAY = 6

/** What a rental car's price depends on (the fields of a rent vehicle). */
export interface RentalTerms {
  dailyRate: number
  weeklyRate: number
  deposit: number
  minAge: number
  includedKmPerDay: number
  weekendRate?: number | undefined
  monthlyRate?: number | undefined
  minDays?: number | undefined
  maxDays?: number | undefined
  childSeatPerDay?: number | undefined
  secondDriverPerDay?: number | undefined
  extraKmCents?: number | undefined
}

/** The visitor's choice: days `YYYY-MM-DD` and times `HH:MM` on the dealer's clock. */
export interface RentalChoice {
  from: string
  pickUpTime: string
  to: string
  returnTime: string
  ageBand?: DriverAgeBand | undefined
  /** The extras chosen: each counts only where the car prices it. */
  childSeat?: boolean | undefined
  secondDriver?: boolean | undefined
}

/** One line of the price: `count` × `rate` euro. */
interface QuoteLine {
  unit: QuoteUnit
  count: number
  rate: number
}

interface RentalPrice {
  days: number
  lines: QuoteLine[]
  total: number
  includedKm: number
  deposit: number
  /** Euro cents per kilometre beyond the included ones, where the car sets it: information, not in the total. */
  extraKmCents?: number
}

export type RentalRefusal =
  | { reason: 'return-before-pick-up' }
  | { reason: 'pick-up-closed-day' }
  | { reason: 'pick-up-closed-time' }
  | { reason: 'return-closed-day' }
  | { reason: 'return-closed-time' }
  | { reason: 'too-short'; minDays: number }
  | { reason: 'too-long'; maxDays: number }
  | { reason: 'driver-too-young'; minAge: number }

export type RentalQuote = ({ ok: true } & RentalPrice) | ({ ok: false } & RentalRefusal)

/** Minutes from an arbitrary origin of a wall-clock date and time (no time zone: daylight saving cannot shift it). */
function wallMinutes(date: string, time: string): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number)
  return Date.UTC(year, month - 1, day) / 60_000 + minutesOf(time)
}

/** Rental days between a pick-up and a return, with the late return's grace. */
export function rentalDays(from: string, pickUpTime: string, to: string, returnTime: string): number {
  const minutes = wallMinutes(to, returnTime) - wallMinutes(from, pickUpTime)
  return Math.max(1, Math.ceil((minutes - RETURN_GRACE_MINUTES) / DAY_MINUTES))
}

/** Whether the dealer is open on `date` at `time`, or closed that day, or closed at that time. */
function openAt(date: string, time: string, schedule: OpeningSchedule): 'closed-day' | 'closed-time' | 'open' {
  const intervals = hoursOn(date, schedule)
  if (intervals.length === 0) return 'closed-day'
  const minutes = minutesOf(time)
  return intervals.some(({ opens, closes }) => minutesOf(opens) <= minutes && minutes < minutesOf(closes)) ? 'open' : 'closed-time'
}

/** The highest age of a band (none for the open-ended one). */
function bandMaxAge(band: DriverAgeBand): number {
  const [, max] = band.split('-')
  return max === undefined ? Number.POSITIVE_INFINITY : Number(max)
}

const cost = (lines: readonly QuoteLine[]) => lines.reduce((sum, line) => sum + line.count * line.rate, 0)
const line = (unit: QuoteUnit, count: number, rate: number): QuoteLine[] => (count > 0 ? [{ unit, count, rate }] : [])

/** Weeks and days for `days`, the days costing never more than a week. */
function weeksAndDays(days: number, terms: RentalTerms): QuoteLine[] {
  let weeks = Math.floor(days / 7)
  let rest = days % 7
  if (rest * terms.dailyRate > terms.weeklyRate) {
    weeks += 1
    rest = 0
  }
  return [...line('week', weeks, terms.weeklyRate), ...line('day', rest, terms.dailyRate)]
}

/** The lines of the standard price: months where there is a monthly rate, weeks, days. */
function standardLines(days: number, terms: RentalTerms): QuoteLine[] {
  if (terms.monthlyRate === undefined) return weeksAndDays(days, terms)
  let months = Math.floor(days / MONTH_DAYS)
  let rest = weeksAndDays(days % MONTH_DAYS, terms)
  if (cost(rest) > terms.monthlyRate) {
    months += 1
    rest = []
  }
  return [...line('month', months, terms.monthlyRate), ...rest]
}

function isWeekend(choice: RentalChoice, days: number): boolean {
  const weekday = weekdayOf(choice.from)
  if (days > 3 || (weekday !== FRIDAY && weekday !== SATURDAY)) return false
  const mondayAfter = wallMinutes(choice.from, '00:00') / DAY_MINUTES + (weekday === FRIDAY ? 3 : 2)
  return wallMinutes(choice.to, '00:00') / DAY_MINUTES <= mondayAfter
}

/** Why a choice is refused, or null. */
function refusal(choice: RentalChoice, days: number, terms: RentalTerms, schedule: OpeningSchedule): RentalRefusal | null {
  if (wallMinutes(choice.to, choice.returnTime) <= wallMinutes(choice.from, choice.pickUpTime)) return { reason: 'return-before-pick-up' }
  const pickUp = openAt(choice.from, choice.pickUpTime, schedule)
  if (pickUp !== 'open') return { reason: pickUp === 'closed-day' ? 'pick-up-closed-day' : 'pick-up-closed-time' }
  const dropOff = openAt(choice.to, choice.returnTime, schedule)
  if (dropOff !== 'open') return { reason: dropOff === 'closed-day' ? 'return-closed-day' : 'return-closed-time' }
  const minDays = terms.minDays ?? 1
  if (days < minDays) return { reason: 'too-short', minDays }
  const maxDays = Math.min(terms.maxDays ?? RENTAL_DAYS_MAX, RENTAL_DAYS_MAX)
  if (days > maxDays) return { reason: 'too-long', maxDays }
  if (choice.ageBand !== undefined && bandMaxAge(choice.ageBand) < terms.minAge) return { reason: 'driver-too-young', minAge: terms.minAge }
  return null
}

/** The per-day rate of each extra the car prices, in the order of the lines. */
export function offeredExtras(terms: RentalTerms): { extra: RentalExtra; perDay: number }[] {
  const offered: { extra: RentalExtra; perDay: number }[] = []
  if (terms.childSeatPerDay !== undefined) offered.push({ extra: 'child-seat', perDay: terms.childSeatPerDay })
  if (terms.secondDriverPerDay !== undefined) offered.push({ extra: 'second-driver', perDay: terms.secondDriverPerDay })
  return offered
}

/** A line per extra both chosen and priced by the car: the days at its rate per day. */
function extraLines(days: number, terms: RentalTerms, choice: RentalChoice): QuoteLine[] {
  const chosen = { 'child-seat': choice.childSeat === true, 'second-driver': choice.secondDriver === true }
  return offeredExtras(terms).flatMap(({ extra, perDay }) => (chosen[extra] ? line(extra, days, perDay) : []))
}

/** The price of a rental car for the visitor's choice, or why it is refused. */
export function quoteRental(terms: RentalTerms, choice: RentalChoice, schedule: OpeningSchedule): RentalQuote {
  const days = rentalDays(choice.from, choice.pickUpTime, choice.to, choice.returnTime)
  const refused = refusal(choice, days, terms, schedule)
  if (refused) return { ok: false, ...refused }
  let lines = standardLines(days, terms)
  if (terms.weekendRate !== undefined && isWeekend(choice, days) && terms.weekendRate < cost(lines)) {
    lines = [{ unit: 'weekend', count: 1, rate: terms.weekendRate }]
  }
  lines = [...lines, ...extraLines(days, terms, choice)]
  const extraKm = terms.extraKmCents === undefined ? {} : { extraKmCents: terms.extraKmCents }
  return { ok: true, days, lines, total: cost(lines), includedKm: days * terms.includedKmPerDay, deposit: terms.deposit, ...extraKm }
}
