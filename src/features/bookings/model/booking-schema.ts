import { EMAIL_PATTERN, PHONE_PATTERN } from '@/features/contact/contact-fields'
import { LEAD_ID_PATTERN, LEAD_LIMITS, PICK_UP_TIME_PATTERN } from '@/features/leads/model/lead-constants'
import { DATE_PATTERN } from '@/features/site/model/site-settings-schema'
import { matching, text, z } from '@/lib/zod'
import { BLOCK_REASONS, BOOKING_KINDS, BOOKING_LIMITS as L } from './booking-constants'
import { daysFromTo } from './booking-days'

/**
 * A booking or a block of one rental car, `bookings/{id}` (staff only), and the car's public calendar,
 * `rentalCalendars/{vehicleId}`: one schema each, for the reserved area's writes, its reader and the rules tests.
 * firestore.rules accept what bookingInputSchema accepts, but for the days' order and gaps, which cost more
 * expressions than the rules may evaluate: they check the first and last day, that none repeats and how many
 * there are. docs/bookings.md: how the two are written together, and why two bookings never overlap.
 */

/** A car's id, as the vehicles' (ID_PATTERN in src/features/vehicles/model/vehicle-schema.ts). */
const VEHICLE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/
const timeOrEmpty = z.union([z.literal(''), matching(PICK_UP_TIME_PATTERN)])
const day = matching(DATE_PATTERN)
const emptyOr = (pattern: RegExp, max: number) => z.union([z.literal(''), matching(pattern, max)])

const bookingFields = {
  vehicleId: matching(VEHICLE_ID_PATTERN),
  kind: z.enum(BOOKING_KINDS),
  /** The pick-up day (a block's first day) and the return day (its last), both busy. */
  from: day,
  to: day,
  /** Every day from `from` to `to`: what the car's calendar holds for it. */
  days: z.array(day).check(z.minLength(1), z.maxLength(L.bookingDaysMax)),
  /** `HH:MM`, or '' for a block and a booking entered without times. */
  pickUpTime: timeOrEmpty,
  returnTime: timeOrEmpty,
  /** The request it confirms; null for one the dealer entered, and for a block. */
  leadId: z.nullable(matching(LEAD_ID_PATTERN)),
  /** Who has the car ('' for a block). */
  customer: text(L.customerMaxLength),
  /** How to reach them: required for a booking the dealer enters, the request's for a confirmed one, '' for a block. */
  phone: emptyOr(PHONE_PATTERN, LEAD_LIMITS.phoneMax),
  email: emptyOr(EMAIL_PATTERN, LEAD_LIMITS.emailMax),
  /** A block's reason; null for a booking. */
  reason: z.nullable(z.enum(BLOCK_REASONS)),
  note: text(L.bookingNoteMaxLength),
  /** The price agreed, whole euro; null when none was (a block). */
  total: z.nullable(z.int().check(z.minimum(0), z.maximum(L.bookingTotalMaxEur))),
  /** Past and done: kept for the record, its days off the calendar. */
  archived: z.boolean(),
}

type BookingShape = {
  from: string
  to: string
  days: readonly string[]
  kind: string
  reason: unknown
  leadId: unknown
  customer: string
  phone: string
  archived: boolean
}

const daysMatch = z.refine<BookingShape>((booking) => daysFromTo(booking.from, booking.to).join() === booking.days.join(), {
  message: 'The days are not every day from the first to the last',
  path: ['days'],
})
const kindMatches = z.refine<BookingShape>(
  (booking) => (booking.kind === 'block' ? booking.reason !== null && booking.leadId === null : booking.reason === null),
  { message: 'A block has a reason and no request; a booking has no reason', path: ['reason'] },
)
/** A booking with no request (taken on the phone, at the desk) says who has the car and how to reach them. */
const contactGiven = z.refine<BookingShape>(
  (booking) => booking.kind !== 'booking' || booking.leadId !== null || (booking.customer.trim() !== '' && booking.phone !== ''),
  { message: 'A booking with no request needs the name and the phone', path: ['phone'] },
)

/** What the reserved area writes (the server sets `updatedAt`). */
export const bookingInputSchema = z.strictObject(bookingFields).check(daysMatch, kindMatches, contactGiven)
export type BookingInput = z.infer<typeof bookingInputSchema>

/** A stored booking as the reserved area reads it. */
export const bookingSchema = z.strictObject({ ...bookingFields, id: z.string(), updatedAt: z.date() }).check(daysMatch, kindMatches, contactGiven)
export type Booking = z.infer<typeof bookingSchema>

/** A car's busy days, as anyone reads them; `updatedAt`: when the dealer last changed them. */
export const rentalCalendarSchema = z.strictObject({
  days: z.array(day).check(z.maxLength(L.calendarDaysMax)),
  /** The booking the last change was about (the rules tie the two writes together); it names nobody. */
  bookingId: z.string(),
  updatedAt: z.date(),
})
export type RentalCalendar = z.infer<typeof rentalCalendarSchema>

/** A booking's fields for its days: `from` to `to`, with `days` filled in. */
export function withDays<T extends { from: string; to: string }>(booking: T): T & { days: string[] } {
  return { ...booking, days: daysFromTo(booking.from, booking.to) }
}
