/**
 * A rental car's bookings and blocks, and its public calendar of busy days: the names and bounds that the schema
 * (booking-schema.ts), the reserved area and firestore.rules share (tests/unit/firestore-rules-sync.test.ts keeps
 * the rules' copies equal). docs/bookings.md says how a booking and the calendar are written together.
 */

/** `bookings/{id}`: who has which car when (staff only). */
export const BOOKINGS_COLLECTION = 'bookings'
/** `rentalCalendars/{vehicleId}`: a car's busy days and nothing else (anyone reads them). */
export const RENTAL_CALENDARS_COLLECTION = 'rentalCalendars'

/** A booking (a request confirmed, or one the dealer enters), or a block the dealer sets. */
export const BOOKING_KINDS = ['booking', 'block'] as const

/** Why a block keeps a car in: maintenance, the dealer's own use, anything else. */
export const BLOCK_REASONS = ['maintenance', 'own-use', 'other'] as const

export const BOOKING_LIMITS = {
  /** The longest booking or block, in days (a rental's longest: VEHICLE_LIMITS.rentalDaysMax). */
  bookingDaysMax: 365,
  /** Busy days one car's calendar holds; past bookings archived take their days off it. */
  calendarDaysMax: 1500,
  customerMaxLength: 80,
  bookingNoteMaxLength: 300,
  bookingTotalMaxEur: 1000000,
} as const
