import { describe, expect, it } from 'vitest'
import { decodeVehicle, encodeVehicleInput, splitVehicle } from '@/features/vehicles/model/vehicle-codec'
import { photoFilePaths, vehicleInputSchema, vehiclePatchSchema, vehicleSchema, type VehiclePhoto } from '@/features/vehicles/model/vehicle-schema'
import { WEBP, photoFileNames } from '@/lib/photos/photo-pipeline'
import { buildSeedVehicles } from '../../scripts/seed/vehicles'

const seeds = buildSeedVehicles({ storageOrigin: 'http://127.0.0.1:9199', bucket: 'demo-autosalone.appspot.com' })
const used = seeds.find((seed) => seed.vehicle.id === 'used-004')!.vehicle
const { input } = splitVehicle(used)

function photo(overrides: Partial<VehiclePhoto> = {}): VehiclePhoto {
  return {
    id: 'p1',
    path: 'vehicles/used-004/p1',
    large: { url: 'https://example.test/p1-large.webp', width: 1280, height: 960 },
    thumb: { url: 'https://example.test/p1-thumb.webp', width: 480, height: 360 },
    ...overrides,
  }
}

describe('vehicle schema', () => {
  it('accepts every seed vehicle', () => {
    expect(seeds.length).toBeGreaterThanOrEqual(40)
    for (const { vehicle } of seeds) expect(vehicleSchema.safeParse(vehicle).success).toBe(true)
  })

  it('enforces the status of the category', () => {
    expect(vehicleInputSchema.safeParse({ ...input, status: 'unavailable' }).success).toBe(false)
    expect(vehicleInputSchema.safeParse({ ...input, status: 'sold' }).success).toBe(true)
  })

  it('rejects photo entries the rules do not inspect', () => {
    const check = (photos: unknown[]) => vehicleSchema.safeParse({ ...used, photos }).success
    expect(check([photo()])).toBe(true)
    expect(check([photo({ path: 'vehicles/other/p1' })])).toBe(false)
    expect(check([photo({ path: 'vehicles/used-004/p2' })])).toBe(false)
    expect(check([{ ...photo(), caption: 'x' }])).toBe(false)
    expect(check([photo({ large: { url: 'javascript:alert(1)', width: 1, height: 1 } })])).toBe(false)
    expect(check([photo({ thumb: { url: 'https://x.test/a', width: 0, height: 1 } })])).toBe(false)
    expect(check([photo(), photo()])).toBe(false)
  })

  it('validates patches field by field and allows clearing optional fields with null', () => {
    expect(vehiclePatchSchema.safeParse({ price: 100, vin: null, engineCc: null }).success).toBe(true)
    expect(vehiclePatchSchema.safeParse({ price: -1 }).success).toBe(false)
    expect(vehiclePatchSchema.safeParse({ category: 'rent' }).success).toBe(false)
    expect(vehiclePatchSchema.safeParse({ make: null }).success).toBe(false)
  })

  it('reads a rental stored before its optional terms existed, and checks them when present', () => {
    const rental = seeds.find((seed) => seed.vehicle.id === 'rent-001')!.vehicle
    expect(rental).toMatchObject({ weekendRate: 90, monthlyRate: 750 })
    if (rental.category !== 'rent') throw new Error('rent-001 is a rental')
    const { weekendRate: _weekend, monthlyRate: _monthly, publishedAt: _published, ...older } = rental
    const decoded = decodeVehicle(older.id, { ...older, createdAt: { toDate: () => older.createdAt }, updatedAt: { toDate: () => older.updatedAt } })
    expect(decoded).toMatchObject({ ok: true, vehicle: { dailyRate: 35, weeklyRate: 210 } })
    expect(decoded.ok && decoded.vehicle.category === 'rent' && decoded.vehicle.weekendRate).toBe(undefined)
    const check = (terms: object) => vehicleSchema.safeParse({ ...older, ...terms }).success
    expect(check({ minDays: 2, maxDays: 30 })).toBe(true)
    expect(check({ minDays: 5, maxDays: 3 })).toBe(false)
    expect(check({ minDays: 0 })).toBe(false)
    expect(check({ maxDays: 366 })).toBe(false)
    expect(check({ weekendRate: 99.5 })).toBe(false)
    expect(check({ monthlyRate: 0 })).toBe(false)
    expect(vehiclePatchSchema.safeParse({ weekendRate: null, monthlyRate: 800, minDays: null, maxDays: 10 }).success).toBe(true)
  })

  it("checks a rental's extras when present, and a patch removes them with null", () => {
    const rental = seeds.find((seed) => seed.vehicle.id === 'rent-001')!.vehicle
    const check = (extras: object) => vehicleSchema.safeParse({ ...rental, ...extras }).success
    expect(check({ childSeatPerDay: 5, secondDriverPerDay: 8, extraKmCents: 25 })).toBe(true)
    expect(check({ childSeatPerDay: 0 })).toBe(false)
    expect(check({ secondDriverPerDay: 200.5 })).toBe(false)
    expect(check({ extraKmCents: 1001 })).toBe(false)
    expect(vehiclePatchSchema.safeParse({ childSeatPerDay: null, secondDriverPerDay: 10, extraKmCents: null }).success).toBe(true)
    expect(vehiclePatchSchema.safeParse({ extraKmCents: 0.25 }).success).toBe(false)
  })

  it('encodes input without undefined keys', () => {
    const encoded = encodeVehicleInput({ ...input, vin: undefined })
    expect('vin' in encoded).toBe(false)
  })
})

describe('decodeVehicle', () => {
  const stored = {
    ...input,
    revision: used.revision,
    createdAt: { toDate: () => used.createdAt },
    updatedAt: { toDate: () => used.updatedAt },
    publishedAt: { toDate: () => used.publishedAt },
  }

  it('turns timestamps into dates and validates', () => {
    expect(decodeVehicle(used.id, stored)).toEqual({ ok: true, vehicle: used })
  })

  it('reads a car without a publication date (a draft, or published before the date existed), and refuses one that is not a date', () => {
    const { publishedAt: _publishedAt, ...undated } = stored
    const { publishedAt: _date, ...vehicle } = used
    expect(decodeVehicle(used.id, undated)).toEqual({ ok: true, vehicle })
    expect(decodeVehicle(used.id, { ...stored, publishedAt: '2026-03-01' }).ok).toBe(false)
  })

  it('reads a document stored before revisions existed as revision 0, and refuses a revision that is not an integer', () => {
    const { revision: _revision, ...legacy } = stored
    expect(decodeVehicle(used.id, legacy)).toEqual({ ok: true, vehicle: { ...used, revision: 0 } })
    expect(decodeVehicle(used.id, { ...stored, revision: 1.5 }).ok).toBe(false)
    expect(decodeVehicle(used.id, { ...stored, revision: -1 }).ok).toBe(false)
  })

  it('reports why a document is malformed instead of throwing', () => {
    const result = decodeVehicle('x-1', { ...stored, mileageKm: -3, fuel: 'steam' })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.reason).toMatch(/mileageKm.*fuel|fuel.*mileageKm/s)
    // Each problem by field, code and limits; the schema's own checks by their message.
    const tooSmall = decodeVehicle(used.id, { ...stored, price: 0 })
    expect(tooSmall).toEqual({ ok: false, reason: 'price: too_small {"origin":"number","minimum":1,"inclusive":true}' })
    const electric = decodeVehicle(used.id, { ...stored, fuel: 'electric', engineCc: 1200 })
    expect(electric).toMatchObject({ ok: false, reason: expect.stringContaining('engineCc: An electric vehicle has no engine displacement') })
    expect(decodeVehicle('x-2', undefined).ok).toBe(false)
    expect(
      decodeVehicle('x-3', {
        ...stored,
        createdAt: {
          toDate: () => {
            throw new Error('bad')
          },
        },
      }).ok,
    ).toBe(false)
  })

  it('ignores fields it does not know, at any depth, and still refuses a known field that is wrong', () => {
    const photo = used.photos[0]!
    const newer = {
      ...stored,
      warrantyMonths: 12,
      title: { ...used.title, de: 'Gebrauchtwagen' },
      firstRegistration: { ...used.firstRegistration, day: 12 },
      photos: [{ ...photo, alt: 'Front', large: { ...photo.large, blurhash: 'LEHV6n' } }, ...used.photos.slice(1)],
    }
    expect(decodeVehicle(used.id, newer)).toEqual({ ok: true, vehicle: used })
    expect(decodeVehicle(used.id, { ...newer, price: 'trattabile' })).toMatchObject({ ok: false, reason: expect.stringContaining('price') })
  })

  it('still refuses an unknown field in the form and the writes', () => {
    expect(() => encodeVehicleInput({ ...input, warrantyMonths: 12 } as unknown as typeof input)).toThrow()
  })
})

describe('photo file names', () => {
  it("are the photo pipeline's WebP names", () => {
    expect(photoFilePaths('vehicles/v1/p1')).toEqual(photoFileNames('vehicles/v1/p1', WEBP))
  })
})
