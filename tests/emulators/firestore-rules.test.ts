import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import {
  Timestamp,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  FieldPath,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore'
import { beforeEach, describe, expect, it } from 'vitest'
import { VEHICLE_LIMITS } from '@/features/vehicles/model/vehicle-constants'
import { splitVehicle } from '@/features/vehicles/model/vehicle-codec'
import { vehicleSchema, type VehicleInput, type VehiclePhoto } from '@/features/vehicles/model/vehicle-schema'
import { encodeSummary, toVehicleSummary } from '@/features/vehicles/model/vehicle-summary'
import { seedVehicles, setUpRulesTests } from './emulator-support'

type Data = Record<string, unknown>

const seeds = seedVehicles()
const usedSeed = splitVehicle(seeds.find((seed) => seed.vehicle.id === 'used-004')!.vehicle)
const rentSeed = splitVehicle(seeds.find((seed) => seed.vehicle.id === 'rent-007')!.vehicle)
const USED_ID = usedSeed.id
const RENT_ID = rentSeed.id

const rules = setUpRulesTests({ rules: ['firestore'], clearEachTest: true })
const { anonymous, visitor, admin } = rules.firestore

function clone<T>(value: T): T {
  return structuredClone(value)
}

/** What a client sends on create: the fields, revision 1 and server timestamps (the publication date for a published car). */
function createPayload(input: Data): Data {
  return { ...input, revision: 1, createdAt: serverTimestamp(), updatedAt: serverTimestamp(), ...(input.published ? { publishedAt: serverTimestamp() } : {}) }
}

/** Whether the zod schema accepts the same fields (timestamps stand in as dates). */
function schemaAccepts(id: string, input: Data): boolean {
  return vehicleSchema.safeParse({ ...input, id, revision: 1, createdAt: new Date(), updatedAt: new Date() }).success
}

const STORED_UPDATED_AT = Timestamp.fromDate(new Date('2026-03-02T09:00:00Z'))

/** Stores a vehicle directly (rules off), with fixed past timestamps, at a revision. */
async function storeVehicle(id: string, input: VehicleInput | Data, published = true, revision = 1): Promise<void> {
  await rules.withoutRules(async (db) => {
    await setDoc(doc(db, 'vehicles', id), {
      ...input,
      published,
      revision,
      createdAt: Timestamp.fromDate(new Date('2026-03-01T09:00:00Z')),
      updatedAt: STORED_UPDATED_AT,
    })
  })
}

type Category = 'used' | 'rent'

/** The revision of each catalog as stored now (0 where there is none yet). */
async function catalogRevisions(): Promise<Record<Category, number>> {
  const revisions = { used: 0, rent: 0 }
  await rules.withoutRules(async (db) => {
    for (const category of ['used', 'rent'] as const) {
      const snapshot = await getDoc(doc(db, 'catalog', category))
      revisions[category] = (snapshot.get('revision') as number | undefined) ?? 0
    }
  })
  return revisions
}

/**
 * The catalog half of a vehicle's write, as the app sends it: both catalogs name the vehicle and the revision it
 * has after the batch (a deletion: the revision read plus one), at the revision read plus one; `entry` is the
 * vehicle's entry in its category (none elsewhere).
 */
async function addCatalogWrites(batch: WriteBatch, database: Firestore, id: string, revision: number, entry?: { category: Category; data: Data }, read?: Record<Category, number>) {
  const revisions = read ?? (await catalogRevisions())
  for (const category of ['used', 'rent'] as const) {
    const value = entry?.category === category ? entry.data : deleteField()
    batch.set(
      doc(database, 'catalog', category),
      { lastChangedId: id, lastChangedRevision: revision, revision: revisions[category] + 1, vehicles: { [id]: value } },
      { mergeFields: ['lastChangedId', 'lastChangedRevision', 'revision', new FieldPath('vehicles', id)] },
    )
  }
}

interface BatchOptions {
  /** The catalog writes go with it (default), or not. */
  catalog?: boolean
  /** The revision the catalogs name; by default the vehicle's. */
  catalogRevision?: number
  entry?: { category: Category; data: Data }
  /** The catalog revisions the write is made on top of; by default the stored ones. */
  catalogsRead?: Record<Category, number>
}

/** Creates a vehicle from a whole document (createPayload), with its catalog writes. */
async function createVehicle(database: Firestore, id: string, document: Data, options: BatchOptions = {}) {
  const batch = writeBatch(database)
  batch.set(doc(database, 'vehicles', id), document)
  if (options.catalog !== false) await addCatalogWrites(batch, database, id, options.catalogRevision ?? 1, options.entry, options.catalogsRead)
  return batch.commit()
}

/** Changes some fields as revision `revision` (by default 2: the stored vehicles are at 1), with the catalog writes. */
async function updateVehicle(database: Firestore, id: string, fields: Data, options: BatchOptions & { revision?: number } = {}) {
  const revision = options.revision ?? 2
  const batch = writeBatch(database)
  batch.update(doc(database, 'vehicles', id), { updatedAt: serverTimestamp(), revision, ...fields })
  if (options.catalog !== false) await addCatalogWrites(batch, database, id, options.catalogRevision ?? revision, options.entry, options.catalogsRead)
  return batch.commit()
}

/** Deletes a vehicle read at revision `readRevision` (by default 1), with the catalog writes. */
async function deleteVehicle(database: Firestore, id: string, options: BatchOptions & { readRevision?: number } = {}) {
  const batch = writeBatch(database)
  batch.delete(doc(database, 'vehicles', id))
  if (options.catalog !== false) await addCatalogWrites(batch, database, id, options.catalogRevision ?? (options.readRevision ?? 1) + 1, undefined, options.catalogsRead)
  return batch.commit()
}

function photosFor(id: string, count: number): VehiclePhoto[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `p${index}`,
    path: `vehicles/${id}/p${index}`,
    large: { url: `http://127.0.0.1:9199/v0/b/b/o/p${index}-large.webp?alt=media`, width: 1280, height: 960 },
    thumb: { url: `http://127.0.0.1:9199/v0/b/b/o/p${index}-thumb.webp?alt=media`, width: 480, height: 360 },
  }))
}

describe('reading vehicles', () => {
  beforeEach(async () => {
    await storeVehicle('pub-1', usedSeed.input, true)
    await storeVehicle('draft-1', usedSeed.input, false)
  })

  it('lets anyone read a published vehicle', async () => {
    await assertSucceeds(getDoc(doc(anonymous(), 'vehicles/pub-1')))
  })

  it('hides a draft from anonymous visitors', async () => {
    await assertFails(getDoc(doc(anonymous(), 'vehicles/draft-1')))
  })

  it('hides a draft from signed-in users without the admin claim', async () => {
    await assertFails(getDoc(doc(visitor(), 'vehicles/draft-1')))
  })

  it('shows a draft to an admin', async () => {
    const snapshot = await assertSucceeds(getDoc(doc(admin(), 'vehicles/draft-1')))
    expect(snapshot.get('published')).toBe(false)
  })

  it('does not treat an admin claim other than true as admin', async () => {
    const notAdmin = rules.firestore.as('other', { admin: 'yes' })
    await assertFails(getDoc(doc(notAdmin, 'vehicles/draft-1')))
  })

  it('lets anyone list with the published filter, and returns only published vehicles', async () => {
    const snapshot = await assertSucceeds(
      getDocs(query(collection(anonymous(), 'vehicles'), where('published', '==', true), orderBy('createdAt', 'desc'))),
    )
    expect(snapshot.docs.map((document) => document.id)).toEqual(['pub-1'])
  })

  it('lets anyone list one category with the published filter', async () => {
    await assertSucceeds(
      getDocs(
        query(collection(anonymous(), 'vehicles'), where('published', '==', true), where('category', '==', 'used'), orderBy('createdAt', 'desc')),
      ),
    )
  })

  it('lets anyone run the featured query', async () => {
    await assertSucceeds(
      getDocs(
        query(
          collection(anonymous(), 'vehicles'),
          where('published', '==', true),
          where('featured', '==', true),
          orderBy('createdAt', 'desc'),
          limit(6),
        ),
      ),
    )
  })

  it('denies an anonymous list without the published filter', async () => {
    await assertFails(getDocs(collection(anonymous(), 'vehicles')))
  })

  it('denies a non-admin list without the published filter', async () => {
    await assertFails(getDocs(query(collection(visitor(), 'vehicles'), orderBy('createdAt', 'desc'))))
  })

  it('denies a list that asks for drafts', async () => {
    await assertFails(getDocs(query(collection(visitor(), 'vehicles'), where('published', '==', false))))
  })

  it('lets an admin list everything, drafts included', async () => {
    const snapshot = await assertSucceeds(getDocs(query(collection(admin(), 'vehicles'), orderBy('createdAt', 'desc'))))
    expect(snapshot.size).toBe(2)
  })

  it('denies reading a vehicle that does not exist to a visitor (the app shows it as not found)', async () => {
    await assertFails(getDoc(doc(anonymous(), 'vehicles/missing')))
  })

  it('denies every other collection, even to an admin', async () => {
    await assertFails(getDoc(doc(admin(), 'users/admin-uid')))
    await assertFails(setDoc(doc(admin(), 'settings/site'), { name: 'x' }))
  })
})

describe('creating vehicles', () => {
  it('denies an anonymous create', async () => {
    await assertFails(createVehicle(anonymous(), USED_ID, createPayload(usedSeed.input)))
  })

  it('denies a create by a signed-in user without the admin claim', async () => {
    await assertFails(createVehicle(visitor(), USED_ID, createPayload(usedSeed.input)))
  })

  it('lets an admin create a valid used car', async () => {
    await assertSucceeds(createVehicle(admin(), USED_ID, createPayload(usedSeed.input)))
  })

  it('lets an admin create a valid rental (electric, no engine displacement)', async () => {
    await assertSucceeds(createVehicle(admin(), RENT_ID, createPayload(rentSeed.input)))
  })

  it.each(seeds.map((seed) => [seed.vehicle.id, seed] as const))('accepts seed vehicle %s written through a client', async (id, seed) => {
    const { input } = splitVehicle(seed.vehicle)
    expect(schemaAccepts(id, input)).toBe(true)
    await assertSucceeds(createVehicle(admin(), id, createPayload(input)))
  })

  it(`accepts exactly ${VEHICLE_LIMITS.photosMax} photos`, async () => {
    const input = { ...clone(usedSeed.input), photos: photosFor(USED_ID, VEHICLE_LIMITS.photosMax) }
    expect(schemaAccepts(USED_ID, input)).toBe(true)
    await assertSucceeds(createVehicle(admin(), USED_ID, createPayload(input)))
  })

  it('accepts a vehicle without the optional fields', async () => {
    const { engineCc: _cc, co2GKm: _co2, vin: _vin, ...input } = clone(usedSeed.input) as Data
    expect(schemaAccepts(USED_ID, input)).toBe(true)
    await assertSucceeds(createVehicle(admin(), USED_ID, createPayload(input)))
  })

  it('denies an id outside the allowed characters', async () => {
    const input = { ...clone(usedSeed.input), photos: [] }
    await assertFails(createVehicle(admin(), 'bad id!', createPayload(input)))
  })

  it('denies a createdAt that is not the request time', async () => {
    await assertFails(
      createVehicle(admin(), USED_ID, {
        ...createPayload(usedSeed.input),
        createdAt: Timestamp.fromDate(new Date('2026-01-01T00:00:00Z')),
      }),
    )
  })

  it('denies an updatedAt that is not the request time', async () => {
    await assertFails(
      createVehicle(admin(), USED_ID, {
        ...createPayload(usedSeed.input),
        updatedAt: Timestamp.fromDate(new Date('2030-01-01T00:00:00Z')),
      }),
    )
  })

  it('denies a create without timestamps', async () => {
    await assertFails(createVehicle(admin(), USED_ID, { ...usedSeed.input, revision: 1 }))
  })
})

/** Each case breaks one rule; both the rules and the zod schema must reject it. */
const invalidCases: { name: string; base: 'used' | 'rent'; mutate: (data: Data) => void }[] = [
  { name: 'price of the wrong type', base: 'used', mutate: (d) => void (d.price = '15000') },
  { name: 'a fractional price', base: 'used', mutate: (d) => void (d.price = 15000.5) },
  { name: 'a negative price', base: 'used', mutate: (d) => void (d.price = -1) },
  { name: 'a price above the limit', base: 'used', mutate: (d) => void (d.price = VEHICLE_LIMITS.priceMaxEur + 1) },
  { name: 'a negative mileage', base: 'used', mutate: (d) => void (d.mileageKm = -10) },
  { name: 'an unknown key', base: 'used', mutate: (d) => void (d.discount = 500) },
  { name: 'a missing required key', base: 'used', mutate: (d) => void delete d.make },
  { name: 'a first registration in a future year', base: 'used', mutate: (d) => void (d.firstRegistration = { month: 1, year: new Date().getUTCFullYear() + 1 }) },
  { name: 'month 13', base: 'used', mutate: (d) => void (d.firstRegistration = { month: 13, year: 2020 }) },
  { name: 'month 0', base: 'used', mutate: (d) => void (d.firstRegistration = { month: 0, year: 2020 }) },
  { name: 'a year before the minimum', base: 'used', mutate: (d) => void (d.firstRegistration = { month: 5, year: VEHICLE_LIMITS.firstRegistrationYearMin - 1 }) },
  { name: 'an oversized title', base: 'used', mutate: (d) => void (d.title = { it: 'x'.repeat(VEHICLE_LIMITS.titleMaxLength + 1), en: 'ok' }) },
  { name: 'an oversized description', base: 'used', mutate: (d) => void (d.description = { it: 'ok', en: 'y'.repeat(VEHICLE_LIMITS.descriptionMaxLength + 1) }) },
  { name: 'a title with a third language', base: 'used', mutate: (d) => void (d.title = { it: 'a', en: 'b', de: 'c' }) },
  { name: 'a title empty in both languages', base: 'used', mutate: (d) => void (d.title = { it: '', en: '' }) },
  { name: 'an empty make', base: 'used', mutate: (d) => void (d.make = '') },
  { name: 'an oversized make', base: 'used', mutate: (d) => void (d.make = 'M'.repeat(VEHICLE_LIMITS.makeMaxLength + 1)) },
  { name: 'photos that are not a list', base: 'used', mutate: (d) => void (d.photos = 'cover.webp') },
  { name: 'too many photos', base: 'used', mutate: (d) => void (d.photos = photosFor(USED_ID, VEHICLE_LIMITS.photosMax + 1)) },
  { name: 'a fuel outside the list', base: 'used', mutate: (d) => void (d.fuel = 'steam') },
  { name: 'a body type outside the list', base: 'used', mutate: (d) => void (d.bodyType = 'limousine') },
  { name: 'a Euro class outside the list', base: 'used', mutate: (d) => void (d.euroClass = 'euro-7') },
  { name: 'a category outside the list', base: 'used', mutate: (d) => void (d.category = 'lease') },
  { name: 'a rental status on a used car', base: 'used', mutate: (d) => void (d.status = 'unavailable') },
  { name: 'a used-car status on a rental', base: 'rent', mutate: (d) => void (d.status = 'sold') },
  { name: 'a rental without its daily rate', base: 'rent', mutate: (d) => void delete d.dailyRate },
  { name: 'a used car carrying a rental field', base: 'used', mutate: (d) => void (d.dailyRate = 40) },
  { name: 'a rental carrying a sale price', base: 'rent', mutate: (d) => void (d.price = 20000) },
  { name: 'a minimum rental age under 18', base: 'rent', mutate: (d) => void (d.minAge = 16) },
  { name: 'an unknown equipment key', base: 'used', mutate: (d) => void (d.equipment = ['navigation', 'jet-pack']) },
  { name: 'a repeated equipment key', base: 'used', mutate: (d) => void (d.equipment = ['navigation', 'navigation']) },
  { name: 'equipment that is not a list', base: 'used', mutate: (d) => void (d.equipment = 'navigation') },
  { name: 'a VIN with the letter O', base: 'used', mutate: (d) => void (d.vin = 'ZARFAMAN0K7O12345') },
  { name: 'a VIN of 16 characters', base: 'used', mutate: (d) => void (d.vin = 'ZARFAMAN0K7612345'.slice(0, 16)) },
  { name: 'an engine displacement on an electric car', base: 'rent', mutate: (d) => void (d.engineCc = 1500) },
  { name: 'published that is not a boolean', base: 'used', mutate: (d) => void (d.published = 'yes') },
  { name: 'a float mileage', base: 'used', mutate: (d) => void (d.mileageKm = 1200.5) },
  { name: 'too many seats', base: 'used', mutate: (d) => void (d.seats = VEHICLE_LIMITS.seatsMax + 1) },
]

describe('validating every write', () => {
  it.each(invalidCases.map((testCase) => [testCase.name, testCase] as const))('rejects %s', async (_name, testCase) => {
    const [id, base] = testCase.base === 'used' ? [USED_ID, usedSeed.input] : [RENT_ID, rentSeed.input]
    const data = clone(base) as Data
    testCase.mutate(data)
    expect(schemaAccepts(id, data)).toBe(false)
    await assertFails(createVehicle(admin(), id, createPayload(data)))
  })
})

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
    await assertSucceeds(
      updateVehicle(admin(), USED_ID, {
        category: 'rent',
        status: 'available',
        price: deleteField(),
        dailyRate: 80,
        weeklyRate: 480,
        deposit: 800,
        minAge: 25,
        includedKmPerDay: 250,
      }),
    )
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
    for (const [category, data] of [['used', usedData], ['rent', rentData]] as const) {
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
