import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import { Timestamp, collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore'
import { describe, it } from 'vitest'
import { setUpRulesTests } from './emulator-support'

/**
 * firestore.rules for the staff's push devices (staff/{uid}/pushDevices/{deviceId}): the staff member who owns one
 * alone reads, writes and deletes it, in exactly the shape functions/src/lead-push.ts reads. (The record of the push
 * messages on a lead, `pushed`, is tested with the e-mail's: lead-notified-rules.test.ts.)
 */

type Data = Record<string, unknown>

const rules = setUpRulesTests({ rules: ['firestore'], clearEachTest: true })
const { anonymous, visitor, admin, device, as } = rules.firestore

/** The owner: `admin()` signs in as admin-uid with the admin claim. */
const OWNER = 'admin-uid'
const DEVICE_ID = 'Xk3_Tablet-01'
const P256DH = 'BEIgNb6xazvmelPRmEKfy2NDZ2O6cU2Az_K-RzgB4iFU23-fhvMAT5cJXew1RH2VVb0Ds7W-pX4V4zeqRCXkHjE'

const pushDevice = (changes: Data = {}): Data => ({
  endpoint: 'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
  keys: { p256dh: P256DH, auth: 'c2VjcmV0LWF1dGgtMTY' },
  lang: 'it',
  label: 'Tablet del salone',
  updatedAt: serverTimestamp(),
  ...changes,
})

const deviceDoc = (database: Firestore, uid = OWNER, id = DEVICE_ID) => doc(database, 'staff', uid, 'pushDevices', id)
const otherAdmin = () => as('other-admin', { email: 'other@demo.test', admin: true })
/** The owner's uid signed in without the admin claim (a staff member whose claim was revoked). */
const ownerWithoutClaim = () => as(OWNER, { email: 'admin@demo.test' })

const storeDevice = () => rules.withoutRules((db) => setDoc(deviceDoc(db), { ...pushDevice(), updatedAt: Timestamp.now() }))

describe("a staff member's push device", () => {
  it('is created, read, listed, updated and deleted by its owner', async () => {
    await assertSucceeds(setDoc(deviceDoc(admin()), pushDevice()))
    await assertSucceeds(getDoc(deviceDoc(admin())))
    await assertSucceeds(getDocs(collection(admin(), 'staff', OWNER, 'pushDevices')))
    await assertSucceeds(setDoc(deviceDoc(admin()), pushDevice({ lang: 'en', label: '' })))
    await assertSucceeds(updateDoc(deviceDoc(admin()), { label: 'Telefono di Anna', updatedAt: serverTimestamp() }))
    await assertSucceeds(deleteDoc(deviceDoc(admin())))
  })

  it('is read, written and deleted by nobody else: another admin, the owner without the claim, a visitor, nobody signed in', async () => {
    await storeDevice()
    for (const database of [otherAdmin(), ownerWithoutClaim(), visitor(), device('device-1'), anonymous()]) {
      await assertFails(getDoc(deviceDoc(database)))
      await assertFails(getDocs(collection(database, 'staff', OWNER, 'pushDevices')))
      await assertFails(setDoc(deviceDoc(database), pushDevice()))
      await assertFails(deleteDoc(deviceDoc(database)))
    }
    // An admin writes only under their own uid.
    await assertFails(setDoc(deviceDoc(admin(), 'other-admin'), pushDevice()))
    await assertSucceeds(setDoc(deviceDoc(otherAdmin(), 'other-admin'), pushDevice()))
  })

  it.each<[string, Data]>([
    ['an http endpoint', { endpoint: 'http://push.example/x' }],
    ['an endpoint longer than 2048 characters', { endpoint: `https://push.example/${'x'.repeat(2048)}` }],
    ['an endpoint that is not a string', { endpoint: 42 }],
    ['a p256dh key that is not base64url', { keys: { p256dh: 'BEIg+Nb6/x==', auth: 'c2VjcmV0' } }],
    ['a p256dh key longer than 200 characters', { keys: { p256dh: 'A'.repeat(201), auth: 'c2VjcmV0' } }],
    ['an empty auth secret', { keys: { p256dh: P256DH, auth: '' } }],
    ['an auth secret longer than 64 characters', { keys: { p256dh: P256DH, auth: 'A'.repeat(65) } }],
    ['a key more', { keys: { p256dh: P256DH, auth: 'c2VjcmV0', extra: 'x' } }],
    ['a language of no page', { lang: 'de' }],
    ['a label longer than 120 characters', { label: 'L'.repeat(121) }],
    ['a time of the device', { updatedAt: Timestamp.now() }],
    ['a field more', { uid: OWNER }],
  ])('refuses %s', async (_name, changes) => {
    await assertFails(setDoc(deviceDoc(admin()), pushDevice(changes)))
  })

  it('refuses a document without one of its fields, and a device id out of pattern', async () => {
    for (const key of ['endpoint', 'keys', 'lang', 'label', 'updatedAt']) {
      const data = pushDevice()
      delete data[key]
      await assertFails(setDoc(deviceDoc(admin()), data))
    }
    for (const id of ['short', 'with.dot-12345', 'x'.repeat(65)]) await assertFails(setDoc(deviceDoc(admin(), OWNER, id), pushDevice()))
    await assertSucceeds(setDoc(deviceDoc(admin(), OWNER, 'A'.repeat(64)), pushDevice()))
  })
})
