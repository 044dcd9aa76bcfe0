import { describe, expect, it } from 'vitest'
import { addDays, busyAmong, busyPeriods, daysFromTo } from './booking-days'
import { bookingInputSchema, withDays } from './booking-schema'

describe('busy days', () => {
  it('are every day from the pick-up to the return, across a month, a year and a change of daylight saving', () => {
    expect(daysFromTo('2026-03-28', '2026-03-30')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30'])
    expect(daysFromTo('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'])
    expect(daysFromTo('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01'])
    expect(daysFromTo('2026-10-25', '2026-10-25')).toEqual(['2026-10-25'])
    expect(daysFromTo('2026-10-26', '2026-10-25')).toEqual([])
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
  })

  it('show as periods, and say which chosen days are taken', () => {
    expect(busyPeriods(['2026-12-05', '2026-12-01', '2026-12-02', '2026-12-02'])).toEqual([
      { from: '2026-12-01', to: '2026-12-02' },
      { from: '2026-12-05', to: '2026-12-05' },
    ])
    expect(busyAmong(daysFromTo('2026-12-01', '2026-12-04'), ['2026-12-03', '2026-12-09'])).toEqual(['2026-12-03'])
  })
})

describe('a booking as the reserved area writes it', () => {
  const base = withDays({
    vehicleId: 'rent-001',
    kind: 'booking' as const,
    from: '2026-12-10',
    to: '2026-12-12',
    pickUpTime: '10:00',
    returnTime: '',
    leadId: null,
    customer: 'Maria Bianchi',
    phone: '333 123 4567',
    email: '',
    reason: null,
    note: '',
    total: 150,
    archived: false,
  })

  it('holds every day from its first to its last; a block has a reason and no request', () => {
    expect(bookingInputSchema.safeParse(base).success).toBe(true)
    expect(bookingInputSchema.safeParse({ ...base, days: ['2026-12-10', '2026-12-12'] }).success).toBe(false)
    expect(bookingInputSchema.safeParse({ ...base, kind: 'block', customer: '', total: null }).success).toBe(false)
    expect(bookingInputSchema.safeParse({ ...base, kind: 'block', reason: 'maintenance', customer: '', total: null }).success).toBe(true)
    expect(bookingInputSchema.safeParse({ ...base, reason: 'own-use' }).success).toBe(false)
    expect(bookingInputSchema.safeParse({ ...base, pickUpTime: '25:00' }).success).toBe(false)
  })
})
