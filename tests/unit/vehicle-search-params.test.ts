import { describe, expect, it } from 'vitest'
import { parseVehicleListSearch, searchToListingQuery } from '@/features/vehicles/model/vehicle-search-params'
import { VEHICLE_LIMITS } from '@/features/vehicles/model/vehicle-constants'

const parse = parseVehicleListSearch

describe('parseVehicleListSearch', () => {
  it('keeps valid params', () => {
    expect(
      parse({
        make: 'Fiat',
        priceMin: 5000,
        priceMax: '20000',
        fuel: 'diesel',
        gearbox: 'manual',
        bodyType: 'suv',
        euroClass: 'euro-6',
        q: 'panda',
        sort: 'price-asc',
        yearMin: 2015,
        kmMax: 100000,
      }),
    ).toEqual({
      make: 'Fiat',
      priceMin: 5000,
      priceMax: 20000,
      fuel: 'diesel',
      gearbox: 'manual',
      bodyType: 'suv',
      euroClass: 'euro-6',
      q: 'panda',
      sort: 'price-asc',
      yearMin: 2015,
      kmMax: 100000,
    })
  })

  it('drops values of the wrong type or outside the enums', () => {
    expect(parse({ fuel: 'steam', sort: 'cheapest', priceMin: 'abc', make: 42, gearbox: ['manual'], kmMax: {} })).toEqual({})
  })

  it('reads numbers from the strings of a URL, and drops what is not a finite number', () => {
    expect(parse({ priceMin: ' 12000 ', kmMax: '', yearMin: 'NaN', priceMax: Number.POSITIVE_INFINITY, yearMax: Number.NaN })).toEqual({ priceMin: 12000 })
  })

  it('clamps numbers into range and rounds them', () => {
    expect(parse({ priceMin: -50, priceMax: 1e12, yearMin: 1800, yearMax: 3000, kmMax: 1234.6 })).toEqual({
      priceMin: 0,
      priceMax: VEHICLE_LIMITS.priceMaxEur,
      yearMin: VEHICLE_LIMITS.firstRegistrationYearMin,
      yearMax: new Date().getUTCFullYear(),
      kmMax: 1235,
    })
  })

  it('drops empty text, trims and cuts long text', () => {
    const result = parse({ q: '   ', make: '  Fiat  ', model: 'x'.repeat(500) })
    expect(result.q).toBeUndefined()
    expect(result.make).toBe('Fiat')
    expect(result.model).toHaveLength(VEHICLE_LIMITS.modelMaxLength)
  })

  it('removes unknown params and never throws, whatever the input', () => {
    expect(parse({ utm_source: 'x', page: 2 })).toEqual({})
    for (const input of [null, undefined, 'string', 42, [], { priceMin: Number.NaN, priceMax: Number.POSITIVE_INFINITY }]) {
      expect(() => parse(input)).not.toThrow()
    }
  })

  it('splits into filters, a sort (newest by default) and a rental period', () => {
    expect(searchToListingQuery(parse({ fuel: 'lpg' }))).toEqual({ filters: { fuel: 'lpg' }, sort: 'newest', period: null })
    expect(searchToListingQuery(parse({ sort: 'km-asc' })).sort).toBe('km-asc')
    expect(searchToListingQuery(parse({ from: '2026-12-15', to: '2026-12-17' })).period).toEqual({ from: '2026-12-15', to: '2026-12-17' })
    expect(searchToListingQuery(parse({ from: '2026-12-15' })).period).toBeNull()
  })

  it('keeps only real days as a period, and drops a return before the pick-up', () => {
    expect(parse({ from: '2026-02-30', to: '2026-13-01' })).toEqual({})
    expect(parse({ from: '15/12/2026', to: 20261217 })).toEqual({})
    expect(parse({ from: '2026-12-15', to: '2026-12-14' })).toEqual({ from: '2026-12-15' })
    expect(parse({ from: '2028-02-29', to: '2028-03-01' })).toEqual({ from: '2028-02-29', to: '2028-03-01' })
  })
})
