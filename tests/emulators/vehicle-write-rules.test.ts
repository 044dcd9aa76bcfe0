import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import { Timestamp, deleteField, doc, getDoc, serverTimestamp, updateDoc, writeBatch } from 'firebase/firestore'
import { beforeEach, describe, expect, it } from 'vitest'
import { RENT_ID, STORED_UPDATED_AT, USED_ID, clone, createPayload, rentSeed, setUpVehicleRulesTests, usedSeed } from './vehicle-rules-support'

/** firestore.rules for changing vehicles: updates and deletions, the publication date, and the revisions every write builds on. */

/** A used car's fields turned into a rental's: the category, its status, the price gone and the rates in. */
const asRental = () => ({
  category: 'rent',
  status: 'available',
  price: deleteField(),
  dailyRate: 80,
  weeklyRate: 480,
  deposit: 800,
  minAge: 25,
  includedKmPerDay: 250,
})

const { rules, anonymous, visitor, admin, storeVehicle, catalogRevisions, createVehicle, updateVehicle, deleteVehicle } = setUpVehicleRulesTests()

describe('updating and deleting vehicles', () => {
  beforeEach(async () => {
    await storeVehicle(USED_ID, usedSeed.input)
    await storeVehicle(RENT_ID, rentSeed.input)
  })

  it('lets an admin change the price', async () => {
    await assertSucceeds(updateVehicle(admin(), USED_ID, { price: 27500 }))
  })

  it('lets an admin mark a used car reserved and then sold', async () => {
    await assertSucceeds(updateVehicle(admin(), USED_ID, { status: 'reserved' }, { revision: 2 }))
    await assertSucceeds(updateVehicle(admin(), USED_ID, { status: 'sold' }, { revision: 3 }))
  })

  it('lets an admin unpublish a vehicle', async () => {
    await assertSucceeds(updateVehicle(admin(), USED_ID, { published: false }))
  })

  it('lets an admin turn a used car into a rental when the fields follow', async () => {
    await assertSucceeds(updateVehicle(admin(), USED_ID, asRental()))
  })

  it("checks a rental's optional terms: weekend and monthly rates, shortest and longest rental", async () => {
    await assertSucceeds(updateVehicle(admin(), RENT_ID, { weekendRate: 250, monthlyRate: 2400, minDays: 2, maxDays: 60 }, { revision: 2 }))
    await assertSucceeds(updateVehicle(admin(), RENT_ID, { weekendRate: deleteField(), minDays: deleteField() }, { revision: 3 }))
    for (const terms of [{ weekendRate: 0 }, { monthlyRate: 99.5 }, { minDays: 0 }, { maxDays: 366 }, { minDays: 40, maxDays: 30 }, { weekendRate: '250' }]) {
      await assertFails(updateVehicle(admin(), RENT_ID, terms, { revision: 4 }))
    }
    await assertFails(updateVehicle(admin(), USED_ID, { weekendRate: 250 }))
  })

  it("checks a rental's extras: a child seat and a second driver per day, an extra kilometre in cents", async () => {
    await assertSucceeds(updateVehicle(admin(), RENT_ID, { childSeatPerDay: 5, secondDriverPerDay: 200, extraKmCents: 1000 }, { revision: 2 }))
    await assertSucceeds(updateVehicle(admin(), RENT_ID, { childSeatPerDay: deleteField(), extraKmCents: deleteField() }, { revision: 3 }))
    for (const extras of [{ childSeatPerDay: 0 }, { childSeatPerDay: 201 }, { secondDriverPerDay: 7.5 }, { extraKmCents: 1001 }, { extraKmCents: '25' }]) {
      await assertFails(updateVehicle(admin(), RENT_ID, extras, { revision: 4 }))
    }
    await assertFails(updateVehicle(admin(), USED_ID, { childSeatPerDay: 5 }))
  })

  it('takes a rental with every optional term and extra, saved at once and as a used car turned into a rental', async () => {
    const everything = { weekendRate: 250, monthlyRate: 2400, minDays: 2, maxDays: 60, childSeatPerDay: 5, secondDriverPerDay: 10, extraKmCents: 30 }
    await assertSucceeds(updateVehicle(admin(), RENT_ID, everything, { revision: 2 }))
    await assertSucceeds(updateVehicle(admin(), USED_ID, { ...asRental(), ...everything }))
  })

  it('denies a status that does not belong to the category', async () => {
    await assertFails(updateVehicle(admin(), RENT_ID, { status: 'reserved' }))
  })

  it('denies an update by a non-admin', async () => {
    await assertFails(updateVehicle(visitor(), USED_ID, { price: 1 }))
  })

  it('denies tampering with createdAt', async () => {
    await assertFails(updateVehicle(admin(), USED_ID, { createdAt: Timestamp.fromDate(new Date('2020-01-01T00:00:00Z')) }))
  })

  it('denies an update that leaves updatedAt unchanged', async () => {
    await assertFails(updateVehicle(admin(), USED_ID, { price: 27500, updatedAt: STORED_UPDATED_AT }))
  })

  it('denies an update whose updatedAt is not the request time', async () => {
    await assertFails(updateVehicle(admin(), USED_ID, { price: 27500, updatedAt: Timestamp.fromDate(new Date('2030-01-01T00:00:00Z')) }))
  })

  it('denies an update that makes the document invalid', async () => {
    await assertFails(updateVehicle(admin(), USED_ID, { mileageKm: -5 }))
  })

  it('lets an admin delete a vehicle', async () => {
    await assertSucceeds(deleteVehicle(admin(), USED_ID))
  })

  it('denies a delete by a non-admin', async () => {
    await assertFails(deleteVehicle(visitor(), USED_ID))
  })

  it('denies an anonymous delete', async () => {
    await assertFails(deleteVehicle(anonymous(), USED_ID))
  })
})

describe("the publication date: the server's time of the write that publishes the car", () => {
  const A_DAY = Timestamp.fromDate(new Date('2026-01-01T00:00:00Z'))
  const publishedAt = async () => (await getDoc(doc(admin(), 'vehicles', USED_ID))).get('publishedAt') as Timestamp | undefined

  it('comes with a create that publishes the car, at the request time, and never with a draft', async () => {
    const { publishedAt: _at, ...undated } = createPayload(usedSeed.input)
    await assertFails(createVehicle(admin(), USED_ID, undated))
    await assertFails(createVehicle(admin(), USED_ID, { ...createPayload(usedSeed.input), publishedAt: A_DAY }))
    const draft = { ...clone(usedSeed.input), published: false }
    await assertFails(createVehicle(admin(), USED_ID, { ...createPayload(draft), publishedAt: serverTimestamp() }))
    await assertSucceeds(createVehicle(admin(), USED_ID, createPayload(usedSeed.input)))
    expect(await publishedAt()).toBeInstanceOf(Timestamp)
  })

  it('is set when a draft is published, kept while it stays published, and removed when it goes back to draft', async () => {
    await storeVehicle(USED_ID, usedSeed.input, false)
    await assertFails(updateVehicle(admin(), USED_ID, { published: true }))
    await assertFails(updateVehicle(admin(), USED_ID, { published: true, publishedAt: A_DAY }))
    await assertSucceeds(updateVehicle(admin(), USED_ID, { published: true, publishedAt: serverTimestamp() }))
    const first = await publishedAt()
    expect(first).toBeInstanceOf(Timestamp)

    await assertFails(updateVehicle(admin(), USED_ID, { price: 9900, publishedAt: serverTimestamp() }, { revision: 3 }))
    await assertFails(updateVehicle(admin(), USED_ID, { price: 9900, publishedAt: deleteField() }, { revision: 3 }))
    await assertSucceeds(updateVehicle(admin(), USED_ID, { price: 9900 }, { revision: 3 }))
    expect(await publishedAt()).toEqual(first)

    await assertFails(updateVehicle(admin(), USED_ID, { published: false }, { revision: 4 }))
    await assertSucceeds(updateVehicle(admin(), USED_ID, { published: false, publishedAt: deleteField() }, { revision: 4 }))
    expect(await publishedAt()).toBeUndefined()
    await assertFails(updateVehicle(admin(), USED_ID, { featured: true, publishedAt: serverTimestamp() }, { revision: 5 }))
  })

  it('stays missing on a car published before the date existed, until it is published again', async () => {
    await storeVehicle(USED_ID, usedSeed.input, true)
    await assertFails(updateVehicle(admin(), USED_ID, { price: 9900, publishedAt: serverTimestamp() }))
    await assertSucceeds(updateVehicle(admin(), USED_ID, { price: 9900 }))
  })
})

describe('revisions: a write only lands on top of the revision it read', () => {
  const vehicleRevision = async (id: string) => (await getDoc(doc(admin(), 'vehicles', id))).get('revision') as unknown

  beforeEach(async () => {
    await storeVehicle(USED_ID, usedSeed.input, true, 3)
    await storeVehicle(RENT_ID, rentSeed.input, true, 1)
  })

  it('accepts the next revision, and refuses one made on top of an older copy or skipping ahead', async () => {
    await assertFails(updateVehicle(admin(), USED_ID, { price: 9900 }, { revision: 3 }))
    await assertFails(updateVehicle(admin(), USED_ID, { price: 9900 }, { revision: 2 }))
    await assertFails(updateVehicle(admin(), USED_ID, { price: 9900 }, { revision: 5 }))
    await assertFails(updateVehicle(admin(), USED_ID, { price: 9900, revision: deleteField() }, { catalogRevision: 4 }))
    await assertSucceeds(updateVehicle(admin(), USED_ID, { price: 9900 }, { revision: 4 }))
    expect(await vehicleRevision(USED_ID)).toBe(4)
  })

  it('lets only the first of two tablets that read the same revision save', async () => {
    await assertSucceeds(updateVehicle(admin(), RENT_ID, { status: 'unavailable' }))
    // The second tablet's save, queued offline on top of revision 1: refused, the first one stays.
    await assertFails(updateVehicle(admin(), RENT_ID, { dailyRate: 55 }))
    const stored = await getDoc(doc(admin(), 'vehicles', RENT_ID))
    expect(stored.data()).toMatchObject({ status: 'unavailable', dailyRate: rentSeed.input.category === 'rent' ? rentSeed.input.dailyRate : 0, revision: 2 })
  })

  it('refuses an update without the catalog write in the batch, or whose catalog names another revision', async () => {
    await assertFails(updateVehicle(admin(), USED_ID, { price: 9900 }, { revision: 4, catalog: false }))
    await assertFails(updateVehicle(admin(), USED_ID, { price: 9900 }, { revision: 4, catalogRevision: 5 }))
  })

  it('lets only the first of two catalog writes made on top of the same catalog revision land', async () => {
    const read = await catalogRevisions()
    await assertSucceeds(updateVehicle(admin(), RENT_ID, { dailyRate: 55 }, { catalogsRead: read }))
    await assertFails(updateVehicle(admin(), USED_ID, { price: 9900 }, { revision: 4, catalogsRead: read }))
    // Made again on top of the catalogs as they are now, the same change lands.
    await assertSucceeds(updateVehicle(admin(), USED_ID, { price: 9900 }, { revision: 4 }))
  })

  it('refuses an update whose catalog does not count one more write', async () => {
    const database = admin()
    const batch = writeBatch(database)
    batch.update(doc(database, 'vehicles', RENT_ID), { dailyRate: 55, revision: 2, updatedAt: serverTimestamp() })
    for (const category of ['used', 'rent']) {
      batch.set(doc(database, 'catalog', category), { lastChangedId: RENT_ID, lastChangedRevision: 2, revision: 7 }, { merge: true })
    }
    await assertFails(batch.commit())
  })

  it('refuses a create without the catalog write, or with a revision other than 1', async () => {
    await rules.env().clearFirestore()
    await assertFails(createVehicle(admin(), USED_ID, createPayload(usedSeed.input), { catalog: false }))
    await assertFails(createVehicle(admin(), USED_ID, { ...createPayload(usedSeed.input), revision: 2 }, { catalogRevision: 2 }))
    await assertSucceeds(createVehicle(admin(), USED_ID, createPayload(usedSeed.input)))
    expect(await vehicleRevision(USED_ID)).toBe(1)
  })

  it('refuses a create over an existing car (a write where a document exists is an update)', async () => {
    await assertFails(createVehicle(admin(), RENT_ID, createPayload(rentSeed.input)))
  })

  it('refuses a delete without the catalog write in the batch', async () => {
    await assertFails(deleteVehicle(admin(), RENT_ID, { catalog: false }))
    expect(await vehicleRevision(RENT_ID)).toBe(1)
  })

  it('refuses a delete made on top of an older copy', async () => {
    await assertFails(deleteVehicle(admin(), USED_ID, { readRevision: 2 }))
    await assertFails(deleteVehicle(admin(), USED_ID, { readRevision: 4 }))
    await assertSucceeds(deleteVehicle(admin(), USED_ID, { readRevision: 3 }))
    expect((await getDoc(doc(admin(), 'vehicles', USED_ID))).exists()).toBe(false)
  })

  it('refuses to bring a deleted car back through a stale queued write', async () => {
    await assertSucceeds(deleteVehicle(admin(), USED_ID, { readRevision: 3 }))
    // The other tablet's whole-document save, made on top of revision 3 before the deletion: a create now.
    const stale = { ...createPayload(usedSeed.input), revision: 4, price: 9900 }
    await assertFails(createVehicle(admin(), USED_ID, stale, { catalogRevision: 4 }))
    expect((await getDoc(doc(admin(), 'vehicles', USED_ID))).exists()).toBe(false)
  })

  it('lets an admin create a deleted car again on purpose, as a new revision 1', async () => {
    await assertSucceeds(deleteVehicle(admin(), USED_ID, { readRevision: 3 }))
    await assertSucceeds(createVehicle(admin(), USED_ID, createPayload(usedSeed.input)))
    expect(await vehicleRevision(USED_ID)).toBe(1)
  })

  it('takes a document stored before revisions existed as revision 0', async () => {
    await rules.withoutRules(async (db) => {
      await updateDoc(doc(db, 'vehicles', RENT_ID), { revision: deleteField() })
    })
    await assertFails(updateVehicle(admin(), RENT_ID, { dailyRate: 55 }, { revision: 2 }))
    await assertSucceeds(updateVehicle(admin(), RENT_ID, { dailyRate: 55 }, { revision: 1 }))
  })

  it('denies a revision that is not an integer', async () => {
    await assertFails(updateVehicle(admin(), RENT_ID, { dailyRate: 55 }, { revision: 2.5 }))
    await assertFails(updateVehicle(admin(), RENT_ID, { dailyRate: 55, revision: '2' }, { catalogRevision: 2 }))
  })
})
