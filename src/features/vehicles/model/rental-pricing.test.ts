import { describe, expect, it } from 'vitest'
import type { HoursException, OpeningInterval, Weekday } from '@/config/business'
import type { OpeningSchedule } from '@/features/site/model/opening-status'
import { offeredExtras, quoteRental, rentalDays, type RentalChoice, type RentalTerms } from './rental-pricing'

const WORKDAY: OpeningInterval[] = [
  { opens: '08:30', closes: '12:30' },
  { opens: '14:30', closes: '19:00' },
]
const WEEK: Record<Weekday, OpeningInterval[]> = { 0: [], 1: WORKDAY, 2: WORKDAY, 3: WORKDAY, 4: WORKDAY, 5: WORKDAY, 6: [{ opens: '09:00', closes: '12:30' }] }
const HOLIDAYS: HoursException = { from: '2027-08-09', to: '2027-08-20', intervals: [], reason: { it: 'ferie', en: 'holidays' } }
const schedule: OpeningSchedule = { weeklyHours: WEEK, exceptions: [HOLIDAYS] }

const terms: RentalTerms = { dailyRate: 50, weeklyRate: 300, deposit: 500, minAge: 21, includedKmPerDay: 200 }
// 2027-03-01 is a Monday.
const choice = (from: string, to: string, times: Partial<RentalChoice> = {}): RentalChoice => ({ from, to, pickUpTime: '10:00', returnTime: '10:00', ...times })
const quote = (given: RentalChoice, with_: Partial<RentalTerms> = {}) => quoteRental({ ...terms, ...with_ }, given, schedule)

describe('quoteRental: the price', () => {
  it('charges a whole week at the weekly rate', () => {
    expect(quote(choice('2027-03-01', '2027-03-08'))).toEqual({
      ok: true,
      days: 7,
      lines: [{ unit: 'week', count: 1, rate: 300 }],
      total: 300,
      includedKm: 1400,
      deposit: 500,
    })
  })

  it('charges the days after the weeks at the daily rate, never more than one more week', () => {
    expect(quote(choice('2027-03-01', '2027-03-10'))).toMatchObject({
      days: 9,
      lines: [
        { unit: 'week', count: 1 },
        { unit: 'day', count: 2, rate: 50 },
      ],
      total: 400,
    })
    expect(quote(choice('2027-03-02', '2027-03-08'))).toMatchObject({ days: 6, lines: [{ unit: 'day', count: 6 }], total: 300 })
    expect(quote(choice('2027-03-02', '2027-03-08'), { dailyRate: 60 })).toMatchObject({ days: 6, lines: [{ unit: 'week', count: 1 }], total: 300 })
  })

  it('charges a Friday-to-Monday weekend at the weekend rate when that is lower', () => {
    expect(quote(choice('2027-03-05', '2027-03-08'), { weekendRate: 120 })).toMatchObject({
      days: 3,
      lines: [{ unit: 'weekend', count: 1, rate: 120 }],
      total: 120,
    })
    expect(quote(choice('2027-03-06', '2027-03-08', { pickUpTime: '09:00', returnTime: '09:00' }), { weekendRate: 120 })).toMatchObject({ total: 100 })
    // A Tuesday return is no weekend; nor is a weekend without a weekend rate.
    expect(quote(choice('2027-03-05', '2027-03-09'), { weekendRate: 120 })).toMatchObject({ days: 4, total: 200 })
    expect(quote(choice('2027-03-05', '2027-03-08'))).toMatchObject({ lines: [{ unit: 'day', count: 3 }], total: 150 })
  })

  it('charges whole months at the monthly rate, and the rest never more than one more month', () => {
    expect(quote(choice('2027-03-01', '2027-03-31'), { monthlyRate: 1000 })).toMatchObject({
      days: 30,
      lines: [{ unit: 'month', count: 1, rate: 1000 }],
      total: 1000,
    })
    expect(quote(choice('2027-03-01', '2027-04-05'), { monthlyRate: 1000 })).toMatchObject({
      days: 35,
      lines: [
        { unit: 'month', count: 1 },
        { unit: 'day', count: 5 },
      ],
      total: 1250,
    })
    expect(quote(choice('2027-03-01', '2027-04-28'), { monthlyRate: 1000 })).toMatchObject({ days: 58, lines: [{ unit: 'month', count: 2 }], total: 2000 })
    // Without a monthly rate, a month is weeks and days.
    expect(quote(choice('2027-03-01', '2027-03-31'))).toMatchObject({
      lines: [
        { unit: 'week', count: 4 },
        { unit: 'day', count: 2 },
      ],
      total: 1300,
    })
  })
})

describe('quoteRental: days and times', () => {
  it('counts a return up to 59 minutes late as on time, and one later as one more day', () => {
    expect(rentalDays('2027-03-01', '10:00', '2027-03-02', '10:59')).toBe(1)
    expect(rentalDays('2027-03-01', '10:00', '2027-03-02', '11:00')).toBe(2)
    expect(rentalDays('2027-03-01', '10:00', '2027-03-01', '17:00')).toBe(1)
    expect(quote(choice('2027-03-01', '2027-03-02', { returnTime: '11:00' }))).toMatchObject({ days: 2, total: 100 })
  })

  it('neither adds nor loses a day across a daylight-saving change in Europe/Rome', () => {
    // Summer time starts on Sunday 28 March 2027 (a 23-hour day) and ends on Sunday 31 October 2027 (25 hours).
    expect(quote(choice('2027-03-27', '2027-03-29', { pickUpTime: '09:00', returnTime: '09:00' }))).toMatchObject({ ok: true, days: 2 })
    expect(quote(choice('2027-10-30', '2027-11-01', { pickUpTime: '12:00', returnTime: '12:00' }))).toMatchObject({ ok: true, days: 2 })
    expect(quote(choice('2027-10-30', '2027-11-01', { pickUpTime: '11:00', returnTime: '11:59' }))).toMatchObject({ ok: true, days: 2 })
  })

  it('refuses a return not after the pick-up', () => {
    expect(quote(choice('2027-03-03', '2027-03-02'))).toEqual({ ok: false, reason: 'return-before-pick-up' })
    expect(quote(choice('2027-03-02', '2027-03-02'))).toEqual({ ok: false, reason: 'return-before-pick-up' })
  })

  it('refuses a pick-up or a return when the showroom is closed, not a rental that only spans a closed day', () => {
    expect(quote(choice('2027-03-07', '2027-03-09'))).toEqual({ ok: false, reason: 'pick-up-closed-day' })
    expect(quote(choice('2027-03-01', '2027-03-03', { pickUpTime: '13:00' }))).toEqual({ ok: false, reason: 'pick-up-closed-time' })
    expect(quote(choice('2027-03-05', '2027-03-07'))).toEqual({ ok: false, reason: 'return-closed-day' })
    expect(quote(choice('2027-03-01', '2027-03-03', { returnTime: '19:00' }))).toEqual({ ok: false, reason: 'return-closed-time' })
    // Saturday to Monday, across the closed Sunday.
    expect(quote(choice('2027-03-06', '2027-03-08'))).toMatchObject({ ok: true, days: 2 })
    // The summer closure, from the site settings' exceptions: closed to pick up in, fine to rent across.
    expect(quote(choice('2027-08-12', '2027-08-13'))).toEqual({ ok: false, reason: 'pick-up-closed-day' })
    expect(quote(choice('2027-08-06', '2027-08-23'))).toMatchObject({ ok: true, days: 17 })
  })
})

describe('quoteRental: the car’s conditions', () => {
  it('refuses fewer days than the minimum and more than the maximum', () => {
    expect(quote(choice('2027-03-01', '2027-03-03'), { minDays: 3 })).toEqual({ ok: false, reason: 'too-short', minDays: 3 })
    expect(quote(choice('2027-03-01', '2027-03-04'), { minDays: 3 })).toMatchObject({ ok: true, days: 3 })
    expect(quote(choice('2027-03-01', '2027-03-12'), { maxDays: 10 })).toEqual({ ok: false, reason: 'too-long', maxDays: 10 })
    expect(quote(choice('2027-03-01', '2027-03-11'), { maxDays: 10 })).toMatchObject({ ok: true, days: 10 })
  })

  it('refuses a driver whose whole age band is under the minimum age', () => {
    expect(quote(choice('2027-03-01', '2027-03-03', { ageBand: '18-24' }), { minAge: 25 })).toEqual({ ok: false, reason: 'driver-too-young', minAge: 25 })
    expect(quote(choice('2027-03-01', '2027-03-03', { ageBand: '18-24' }), { minAge: 21 })).toMatchObject({ ok: true })
    expect(quote(choice('2027-03-01', '2027-03-03', { ageBand: '70+' }), { minAge: 25 })).toMatchObject({ ok: true })
  })
})

describe('quoteRental: the extras', () => {
  const extras: Partial<RentalTerms> = { weekendRate: 120, childSeatPerDay: 5, secondDriverPerDay: 8, extraKmCents: 25 }

  it('adds a child seat to a weekend: its days at the seat’s rate, after the weekend’s line', () => {
    expect(quote(choice('2027-03-05', '2027-03-08', { childSeat: true }), extras)).toEqual({
      ok: true,
      days: 3,
      lines: [
        { unit: 'weekend', count: 1, rate: 120 },
        { unit: 'child-seat', count: 3, rate: 5 },
      ],
      total: 135,
      includedKm: 600,
      deposit: 500,
      extraKmCents: 25,
    })
  })

  it('adds a second driver to a week, and both extras in their order; the extra kilometre is shown, never added', () => {
    expect(quote(choice('2027-03-01', '2027-03-08', { secondDriver: true }), extras)).toMatchObject({
      days: 7,
      lines: [
        { unit: 'week', count: 1, rate: 300 },
        { unit: 'second-driver', count: 7, rate: 8 },
      ],
      total: 356,
      extraKmCents: 25,
    })
    expect(quote(choice('2027-03-01', '2027-03-10', { secondDriver: true, childSeat: true }), extras)).toMatchObject({
      lines: [
        { unit: 'week', count: 1 },
        { unit: 'day', count: 2 },
        { unit: 'child-seat', count: 9, rate: 5 },
        { unit: 'second-driver', count: 9, rate: 8 },
      ],
      total: 400 + 9 * 13,
    })
    // Unchosen extras add nothing.
    expect(quote(choice('2027-03-01', '2027-03-08'), extras)).toMatchObject({ lines: [{ unit: 'week' }], total: 300 })
  })

  it('ignores extras chosen for a car that does not price them (a forged choice): no line, no refusal', () => {
    const forged = quote(choice('2027-03-01', '2027-03-08', { childSeat: true, secondDriver: true }))
    expect(forged).toEqual({ ok: true, days: 7, lines: [{ unit: 'week', count: 1, rate: 300 }], total: 300, includedKm: 1400, deposit: 500 })
    // A car that prices only the child seat ignores the second driver.
    expect(quote(choice('2027-03-01', '2027-03-08', { childSeat: true, secondDriver: true }), { childSeatPerDay: 5 })).toMatchObject({
      lines: [{ unit: 'week' }, { unit: 'child-seat', count: 7 }],
      total: 335,
    })
  })

  it('lists the extras a car offers, in the order of the lines', () => {
    expect(offeredExtras({ ...terms, ...extras })).toEqual([
      { extra: 'child-seat', perDay: 5 },
      { extra: 'second-driver', perDay: 8 },
    ])
    expect(offeredExtras(terms)).toEqual([])
  })
})
