import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildSeedVehicles } from '../../scripts/seed/vehicles'
import { filterVehicles, sortVehicles } from '@/features/vehicles/model/vehicle-listing'
import { buildCatalogs, decodeCatalog, encodeSummary, toVehicleSummary } from '@/features/vehicles/model/vehicle-summary'

const seed = buildSeedVehicles({ storageOrigin: 'http://127.0.0.1:9199', bucket: 'demo-autosalone.appspot.com' }).map(({ vehicle }) => vehicle)
const withPhotos = seed.find((vehicle) => vehicle.category === 'used' && vehicle.photos.length > 1)!
const withoutPhotos = seed.find((vehicle) => vehicle.photos.length === 0)!
const rental = seed.find((vehicle) => vehicle.category === 'rent')!

afterEach(() => {
  vi.restoreAllMocks()
})

describe('toVehicleSummary', () => {
  it('keeps what a card, the filters and the sort need, with the first photo as cover', () => {
    const summary = toVehicleSummary(withPhotos)
    expect(summary).toMatchObject({
      id: withPhotos.id,
      make: withPhotos.make,
      model: withPhotos.model,
      price: withPhotos.category === 'used' ? withPhotos.price : undefined,
      mileageKm: withPhotos.mileageKm,
      euroClass: withPhotos.euroClass,
      title: withPhotos.title,
      cover: { large: withPhotos.photos[0]!.large, thumb: withPhotos.photos[0]!.thumb },
    })
    expect(summary).not.toHaveProperty('description')
    expect(summary).not.toHaveProperty('photos')
    expect(summary).not.toHaveProperty('published')
  })

  it('has no cover for a vehicle without photos, and the daily rate for a rental', () => {
    expect(toVehicleSummary(withoutPhotos)).not.toHaveProperty('cover')
    expect(toVehicleSummary(rental)).toMatchObject({ category: 'rent', dailyRate: rental.category === 'rent' ? rental.dailyRate : 0 })
    expect(toVehicleSummary(rental)).not.toHaveProperty('price')
  })

  it('filters and sorts exactly like the whole vehicles', () => {
    const summaries = seed.map(toVehicleSummary)
    for (const filters of [{ fuel: 'diesel' as const, priceMax: 25000 }, { q: 'tdi' }, { bodyType: 'suv' as const, yearMin: 2020 }]) {
      for (const sort of ['price-asc', 'km-asc', 'year-desc', 'newest'] as const) {
        const fromSummaries = sortVehicles(filterVehicles(summaries, filters), sort).map((vehicle) => vehicle.id)
        expect(fromSummaries).toEqual(sortVehicles(filterVehicles(seed, filters), sort).map((vehicle) => vehicle.id))
      }
    }
  })
})

describe('buildCatalogs and decodeCatalog', () => {
  it('hold exactly the published vehicles of each category, newest first, and read back what was built', () => {
    const catalogs = buildCatalogs(seed)
    for (const category of ['used', 'rent'] as const) {
      const expected = sortVehicles(
        seed.filter((vehicle) => vehicle.published && vehicle.category === category),
        'newest',
      ).map(toVehicleSummary)
      expect(expected.length).toBeGreaterThan(3)
      expect(decodeCatalog(category, { vehicles: catalogs[category] })).toEqual(expected)
    }
    expect(Object.keys(catalogs.used)).not.toContain(seed.find((vehicle) => !vehicle.published)!.id)
  })

  it('skips a malformed entry or one of another category with a warning, and keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const good = encodeSummary(toVehicleSummary(withPhotos))
    const decoded = decodeCatalog('used', {
      vehicles: {
        [withPhotos.id]: good,
        'bad-price': { ...good, price: 'trattabile' },
        'bad-cover': { ...good, cover: { large: { url: 'javascript:alert(1)', width: 1, height: 1 } } },
        'not-an-object': 42,
        [rental.id]: encodeSummary(toVehicleSummary(rental)),
      },
    })
    expect(decoded.map((vehicle) => vehicle.id)).toEqual([withPhotos.id])
    expect(warn).toHaveBeenCalledTimes(4)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"used/bad-price": price'))
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`"used/${rental.id}": wrong category`))
  })

  it('lists every other entry around a broken one, and an entry with fields it does not know', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const usedCars = seed.filter((vehicle) => vehicle.category === 'used' && vehicle.published)
    const [broken, extended, ...others] = usedCars
    const stored: Record<string, unknown> = Object.fromEntries(usedCars.map((vehicle) => [vehicle.id, encodeSummary(toVehicleSummary(vehicle))]))
    const extendedEntry = stored[extended!.id] as Record<string, unknown>
    stored[broken!.id] = { ...(stored[broken!.id] as object), mileageKm: -1 }
    stored[extended!.id] = { ...extendedEntry, badge: 'new', title: { ...(extendedEntry.title as object), fr: 'Occasion' } }
    const decoded = decodeCatalog('used', { vehicles: stored })
    expect(decoded.map((vehicle) => vehicle.id).sort()).toEqual([extended!, ...others].map((vehicle) => vehicle.id).sort())
    expect(decoded.find((vehicle) => vehicle.id === extended!.id)).toEqual(toVehicleSummary(extended!))
    // One line naming the entry and what is wrong, however often the listing reads the document again.
    decodeCatalog('used', { vehicles: stored })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`"used/${broken!.id}": mileageKm: too_small`)))
  })

  it('reads a missing or empty document as no vehicles', () => {
    expect(decodeCatalog('rent', undefined)).toEqual([])
    expect(decodeCatalog('rent', {})).toEqual([])
    expect(decodeCatalog('rent', { vehicles: null })).toEqual([])
  })

  it('reads timestamps from either SDK as dates', () => {
    const stored = {
      ...encodeSummary(toVehicleSummary(withPhotos)),
      createdAt: { toDate: () => new Date('2026-05-01T10:00:00Z') },
      publishedAt: { toDate: () => new Date('2026-05-03T08:00:00Z') },
    }
    const [entry] = decodeCatalog('used', { vehicles: { [withPhotos.id]: stored } })
    expect(entry).toMatchObject({ createdAt: new Date('2026-05-01T10:00:00Z'), publishedAt: new Date('2026-05-03T08:00:00Z') })
  })

  it('carries the publication date, which an entry written before it existed lacks', () => {
    expect(toVehicleSummary(withPhotos).publishedAt).toEqual(withPhotos.publishedAt)
    const { publishedAt: _publishedAt, ...undated } = encodeSummary(toVehicleSummary(withPhotos))
    const [entry] = decodeCatalog('used', { vehicles: { [withPhotos.id]: undated } })
    expect(entry).toBeDefined()
    expect(entry).not.toHaveProperty('publishedAt')
    // The write that publishes the car gives the server's timestamp instead.
    const sentinel = { serverTimestamp: true }
    expect(encodeSummary(toVehicleSummary(withPhotos), { publishedAt: sentinel }).publishedAt).toBe(sentinel)
  })
})
