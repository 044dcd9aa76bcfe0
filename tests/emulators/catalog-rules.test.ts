import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import {
  Timestamp,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore'
import { beforeEach, describe, expect, it } from 'vitest'
import { VEHICLE_LIMITS } from '@/features/vehicles/model/vehicle-constants'
import { encodeSummary, toVehicleSummary } from '@/features/vehicles/model/vehicle-summary'
import { RENT_ID, USED_ID, rentSeed, seeds, setUpVehicleRulesTests, usedSeed, type Category, type Data } from './vehicle-rules-support'

/** firestore.rules for the public catalogs: each published vehicle's entry, written in the batch that writes the vehicle. */

const { rules, anonymous, visitor, admin, storeVehicle, updateVehicle } = setUpVehicleRulesTests()

describe('the public catalog', () => {
  const usedVehicle = seeds.find((seed) => seed.vehicle.id === USED_ID)!.vehicle
  /** The entry as the app writes it when the batch publishes the car: published now, by the server's clock. */
  const entry = (overrides: Data = {}) => ({ ...encodeSummary(toVehicleSummary(usedVehicle), { publishedAt: serverTimestamp() }), ...overrides })
  /** The vehicle's side of a batch that publishes it. */
  const publishing = (fields: Data = {}) => ({ published: true, publishedAt: serverTimestamp(), ...fields })
  /** The publication date the stored car has now. */
  const storedPublishedAt = async () => (await getDoc(doc(admin(), 'vehicles', USED_ID))).get('publishedAt') as Timestamp
  const catalog = (database: Firestore, category = 'used') => doc(database, 'catalog', category)
  /** What the app writes: the vehicle's change and, in the same batch, its entry (or none), named with its revision. */
  function publishBatch(database: Firestore, vehicle: Data, catalogEntry: Data | null, category: Category = 'used', revision = 2) {
    return updateVehicle(database, USED_ID, vehicle, { revision, ...(catalogEntry ? { entry: { category, data: catalogEntry } } : {}) })
  }
  /** The vehicle's change with the catalog writes given as they are (the catalogs do not exist yet). */
  function rawBatch(database: Firestore, usedData: Data, rentData: Data = { vehicles: {} }) {
    const batch = writeBatch(database)
    batch.update(doc(database, 'vehicles', USED_ID), { ...publishing(), revision: 2, updatedAt: serverTimestamp() })
    for (const [category, data] of [
      ['used', usedData],
      ['rent', rentData],
    ] as const) {
      batch.set(catalog(database, category), { lastChangedId: USED_ID, lastChangedRevision: 2, revision: 1, ...data }, { merge: true })
    }
    return batch.commit()
  }

  beforeEach(async () => {
    await storeVehicle(USED_ID, usedSeed.input, false)
    await storeVehicle(RENT_ID, rentSeed.input, true)
  })

  it('lets anyone read a category, and nothing else under catalog', async () => {
    await assertSucceeds(getDoc(catalog(anonymous())))
    await assertSucceeds(getDoc(catalog(visitor(), 'rent')))
    await assertFails(getDoc(catalog(anonymous(), 'drafts')))
    await assertFails(getDocs(collection(anonymous(), 'catalog')))
  })

  it('lets an admin publish a vehicle and add its entry in the same batch, counting one more write', async () => {
    await assertSucceeds(publishBatch(admin(), publishing(), entry()))
    const stored = await getDoc(catalog(anonymous()))
    expect(Object.keys(stored.data()?.vehicles ?? {})).toEqual([USED_ID])
    expect(stored.data()).toMatchObject({ lastChangedId: USED_ID, lastChangedRevision: 2, revision: 1 })
    await assertSucceeds(publishBatch(admin(), { price: 9900 }, entry({ price: 9900, publishedAt: await storedPublishedAt() }), 'used', 3))
    expect((await getDoc(catalog(anonymous()))).data()).toMatchObject({ lastChangedRevision: 3, revision: 2 })
  })

  it('accepts an entry without a cover photo', async () => {
    const { cover: _cover, ...withoutCover } = entry()
    await assertSucceeds(publishBatch(admin(), publishing({ photos: [] }), withoutCover))
  })

  it('denies an entry for a draft: the catalog never shows what is not published', async () => {
    await assertFails(publishBatch(admin(), { featured: true }, entry()))
  })

  it('denies an entry whose price, status, make, publication date or category disagree with the vehicle', async () => {
    await assertFails(publishBatch(admin(), publishing(), entry({ price: 1 })))
    await assertFails(publishBatch(admin(), publishing(), entry({ publishedAt: Timestamp.fromDate(new Date('2026-01-01T00:00:00Z')) })))
    const { publishedAt: _at, ...undated } = entry()
    await assertFails(publishBatch(admin(), publishing(), undated))
    await assertFails(publishBatch(admin(), publishing(), entry({ status: 'sold' })))
    await assertFails(publishBatch(admin(), publishing(), entry({ make: 'Ferrari' })))
    await assertFails(publishBatch(admin(), publishing(), entry(), 'rent'))
  })

  it('denies an entry with a key the listing does not know', async () => {
    await assertFails(publishBatch(admin(), publishing(), entry({ discount: 500 })))
    await assertFails(publishBatch(admin(), publishing(), entry({ dailyRate: 40 })))
    await assertFails(publishBatch(admin(), publishing(), entry({ cover: { ...(entry().cover as Data), extra: 1 } })))
  })

  it('denies an entry with a field of the wrong type or out of bounds, or missing', async () => {
    const { mileageKm: _mileage, ...withoutMileage } = entry()
    for (const broken of [
      entry({ mileageKm: '12000' }),
      entry({ mileageKm: -1 }),
      entry({ featured: 'no' }),
      entry({ title: { it: 1, en: '' } }),
      entry({ fuel: 'steam' }),
      entry({ createdAt: '2026-03-01' }),
      entry({ firstRegistration: { month: 13, year: 2020 } }),
      entry({ cover: { large: { url: 42, width: 1280, height: 960 }, thumb: { url: 'https://x/t.webp', width: 480, height: 360 } } }),
      entry({ version: 'v'.repeat(VEHICLE_LIMITS.versionMaxLength + 1) }),
      withoutMileage,
    ]) {
      await assertFails(publishBatch(admin(), publishing(), broken))
    }
    await assertSucceeds(publishBatch(admin(), publishing(), entry()))
  })

  it('denies a change to an entry other than the one named, or to more than one, or an unknown key', async () => {
    await assertFails(rawBatch(admin(), { vehicles: {} }, { vehicles: { [RENT_ID]: { make: 'x' } } }))
    await assertFails(rawBatch(admin(), { vehicles: { [USED_ID]: entry(), other: entry() } }))
    await assertFails(rawBatch(admin(), { vehicles: {}, extra: true }))
    await assertSucceeds(rawBatch(admin(), { vehicles: { [USED_ID]: entry() } }))
  })

  it('lets an admin remove an entry with the vehicle, and unpublish it', async () => {
    await assertSucceeds(publishBatch(admin(), publishing(), entry()))
    await assertSucceeds(publishBatch(admin(), { published: false, publishedAt: deleteField() }, null, 'used', 3))
    expect((await getDoc(catalog(anonymous()))).data()?.vehicles).toEqual({})
  })

  it('denies a catalog write without its vehicle written to the revision it names, even to an admin', async () => {
    await rules.withoutRules(async (db) => {
      await updateDoc(doc(db, 'vehicles', USED_ID), { published: true })
    })
    const write = (database: Firestore, revision: number) =>
      setDoc(catalog(database), { lastChangedId: USED_ID, lastChangedRevision: revision, revision: 1, vehicles: { [USED_ID]: entry() } }, { merge: true })
    await assertFails(write(visitor(), 2))
    await assertFails(write(anonymous(), 2))
    await assertFails(write(admin(), 1))
    await assertFails(write(admin(), 2))
    await assertFails(deleteDoc(catalog(admin())))
  })
})
