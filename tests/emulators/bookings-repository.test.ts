import { deleteApp, initializeApp, type App } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addBooking,
  archivePastBookings,
  changeBooking,
  deleteBooking,
  newBookingId,
  watchBooking,
  watchBookings,
  watchCalendar,
} from '@/features/bookings/api/bookings-repository'
import { fetchAllBusyDays } from '@/features/bookings/api/calendar-once'
import { RENTAL_CALENDARS_COLLECTION } from '@/features/bookings/model/booking-constants'
import { withDays, type Booking, type BookingInput, type RentalCalendar } from '@/features/bookings/model/booking-schema'
import { signInWithPassword, signOutUser } from '@/lib/firebase/auth'
import { listLiveCollection } from '@/lib/firebase/firestore-rest'
import { PROJECT_ID, ensureEmulatorEnv } from './emulator-support'

/**
 * The reserved area's bookings (src/features/bookings/api/bookings-repository.ts) against the emulators and the
 * real rules, as a signed-in staff member: what the calendar then says, and a booking refused for taken days.
 * (Two tablets, offline, and a visitor's reads: booking-rules.test.ts.)
 */

ensureEmulatorEnv()

const STAFF = { email: 'bookings-staff@demo.test', password: 'bookings-password-2026' }
const run = Date.now().toString(36)
let adminApp: App

beforeAll(async () => {
  adminApp = initializeApp({ projectId: PROJECT_ID }, 'bookings-repository-test')
  const auth = getAuth(adminApp)
  const user = await auth.getUserByEmail(STAFF.email).catch(() => auth.createUser(STAFF))
  await auth.updateUser(user.uid, { password: STAFF.password })
  await auth.setCustomUserClaims(user.uid, { admin: true })
  await signInWithPassword(STAFF.email, STAFF.password)
})

afterAll(async () => {
  await signOutUser().catch(() => undefined)
  await deleteApp(adminApp)
})

const input = (vehicleId: string, from: string, to: string, extra: Partial<BookingInput> = {}): BookingInput =>
  withDays({
    vehicleId,
    kind: 'booking',
    from,
    to,
    pickUpTime: '09:30',
    returnTime: '18:00',
    leadId: null,
    customer: 'Luca Verdi',
    phone: '+39 333 765 4321',
    email: 'luca@example.it',
    reason: null,
    note: '',
    total: 240,
    archived: false,
    ...extra,
  })

/** The next value `watch` gives that `accept` takes. */
function nextOf<T>(watch: (onChange: (value: T) => void, onError: (error: unknown) => void) => () => void, accept: (value: T) => boolean): Promise<T> {
  return new Promise((resolve, reject) => {
    let found: { value: T } | null = null
    const stop = watch((value) => {
      if (found || !accept(value)) return
      found = { value }
      queueMicrotask(() => stop())
      resolve(value)
    }, reject)
  })
}

const calendarOf = (vehicleId: string, accept: (days: readonly string[]) => boolean) =>
  nextOf<RentalCalendar | null>(
    (onChange, onError) => watchCalendar(vehicleId, (calendar) => onChange(calendar), onError),
    (calendar) => accept([...(calendar?.days ?? [])].sort()),
  )

describe('bookings from the reserved area', () => {
  it("takes a booking's days, refuses another over them, frees them when it is deleted", async () => {
    const car = `rent-${run}-a`
    const first = input(car, '2031-05-04', '2031-05-06')
    const id = newBookingId()
    await addBooking(id, first)
    await calendarOf(car, (days) => days.join() === first.days.join())

    const error = await addBooking(newBookingId(), input(car, '2031-05-06', '2031-05-08')).catch((reason: unknown) => reason)
    expect((error as { code?: string }).code).toBe('permission-denied')

    const listed = await nextOf<Booking[]>(
      (onChange, onError) => watchBookings('2031-05-01', (page) => onChange(page.bookings), onError),
      (bookings) => bookings.some((booking) => booking.id === id),
    )
    const stored = listed.find((booking) => booking.id === id)!
    expect(stored).toMatchObject({ vehicleId: car, customer: 'Luca Verdi', days: first.days, total: 240 })

    await deleteBooking(stored)
    await calendarOf(car, (days) => days.length === 0)
    await addBooking(newBookingId(), input(car, '2031-05-06', '2031-05-08'))
    await calendarOf(car, (days) => days.join() === '2031-05-06,2031-05-07,2031-05-08')
  })

  it('moves a booking to free days, and not onto a block', async () => {
    const car = `rent-${run}-b`
    const booking = input(car, '2031-06-01', '2031-06-02')
    const block = input(car, '2031-06-10', '2031-06-12', { kind: 'block', reason: 'maintenance', customer: '', total: null })
    const id = newBookingId()
    await addBooking(id, booking)
    await addBooking(newBookingId(), block)
    const calendar = await calendarOf(car, (days) => days.length === 5)
    const before: Booking = { ...booking, id, updatedAt: new Date() }

    const onto = input(car, '2031-06-09', '2031-06-11')
    const refused = await changeBooking(before, onto, calendar!.days).catch((reason: unknown) => reason)
    expect((refused as { code?: string }).code).toBe('permission-denied')

    await changeBooking(before, input(car, '2031-06-04', '2031-06-06'), calendar!.days)
    await calendarOf(car, (days) => days.join() === '2031-06-04,2031-06-05,2031-06-06,2031-06-10,2031-06-11,2031-06-12')

    // What a visitor's page reads (no SDK, one list of every car's days): the same days, and none for a car never booked.
    const busyOf = await fetchAllBusyDays()
    expect([...busyOf(car).days].sort().join()).toBe('2031-06-04,2031-06-05,2031-06-06,2031-06-10,2031-06-11,2031-06-12')
    expect(busyOf(car).updatedAt).toBeInstanceOf(Date)
    expect(busyOf(`rent-${run}-never`)).toEqual({ days: [], updatedAt: null })

    // A fleet larger than a page of the list is read whole, a page after the other.
    const whole = await listLiveCollection(RENTAL_CALENDARS_COLLECTION)
    const paged = await listLiveCollection(RENTAL_CALENDARS_COLLECTION, { pageSize: 1 })
    expect(whole.size).toBeGreaterThanOrEqual(2)
    expect([...paged.keys()].sort()).toEqual([...whole.keys()].sort())
    expect(paged.get(car)).toEqual(whole.get(car))
  })

  it('archives the past bookings and blocks as the calendar opens: off the calendar, kept, still listed for past weeks', async () => {
    const car = `rent-${run}-c`
    const today = new Date().toISOString().slice(0, 10)
    const past = newBookingId()
    const block = newBookingId()
    const later = newBookingId()
    await addBooking(past, input(car, '2021-02-01', '2021-02-03'))
    await addBooking(block, input(car, '2021-02-05', '2021-02-05', { kind: 'block', reason: 'own-use', customer: '', phone: '', email: '', total: null }))
    await addBooking(later, input(car, '2031-07-01', '2031-07-02'))
    await calendarOf(car, (days) => days.length === 6)

    // Every past booking on the emulators is archived: this test's two at least.
    expect(await archivePastBookings(today)).toBeGreaterThanOrEqual(2)
    await calendarOf(car, (days) => days.join() === '2031-07-01,2031-07-02')
    const kept = await nextOf<Booking | null>(
      (onChange, onError) => watchBooking(past, (booking) => onChange(booking), onError),
      (booking) => booking?.archived === true,
    )
    expect(kept).toMatchObject({ customer: 'Luca Verdi', phone: '+39 333 765 4321', days: ['2021-02-01', '2021-02-02', '2021-02-03'] })
    const listed = await nextOf<Booking[]>(
      (onChange, onError) => watchBookings('2021-01-25', (page) => onChange(page.bookings), onError),
      (bookings) => bookings.some((booking) => booking.id === block),
    )
    expect(listed.filter((booking) => booking.vehicleId === car).map((booking) => [booking.id, booking.archived])).toEqual(
      expect.arrayContaining([
        [past, true],
        [block, true],
        [later, false],
      ]),
    )
    // Nothing left to archive for this car: a second opening writes nothing of it.
    await archivePastBookings(today)
    await calendarOf(car, (days) => days.join() === '2031-07-01,2031-07-02')
  })
})
