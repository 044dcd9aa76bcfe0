import { describe, expect, it } from 'vitest'
import { bookingInputSchema, withDays, type Booking } from '@/features/bookings/model/booking-schema'
import { heldDays, phoneBookingErrors, phoneBookingInput, type PhoneBookingValues } from './phone-booking'

const TODAY = '2026-12-03'

const values = (extra: Partial<PhoneBookingValues> = {}): PhoneBookingValues => ({
  vehicleId: 'rent-001',
  customer: ' Anna Neri ',
  phone: '333 765 4321',
  email: '',
  from: '2026-12-07',
  to: '2026-12-09',
  pickUpTime: '10:00',
  returnTime: '',
  total: '210',
  note: 'Seggiolino',
  ...extra,
})

describe('a booking the dealer enters', () => {
  it('becomes a booking with no request that the schema takes', () => {
    expect(phoneBookingErrors(values(), TODAY)).toEqual({})
    const input = phoneBookingInput(values())
    expect(input).toMatchObject({ kind: 'booking', leadId: null, reason: null, customer: 'Anna Neri', total: 210, archived: false })
    expect(input.days).toEqual(['2026-12-07', '2026-12-08', '2026-12-09'])
    expect(bookingInputSchema.safeParse(input).success).toBe(true)
    expect(phoneBookingInput(values({ total: '' })).total).toBeNull()
  })

  it('needs the name and the phone, a valid e-mail when given, days from today on in order, a whole price', () => {
    const errors = phoneBookingErrors(values({ customer: ' ', phone: '', email: 'anna@', from: '2026-12-02', to: '2026-12-01', total: '12.5' }), TODAY)
    expect(Object.keys(errors).sort()).toEqual(['customer', 'email', 'from', 'phone', 'to', 'total'])
    expect(Object.keys(phoneBookingErrors(values({ phone: 'abc' }), TODAY))).toEqual(['phone'])
    expect(phoneBookingErrors(values({ from: TODAY, to: TODAY, email: 'anna@example.it' }), TODAY)).toEqual({})
    // The schema refuses a booking with no request and no phone, whatever wrote it.
    expect(bookingInputSchema.safeParse({ ...phoneBookingInput(values()), phone: '' }).success).toBe(false)
  })

  it("finds the days another booking or block of the car holds, not an archived one's", () => {
    const stored = (id: string, vehicleId: string, from: string, to: string, archived = false): Booking => ({
      ...phoneBookingInput(values({ vehicleId, from, to })),
      ...withDays({ from, to }),
      archived,
      id,
      updatedAt: new Date(),
    })
    const bookings = [
      stored('a', 'rent-001', '2026-12-08', '2026-12-10'),
      stored('b', 'rent-002', '2026-12-07', '2026-12-07'),
      stored('c', 'rent-001', '2026-12-07', '2026-12-07', true),
    ]
    expect(heldDays('rent-001', ['2026-12-06', '2026-12-07', '2026-12-08', '2026-12-09'], bookings)).toEqual(['2026-12-08', '2026-12-09'])
  })
})
