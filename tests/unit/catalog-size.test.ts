import { describe, expect, it } from 'vitest'
import { buildSeedVehicles, buildStockVehicles } from '../../scripts/seed/vehicles'
import { catalogFill, catalogOverflow } from '@/features/admin/model/catalog-capacity'
import { CATALOG_SIZE_LIMIT, FIRESTORE_DOCUMENT_MAX_BYTES, firestoreValueSize } from '@/features/vehicles/model/catalog-size'
import { photoFilePaths, type Vehicle } from '@/features/vehicles/model/vehicle-schema'
import { storageObjectUrl } from '@/lib/firebase/storage-url'

// The live project's Storage: its photo addresses are what makes an entry long.
const STORAGE = { storageOrigin: 'https://firebasestorage.googleapis.com', bucket: 'autosalone-orobico.firebasestorage.app' }
const seeded = buildSeedVehicles(STORAGE)
const seededVehicles = seeded.map(({ vehicle }) => vehicle)

/** An id as Firestore makes them (20 characters), and a photo id as the admin makes them (24 hex digits). */
const firestoreId = (n: number) => `Vx${String(n).padStart(6, '0')}q7LmZ3pTa9Rk2`
const photoId = (n: number, index: number) => `${String(n).padStart(8, '0')}a1b2c3d4e5f6a7b${index}`

/** A stock car as the admin would have stored it: its own ids, its own photos' addresses. */
function asStored(vehicle: Vehicle, n: number): Vehicle {
  const id = firestoreId(n)
  const photos = vehicle.photos.map((photo, index) => {
    const path = `vehicles/${id}/${photoId(n, index)}`
    const files = photoFilePaths(path)
    return {
      id: photoId(n, index),
      path,
      large: { ...photo.large, url: storageObjectUrl(STORAGE.storageOrigin, STORAGE.bucket, files.large) },
      thumb: { ...photo.thumb, url: storageObjectUrl(STORAGE.storageOrigin, STORAGE.bucket, files.thumb) },
    }
  })
  return { ...vehicle, id, photos }
}

/** `count` published used cars, each with photos, as a dealer's stock would be. */
function usedStock(count: number): Vehicle[] {
  const withPhotos = seeded.filter(({ vehicle }) => vehicle.photos.length > 0)
  return buildStockVehicles(withPhotos, count + withPhotos.length)
    .map(asStored)
    .slice(0, count)
}

describe('firestoreValueSize', () => {
  it('counts as Firestore does (the example of its storage size page: 71 bytes of fields)', () => {
    expect(firestoreValueSize({ type: 'Personal', done: false, priority: 1, description: 'Learn Cloud Firestore' })).toBe(71)
    expect(firestoreValueSize({ at: new Date(), list: ['ab', 2.5, null], nested: { è: 'à' } })).toBe(3 + 8 + 5 + 3 + 8 + 1 + 7 + 3 + 3)
  })
})

describe('the catalog document', () => {
  const stock = usedStock(2_000)

  it('holds about a thousand used cars: 2,000 would not fit one document', () => {
    const perCar = catalogFill(stock, 'used').bytes / stock.length
    // Measured: 812 bytes a car, 1,624,097 for 2,000 (1 MiB is 1,048,576), a third of it the cover's two addresses.
    expect(perCar).toBeGreaterThan(700)
    expect(perCar).toBeLessThan(1_000)
    expect(catalogFill(stock, 'used').bytes).toBeGreaterThan(FIRESTORE_DOCUMENT_MAX_BYTES)
    // The limit leaves room for about 1,110 such cars (Firestore's own, 14% above it, for about 1,290).
    expect(catalogFill(stock.slice(0, 1_000), 'used').bytes).toBeLessThan(CATALOG_SIZE_LIMIT)
    expect(CATALOG_SIZE_LIMIT / FIRESTORE_DOCUMENT_MAX_BYTES).toBeLessThan(0.87)
  })

  it('refuses to publish a car that would take the catalog past the limit, and nothing else', () => {
    // The largest stock under the limit.
    let [count, tooMany] = [0, stock.length]
    while (tooMany - count > 1) {
      const middle = Math.floor((count + tooMany) / 2)
      if (catalogFill(stock.slice(0, middle), 'used').bytes <= CATALOG_SIZE_LIMIT) count = middle
      else tooMany = middle
    }
    const full = stock.slice(0, count)
    const fill = catalogFill(full, 'used')
    expect(fill.fill).toBeGreaterThan(0.99)
    expect(fill.fill).toBeLessThanOrEqual(1)

    // One more published car is refused; the same car as a draft is not.
    const extra = stock[count]!
    if (extra.category !== 'used') throw new Error('the stock is of used cars')
    expect(catalogOverflow(full, extra)).toMatchObject({ category: 'used' })
    expect(catalogOverflow(full, { ...extra, published: false })).toBeNull()
    // Below the limit it goes through.
    expect(catalogOverflow(full.slice(1), extra)).toBeNull()

    // A rental is measured against the rentals' catalog only.
    const rental = seededVehicles.find((vehicle) => vehicle.category === 'rent' && vehicle.published)!
    if (rental.category !== 'rent') throw new Error('no rental in the seed')
    expect(catalogOverflow([...full, rental], { ...rental, dailyRate: rental.dailyRate + 5 })).toBeNull()

    // Past the limit (written elsewhere, or on two devices), what makes the catalog no larger still goes through.
    const over = [...full, extra]
    expect(catalogOverflow(over, { ...extra, published: false })).toBeNull()
    expect(catalogOverflow(over, { ...extra, status: 'sold' })).toBeNull()
    expect(catalogOverflow(over, { ...extra, title: { it: `${extra.title.it} con garanzia`, en: extra.title.en } })).toMatchObject({ category: 'used' })
  })
})
