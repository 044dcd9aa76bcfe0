import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import { Timestamp, deleteDoc, doc, getDoc, serverTimestamp, setDoc, writeBatch, type Firestore } from 'firebase/firestore'
import { ref, uploadBytes } from 'firebase/storage'
import { beforeEach, describe, expect, it } from 'vitest'
import { LEAD_LIMITS, LEAD_PHOTO_WINDOW_MINUTES, LEAD_RATE_PATH } from '@/features/leads/model/lead-constants'
import { newLeadId } from '@/features/leads/model/lead-codec'
import { newPhotoId } from '@/lib/photos/photo-pipeline'
import { leadFixture } from '../test-utils/lead-fixtures'
import { setUpRulesTests, storageRulesShimmed as shimmed } from './emulator-support'
import { leadRateDoc, nextLeadRate, storedLeadRate, storeLeadCars } from './lead-batch'

/**
 * The flood limits a script meets however many anonymous identities it makes: the site-wide cap on leads
 * (firestore.rules, the counter leadRate/site) and the window in which a lead's photos are taken (storage.rules).
 */

type Data = Record<string, unknown>

const rules = setUpRulesTests({ rules: ['firestore', 'storage'], clearEachTest: true })
// The cars the fixtures name, published: the rules take a lead only about a car the site shows.
beforeEach(() => storeLeadCars(rules))
const { device, anonymous } = rules.firestore
const MAX = LEAD_LIMITS.siteLeadsMax
const WINDOW_MS = LEAD_LIMITS.siteWindowMinutes * 60_000

const leadDocument = (uid: string, input: Data = leadFixture('question')): Data => ({ ...input, state: 'new', uid, createdAt: serverTimestamp() })

/** A lead's batch as the app commits it, with the counter's value given (else the next one after the stored counter). */
async function sendLead(database: Firestore, uid: string, id: string, rate?: Data, input?: Data) {
  const batch = writeBatch(database)
  batch.set(doc(database, 'leads', id), leadDocument(uid, input))
  batch.set(doc(database, 'leadThrottles', uid), { lastLeadId: id, lastAt: serverTimestamp() })
  batch.set(leadRateDoc(database), rate ?? (await nextLeadRate(rules, id)))
  return batch.commit()
}

/** A new identity's lead, as a script that signs up again for each one would send it. */
const sendFrom = (uid: string, id = newLeadId()) => sendLead(device(uid), uid, id)

/** Sets the counter with the rules off: `count` leads in a window that started `ago` ms before now. */
async function setRate(count: number, ago: number) {
  await rules.withoutRules(async (db) => {
    await setDoc(doc(db, LEAD_RATE_PATH), { windowStart: Timestamp.fromMillis(Date.now() - ago), count, lastLeadId: newLeadId(), lastAt: Timestamp.now() })
  })
}

async function leadExists(id: string): Promise<boolean> {
  let exists = false
  await rules.withoutRules(async (db) => {
    exists = (await getDoc(doc(db, 'leads', id))).exists()
  })
  return exists
}

describe('the site-wide cap on leads', () => {
  it(`takes ${MAX} leads in ${LEAD_LIMITS.siteWindowMinutes} minutes from ${MAX} identities, and refuses the next one from a new identity`, async () => {
    for (let index = 1; index <= MAX; index++) await assertSucceeds(sendFrom(`script-${index}`))
    expect(await storedLeadRate(rules)).toMatchObject({ count: MAX })
    const refused = newLeadId()
    await assertFails(sendFrom(`script-${MAX + 1}`, refused))
    expect(await leadExists(refused)).toBe(false)
    // Nor with a count past the cap, nor by starting a new window before this one is over.
    const stored = (await storedLeadRate(rules))!
    await assertFails(sendLead(device('script-x'), 'script-x', refused, { ...stored, count: MAX + 1, lastLeadId: refused, lastAt: serverTimestamp() }))
    await assertFails(
      sendLead(device('script-y'), 'script-y', refused, { windowStart: serverTimestamp(), count: 1, lastLeadId: refused, lastAt: serverTimestamp() }),
    )
    expect(await storedLeadRate(rules)).toMatchObject({ count: MAX })
  })

  it('takes a lead again once the window is over, in a new window that starts with it', async () => {
    await setRate(MAX, WINDOW_MS - 30_000)
    await assertFails(sendFrom('late-1'))
    await setRate(MAX, WINDOW_MS + 1000)
    const id = newLeadId()
    await assertSucceeds(sendFrom('late-2', id))
    const stored = (await storedLeadRate(rules))!
    expect(stored).toMatchObject({ count: 1, lastLeadId: id })
    expect(Date.now() - (stored.windowStart as Timestamp).toMillis()).toBeLessThan(60_000)
  })

  it('lets only one of two batches that read the same count pass, sent together or one after the other', async () => {
    await setRate(5, 60_000)
    const read = await storedLeadRate(rules)
    const [first, second] = [newLeadId(), newLeadId()]
    const outcomes = await Promise.allSettled([
      sendLead(device('racer-1'), 'racer-1', first, await nextLeadRate(rules, first, read)),
      sendLead(device('racer-2'), 'racer-2', second, await nextLeadRate(rules, second, read)),
    ])
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected'])
    expect([await leadExists(first), await leadExists(second)].filter(Boolean)).toHaveLength(1)
    expect(await storedLeadRate(rules)).toMatchObject({ count: 6 })
    // The loser, sent again on the same reading, is still refused; on a fresh one, it passes.
    const loser = outcomes[0].status === 'rejected' ? ['racer-1', first] : ['racer-2', second]
    await assertFails(sendLead(device(loser[0]!), loser[0]!, loser[1]!, await nextLeadRate(rules, loser[1]!, read)))
    await assertSucceeds(sendLead(device(loser[0]!), loser[0]!, loser[1]!))
    expect(await storedLeadRate(rules)).toMatchObject({ count: 7 })
  })

  it('lets only one of two batches that both start a new window pass', async () => {
    await setRate(MAX, WINDOW_MS + 1000)
    const read = await storedLeadRate(rules)
    const [first, second] = [newLeadId(), newLeadId()]
    const outcomes = await Promise.allSettled([
      sendLead(device('racer-1'), 'racer-1', first, await nextLeadRate(rules, first, read)),
      sendLead(device('racer-2'), 'racer-2', second, await nextLeadRate(rules, second, read)),
    ])
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected'])
    expect(await storedLeadRate(rules)).toMatchObject({ count: 1 })
  })

  it('refuses the counter written without its lead, naming a lead already there, or moving its window', async () => {
    const id = newLeadId()
    await assertFails(setDoc(leadRateDoc(device('script-1')), await nextLeadRate(rules, id)))
    await assertSucceeds(sendFrom('script-1', id))
    // A batch whose counter names the lead that arrived already, with another lead that the counter does not name.
    await assertFails(sendLead(device('script-2'), 'script-2', newLeadId(), await nextLeadRate(rules, id)))
    const stored = (await storedLeadRate(rules))!
    const next = newLeadId()
    const moved = {
      ...stored,
      windowStart: Timestamp.fromMillis((stored.windowStart as Timestamp).toMillis() + 1),
      count: 2,
      lastLeadId: next,
      lastAt: serverTimestamp(),
    }
    await assertFails(sendLead(device('script-3'), 'script-3', next, moved))
    await assertFails(sendLead(device('script-3'), 'script-3', next, { ...stored, count: 3, lastLeadId: next, lastAt: serverTimestamp() }))
    await assertFails(deleteDoc(leadRateDoc(device('script-3'))))
    await assertSucceeds(sendLead(device('script-3'), 'script-3', next))
  })

  it('lets any signed-in identity read the counter, and nobody signed out', async () => {
    await assertSucceeds(sendFrom('script-1'))
    const read = await assertSucceeds(getDoc(leadRateDoc(device('someone-else'))))
    expect(read.get('count')).toBe(1)
    await assertFails(getDoc(leadRateDoc(anonymous())))
    await assertFails(getDoc(doc(device('someone-else'), 'leadRate', 'other')))
  })
})

describe.skipIf(shimmed)('the window for a lead’s photos', () => {
  const SENDER = 'device-sender'
  const webp = { contentType: 'image/webp' }
  const image = new Uint8Array(64).fill(7)
  const upload = (lead: string, file: string) => uploadBytes(ref(rules.storage.device(SENDER), `leads/${lead}/${file}`), image, webp)

  /** A trade-in that names `photos`, stored as arrived `ago` ms before now (the emulator's request.time is the real time). */
  async function storeLead(id: string, photos: string[], ago: number) {
    await rules.withoutRules(async (db) => {
      await setDoc(doc(db, 'leads', id), { ...leadFixture('trade-in'), photos, state: 'new', uid: SENDER, createdAt: Timestamp.fromMillis(Date.now() - ago) })
    })
  }

  it('takes a photo the lead names, within the window', async () => {
    const [id, photo] = [newLeadId(), `${newPhotoId()}.webp`]
    await storeLead(id, [photo], 60_000)
    await assertSucceeds(upload(id, photo))
  })

  it('refuses a photo the lead does not name', async () => {
    const id = newLeadId()
    await storeLead(id, [`${newPhotoId()}.webp`], 0)
    await assertFails(upload(id, `${newPhotoId()}.webp`))
  })

  it(`refuses a photo sent 20 minutes after its lead (the window is ${LEAD_PHOTO_WINDOW_MINUTES})`, async () => {
    const [id, photo] = [newLeadId(), `${newPhotoId()}.webp`]
    await storeLead(id, [photo], 20 * 60_000)
    await assertFails(upload(id, photo))
  })
})
