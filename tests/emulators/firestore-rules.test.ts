import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import { Timestamp, collection, doc, getDoc, getDocs, limit, orderBy, query, setDoc, where } from 'firebase/firestore'
import { beforeEach, describe, expect, it } from 'vitest'
import { VEHICLE_LIMITS } from '@/features/vehicles/model/vehicle-constants'
import { splitVehicle } from '@/features/vehicles/model/vehicle-codec'
import {
  RENT_ID,
  USED_ID,
  clone,
  createPayload,
  photosFor,
  rentSeed,
  schemaAccepts,
  seeds,
  setUpVehicleRulesTests,
  usedSeed,
  type Data,
} from './vehicle-rules-support'

/** firestore.rules for vehicles: who reads them and lists them, who creates them, and what a vehicle may hold. */

const { rules, anonymous, visitor, admin, storeVehicle, createVehicle } = setUpVehicleRulesTests()

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
    const snapshot = await assertSucceeds(getDocs(query(collection(anonymous(), 'vehicles'), where('published', '==', true), orderBy('createdAt', 'desc'))))
    expect(snapshot.docs.map((document) => document.id)).toEqual(['pub-1'])
  })

  it('lets anyone list one category with the published filter', async () => {
    await assertSucceeds(
      getDocs(query(collection(anonymous(), 'vehicles'), where('published', '==', true), where('category', '==', 'used'), orderBy('createdAt', 'desc'))),
    )
  })

  it('lets anyone run the featured query', async () => {
    await assertSucceeds(
      getDocs(
        query(collection(anonymous(), 'vehicles'), where('published', '==', true), where('featured', '==', true), orderBy('createdAt', 'desc'), limit(6)),
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
  {
    name: 'a first registration in a future year',
    base: 'used',
    mutate: (d) => void (d.firstRegistration = { month: 1, year: new Date().getUTCFullYear() + 1 }),
  },
  { name: 'month 13', base: 'used', mutate: (d) => void (d.firstRegistration = { month: 13, year: 2020 }) },
  { name: 'month 0', base: 'used', mutate: (d) => void (d.firstRegistration = { month: 0, year: 2020 }) },
  {
    name: 'a year before the minimum',
    base: 'used',
    mutate: (d) => void (d.firstRegistration = { month: 5, year: VEHICLE_LIMITS.firstRegistrationYearMin - 1 }),
  },
  { name: 'an oversized title', base: 'used', mutate: (d) => void (d.title = { it: 'x'.repeat(VEHICLE_LIMITS.titleMaxLength + 1), en: 'ok' }) },
  {
    name: 'an oversized description',
    base: 'used',
    mutate: (d) => void (d.description = { it: 'ok', en: 'y'.repeat(VEHICLE_LIMITS.descriptionMaxLength + 1) }),
  },
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
