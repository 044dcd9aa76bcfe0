import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import { arrayRemove, arrayUnion, disableNetwork, doc, enableNetwork, getDoc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore'
import { describe, expect, it } from 'vitest'
import { bookingInputSchema, withDays, type BookingInput } from '@/features/bookings/model/booking-schema'
import { setUpRulesTests } from './emulator-support'

/**
 * A rental car's bookings and its calendar of busy days (docs/bookings.md): staff write both in one batch; two
 * bookings of one car never overlap, whoever confirms first, from however stale a copy; visitors read the busy
 * days and nothing of who booked.
 */

const rules = setUpRulesTests({ rules: ['firestore'], clearEachTest: true })
const { admin, visitor, anonymous, as } = rules.firestore
const CAR = 'rent-001'

const booking = (from: string, to: string, extra: Partial<BookingInput> = {}): BookingInput =>
  withDays({
    vehicleId: CAR,
    kind: 'booking',
    from,
    to,
    pickUpTime: '10:00',
    returnTime: '10:00',
    leadId: null,
    customer: 'Maria Bianchi',
    phone: '333 123 4567',
    email: '',
    reason: null,
    note: '',
    total: 180,
    archived: false,
    ...extra,
  })

const bookingRef = (db: Firestore, id: string) => doc(db, 'bookings', id)
const calendarRef = (db: Firestore, vehicleId = CAR) => doc(db, 'rentalCalendars', vehicleId)

/** What the reserved area writes to confirm a booking: the booking, and its days added to the car's calendar. */
function confirm(db: Firestore, id: string, input: BookingInput) {
  const batch = writeBatch(db)
  batch.set(bookingRef(db, id), { ...input, updatedAt: serverTimestamp() })
  batch.set(calendarRef(db, input.vehicleId), { days: arrayUnion(...input.days), bookingId: id, updatedAt: serverTimestamp() }, { merge: true })
  return batch.commit()
}

/** What it writes to delete one: the booking gone, its days off the calendar. */
function remove(db: Firestore, id: string, input: BookingInput) {
  const batch = writeBatch(db)
  batch.delete(bookingRef(db, id))
  batch.set(calendarRef(db, input.vehicleId), { days: arrayRemove(...input.days), bookingId: id, updatedAt: serverTimestamp() }, { merge: true })
  return batch.commit()
}

async function busyDays(): Promise<string[]> {
  const snapshot = await getDoc(calendarRef(anonymous()))
  return [...((snapshot.data()?.days as string[] | undefined) ?? [])].sort()
}

describe("a rental car's bookings", () => {
  it('a confirmation writes the booking and its days; anyone reads the days, only staff who booked', async () => {
    const input = booking('2030-07-01', '2030-07-03')
    expect(bookingInputSchema.safeParse(input).success).toBe(true)
    await assertSucceeds(confirm(admin(), 'b1', input))
    expect(await busyDays()).toEqual(['2030-07-01', '2030-07-02', '2030-07-03'])
    const calendar = (await getDoc(calendarRef(visitor()))).data()!
    expect(Object.keys(calendar).sort()).toEqual(['bookingId', 'days', 'updatedAt'])
    await assertFails(getDoc(bookingRef(visitor(), 'b1')))
    await assertFails(getDoc(bookingRef(anonymous(), 'b1')))
    await assertSucceeds(getDoc(bookingRef(admin(), 'b1')))
  })

  it('refuses a booking over days another booking or block holds, and takes one on the next day', async () => {
    await assertSucceeds(confirm(admin(), 'b1', booking('2030-07-01', '2030-07-03')))
    await assertFails(confirm(admin(), 'b2', booking('2030-07-03', '2030-07-05')))
    await assertFails(confirm(admin(), 'b3', booking('2030-06-25', '2030-07-10')))
    await assertFails(confirm(admin(), 'b4', booking('2030-07-02', '2030-07-02', { kind: 'block', reason: 'maintenance', customer: '', total: null })))
    await assertSucceeds(confirm(admin(), 'b5', booking('2030-07-04', '2030-07-05')))
    expect(await busyDays()).toHaveLength(5)
  })

  it('refuses two overlapping bookings in one batch, and two bookings written with one calendar change', async () => {
    const db = admin()
    const first = booking('2030-08-01', '2030-08-04')
    const second = booking('2030-08-03', '2030-08-06')
    const batch = writeBatch(db)
    batch.set(bookingRef(db, 'b1'), { ...first, updatedAt: serverTimestamp() })
    batch.set(bookingRef(db, 'b2'), { ...second, updatedAt: serverTimestamp() })
    batch.set(calendarRef(db), { days: arrayUnion(...first.days, ...second.days), bookingId: 'b2', updatedAt: serverTimestamp() }, { merge: true })
    await assertFails(batch.commit())
    expect(await busyDays()).toEqual([])
  })

  it("refuses a stale tablet's confirmation, made offline before another tablet's for overlapping days, when it syncs", async () => {
    const stale = as('staff-b', { admin: true })
    await getDoc(calendarRef(stale)) // the second tablet has read the calendar: the days are free
    await disableNetwork(stale)
    const queued = confirm(stale, 'b2', booking('2030-09-02', '2030-09-06'))
    await assertSucceeds(confirm(admin(), 'b1', booking('2030-09-01', '2030-09-03')))
    await enableNetwork(stale)
    await assertFails(queued)
    expect(await busyDays()).toEqual(['2030-09-01', '2030-09-02', '2030-09-03'])
    // One for other days, made offline the same way, is taken when it syncs: nothing else changed them.
    await disableNetwork(stale)
    const other = confirm(stale, 'b3', booking('2030-09-10', '2030-09-12'))
    await enableNetwork(stale)
    await assertSucceeds(other)
  })

  it('a deleted booking frees its days; a move frees the old ones and takes the new', async () => {
    const first = booking('2030-10-01', '2030-10-03')
    await assertSucceeds(confirm(admin(), 'b1', first))
    await assertSucceeds(remove(admin(), 'b1', first))
    expect(await busyDays()).toEqual([])
    await assertSucceeds(confirm(admin(), 'b2', first))
    await assertSucceeds(confirm(admin(), 'b3', booking('2030-10-05', '2030-10-06')))
    // b2 moved two days on: one day overlaps its own old days (fine), none b3's.
    const moved = booking('2030-10-02', '2030-10-04')
    const db = admin()
    const move = (input: BookingInput, days: string[]) => {
      const batch = writeBatch(db)
      batch.set(bookingRef(db, 'b2'), { ...input, updatedAt: serverTimestamp() })
      batch.set(calendarRef(db), { days, bookingId: 'b2', updatedAt: serverTimestamp() })
      return batch.commit()
    }
    await assertSucceeds(move(moved, [...moved.days, '2030-10-05', '2030-10-06']))
    expect(await busyDays()).toEqual(['2030-10-02', '2030-10-03', '2030-10-04', '2030-10-05', '2030-10-06'])
    // Moved onto b3's days: refused, whatever list the device sends.
    const onto = booking('2030-10-04', '2030-10-06')
    await assertFails(move(onto, [...onto.days]))
    await assertFails(move(onto, ['2030-10-04', '2030-10-05', '2030-10-06', '2030-10-02']))
    await assertFails(move(onto, ['2030-10-04', '2030-10-05', '2030-10-06', '2030-10-05', '2030-10-06']))
    // Archiving frees the days of a past booking only (below): never of one still to come.
    await assertFails(move({ ...moved, archived: true }, ['2030-10-05', '2030-10-06']))
  })

  it('archives a past booking or block: its days leave the calendar, it stays for the record; never one not over', async () => {
    const utcDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
    const past = booking('2020-03-02', '2020-03-04')
    const yesterday = booking(utcDay(-3), utcDay(-1), { kind: 'block', reason: 'maintenance', customer: '', phone: '', total: null })
    const current = booking(utcDay(0), utcDay(1))
    await assertSucceeds(confirm(admin(), 'p1', past))
    await assertSucceeds(confirm(admin(), 'p2', yesterday))
    await assertSucceeds(confirm(admin(), 'c1', current))
    const archive = (id: string, input: BookingInput) => {
      const db = admin()
      const batch = writeBatch(db)
      batch.set(bookingRef(db, id), { ...input, archived: true, updatedAt: serverTimestamp() })
      batch.set(calendarRef(db), { days: arrayRemove(...input.days), bookingId: id, updatedAt: serverTimestamp() }, { merge: true })
      return batch.commit()
    }
    await assertSucceeds(archive('p1', past))
    await assertSucceeds(archive('p2', yesterday))
    expect(await busyDays()).toEqual(current.days)
    expect((await getDoc(bookingRef(admin(), 'p1'))).data()).toMatchObject({ archived: true, days: past.days, customer: 'Maria Bianchi' })
    // A booking returned tomorrow, or one to come: its days stay taken (cancelling it deletes it).
    await assertFails(archive('c1', current))
    expect(await busyDays()).toEqual(current.days)
    await assertFails(confirm(admin(), 'f1', booking('2030-03-01', '2030-03-02', { archived: true })))
  })

  it('takes a booking the dealer enters with no request when it names the customer and a phone', async () => {
    await assertFails(confirm(admin(), 'n1', booking('2030-04-01', '2030-04-02', { phone: '' })))
    await assertFails(confirm(admin(), 'n2', booking('2030-04-01', '2030-04-02', { customer: ' ' })))
    await assertFails(confirm(admin(), 'n3', booking('2030-04-01', '2030-04-02', { email: 'not an address' })))
    await assertSucceeds(confirm(admin(), 'n4', booking('2030-04-01', '2030-04-02', { email: 'maria@example.it' })))
    // A confirmed request's booking may have no phone: the request has the visitor's contact details.
    await assertSucceeds(confirm(admin(), 'n5', booking('2030-04-05', '2030-04-06', { phone: '', leadId: 'abcdefghijklmnopqrst' })))
    await assertFails(getDoc(bookingRef(visitor(), 'n4')))
  })

  it('refuses a booking without its calendar, a calendar change without its booking, and days that do not add up', async () => {
    const db = admin()
    const input = booking('2030-11-01', '2030-11-03')
    const batch = writeBatch(db)
    batch.set(bookingRef(db, 'b1'), { ...input, updatedAt: serverTimestamp() })
    await assertFails(batch.commit())
    const alone = writeBatch(db)
    alone.set(calendarRef(db), { days: arrayUnion('2030-11-09'), bookingId: 'b9', updatedAt: serverTimestamp() }, { merge: true })
    await assertFails(alone.commit())
    await assertSucceeds(confirm(db, 'b1', input))
    // Days taken off without the booking that holds them being deleted.
    const off = writeBatch(db)
    off.set(calendarRef(db), { days: arrayRemove('2030-11-02'), bookingId: 'b1', updatedAt: serverTimestamp() }, { merge: true })
    await assertFails(off.commit())
    for (const days of [
      ['2030-11-05', '2030-11-05', '2030-11-07'],
      ['2030-11-05', '2030-11-07'],
      ['2030-11-06', '2030-11-05', '2030-11-07'],
    ]) {
      await assertFails(confirm(db, 'b2', { ...booking('2030-11-05', '2030-11-07'), days }))
    }
    await assertFails(confirm(db, 'b3', booking('2030-11-10', '2030-11-11', { kind: 'block', reason: null, total: null })))
    await assertFails(confirm(db, 'b4', booking('2030-11-10', '2030-11-11', { reason: 'maintenance' })))
    await assertFails(confirm(db, 'b5', booking('2030-11-12', '2030-11-11')))
  })

  it('refuses any write of a visitor or a signed-in user without the admin claim', async () => {
    await assertFails(confirm(visitor(), 'b1', booking('2030-12-01', '2030-12-02')))
    await assertFails(confirm(as('device-1', { firebase: { sign_in_provider: 'anonymous' } }), 'b1', booking('2030-12-01', '2030-12-02')))
  })
})
