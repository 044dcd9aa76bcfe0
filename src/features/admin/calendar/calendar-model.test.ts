import { describe, expect, it } from 'vitest'
import { withDays, type Booking } from '@/features/bookings/model/booking-schema'
import { carRow, moveView, movementsOn, viewDays } from './calendar-model'

const booking = (id: string, vehicleId: string, from: string, to: string, extra: Partial<Booking> = {}): Booking => ({
  ...withDays({
    vehicleId,
    kind: 'booking' as const,
    from,
    to,
    pickUpTime: '10:00',
    returnTime: '09:00',
    leadId: null,
    customer: id,
    phone: '333 123 4567',
    email: '',
    reason: null,
    note: '',
    total: 100,
    archived: false,
  }),
  id,
  updatedAt: new Date(),
  ...extra,
})

describe("the dealer's calendar", () => {
  it('shows a week from Monday, or a whole month, and moves by one', () => {
    expect(viewDays('week', '2026-12-03')).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'])
    expect(viewDays('week', '2026-12-06')[0]).toBe('2026-11-30')
    expect(viewDays('month', '2028-02-15')).toHaveLength(29)
    expect(viewDays('month', '2026-12-31').at(-1)).toBe('2026-12-31')
    expect(moveView('week', '2026-12-31', 1)).toBe('2027-01-07')
    expect(moveView('month', '2026-12-31', 1)).toBe('2027-01-01')
    expect(moveView('month', '2026-03-31', -1)).toBe('2026-02-01')
  })

  it("puts each car's bookings and blocks on its days, the archived ones too, not the other cars'", () => {
    const bookings = [
      booking('a', 'car-1', '2026-12-01', '2026-12-02'),
      booking('b', 'car-2', '2026-12-02', '2026-12-02'),
      booking('c', 'car-1', '2026-12-04', '2026-12-04', { archived: true }),
      booking('d', 'car-1', '2026-12-06', '2026-12-06'),
      booking('e', 'car-1', '2026-12-06', '2026-12-06', { archived: true }),
    ]
    const row = carRow('car-1', viewDays('week', '2026-12-03'), bookings)
    expect(row.map((entry) => entry?.id ?? null)).toEqual([null, 'a', 'a', null, 'c', null, 'd'])
  })

  it("lists the day's pick-ups and returns by time, not the blocks", () => {
    const bookings = [
      booking('late', 'car-1', '2026-12-03', '2026-12-05', { pickUpTime: '16:00' }),
      booking('early', 'car-2', '2026-12-03', '2026-12-04', { pickUpTime: '09:00' }),
      booking('back', 'car-3', '2026-12-01', '2026-12-03'),
      booking('kept', 'car-4', '2026-12-03', '2026-12-03', { kind: 'block', reason: 'maintenance', customer: '', total: null }),
    ]
    const { pickUps, returns } = movementsOn('2026-12-03', bookings)
    expect(pickUps.map((entry) => entry.id)).toEqual(['early', 'late'])
    expect(returns.map((entry) => entry.id)).toEqual(['back'])
  })
})
