import { deleteApp, initializeApp, type App } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { newLeadId } from '@/features/leads/model/lead-codec'
import { pushLead, PushSendError, type PushConfig } from '../../functions/src/lead-push'
import { DEMO_VAPID_PRIVATE_KEY, DEMO_VAPID_PUBLIC_KEY } from '../../scripts/emulators.mjs'
import { LEAD_FIXTURES } from '../test-utils/lead-fixtures'
import { makeSubscriber, startPushStandIn, type PushStandIn, type TestSubscriber } from '../test-utils/push-stand-in'
import { PROJECT_ID, ensureEmulatorEnv, ensureFunctionsEmulator, setDocumentsFor, until } from './emulator-support'

/**
 * The Web Push message about every new lead to the staff's devices (functions/src/lead-push.ts), for real: leads
 * and devices written to the Firestore emulator with the Admin SDK, the function run by the Functions emulator
 * (scripts/emulators.mjs gives it the demo VAPID keys), and the messages received by two push service stand-ins
 * (tests/test-utils/push-stand-in.ts), each decrypted with its device's keys. A platform retry is the same handler
 * run again: the tests call it directly, as the platform would.
 */

const config: PushConfig = { vapidPublicKey: DEMO_VAPID_PUBLIC_KEY, vapidPrivateKey: DEMO_VAPID_PRIVATE_KEY, siteUrl: 'http://localhost:4173' }
const DEALER = 'dealer@autosalone.example'
/** The staff members whose devices the tests store (accounts with the admin claim), and one whose claim was revoked. */
const STAFF = ['push-staff-a', 'push-staff-b']
const FORMER_STAFF = 'push-former-staff'
const CAR = { id: 'used-004', make: 'Volkswagen', model: 'Golf', version: '1.5 TSI Life', category: 'used', published: true, price: 21900 }

interface TestDevice {
  path: string
  standIn: PushStandIn
  subscriber: TestSubscriber
  endpointPath: string
}

let app: App
let db: Firestore
let restoreDocuments: () => Promise<void> = async () => {}
let serviceA: PushStandIn
let serviceB: PushStandIn
const createdLeads: string[] = []
const devices: TestDevice[] = []
let devicesMade = 0

/** Stores a staff member's device, subscribed at `standIn` under `/device-<n>` (n new each time: each has its keys). */
async function storeDevice(uid: string, lang: 'it' | 'en', standIn: PushStandIn): Promise<TestDevice> {
  const subscriber = makeSubscriber()
  devicesMade += 1
  const endpointPath = `/device-${devicesMade}`
  const ref = db.doc(`staff/${uid}/pushDevices/device-${devicesMade}-${Date.now().toString(36)}`)
  await ref.set({ endpoint: `${standIn.url}${endpointPath}`, keys: subscriber.keys, lang, label: `Tablet ${lang}`, updatedAt: Timestamp.now() })
  const device = { path: ref.path, standIn, subscriber, endpointPath }
  devices.push(device)
  return device
}

/** The payloads `device` received about lead `id`, decrypted (the stand-ins also get messages about other files' leads). */
function payloadsFor(device: TestDevice, id: string): Record<string, unknown>[] {
  return device.standIn.received
    .filter((push) => push.path === device.endpointPath)
    .map((push) => JSON.parse(device.subscriber.decrypt(push.body)) as Record<string, unknown>)
    .filter((payload) => payload.leadId === id)
}

const pushedOnce = (id: string, state: string) =>
  until(`lead ${id} to record the push as ${state}`, async () => {
    const pushed = (await db.collection('leads').doc(id).get()).get('pushed') as Record<string, unknown> | undefined
    return pushed?.state === state ? pushed : undefined
  })

async function createLead(fields: Record<string, unknown> = {}): Promise<string> {
  const id = newLeadId()
  createdLeads.push(id)
  await db
    .collection('leads')
    .doc(id)
    .set({ ...LEAD_FIXTURES.question, state: 'new', uid: 'device-1', createdAt: Timestamp.now(), ...fields })
  return id
}

beforeAll(async () => {
  ensureEmulatorEnv()
  process.env.GCLOUD_PROJECT ||= PROJECT_ID
  await ensureFunctionsEmulator()
  app = initializeApp({ projectId: PROJECT_ID }, 'lead-push-test')
  db = getFirestore(app)
  restoreDocuments = await setDocumentsFor(db, { 'settings/site': { email: DEALER }, [`vehicles/${CAR.id}`]: CAR })
  const auth = getAuth(app)
  await auth.deleteUsers([...STAFF, FORMER_STAFF])
  for (const uid of [...STAFF, FORMER_STAFF]) await auth.createUser({ uid, email: `${uid}@demo.test` })
  for (const uid of STAFF) await auth.setCustomUserClaims(uid, { admin: true })
  ;[serviceA, serviceB] = await Promise.all([startPushStandIn(), startPushStandIn()])
})

afterEach(async () => {
  // Each test's devices only: a message of the next test's leads goes to its own.
  await Promise.all(devices.splice(0).map((device) => db.doc(device.path).delete()))
  serviceA.answerWith(201)
  serviceB.answerWith(201)
})

afterAll(async () => {
  await Promise.all([serviceA?.close(), serviceB?.close()])
  await restoreDocuments()
  await getAuth(app).deleteUsers([...STAFF, FORMER_STAFF])
  await Promise.all(createdLeads.map((id) => db.collection('leads').doc(id).delete()))
  await deleteApp(app)
})

describe('the push message about a new lead', () => {
  it('sends each staff device one encrypted message, signed with the VAPID key, in its language', async () => {
    const italian = await storeDevice(STAFF[0]!, 'it', serviceA)
    const english = await storeDevice(STAFF[1]!, 'en', serviceA)
    const former = await storeDevice(FORMER_STAFF, 'it', serviceA)
    const id = await createLead({ ...LEAD_FIXTURES['test-drive'], name: 'Mario\u202E Rossi\r\n' })
    const pushed = await pushedOnce(id, 'sent')
    const unread = (await db.collection('leads').where('state', '==', 'new').count().get()).data().count
    expect(pushed).toMatchObject({ attempts: 1 })
    expect([...(pushed.devices as string[])].sort()).toEqual([italian.path, english.path].sort())
    // No message to the device of a staff member whose claim was revoked.
    expect(payloadsFor(former, id)).toHaveLength(0)

    for (const [device, lang, title] of [
      [italian, 'it', 'Nuova richiesta: Test drive – Volkswagen Golf 1.5 TSI Life'],
      [english, 'en', 'New request: Test drive – Volkswagen Golf 1.5 TSI Life'],
    ] as const) {
      expect(payloadsFor(device, id)).toEqual([
        { v: 1, leadId: id, title, body: 'Mario Rossi · +39 333 123 4567', url: `/${lang}/admin/leads/${id}`, tag: `lead-${id}`, unread },
      ])
      const push = device.standIn.received.find((received) => received.path === device.endpointPath)!
      expect(push.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400', urgency: 'high' })
      expect(push.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${DEMO_VAPID_PUBLIC_KEY}$`))
    }

    // The platform delivering the event again: nothing more is sent.
    expect(await pushLead(id, config)).toBe('done-before')
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect([payloadsFor(italian, id), payloadsFor(english, id)].map((payloads) => payloads.length)).toEqual([1, 1])
  })

  it('forgets a device its push service no longer knows (410), and counts it as done', async () => {
    const gone = await storeDevice(STAFF[0]!, 'it', serviceB)
    serviceB.answerWith(410)
    const id = await createLead()
    expect(await pushedOnce(id, 'sent')).toMatchObject({ devices: [gone.path] })
    expect((await db.doc(gone.path).get()).exists).toBe(false)
  })

  it('gives a device up for the lead when its push service refuses the message for good (403), without retrying it', async () => {
    const reached = await storeDevice(STAFF[0]!, 'it', serviceA)
    const refusing = await storeDevice(STAFF[1]!, 'en', serviceB)
    serviceB.answerWith(403)
    const id = await createLead()
    const sent = await pushedOnce(id, 'sent')
    expect([...(sent.devices as string[])].sort()).toEqual([reached.path, refusing.path].sort())
    expect(sent.error).toContain(`${refusing.path}: 403`)
    expect((await db.doc(refusing.path).get()).exists).toBe(true)

    // The only device refusing it: the lead's push failed for good, not retried.
    await db.doc(reached.path).delete()
    const refused = await createLead()
    expect(await pushedOnce(refused, 'failed')).toMatchObject({ retry: false, devices: [refusing.path], error: expect.stringContaining('403') })
    expect(await pushLead(refused, config)).toBe('done-before')
    expect(payloadsFor(refusing, refused)).toHaveLength(0)
  })

  it('records a failure (5xx) for the platform to retry, and the retry sends only to the device not yet reached', async () => {
    const reached = await storeDevice(STAFF[0]!, 'it', serviceA)
    const down = await storeDevice(STAFF[1]!, 'en', serviceB)
    serviceB.answerWith(500)
    const id = await createLead()
    const failed = await pushedOnce(id, 'failed')
    expect(failed).toMatchObject({ attempts: 1, retry: true, devices: [reached.path], error: expect.stringContaining(`${down.path}: 500`) })
    await expect(pushLead(id, config)).rejects.toBeInstanceOf(PushSendError)
    expect(await pushedOnce(id, 'failed')).toMatchObject({ attempts: 2, retry: true })

    serviceB.answerWith(201)
    expect(await pushLead(id, config)).toBe('sent')
    const sent = await pushedOnce(id, 'sent')
    expect(sent.attempts).toBe(3)
    expect([...(sent.devices as string[])].sort()).toEqual([reached.path, down.path].sort())
    expect(payloadsFor(reached, id)).toHaveLength(1)
    expect(payloadsFor(down, id)).toEqual([expect.objectContaining({ leadId: id, url: `/en/admin/leads/${id}` })])
  })

  it('records the push as skipped without VAPID keys', async () => {
    const device = await storeDevice(STAFF[0]!, 'it', serviceA)
    serviceA.answerWith(503)
    const id = await createLead()
    await pushedOnce(id, 'failed')
    expect(await pushLead(id, { ...config, vapidPrivateKey: 'none' })).toBe('skipped')
    expect(await pushedOnce(id, 'skipped')).toMatchObject({ reason: 'no-vapid', attempts: 2 })
    serviceA.answerWith(201)
    expect(await pushLead(id, config)).toBe('done-before')
    expect(payloadsFor(device, id)).toHaveLength(0)
  })

  it('records the push as skipped when no device is subscribed', async () => {
    const id = await createLead()
    expect(await pushedOnce(id, 'skipped')).toMatchObject({ reason: 'no-devices', attempts: 1 })
  })
})
