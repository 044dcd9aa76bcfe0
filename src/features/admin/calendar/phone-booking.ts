import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { EMAIL_PATTERN, PHONE_PATTERN } from '@/features/contact/contact-fields'
import { BOOKING_LIMITS } from '@/features/bookings/model/booking-constants'
import { withDays, type Booking, type BookingInput } from '@/features/bookings/model/booking-schema'

/**
 * A booking the dealer enters on the calendar, with no request behind it (agreed on the phone or at the desk):
 * who has the car and how to reach them, the days and times, the price agreed, a note.
 */

export interface PhoneBookingValues {
  vehicleId: string
  customer: string
  phone: string
  email: string
  from: string
  to: string
  /** `HH:MM`, or '' when none was agreed. */
  pickUpTime: string
  returnTime: string
  /** The price agreed in whole euro, as typed ('' for none). */
  total: string
  note: string
}

export type PhoneBookingErrors = Partial<Record<'customer' | 'phone' | 'email' | 'from' | 'to' | 'total', MessageDescriptor>>

/** Name and phone required, an e-mail address optional, days from today on, the last not before the first, a whole price. */
export function phoneBookingErrors(values: PhoneBookingValues, today: string): PhoneBookingErrors {
  const errors: PhoneBookingErrors = {}
  if (!values.customer.trim()) errors.customer = msg`Enter the customer's name.`
  const phone = values.phone.trim()
  if (!phone) errors.phone = msg`Enter the customer's phone number.`
  else if (!PHONE_PATTERN.test(phone)) errors.phone = msg`Enter a valid phone number.`
  if (values.email.trim() && !EMAIL_PATTERN.test(values.email.trim())) errors.email = msg`Enter a valid e-mail address.`
  if (!values.from) errors.from = msg`Choose the pick-up day.`
  else if (values.from < today) errors.from = msg`The pick-up day cannot be in the past.`
  if (!values.to) errors.to = msg`Choose the return day.`
  else if (values.from && values.to < values.from) errors.to = msg`The return day cannot be before the pick-up day.`
  const total = values.total.trim()
  if (total && (!/^\d+$/.test(total) || Number(total) > BOOKING_LIMITS.bookingTotalMaxEur)) errors.total = msg`Enter the price in whole euro.`
  return errors
}

/** The booking written for valid `values`: no request, no reason. */
export function phoneBookingInput(values: PhoneBookingValues): BookingInput {
  const total = values.total.trim()
  return withDays({
    vehicleId: values.vehicleId,
    kind: 'booking',
    from: values.from,
    to: values.to,
    pickUpTime: values.pickUpTime,
    returnTime: values.returnTime,
    leadId: null,
    customer: values.customer.trim().slice(0, BOOKING_LIMITS.customerMaxLength),
    phone: values.phone.trim(),
    email: values.email.trim(),
    reason: null,
    note: values.note.trim().slice(0, BOOKING_LIMITS.bookingNoteMaxLength),
    total: total ? Number(total) : null,
    archived: false,
  })
}

/** The days of `days` that another booking or block of `vehicleId` holds (archived ones hold none). */
export function heldDays(vehicleId: string, days: readonly string[], bookings: readonly Booking[]): string[] {
  const held = new Set(bookings.filter((booking) => booking.vehicleId === vehicleId && !booking.archived).flatMap((booking) => booking.days))
  return days.filter((day) => held.has(day))
}
