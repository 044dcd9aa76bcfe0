import { initializeApp, deleteApp, type App } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { Timestamp, getFirestore } from 'firebase-admin/firestore'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { signInWithPassword, signOutUser } from '@/lib/firebase/auth'
import { getFirestoreCacheKind } from '@/lib/firebase/firestore'
import { splitVehicle } from '@/features/vehicles/model/vehicle-codec'
import { filterVehicles, sortVehicles } from '@/features/vehicles/model/vehicle-listing'
import type { Vehicle, VehicleInput, VehicleSummary } from '@/features/vehicles/model/vehicle-schema'
import { buildCatalogs, emptyCatalogFields, toVehicleSummary } from '@/features/vehicles/model/vehicle-summary'
import { VehicleRepositoryError } from '@/features/vehicles/api/vehicle-errors'
import { getPublicVehicle } from '@/features/vehicles/api/vehicle-once'
import { takePageVehicle, vehicleFromPage } from '@/features/vehicles/api/page-vehicle'
import { answerRead, fetchDocumentFields } from '@/lib/firebase/firestore-rest-read'
import { documentUrl } from '@/lib/firebase/rest-origin'
import { fromRestFields, type RestValue } from '@/lib/firebase/rest-values'
import { PAGE_DATA_ID, recordedPageDocuments } from '@/lib/page-data'
import { PRERENDERING_GLOBAL } from '@/lib/start-up'
import {
  createVehicle,
  deleteVehicle,
  getServerVehicle,
  listAllVehicles,
  newVehicleId,
  replaceVehicle,
  setVehiclePublished,
  setVehicleStatus,
  updateVehicle,
} from '@/features/vehicles/api/admin-vehicles-repository'
import { getVehicle, listPublishedVehicles, watchPublishedVehicles } from '@/features/vehicles/api/vehicles-repository'
import { BUCKET, PROJECT_ID, clearFirestoreData, ensureEmulatorEnv, seedVehicles } from './emulator-support'

ensureEmulatorEnv()

const ADMIN = { email: 'repo-admin@demo.test', password: 'repo-password-2026' }
const VISITOR = { email: 'repo-visitor@demo.test', password: 'repo-password-2026' }

const seeds = seedVehicles().map((seed) => seed.vehicle)
const published = seeds.filter((vehicle) => vehicle.published)
const byNewest = (vehicles: readonly Vehicle[]) => sortVehicles(vehicles, 'newest')
const ids = (vehicles: readonly { id: string }[]) => vehicles.map((vehicle) => vehicle.id)

let adminApp: App

async function ensureUser(email: string, password: string, admin: boolean): Promise<void> {
  const auth = getAuth(adminApp)
  const user = await auth.getUserByEmail(email).catch(() => auth.createUser({ email, password }))
  await auth.updateUser(user.uid, { password })
  await auth.setCustomUserClaims(user.uid, admin ? { admin: true } : null)
}

async function rejection(promise: Promise<unknown>): Promise<VehicleRepositoryError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(VehicleRepositoryError)
  return error as VehicleRepositoryError
}

beforeAll(async () => {
  adminApp = initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, 'repository-test')
  await clearFirestoreData()
  const db = getFirestore(adminApp)
  const batch = db.batch()
  for (const vehicle of seeds) {
    const { id, createdAt, updatedAt, publishedAt, revision, input } = splitVehicle(vehicle)
    batch.set(db.collection('vehicles').doc(id), {
      ...input,
      revision,
      createdAt: Timestamp.fromDate(createdAt),
      updatedAt: Timestamp.fromDate(updatedAt),
      ...(publishedAt ? { publishedAt: Timestamp.fromDate(publishedAt) } : {}),
    })
  }
  // A published document that breaks the schema (price as text): reads must skip it.
  batch.set(db.collection('vehicles').doc('broken-001'), {
    ...splitVehicle(seeds[0]!).input,
    price: 'trattabile',
    featured: false,
    revision: 1,
    createdAt: Timestamp.fromDate(new Date('2026-06-01T00:00:00Z')),
    updatedAt: Timestamp.fromDate(new Date('2026-06-01T00:00:00Z')),
  })
  // The catalog the seed writes, plus an entry that breaks the schema (price as text): listings must skip it.
  const catalogs = buildCatalogs(seeds)
  const brokenEntry = { ...catalogs.used['used-004'], price: 'trattabile' }
  batch.set(db.collection('catalog').doc('used'), { ...emptyCatalogFields(), vehicles: { ...catalogs.used, 'broken-001': brokenEntry } })
  batch.set(db.collection('catalog').doc('rent'), { ...emptyCatalogFields(), vehicles: catalogs.rent })
  await batch.commit()
  await ensureUser(ADMIN.email, ADMIN.password, true)
  await ensureUser(VISITOR.email, VISITOR.password, false)
})

afterAll(async () => {
  await signOutUser().catch(() => undefined)
  await deleteApp(adminApp)
})

/** A vehicle's entry in its category's catalog, or undefined when it is not there (broken-001's warning muted). */
async function catalogEntry(category: 'used' | 'rent', id: string): Promise<VehicleSummary | undefined> {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const entries = await listPublishedVehicles({ category }).finally(() => warn.mockRestore())
  return entries.find((vehicle) => vehicle.id === id)
}

describe('public reads (signed out)', () => {
  it('uses the memory cache where IndexedDB is missing (Node)', async () => {
    await listPublishedVehicles({ category: 'rent' })
    expect(getFirestoreCacheKind()).toBe('memory')
  })

  it('lists every published vehicle from the catalog, newest first, skipping the malformed entry with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const vehicles = await listPublishedVehicles()
      expect(ids(vehicles)).toEqual(ids(byNewest(published)))
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('"used/broken-001"'))
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('price'))
    } finally {
      warn.mockRestore()
    }
  })

  it('watches a category live: the server’s list, newest first, the malformed entry skipped', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const changes: { ids: string[]; fromCache: boolean }[] = []
    const stop = watchPublishedVehicles(
      'used',
      ({ vehicles, fromCache }) => void changes.push({ ids: ids(vehicles), fromCache }),
      (error) => {
        throw error
      },
    )
    try {
      await vi.waitFor(() => expect(changes.at(-1)?.fromCache).toBe(false))
      expect(changes.at(-1)!.ids).toEqual(ids(byNewest(published.filter((vehicle) => vehicle.category === 'used'))))
    } finally {
      stop()
      warn.mockRestore()
    }
  })

  it('lists one category', async () => {
    const rentals = await listPublishedVehicles({ category: 'rent' })
    expect(ids(rentals)).toEqual(ids(byNewest(published.filter((vehicle) => vehicle.category === 'rent'))))
    expect(rentals.length).toBeGreaterThanOrEqual(7)
  })

  it('gives the listing entry of each vehicle as written, with its cover photo (timestamps as Dates)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const vehicles = await listPublishedVehicles({ category: 'used' })
      expect(vehicles).toEqual(byNewest(published.filter((vehicle) => vehicle.category === 'used')).map(toVehicleSummary))
      expect(vehicles[0]!.createdAt).toBeInstanceOf(Date)
      expect(vehicles[0]!.cover?.thumb.url).toMatch(/thumb\.webp/)
    } finally {
      warn.mockRestore()
    }
  })

  it('filters and sorts the entries as it would the whole vehicles', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const entries = await listPublishedVehicles({ category: 'used' }).finally(() => warn.mockRestore())
    for (const filters of [
      { fuel: 'diesel', priceMax: 25000 },
      { q: 'station', yearMin: 2019 },
      { euroClass: 'euro-6d', kmMax: 80000 },
    ] as const) {
      const result = sortVehicles(filterVehicles(entries, filters), 'price-asc')
      const expected = sortVehicles(
        filterVehicles(
          published.filter((vehicle) => vehicle.category === 'used'),
          filters,
        ),
        'price-asc',
      )
      expect(ids(result)).toEqual(ids(expected))
    }
    expect(filterVehicles(entries, { fuel: 'diesel', priceMax: 25000 }).length).toBeGreaterThan(3)
  })

  it('gets one published vehicle with every field', async () => {
    expect(await getVehicle('used-004')).toEqual(seeds.find((vehicle) => vehicle.id === 'used-004'))
  })

  it('returns null for a draft, a missing id, a malformed document and an invalid id', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      expect(await getVehicle('used-032')).toBeNull()
      expect(await getVehicle('does-not-exist')).toBeNull()
      expect(await getVehicle('broken-001')).toBeNull()
      expect(await getVehicle('../secrets')).toBeNull()
    } finally {
      warn.mockRestore()
    }
  })

  it("gives a vehicle's public page its car over REST, the same as the repository reads it", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    try {
      expect(await getPublicVehicle('used-004')).toEqual(seeds.find((vehicle) => vehicle.id === 'used-004'))
      // One REST request for the document (the SDK's own traffic goes to other addresses).
      const restReads = fetchSpy.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/documents/'))
      expect(restReads).toEqual([expect.stringMatching(/\/documents\/vehicles\/used-004$/)])
    } finally {
      fetchSpy.mockRestore()
    }
  })

  it("reads a prerendered car afresh: unchanged, the page's own car stays; changed or gone, what the server has, handed over once", async () => {
    const serverFields = (await fetchDocumentFields(documentUrl('vehicles/used-004'), 6000))!
    const server = seeds.find((vehicle) => vehicle.id === 'used-004')!
    /** The app's modules on a page that carries these documents, as a prerendered one does. */
    const onPage = async (documents: Record<string, Record<string, RestValue>>) => {
      vi.resetModules()
      vi.stubGlobal('document', {
        getElementById: (id: string) => (id === PAGE_DATA_ID ? { textContent: JSON.stringify(documents) } : null),
      })
      const pageVehicle = await import('@/features/vehicles/api/page-vehicle')
      const once = await import('@/features/vehicles/api/vehicle-once')
      return { ...pageVehicle, ...once }
    }
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const reads = () => fetchSpy.mock.calls.filter(([url]) => String(url).includes('/documents/')).length
    try {
      let page = await onPage({ 'vehicles/used-004': serverFields })
      expect(page.takePageVehicle('used-004')).toEqual(server)
      expect(await page.refreshPageVehicle('used-004')).toBe(false)
      expect(page.takeChangedSincePage('used-004')).toBeUndefined()

      // The page was made when the car cost less: the fresh read finds it changed and keeps it for the page.
      page = await onPage({ 'vehicles/used-004': { ...serverFields, price: { integerValue: '1000' } } })
      expect(page.takePageVehicle('used-004')).toMatchObject({ category: 'used', price: 1000 })
      fetchSpy.mockClear()
      expect(await page.refreshPageVehicle('used-004')).toBe(true)
      expect(page.takeChangedSincePage('used-004')).toEqual(server)
      expect(page.takeChangedSincePage('used-004')).toBeUndefined()
      expect(reads()).toBe(1)

      // A car deleted since the page was made.
      page = await onPage({ 'vehicles/gone-001': serverFields })
      expect(page.takePageVehicle('gone-001')?.id).toBe('gone-001')
      expect(await page.refreshPageVehicle('gone-001')).toBe(true)
      expect(page.takeChangedSincePage('gone-001')).toBeNull()
    } finally {
      fetchSpy.mockRestore()
      vi.unstubAllGlobals()
      vi.resetModules()
    }
  })

  it('reads a document as the page’s worker does: the fields the page would read, as compact JSON; null when missing; why when refused or unreachable', async () => {
    const url = documentUrl('catalog/used')
    const reply = await answerRead({ id: 7, url, timeoutMs: 6000 })
    expect(reply).toMatchObject({ id: 7, ok: true })
    const text = (reply as { fields: string }).fields
    expect(JSON.parse(text)).toEqual(await fetchDocumentFields(url, 6000))
    expect(text).not.toContain('\n')
    const catalog = fromRestFields(JSON.parse(text) as Record<string, RestValue>) as { vehicles: Record<string, { make: string }> }
    const used = published.find((vehicle) => vehicle.category === 'used')!
    expect(catalog.vehicles[used.id]?.make).toBe(used.make)

    // No site settings here (the data was cleared): a document anyone may read, missing.
    expect(await answerRead({ id: 8, url: documentUrl('settings/site'), timeoutMs: 6000 })).toEqual({ id: 8, ok: true, fields: null })
    // A draft: the rules refuse it to a visitor.
    expect(await answerRead({ id: 9, url: documentUrl('vehicles/used-032'), timeoutMs: 6000 })).toEqual({
      id: 9,
      ok: false,
      message: 'Firestore answered 403',
      status: 403,
    })
    // Nothing listens on the discard port: no answer at all.
    expect(await answerRead({ id: 10, url: 'http://127.0.0.1:9/v1/projects/p/databases/(default)/documents/catalog/used', timeoutMs: 6000 })).toEqual({
      id: 10,
      ok: false,
      message: expect.any(String),
      status: null,
    })
  })

  it('has a prerendered page carry its car as decoded, which the page then reads as it is (without the schema)', async () => {
    const db = getFirestore(adminApp)
    const seed = seeds.find((vehicle) => vehicle.id === 'used-004')!
    const { createdAt, updatedAt, publishedAt, input } = splitVehicle(seed)
    const stored = (id: string) => ({
      ...input,
      photos: input.photos.map((photo) => ({ ...photo, path: photo.path.replace('used-004', id) })),
      createdAt: Timestamp.fromDate(createdAt),
      updatedAt: Timestamp.fromDate(updatedAt),
      ...(publishedAt ? { publishedAt: Timestamp.fromDate(publishedAt) } : {}),
    })
    // Stored before revisions existed, with a field the schema no longer has; and one whose photo has a field
    // the schema does not know (the decoding leaves it out, which the page's copy cannot).
    await db.doc('vehicles/legacy-001').set({ ...stored('legacy-001'), oldNote: 'km certificati' })
    const [photo, ...photos] = stored('legacy-002').photos
    await db.doc('vehicles/legacy-002').set({ ...stored('legacy-002'), revision: 3, photos: [{ ...photo, caption: 'Fronte' }, ...photos] })
    vi.stubGlobal('window', { [PRERENDERING_GLOBAL]: true })
    try {
      const decoded = { used: await getPublicVehicle('used-004'), legacy: await getPublicVehicle('legacy-001'), nested: await getPublicVehicle('legacy-002') }
      expect(decoded.legacy).toMatchObject({ id: 'legacy-001', revision: 0, make: seed.make })
      expect(decoded.legacy).not.toHaveProperty('oldNote')
      expect(decoded.nested?.photos[0]).not.toHaveProperty('caption')
      const carried = recordedPageDocuments() as Record<string, Record<string, RestValue>>
      expect(vehicleFromPage('used-004', fromRestFields(carried['vehicles/used-004']))).toEqual(seed)
      expect(vehicleFromPage('legacy-001', fromRestFields(carried['vehicles/legacy-001']))).toEqual(decoded.legacy)
      expect(carried['vehicles/legacy-001']).not.toHaveProperty('oldNote')
      expect(carried).not.toHaveProperty('vehicles/legacy-002')
    } finally {
      vi.unstubAllGlobals()
      await Promise.all([db.doc('vehicles/legacy-001').delete(), db.doc('vehicles/legacy-002').delete()])
    }
    // Not prerendering, a page without the vehicle has none to give.
    expect(takePageVehicle('used-004')).toBeUndefined()
  })

  it('gives the public page null for a draft, a missing id, a malformed document and an invalid id', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      expect(await getPublicVehicle('used-032')).toBeNull()
      expect(await getPublicVehicle('does-not-exist')).toBeNull()
      expect(await getPublicVehicle('broken-001')).toBeNull()
      expect(await getPublicVehicle('../secrets')).toBeNull()
    } finally {
      warn.mockRestore()
    }
  })

  it('refuses admin lists and writes with permission-denied', async () => {
    expect((await rejection(listAllVehicles())).code).toBe('permission-denied')
    expect((await rejection(setVehiclePublished('used-001', false))).code).toBe('permission-denied')
  })
})

describe('a signed-in visitor', () => {
  beforeAll(async () => {
    const session = await signInWithPassword(VISITOR.email, VISITOR.password)
    expect(session.isAdmin).toBe(false)
  })
  afterAll(async () => {
    await signOutUser()
  })

  it('cannot create or delete vehicles', async () => {
    const { input } = splitVehicle(seeds[1]!)
    expect((await rejection(createVehicle({ ...input, photos: [] }))).code).toBe('permission-denied')
    expect((await rejection(deleteVehicle('used-001'))).code).toBe('permission-denied')
  })
})

describe('admin', () => {
  beforeAll(async () => {
    const session = await signInWithPassword(ADMIN.email, ADMIN.password)
    expect(session.isAdmin).toBe(true)
  })
  afterAll(async () => {
    await signOutUser()
  })

  it('lists every vehicle, drafts included, newest first', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      expect(ids(await listAllVehicles())).toEqual(ids(byNewest(seeds)))
    } finally {
      warn.mockRestore()
    }
  })

  it('reads a draft', async () => {
    expect((await getVehicle('used-032'))?.published).toBe(false)
    // The public page's anonymous read is refused; the repository, signed in, gives it.
    expect((await getPublicVehicle('used-032'))?.published).toBe(false)
  })

  it('creates, edits, changes status and visibility, replaces and deletes a vehicle', async () => {
    const id = newVehicleId()
    const source = splitVehicle(seeds.find((vehicle) => vehicle.id === 'used-020')!).input as Extract<VehicleInput, { category: 'used' }>
    const input: VehicleInput = {
      ...source,
      photos: source.photos.map((photo) => ({ ...photo, path: `vehicles/${id}/${photo.id}` })),
    }
    const before = Date.now()
    expect(await createVehicle(input, id)).toBe(id)
    const created = await getVehicle(id)
    expect(created).toMatchObject({ ...input, id })
    expect(created!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 60_000)
    expect(created!.updatedAt).toEqual(created!.createdAt)
    expect(created!.revision).toBe(1)
    expect(input.published).toBe(true)
    // Created published: published at the server's time of the write, in the catalog too.
    expect(created!.publishedAt).toEqual(created!.createdAt)
    expect(await catalogEntry('used', id)).toMatchObject({ price: input.price, make: input.make, publishedAt: created!.publishedAt })

    await updateVehicle(id, { price: 16900, vin: null, mileageKm: 39500 })
    const updated = await getVehicle(id)
    expect(updated).toMatchObject({ price: 16900, mileageKm: 39500, revision: 2 })
    expect(updated).not.toHaveProperty('vin')
    expect(updated!.createdAt).toEqual(created!.createdAt)
    expect(updated!.publishedAt).toEqual(created!.publishedAt)
    expect(await catalogEntry('used', id)).toMatchObject({ price: 16900, mileageKm: 39500, publishedAt: created!.publishedAt })

    await setVehicleStatus(id, 'reserved')
    expect(await catalogEntry('used', id)).toMatchObject({ status: 'reserved' })
    await setVehiclePublished(id, false)
    const draft = await getVehicle(id)
    expect(draft).toMatchObject({ status: 'reserved', published: false })
    expect(draft).not.toHaveProperty('publishedAt')
    expect(await catalogEntry('used', id)).toBeUndefined()
    await setVehiclePublished(id, true)
    // Published again: new since then.
    const republished = await getVehicle(id)
    expect(republished!.publishedAt!.getTime()).toBeGreaterThan(created!.publishedAt!.getTime())
    expect(await catalogEntry('used', id)).toMatchObject({ status: 'reserved', publishedAt: republished!.publishedAt })

    const asRental: VehicleInput = {
      ...splitVehicle(seeds.find((vehicle) => vehicle.id === 'rent-002')!).input,
      photos: [],
    }
    await replaceVehicle(id, asRental, 5)
    const replaced = await getVehicle(id)
    expect(replaced).toMatchObject({ ...asRental, id, revision: 6 })
    expect(replaced).not.toHaveProperty('price')
    expect(replaced!.publishedAt).toEqual(republished!.publishedAt)
    expect(await catalogEntry('used', id)).toBeUndefined()
    expect(await catalogEntry('rent', id)).toEqual(toVehicleSummary(replaced!))

    await deleteVehicle(id)
    expect(await getVehicle(id)).toBeNull()
    expect(await catalogEntry('rent', id)).toBeUndefined()
  })

  it('refuses a save made on top of an older revision, and a deletion too, leaving the newer one', async () => {
    const id = 'used-010'
    const { input } = splitVehicle(seeds.find((vehicle) => vehicle.id === id)!)
    const base = (await getServerVehicle(id))!.revision
    // Another tablet marks it sold.
    await setVehicleStatus(id, 'sold')
    expect((await getServerVehicle(id))?.revision).toBe(base + 1)
    // This one saves the form it filled from the older revision.
    expect((await rejection(replaceVehicle(id, { ...input, price: 1234 } as VehicleInput, base))).code).toBe('permission-denied')
    expect((await rejection(deleteVehicle(id, base))).code).toBe('permission-denied')
    expect(await getServerVehicle(id)).toMatchObject({ status: 'sold', revision: base + 1 })
    expect(await catalogEntry('used', id)).toMatchObject({ status: 'sold' })
    // Saved again on top of the server's revision, it lands.
    await replaceVehicle(id, { ...input, status: 'sold', price: 1234 } as VehicleInput, base + 1)
    expect(await getServerVehicle(id)).toMatchObject({ status: 'sold', price: 1234, revision: base + 2 })
  })

  it('makes a write refused only for the catalog (another car changed meanwhile) again on top of the server catalog', async () => {
    const db = getFirestore(adminApp)
    const before = (await db.collection('catalog').doc('used').get()).get('revision') as number
    // This device keeps the catalog in its cache (as the admin pages do) at `before`...
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    let seen = 0
    const stop = watchPublishedVehicles(
      'used',
      () => void seen++,
      () => undefined,
    )
    try {
      await vi.waitFor(() => expect(seen).toBeGreaterThan(0))
      // ...when another tablet's write moves it on: this write, made at once, reads the older revision.
      await db
        .collection('catalog')
        .doc('used')
        .update({ revision: before + 1 })
      await setVehicleStatus('used-011', 'reserved')
    } finally {
      stop()
      warn.mockRestore()
    }
    expect(await getServerVehicle('used-011')).toMatchObject({ status: 'reserved' })
    expect((await db.collection('catalog').doc('used').get()).data()).toMatchObject({ revision: before + 2, lastChangedId: 'used-011' })
  })

  it('refuses to bring back a deleted car through a save made before the deletion', async () => {
    const id = newVehicleId()
    const source = splitVehicle(seeds.find((vehicle) => vehicle.id === 'used-012')!).input
    const input = { ...source, photos: [] } as VehicleInput
    await createVehicle(input, id)
    await deleteVehicle(id, 1)
    expect(await getServerVehicle(id)).toBeNull()
    // Refused by the rules, or as an update of a document that no longer exists.
    expect((await rejection(replaceVehicle(id, input, 1))).code).toMatch(/^(permission-denied|not-found)$/)
    expect(await getServerVehicle(id)).toBeNull()
    // Created again on purpose: a new revision 1.
    await createVehicle(input, id)
    expect((await getServerVehicle(id))?.revision).toBe(1)
  })

  it('rejects invalid input before writing', async () => {
    const { input } = splitVehicle(seeds[0]!)
    expect((await rejection(createVehicle({ ...input, mileageKm: -1 } as VehicleInput))).code).toBe('invalid')
    expect((await rejection(createVehicle(input, 'not/valid'))).code).toBe('invalid')
    expect((await rejection(createVehicle(input, 'other-id'))).code).toBe('invalid') // photos under used-001
    expect((await rejection(updateVehicle('used-001', { price: -5 }))).code).toBe('invalid')
    expect((await rejection(setVehicleStatus('rent-001', 'sold', 'rent'))).code).toBe('invalid')
  })

  it('maps a write the rules refuse to permission-denied', async () => {
    expect((await rejection(setVehicleStatus('rent-001', 'sold'))).code).toBe('permission-denied')
  })

  it('refuses an update of a vehicle that does not exist (the rules need the stored createdAt)', async () => {
    expect((await rejection(setVehiclePublished('missing-vehicle', true))).code).toBe('permission-denied')
  })
})
