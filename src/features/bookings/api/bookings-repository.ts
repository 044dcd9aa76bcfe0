import {
  Timestamp,
  arrayRemove,
  arrayUnion,
  collection,
  doc,
  getDb,
  getDocs,
  onSnapshot,
  query,
  serverTimestamp,
  where,
  writeBatch,
  type Unsubscribe,
} from '@/lib/firebase/firestore'
import { describeIssues, withoutUnknownKeys } from '@/lib/zod'
import { BOOKINGS_COLLECTION, RENTAL_CALENDARS_COLLECTION } from '../model/booking-constants'
import { bookingInputSchema, bookingSchema, rentalCalendarSchema, type Booking, type BookingInput, type RentalCalendar } from '../model/booking-schema'

/**
 * The bookings and the cars' calendars in Firestore, through the SDK (live, with its offline cache and queued
 * writes). Every write of a booking goes in one batch with its car's calendar (docs/bookings.md): the rules refuse
 * a batch whose days another booking holds, so a promise here rejects (`permission-denied`) when a booking could
 * not be taken; offline it waits for the connection, and the rules judge it then.
 */

const bookingRef = (id: string) => doc(getDb(), BOOKINGS_COLLECTION, id)
const calendarRef = (vehicleId: string) => doc(getDb(), RENTAL_CALENDARS_COLLECTION, vehicleId)

/** A new booking's id, made on the device (works offline). */
export function newBookingId(): string {
  return doc(collection(getDb(), BOOKINGS_COLLECTION)).id
}

function checked(input: BookingInput): BookingInput {
  const parsed = bookingInputSchema.safeParse(input)
  if (!parsed.success) throw new Error(`Not a valid booking: ${describeIssues(parsed.error)}`)
  return parsed.data
}

/** Takes the booking's days on its car's calendar and writes the booking. */
export function addBooking(id: string, input: BookingInput): Promise<void> {
  const booking = checked(input)
  const batch = writeBatch(getDb())
  batch.set(bookingRef(id), { ...booking, updatedAt: serverTimestamp() })
  batch.set(calendarRef(booking.vehicleId), { days: arrayUnion(...booking.days), bookingId: id, updatedAt: serverTimestamp() }, { merge: true })
  return batch.commit()
}

/** Deletes the booking (or block) and frees its days. */
export function deleteBooking(booking: Booking): Promise<void> {
  const batch = writeBatch(getDb())
  batch.delete(bookingRef(booking.id))
  const days = booking.archived ? [] : booking.days
  batch.set(calendarRef(booking.vehicleId), { days: arrayRemove(...days), bookingId: booking.id, updatedAt: serverTimestamp() }, { merge: true })
  return batch.commit()
}

/**
 * Changes a booking (other days, times, a note, archived): the calendar's whole list is written, computed from
 * `calendarDays`, the device's copy; the rules refuse it when the server's calendar is not that copy any more.
 */
export function changeBooking(before: Booking, input: BookingInput, calendarDays: readonly string[]): Promise<void> {
  const booking = checked(input)
  const oldDays = new Set(before.archived ? [] : before.days)
  const days = [...new Set([...calendarDays.filter((day) => !oldDays.has(day)), ...(booking.archived ? [] : booking.days)])].sort()
  const batch = writeBatch(getDb())
  batch.set(bookingRef(before.id), { ...booking, updatedAt: serverTimestamp() })
  batch.set(calendarRef(booking.vehicleId), { days, bookingId: before.id, updatedAt: serverTimestamp() })
  return batch.commit()
}

/**
 * Archives a past booking (or block): kept for the record, its days taken off the car's calendar with
 * `arrayRemove`, so the server's calendar is the one changed whatever this device's copy. The rules refuse it for a
 * booking whose return day is not over.
 */
export async function archiveBooking(booking: Booking): Promise<void> {
  const { id, updatedAt: _updatedAt, ...fields } = booking
  const archived = checked({ ...fields, archived: true })
  const batch = writeBatch(getDb())
  batch.set(bookingRef(id), { ...archived, updatedAt: serverTimestamp() })
  const days = booking.archived ? [] : booking.days
  batch.set(calendarRef(booking.vehicleId), { days: arrayRemove(...days), bookingId: id, updatedAt: serverTimestamp() }, { merge: true })
  return batch.commit()
}

/**
 * Archives every booking and block whose return day is before `today`, one batch each: how many were archived.
 * One that fails (refused, or not readable) stays as it is, and is tried again the next time.
 */
export async function archivePastBookings(today: string): Promise<number> {
  const past = await getDocs(query(collection(getDb(), BOOKINGS_COLLECTION), where('archived', '==', false), where('to', '<', today)))
  const bookings = past.docs.map((document) => readBooking(document.id, document.data())).filter((booking) => booking !== null)
  const results = await Promise.allSettled(bookings.map(archiveBooking))
  for (const result of results) if (result.status === 'rejected') console.warn('A past booking could not be archived', result.reason)
  return results.filter((result) => result.status === 'fulfilled').length
}

const dateOf = (value: unknown): unknown => (value instanceof Timestamp ? value.toDate() : value)

/** Bookings written before they named the customer's phone and e-mail read as having none. */
const NO_CONTACT = { phone: '', email: '' }

/** A stored booking, or null (and a warning) when it does not read as one. */
function readBooking(id: string, data: Record<string, unknown>): Booking | null {
  const stored = { ...NO_CONTACT, ...data, id, updatedAt: dateOf(data.updatedAt) ?? new Date() }
  const parsed = bookingSchema.safeParse(withoutUnknownKeys(bookingSchema, stored))
  if (parsed.success) return parsed.data
  console.warn(`Booking ${id} cannot be read: ${describeIssues(parsed.error)}`)
  return null
}

export interface BookingsPage {
  bookings: Booking[]
  /** Bookings written on this device that the server has not confirmed yet. */
  pendingIds: ReadonlySet<string>
  fromCache: boolean
}

/**
 * The bookings and blocks whose last day is `from` or later, live (the reserved area's calendar): the archived
 * ones among them too, for the past days a view shows.
 */
export function watchBookings(from: string, onChange: (page: BookingsPage) => void, onError: (error: unknown) => void): Unsubscribe {
  const current = query(collection(getDb(), BOOKINGS_COLLECTION), where('to', '>=', from))
  return onSnapshot(
    current,
    { includeMetadataChanges: true },
    (snapshot) => {
      const bookings: Booking[] = []
      const pendingIds = new Set<string>()
      for (const document of snapshot.docs) {
        const booking = readBooking(document.id, document.data({ serverTimestamps: 'estimate' }))
        if (booking) bookings.push(booking)
        if (document.metadata.hasPendingWrites) pendingIds.add(document.id)
      }
      onChange({ bookings, pendingIds, fromCache: snapshot.metadata.fromCache })
    },
    onError,
  )
}

/** A car's busy days, live; null while it has none (no calendar yet). Offline: the last copy this device had. */
export function watchCalendar(
  vehicleId: string,
  onChange: (calendar: RentalCalendar | null, fromCache: boolean) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    calendarRef(vehicleId),
    (snapshot) => {
      const data = snapshot.data({ serverTimestamps: 'estimate' })
      const parsed = data ? rentalCalendarSchema.safeParse(withoutUnknownKeys(rentalCalendarSchema, { ...data, updatedAt: dateOf(data.updatedAt) })) : null
      if (parsed && !parsed.success) console.warn(`The calendar of ${vehicleId} cannot be read: ${describeIssues(parsed.error)}`)
      onChange(parsed?.success ? parsed.data : null, snapshot.metadata.fromCache)
    },
    onError,
  )
}

/** One booking, live (a confirmed request's is the request's id); null while there is none. `pending`: written here, not yet confirmed by the server. */
export function watchBooking(id: string, onChange: (booking: Booking | null, pending: boolean) => void, onError: (error: unknown) => void): Unsubscribe {
  return onSnapshot(
    bookingRef(id),
    { includeMetadataChanges: true },
    (snapshot) => {
      const data = snapshot.data({ serverTimestamps: 'estimate' })
      onChange(data ? readBooking(id, data) : null, snapshot.metadata.hasPendingWrites)
    },
    onError,
  )
}
