import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { storageFull } from '../../../tests/test-utils/storage'
import { COMPARE_MAX, COMPARED_CARS_KEY, parseComparedCars, removeComparedCar, toggleComparedCar } from './compared-cars'
import { NONE, type GarageCar } from './garage-entries'
import { parseRecentlyViewed, RECENTLY_VIEWED_KEY, RECENTLY_VIEWED_MAX, rememberViewed } from './recently-viewed'
import { parseSavedCars, priceChange, removeAllSavedCars, SAVED_CARS_KEY, SAVED_CARS_MAX, toggleSavedCar, type SavedCar } from './saved-cars'
import { countNewSince, markSearchSeen, parseSavedSearches, SAVED_SEARCHES_KEY, SAVED_SEARCHES_MAX, saveSearch } from './saved-searches'

const panda: GarageCar = { id: 'used-001', category: 'used', name: 'Fiat Panda', price: 11900 }
const giulia: GarageCar = { id: 'used-004', category: 'used', name: 'Alfa Romeo Giulia', price: 29900 }
const clio: GarageCar = { id: 'used-023', category: 'used', name: 'Renault Clio', price: 12900 }
const golf: GarageCar = { id: 'used-008', category: 'used', name: 'Volkswagen Golf', price: 24500 }
const rental: GarageCar = { id: 'rent-002', category: 'rent', name: 'Fiat 500', price: 39 }

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown

beforeEach(() => localStorage.clear())
afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('saved cars', () => {
  it('saves a car first, with the price it has now and when, and removes it on the second tap', () => {
    expect(toggleSavedCar(panda, new Date('2026-11-01T10:00:00Z'))).toBe('saved')
    expect(toggleSavedCar(giulia, new Date('2026-11-02T10:00:00Z'))).toBe('saved')
    expect(stored(SAVED_CARS_KEY)).toEqual([
      { ...giulia, savedAt: '2026-11-02T10:00:00.000Z' },
      { ...panda, savedAt: '2026-11-01T10:00:00.000Z' },
    ])
    expect(toggleSavedCar(panda)).toBe('removed')
    expect(parseSavedCars(localStorage.getItem(SAVED_CARS_KEY)).map((car) => car.id)).toEqual([giulia.id])
    expect(removeAllSavedCars()).toBe(true)
    expect(parseSavedCars(localStorage.getItem(SAVED_CARS_KEY))).toEqual([])
  })

  it('says when the device refuses to keep it, and keeps what it had', () => {
    toggleSavedCar(panda)
    storageFull()
    expect(toggleSavedCar(giulia)).toBe('failed')
    expect(toggleSavedCar(panda)).toBe('failed')
    vi.restoreAllMocks()
    expect(parseSavedCars(localStorage.getItem(SAVED_CARS_KEY)).map((car) => car.id)).toEqual([panda.id])
  })

  it(`keeps at most ${SAVED_CARS_MAX}: a thousand stored read as the first ${SAVED_CARS_MAX}, and one more is refused`, () => {
    const many = Array.from({ length: 1000 }, (_, index) => ({ ...panda, id: `car-${index}`, savedAt: '2026-11-01T10:00:00.000Z' }))
    localStorage.setItem(SAVED_CARS_KEY, JSON.stringify(many))
    const read = parseSavedCars(localStorage.getItem(SAVED_CARS_KEY))
    expect(read).toHaveLength(SAVED_CARS_MAX)
    expect(read[0]!.id).toBe('car-0')
    expect(toggleSavedCar(giulia)).toBe('full')
    // Taking one out makes room.
    expect(toggleSavedCar({ ...panda, id: 'car-0' })).toBe('removed')
    expect(toggleSavedCar(giulia)).toBe('saved')
  })

  it.each([
    ['not JSON', '[{"id":'],
    ['not a list', '{"used-001":true}'],
    ['a bare value', '42'],
  ])('reads %s as no saved cars', (_case, raw) => {
    expect(parseSavedCars(raw)).toEqual([])
  })

  it('skips what does not read and keeps the rest, each car once, fields it does not know left out', () => {
    const good = { ...panda, savedAt: '2026-11-01T10:00:00.000Z' }
    const raw = JSON.stringify([
      good,
      { ...good, note: 'from a newer version' },
      { ...good, id: 'bad id!' },
      { ...good, id: 'x'.repeat(65) },
      { ...good, id: 'used-002', category: 'lease' },
      { ...good, id: 'used-003', price: -5 },
      { ...good, id: 'used-005', price: '11900' },
      { ...good, id: 'used-006', savedAt: 'yesterday' },
      { ...good, id: 'used-007', name: '   ' },
      null,
      'used-009',
      [good],
      { ...giulia, name: `  ${'A'.repeat(500)}  `, savedAt: '2026-11-02T10:00:00Z' },
    ])
    const cars = parseSavedCars(raw)
    expect(cars.map((car) => car.id)).toEqual([panda.id, giulia.id])
    expect(cars[0]).toEqual(good)
    expect(cars[1]!.name).toHaveLength(160)
    expect(cars[1]!.savedAt).toBe('2026-11-02T10:00:00.000Z')
  })

  it('tells how the price changed since the car was saved', () => {
    const saved: SavedCar = { ...clio, savedAt: '2026-11-01T10:00:00.000Z' }
    expect(priceChange(saved, 11900)).toEqual({ from: 12900, to: 11900 })
    expect(priceChange(saved, 13500)).toEqual({ from: 12900, to: 13500 })
    expect(priceChange(saved, 12900)).toBeNull()
  })
})

describe('the comparison', () => {
  it(`takes up to ${COMPARE_MAX} cars of one kind, in the order picked: a fourth, or a rental beside used cars, is refused`, () => {
    expect(toggleComparedCar(panda)).toBe('added')
    expect(toggleComparedCar(rental)).toBe('other-category')
    expect(toggleComparedCar(giulia)).toBe('added')
    expect(toggleComparedCar(clio)).toBe('added')
    expect(toggleComparedCar(golf)).toBe('full')
    expect(stored(COMPARED_CARS_KEY)).toEqual([panda, giulia, clio].map(({ id, category, name }) => ({ id, category, name })))
    expect(toggleComparedCar(giulia)).toBe('removed')
    expect(toggleComparedCar(golf)).toBe('added')
    expect(removeComparedCar(panda.id)).toBe(true)
    expect(parseComparedCars(localStorage.getItem(COMPARED_CARS_KEY)).map((car) => car.id)).toEqual([clio.id, golf.id])
  })

  it('reads a stored list of four, or of both kinds, as the first three of the first kind', () => {
    const entry = ({ id, category, name }: GarageCar) => ({ id, category, name })
    expect(parseComparedCars(JSON.stringify([panda, giulia, clio, golf].map(entry))).map((car) => car.id)).toEqual([panda.id, giulia.id, clio.id])
    expect(parseComparedCars(JSON.stringify([rental, panda, { ...rental, id: 'rent-004' }].map(entry))).map((car) => car.id)).toEqual(['rent-002', 'rent-004'])
    expect(parseComparedCars('nonsense')).toEqual([])
  })
})

describe('recently viewed', () => {
  it(`puts the car opened first, once, and keeps the last ${RECENTLY_VIEWED_MAX}`, () => {
    for (let index = 0; index < 15; index++) rememberViewed({ id: `used-${100 + index}`, category: 'used' })
    rememberViewed({ id: 'used-105', category: 'used' })
    const viewed = parseRecentlyViewed(localStorage.getItem(RECENTLY_VIEWED_KEY))
    expect(viewed).toHaveLength(RECENTLY_VIEWED_MAX)
    expect(viewed.slice(0, 3).map((car) => car.id)).toEqual(['used-105', 'used-114', 'used-113'])
    expect(viewed.filter((car) => car.id === 'used-105')).toHaveLength(1)
  })

  it('reads malformed entries as nothing, and where storage refuses, simply remembers nothing', () => {
    expect(parseRecentlyViewed(JSON.stringify([{ id: 'used-001' }, { id: 'used-002', category: 'used' }, 'used-003']))).toEqual([
      { id: 'used-002', category: 'used' },
    ])
    storageFull()
    expect(() => rememberViewed({ id: 'used-001', category: 'used' })).not.toThrow()
  })
})

describe('saved searches', () => {
  const diesel = { fuel: 'diesel', priceMax: 15000, yearMin: 2018 }

  it('saves a listing’s filters once, seen up to the date given, and refuses an empty one', () => {
    expect(saveSearch('used', diesel, new Date('2026-05-01T00:00:00Z'), new Date('2026-11-01T10:00:00Z'))).toBe('saved')
    expect(saveSearch('used', { yearMin: 2018, priceMax: 15000, fuel: 'diesel' }, new Date())).toBe('exists')
    expect(saveSearch(null, diesel, new Date())).toBe('saved')
    expect(saveSearch('used', {}, new Date())).toBe('empty')
    const [all, used] = parseSavedSearches(localStorage.getItem(SAVED_SEARCHES_KEY))
    expect(all).toMatchObject({ category: null, query: diesel })
    expect(used).toMatchObject({ category: 'used', query: diesel, savedAt: '2026-11-01T10:00:00.000Z', seenAt: '2026-05-01T00:00:00.000Z' })
  })

  it(`keeps at most ${SAVED_SEARCHES_MAX}`, () => {
    for (let year = 2000; year < 2000 + SAVED_SEARCHES_MAX; year++) expect(saveSearch('used', { yearMin: year }, new Date())).toBe('saved')
    expect(saveSearch('used', { yearMin: 1999 }, new Date())).toBe('full')
  })

  it('counts the cars published after the last look as new, and a look moves that point only forward', () => {
    saveSearch('used', diesel, new Date('2026-05-01T00:00:00Z'))
    const search = () => parseSavedSearches(localStorage.getItem(SAVED_SEARCHES_KEY))[0]!
    const published = [new Date('2026-04-30T23:59:59Z'), new Date('2026-05-01T00:00:00Z'), new Date('2026-05-01T00:00:01Z'), new Date('2026-11-20T08:00:00Z')]
    expect(countNewSince(search(), published)).toBe(2)
    markSearchSeen(search().id, new Date('2026-11-20T08:00:00Z'))
    expect(countNewSince(search(), published)).toBe(0)
    markSearchSeen(search().id, new Date('2026-06-01T00:00:00Z'))
    expect(search().seenAt).toBe('2026-11-20T08:00:00.000Z')
  })

  it('reads stored searches leniently: odd filter names and values dropped, an entry without filters or dates skipped', () => {
    const good = { id: 's1', category: 'used', query: diesel, savedAt: '2026-11-01T10:00:00.000Z', seenAt: '2026-05-01T00:00:00.000Z' }
    const raw = JSON.stringify([
      { ...good, query: { ...diesel, 'bad key': 'x', __proto__x: 1, empty: '  ', nested: { a: 1 }, nan: null } },
      { ...good, id: 's2', query: {} },
      { ...good, id: 's3', seenAt: undefined },
      { ...good, id: 's4', category: 'lease' },
      { ...good, id: 's5', category: null },
    ])
    const searches = parseSavedSearches(raw)
    expect(searches.map((search) => search.id)).toEqual(['s1', 's5'])
    expect(searches[0]!.query).toEqual(diesel)
  })
})

it("reads every empty or unreadable list as the HTML's own empty list (NONE), so a hydrated page does not render again", () => {
  for (const raw of [null, '[]', 'not json', '{"id":"used-001"}', '[{"name":"no id"}]']) {
    expect(parseSavedCars(raw), String(raw)).toBe(NONE)
    expect(parseRecentlyViewed(raw), String(raw)).toBe(NONE)
    expect(parseSavedSearches(raw), String(raw)).toBe(NONE)
    expect(parseComparedCars(raw), String(raw)).toBe(NONE)
  }
  expect(parseSavedCars(JSON.stringify([{ ...panda, savedAt: '2026-11-01T10:00:00.000Z' }]))).toHaveLength(1)
})
