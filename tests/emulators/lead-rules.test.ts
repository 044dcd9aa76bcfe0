import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import { Timestamp, collection, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore'
import { beforeEach, describe, expect, it } from 'vitest'
import { LEAD_LIMITS } from '@/features/leads/model/lead-constants'
import { leadInputSchema } from '@/features/leads/model/lead-schema'
import { newLeadId } from '@/features/leads/model/lead-codec'
import { FIXTURE_CARS, largestLead, leadFixture } from '../test-utils/lead-fixtures'
import { PROJECT_ID, setUpRulesTests } from './emulator-support'
import { leadCarDocument, leadDocument, sendLead as sendLeadWith, storeLeadCars } from './lead-batch'

type Data = Record<string, unknown>

const rules = setUpRulesTests({ rules: ['firestore'], clearEachTest: true })
const { device, anonymous, admin, visitor: signedInNonAdmin } = rules.firestore
// The cars the fixtures name, published: the rules take a lead only about a car the site shows.
beforeEach(() => storeLeadCars(rules))

const sendLead = (database: Firestore, uid: string, id: string, document: Data, throttle?: Data) => sendLeadWith(rules, database, uid, id, document, throttle)
const sendAs = (uid: string, input: Data, id = newLeadId()) => sendLead(device(uid), uid, id, leadDocument(input, uid))

/** Stores a lead with the rules off, as if sent earlier. */
async function storeLead(id: string, input: Data, extra: Data = {}) {
  await rules.withoutRules(async (db) => {
    await setDoc(doc(db, 'leads', id), { ...input, state: 'new', uid: 'device-1', createdAt: Timestamp.fromDate(new Date('2026-03-01T09:00:00Z')), ...extra })
  })
}

/** Rules expressions the emulator has evaluated so far (its coverage report, summed over every expression). */
async function evaluatedExpressions(): Promise<number> {
  const response = await fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}:ruleCoverage`)
  const coverage = (await response.json()) as { report?: { values?: { count?: number }[] }[] }
  return (coverage.report ?? []).reduce((sum, expression) => sum + (expression.values ?? []).reduce((each, value) => each + (value.count ?? 0), 0), 0)
}

describe('a visitor sending a lead', () => {
  it.each(['question', 'test-drive', 'financing', 'trade-in', 'rental', 'contact'] as const)('may create a %s lead of the known shape', async (kind) => {
    const input = leadFixture(kind)
    expect(leadInputSchema.safeParse(input).success).toBe(true)
    await assertSucceeds(sendAs(`device-${kind}`, input))
  })

  it('may send a trade-in valuation without a car, and with only an e-mail or only a phone', async () => {
    const { vehicle: _vehicle, ...withoutCar } = leadFixture('trade-in')
    await assertSucceeds(sendAs('device-a', { ...withoutCar, phone: '' }))
    await assertSucceeds(sendAs('device-b', { ...leadFixture('question'), email: '' }))
  })

  it('may send the largest lead the schema allows, within the rules’ budget of 1000 expressions a request', async () => {
    const lead = largestLead()
    expect(leadInputSchema.safeParse(lead).success).toBe(true)
    const before = await evaluatedExpressions()
    await assertSucceeds(sendAs('device-1', lead))
    const evaluated = (await evaluatedExpressions()) - before
    console.info(`The largest lead's create evaluated ${evaluated} rules expressions.`)
    expect(evaluated).toBeGreaterThan(0)
    expect(evaluated).toBeLessThan(500)
  })

  it('is refused without signing in', async () => {
    const id = newLeadId()
    await assertFails(sendLead(anonymous(), 'nobody', id, leadDocument(leadFixture('question'), 'nobody')))
  })

  it('is refused without the throttle document in the same batch, or with one naming another lead', async () => {
    const database = device('device-1')
    const id = newLeadId()
    await assertFails(setDoc(doc(database, 'leads', id), leadDocument(leadFixture('question'), 'device-1')))
    await assertFails(
      sendLead(database, 'device-1', id, leadDocument(leadFixture('question'), 'device-1'), { lastLeadId: newLeadId(), lastAt: serverTimestamp() }),
    )
    await assertFails(
      sendLead(database, 'device-1', id, leadDocument(leadFixture('question'), 'device-1'), {
        lastLeadId: id,
        lastAt: Timestamp.fromDate(new Date('2026-01-01')),
      }),
    )
  })

  it("is refused writing another identity's throttle or naming another sender", async () => {
    const id = newLeadId()
    await assertFails(sendLead(device('device-1'), 'device-2', id, leadDocument(leadFixture('question'), 'device-1')))
    await assertFails(sendLead(device('device-1'), 'device-1', id, leadDocument(leadFixture('question'), 'device-2')))
  })

  it('refuses a throttle document written without a new lead', async () => {
    const id = newLeadId()
    await assertFails(setDoc(doc(device('device-1'), 'leadThrottles', 'device-1'), { lastLeadId: id, lastAt: serverTimestamp() }))
  })

  it('refuses a second lead from the same identity within a minute, not from another one, and again after a minute', async () => {
    await assertSucceeds(sendAs('device-1', leadFixture('question')))
    await assertFails(sendAs('device-1', leadFixture('contact')))
    await assertSucceeds(sendAs('device-2', leadFixture('contact')))
    // A minute later (the throttle moved back in time, as the clock cannot be).
    await rules.withoutRules(async (db) => {
      await updateDoc(doc(db, 'leadThrottles', 'device-1'), { lastAt: Timestamp.fromMillis(Date.now() - (LEAD_LIMITS.throttleSeconds + 1) * 1000) })
    })
    await assertSucceeds(sendAs('device-1', leadFixture('contact')))
  })

  it('refuses the same lead sent again (the answer to the first was lost): it is not created twice', async () => {
    const id = newLeadId()
    await assertSucceeds(sendAs('device-1', leadFixture('question'), id))
    await rules.withoutRules(async (db) => {
      await updateDoc(doc(db, 'leadThrottles', 'device-1'), { lastAt: Timestamp.fromMillis(Date.now() - 120_000) })
    })
    await assertFails(sendAs('device-1', { ...leadFixture('question'), message: 'changed' }, id))
    // The sender may read its own throttle document, which names the lead that arrived; not another's.
    const throttle = await assertSucceeds(getDoc(doc(device('device-1'), 'leadThrottles', 'device-1')))
    expect(throttle.get('lastLeadId')).toBe(id)
    await assertFails(getDoc(doc(device('device-2'), 'leadThrottles', 'device-1')))
  })
})

/** Each case breaks one rule; both the rules and the zod schema refuse it. */
const invalidCases: { name: string; kind: Parameters<typeof leadFixture>[0]; mutate: (lead: Data) => void; id?: string }[] = [
  { name: 'an unknown key', kind: 'question', mutate: (d) => void (d.discount = 500) },
  { name: 'a key of another kind', kind: 'question', mutate: (d) => void (d.subject = 'Hello') },
  { name: 'a missing name', kind: 'question', mutate: (d) => void delete d.name },
  { name: 'an empty name', kind: 'question', mutate: (d) => void (d.name = '') },
  { name: 'an oversized name', kind: 'question', mutate: (d) => void (d.name = 'N'.repeat(LEAD_LIMITS.nameMax + 1)) },
  { name: 'a scripted name', kind: 'question', mutate: (d) => void (d.name = '<script>alert(1)</script>') },
  { name: 'a name with a control character', kind: 'contact', mutate: (d) => void (d.name = 'Mario\u0000Rossi') },
  { name: 'neither phone nor e-mail', kind: 'question', mutate: (d) => void Object.assign(d, { phone: '', email: '' }) },
  { name: 'a malformed phone', kind: 'question', mutate: (d) => void (d.phone = 'call me maybe') },
  { name: 'an oversized phone', kind: 'question', mutate: (d) => void (d.phone = '3'.repeat(LEAD_LIMITS.phoneMax + 1)) },
  { name: 'a malformed e-mail', kind: 'question', mutate: (d) => void (d.email = 'mario@') },
  { name: 'a phone that is a number', kind: 'question', mutate: (d) => void (d.phone = 3331234567) },
  { name: 'an oversized message', kind: 'question', mutate: (d) => void (d.message = 'x'.repeat(LEAD_LIMITS.messageMax + 1)) },
  { name: 'an empty question', kind: 'question', mutate: (d) => void (d.message = '') },
  { name: 'no privacy consent', kind: 'question', mutate: (d) => void (d.privacyConsent = false) },
  { name: 'an unknown language', kind: 'question', mutate: (d) => void (d.lang = 'de') },
  { name: 'an unknown kind', kind: 'question', mutate: (d) => void (d.kind = 'complaint') },
  { name: 'a car with an extra key', kind: 'question', mutate: (d) => void ((d.vehicle as Data).photo = 'x') },
  { name: 'a car with a bad id', kind: 'question', mutate: (d) => void ((d.vehicle as Data).id = '../admin') },
  { name: 'a car of no category', kind: 'question', mutate: (d) => void ((d.vehicle as Data).category = 'lease') },
  { name: 'a car without its category', kind: 'question', mutate: (d) => void delete (d.vehicle as Data).category },
  // What an older version sent: the visitor could word and price the car at will, and the dealer's reply carried it.
  { name: 'a car with its name', kind: 'question', mutate: (d) => void ((d.vehicle as Data).name = 'Volkswagen Golf 1.5 TSI Life') },
  { name: 'a car with its price', kind: 'financing', mutate: (d) => void ((d.vehicle as Data).price = 21900) },
  {
    name: 'a car with the name and price of the older shape',
    kind: 'question',
    mutate: (d) => void (d.vehicle = { ...FIXTURE_CARS.used, name: 'Golf\nSPECIAL PRICE: pay €1 at evil.example' }),
  },
  { name: 'a test drive of a rental', kind: 'test-drive', mutate: (d) => void (d.vehicle = { id: FIXTURE_CARS.rent.id, category: 'rent' }) },
  { name: 'a test drive without a car', kind: 'test-drive', mutate: (d) => void delete d.vehicle },
  { name: 'a test drive on a malformed date', kind: 'test-drive', mutate: (d) => void ((d.testDrive as Data).date = '2030-13-01') },
  { name: 'a test drive at night', kind: 'test-drive', mutate: (d) => void ((d.testDrive as Data).partOfDay = 'night') },
  { name: 'a financing of 200 months', kind: 'financing', mutate: (d) => void ((d.financing as Data).months = 200) },
  { name: 'a financing with no instalment', kind: 'financing', mutate: (d) => void ((d.financing as Data).monthly = 0) },
  { name: 'a trade-in of the future', kind: 'trade-in', mutate: (d) => void ((d.tradeIn as Data).year = new Date().getUTCFullYear() + 1) },
  { name: 'a trade-in with negative km', kind: 'trade-in', mutate: (d) => void ((d.tradeIn as Data).km = -1) },
  { name: 'a trade-in of an unknown fuel', kind: 'trade-in', mutate: (d) => void ((d.tradeIn as Data).fuel = 'steam') },
  { name: 'a scripted trade-in make', kind: 'trade-in', mutate: (d) => void ((d.tradeIn as Data).make = '<img onerror=x>') },
  { name: 'seven photos', kind: 'trade-in', mutate: (d) => void (d.photos = Array.from({ length: 7 }, (_, i) => `${String(i).repeat(24)}.webp`)) },
  { name: 'a photo not named as the pipeline names it', kind: 'trade-in', mutate: (d) => void (d.photos = ['../../vehicles/used-001/x.webp']) },
  { name: 'a photo that is not WebP or JPEG', kind: 'trade-in', mutate: (d) => void (d.photos = ['0123456789abcdef01234567.svg']) },
  { name: 'the same photo twice', kind: 'trade-in', mutate: (d) => void (d.photos = ['0123456789abcdef01234567.webp', '0123456789abcdef01234567.webp']) },
  { name: 'a rental returned before it is picked up', kind: 'rental', mutate: (d) => void ((d.rental as Data).to = '2030-05-01') },
  { name: 'a rental of an unknown age band', kind: 'rental', mutate: (d) => void ((d.rental as Data).ageBand = '16-17') },
  { name: 'a rental picked up at 25:00', kind: 'rental', mutate: (d) => void ((d.rental as Data).pickUpTime = '25:00') },
  { name: 'a rental of a used car', kind: 'rental', mutate: (d) => void ((d.vehicle as Data).category = 'used') },
  { name: 'a contact without a subject', kind: 'contact', mutate: (d) => void delete d.subject },
  { name: 'an oversized subject', kind: 'contact', mutate: (d) => void (d.subject = 's'.repeat(LEAD_LIMITS.subjectMax + 1)) },
]

describe('validating every lead', () => {
  it.each(invalidCases.map((testCase) => [testCase.name, testCase] as const))('refuses %s', async (_name, testCase) => {
    const lead = leadFixture(testCase.kind) as Data
    testCase.mutate(lead)
    expect(leadInputSchema.safeParse(lead).success).toBe(false)
    await assertFails(sendAs('device-1', lead))
  })

  it('refuses a lead id that is not one the device makes', async () => {
    await assertFails(sendAs('device-1', leadFixture('question'), 'short'))
  })

  it('refuses a state other than new, a time other than the server’s, and a missing field the server sets', async () => {
    const input = leadFixture('question')
    const uid = 'device-1'
    await assertFails(sendLead(device(uid), uid, newLeadId(), { ...leadDocument(input, uid), state: 'won' }))
    await assertFails(sendLead(device(uid), uid, newLeadId(), { ...leadDocument(input, uid), createdAt: Timestamp.fromDate(new Date('2026-01-01')) }))
    await assertFails(sendLead(device(uid), uid, newLeadId(), { ...input, state: 'new', createdAt: serverTimestamp() }))
  })
})

describe('the car a lead names', () => {
  /** Sends a question about the car `vehicle` names, as the schema takes it. */
  const askAbout = (vehicle: Data, kind: 'question' | 'financing' = 'question', change: (lead: Data) => void = () => undefined) => {
    const lead = { ...(leadFixture(kind) as Data), vehicle }
    change(lead)
    expect(leadInputSchema.safeParse(lead).success).toBe(true)
    return sendAs(`device-${Math.random().toString(36).slice(2)}`, lead)
  }
  const storeCar = (id: string, data: Data) => rules.withoutRules((db) => setDoc(doc(db, 'vehicles', id), data))

  it('is refused when no such car exists (deleted, or never there)', async () => {
    await assertFails(askAbout({ id: 'used-999', category: 'used' }))
    await assertSucceeds(askAbout({ id: FIXTURE_CARS.used.id, category: 'used' }))
    await rules.withoutRules((db) => deleteDoc(doc(db, 'vehicles', FIXTURE_CARS.used.id)))
    await assertFails(askAbout({ id: FIXTURE_CARS.used.id, category: 'used' }))
  })

  it('is refused for a draft, which the site does not show', async () => {
    await storeCar('draft-1', leadCarDocument({ ...FIXTURE_CARS.used, id: 'draft-1' }, { published: false }))
    await assertFails(askAbout({ id: 'draft-1', category: 'used' }))
    await storeCar('draft-2', leadCarDocument({ ...FIXTURE_CARS.used, id: 'draft-2' }, { published: true }))
    await assertSucceeds(askAbout({ id: 'draft-2', category: 'used' }))
  })

  it('is refused naming a category other than the car’s', async () => {
    await assertFails(askAbout({ id: FIXTURE_CARS.used.id, category: 'rent' }))
    await assertFails(askAbout({ id: FIXTURE_CARS.rent.id, category: 'used' }))
    await assertSucceeds(askAbout({ id: FIXTURE_CARS.rent.id, category: 'rent' }))
  })

  it('bounds a financing’s down payment by the car’s own price', async () => {
    const car = { id: FIXTURE_CARS.used.id, category: 'used' }
    const downPayment = (amount: number) => (lead: Data) => void ((lead.financing as Data).downPayment = amount)
    await assertFails(askAbout(car, 'financing', downPayment(FIXTURE_CARS.used.price)))
    await assertSucceeds(askAbout(car, 'financing', downPayment(FIXTURE_CARS.used.price - 1)))
    // The price is the car's as stored now, not what the page showed.
    await storeCar(car.id, leadCarDocument({ ...FIXTURE_CARS.used, price: 4000 }))
    await assertFails(askAbout(car, 'financing', downPayment(4500)))
  })
})

describe('reading and changing leads', () => {
  const ID = 'Ab3dEf6hIj9lMn2pQr5t'
  beforeEach(async () => {
    await storeLead(ID, leadFixture('question'))
  })

  it('denies visitors every read, list, update and delete, even of their own lead', async () => {
    for (const database of [device('device-1'), anonymous(), signedInNonAdmin()]) {
      await assertFails(getDoc(doc(database, 'leads', ID)))
      await assertFails(getDocs(collection(database, 'leads')))
      await assertFails(getDocs(query(collection(database, 'leads'), where('uid', '==', 'device-1'))))
      await assertFails(updateDoc(doc(database, 'leads', ID), { state: 'contacted' }))
      await assertFails(deleteDoc(doc(database, 'leads', ID)))
    }
  })

  it('lets an admin read and list them', async () => {
    await assertSucceeds(getDoc(doc(admin(), 'leads', ID)))
    const all = await assertSucceeds(getDocs(collection(admin(), 'leads')))
    expect(all.size).toBe(1)
  })

  it('lets an admin mark a lead read and contacted at the next revision, and refuses a stale or skipping one', async () => {
    await assertSucceeds(updateDoc(doc(admin(), 'leads', ID), { read: true, revision: 1, updatedAt: serverTimestamp() }))
    await assertFails(updateDoc(doc(admin(), 'leads', ID), { state: 'contacted', revision: 1, updatedAt: serverTimestamp() }))
    await assertFails(updateDoc(doc(admin(), 'leads', ID), { state: 'contacted', revision: 3, updatedAt: serverTimestamp() }))
    await assertSucceeds(updateDoc(doc(admin(), 'leads', ID), { state: 'contacted', revision: 2, updatedAt: serverTimestamp() }))
    await assertFails(updateDoc(doc(admin(), 'leads', ID), { state: 'archived', revision: 3, updatedAt: serverTimestamp() }))
  })

  it("refuses an admin's change to what the visitor sent", async () => {
    await assertFails(updateDoc(doc(admin(), 'leads', ID), { message: 'edited', revision: 1, updatedAt: serverTimestamp() }))
    await assertFails(updateDoc(doc(admin(), 'leads', ID), { createdAt: serverTimestamp(), revision: 1, updatedAt: serverTimestamp() }))
  })

  it('lets an admin add a note signed with their account, one at a time, never rewriting the earlier ones', async () => {
    const note = (text: string, by = 'admin@demo.test') => ({ text, at: Timestamp.now(), by })
    const first = note('Richiamato, vuole vederla sabato.')
    await assertSucceeds(updateDoc(doc(admin(), 'leads', ID), { notes: [first], revision: 1, updatedAt: serverTimestamp() }))
    await assertFails(
      updateDoc(doc(admin(), 'leads', ID), { notes: [first, note('Signed by someone else', 'boss@demo.test')], revision: 2, updatedAt: serverTimestamp() }),
    )
    await assertFails(updateDoc(doc(admin(), 'leads', ID), { notes: [note('Rewritten'), note('Second')], revision: 2, updatedAt: serverTimestamp() }))
    await assertFails(
      updateDoc(doc(admin(), 'leads', ID), { notes: [first, note('x'.repeat(LEAD_LIMITS.noteMax + 1))], revision: 2, updatedAt: serverTimestamp() }),
    )
    await assertSucceeds(updateDoc(doc(admin(), 'leads', ID), { notes: [first, note('Second')], revision: 2, updatedAt: serverTimestamp() }))
    const stored = await getDoc(doc(admin(), 'leads', ID))
    expect((stored.get('notes') as { text: string }[]).map((each) => each.text)).toEqual(['Richiamato, vuole vederla sabato.', 'Second'])
  })

  it('lets an admin delete a lead; nobody else', async () => {
    await assertFails(deleteDoc(doc(signedInNonAdmin(), 'leads', ID)))
    await assertSucceeds(deleteDoc(doc(admin(), 'leads', ID)))
  })
})
