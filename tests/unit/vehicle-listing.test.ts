import { describe, expect, it } from 'vitest'
import { filterVehicles, normalizeSearchText, sortVehicles, distinctMakes, distinctModels } from '@/features/vehicles/model/vehicle-listing'
import { vehicleSchema, type RentVehicle, type UsedVehicle, type Vehicle } from '@/features/vehicles/model/vehicle-schema'
import { kwToCv } from '@/features/vehicles/model/vehicle-constants'

const base = {
  published: true,
  revision: 1,
  featured: false,
  version: '',
  bodyType: 'hatchback',
  fuel: 'petrol',
  gearbox: 'manual',
  powerKw: 70,
  doors: 5,
  seats: 5,
  color: 'Bianco',
  previousOwners: 1,
  equipment: [],
  description: { it: '', en: '' },
  photos: [],
} as const

function used(id: string, fields: Partial<UsedVehicle> & Pick<UsedVehicle, 'make' | 'model' | 'price'>): Vehicle {
  return vehicleSchema.parse({
    ...base,
    id,
    category: 'used',
    status: 'available',
    firstRegistration: { month: 6, year: 2020 },
    mileageKm: 50000,
    euroClass: 'euro-6d-temp',
    title: { it: `${fields.make} ${fields.model}`, en: '' },
    createdAt: new Date('2026-03-01T00:00:00Z'),
    updatedAt: new Date('2026-03-01T00:00:00Z'),
    ...fields,
  })
}

function rent(id: string, fields: Partial<RentVehicle> & Pick<RentVehicle, 'make' | 'model' | 'dailyRate'>): Vehicle {
  return vehicleSchema.parse({
    ...base,
    id,
    category: 'rent',
    status: 'available',
    firstRegistration: { month: 1, year: 2025 },
    mileageKm: 10000,
    euroClass: 'euro-6e',
    weeklyRate: fields.dailyRate * 6,
    deposit: 500,
    minAge: 21,
    includedKmPerDay: 200,
    title: { it: `${fields.make} ${fields.model} a noleggio`, en: `${fields.make} ${fields.model} for rent` },
    createdAt: new Date('2026-04-01T00:00:00Z'),
    updatedAt: new Date('2026-04-01T00:00:00Z'),
    ...fields,
  })
}

const panda = used('a-panda', {
  make: 'Fiat',
  model: 'Panda',
  version: '1.0 Hybrid City Life',
  price: 11900,
  mileageKm: 28500,
  fuel: 'hybrid',
  bodyType: 'city-car',
  firstRegistration: { month: 3, year: 2022 },
  euroClass: 'euro-6d',
  createdAt: new Date('2026-03-05T00:00:00Z'),
})
const giulia = used('b-giulia', {
  make: 'Alfa Romeo',
  model: 'Giulia',
  version: '2.2 Turbodiesel Veloce',
  price: 29900,
  mileageKm: 72000,
  fuel: 'diesel',
  gearbox: 'automatic',
  bodyType: 'sedan',
  firstRegistration: { month: 5, year: 2020 },
  euroClass: 'euro-6d-temp',
  createdAt: new Date('2026-03-10T00:00:00Z'),
})
const punto = used('c-punto', {
  make: 'Fiat',
  model: 'Punto',
  price: 6200,
  mileageKm: 154000,
  firstRegistration: { month: 4, year: 2009 },
  euroClass: 'euro-4',
  createdAt: new Date('2026-03-01T00:00:00Z'),
})
const citroen = used('d-c3', { make: 'Citroën', model: 'C3', price: 9900, mileageKm: 61000, createdAt: new Date('2026-03-02T00:00:00Z') })
const yaris = rent('e-yaris', {
  make: 'Toyota',
  model: 'Yaris',
  dailyRate: 42,
  fuel: 'hybrid',
  gearbox: 'automatic',
  createdAt: new Date('2026-04-02T00:00:00Z'),
})
const all = [panda, giulia, punto, citroen, yaris]
const ids = (vehicles: readonly Vehicle[]) => vehicles.map((vehicle) => vehicle.id)

describe('filterVehicles', () => {
  it('returns everything without filters', () => {
    expect(ids(filterVehicles(all, {}))).toEqual(ids(all))
  })

  it('matches make and model ignoring case and accents', () => {
    expect(ids(filterVehicles(all, { make: 'fiat' }))).toEqual(['a-panda', 'c-punto'])
    expect(ids(filterVehicles(all, { make: 'CITROEN' }))).toEqual(['d-c3'])
    expect(ids(filterVehicles(all, { make: 'Fiat', model: 'punto' }))).toEqual(['c-punto'])
  })

  it('filters on the sale price, or the daily rate for rentals', () => {
    expect(ids(filterVehicles(all, { priceMin: 10000, priceMax: 20000 }))).toEqual(['a-panda'])
    expect(ids(filterVehicles(all, { priceMax: 50 }))).toEqual(['e-yaris'])
  })

  it('filters on the registration year and mileage', () => {
    expect(ids(filterVehicles(all, { yearMin: 2020, yearMax: 2022 }))).toEqual(['a-panda', 'b-giulia', 'd-c3'])
    expect(ids(filterVehicles(all, { kmMax: 30000 }))).toEqual(['a-panda', 'e-yaris'])
  })

  it('filters on fuel, gearbox and body type', () => {
    expect(ids(filterVehicles(all, { fuel: 'hybrid' }))).toEqual(['a-panda', 'e-yaris'])
    expect(ids(filterVehicles(all, { gearbox: 'automatic', fuel: 'diesel' }))).toEqual(['b-giulia'])
    expect(ids(filterVehicles(all, { bodyType: 'city-car' }))).toEqual(['a-panda'])
  })

  it('treats the Euro class as a minimum', () => {
    expect(ids(filterVehicles(all, { euroClass: 'euro-6d' }))).toEqual(['a-panda', 'e-yaris'])
    expect(ids(filterVehicles(all, { euroClass: 'euro-5' }))).toEqual(['a-panda', 'b-giulia', 'd-c3', 'e-yaris'])
  })

  it('searches free text over make, model, version and titles, every word, ignoring case and accents', () => {
    expect(ids(filterVehicles(all, { q: 'giulia veloce' }))).toEqual(['b-giulia'])
    expect(ids(filterVehicles(all, { q: 'citroen' }))).toEqual(['d-c3'])
    expect(ids(filterVehicles(all, { q: 'FOR RENT' }))).toEqual(['e-yaris'])
    expect(ids(filterVehicles(all, { q: '  noleggio   yaris ' }))).toEqual(['e-yaris'])
    expect(ids(filterVehicles(all, { q: 'panda diesel' }))).toEqual([])
  })

  it('normalizes text', () => {
    expect(normalizeSearchText('  Citroën   Ë-C4 ')).toBe('citroen e-c4')
  })
})

describe('sortVehicles', () => {
  it('sorts newest first by default order', () => {
    expect(ids(sortVehicles(all, 'newest'))).toEqual(['e-yaris', 'b-giulia', 'a-panda', 'd-c3', 'c-punto'])
  })

  it('sorts by price both ways, rentals by daily rate', () => {
    expect(ids(sortVehicles(all, 'price-asc'))).toEqual(['e-yaris', 'c-punto', 'd-c3', 'a-panda', 'b-giulia'])
    expect(ids(sortVehicles(all, 'price-desc'))).toEqual(['b-giulia', 'a-panda', 'd-c3', 'c-punto', 'e-yaris'])
  })

  it('sorts by mileage and by registration', () => {
    expect(ids(sortVehicles(all, 'km-asc'))).toEqual(['e-yaris', 'a-panda', 'd-c3', 'b-giulia', 'c-punto'])
    expect(ids(sortVehicles(all, 'year-desc'))).toEqual(['e-yaris', 'a-panda', 'd-c3', 'b-giulia', 'c-punto'])
  })

  it('breaks ties by newest and does not mutate the input', () => {
    const twin = used('f-twin', { make: 'Fiat', model: 'Panda', price: 11900, createdAt: new Date('2026-05-01T00:00:00Z') })
    const input = [panda, twin]
    expect(ids(sortVehicles(input, 'price-asc'))).toEqual(['f-twin', 'a-panda'])
    expect(ids(input)).toEqual(['a-panda', 'f-twin'])
  })
})

describe('helpers', () => {
  it('converts kW to CV', () => {
    expect(kwToCv(51)).toBe(69)
    expect(kwToCv(140)).toBe(190)
  })

  it('lists distinct makes and models', () => {
    expect(distinctMakes(all)).toEqual(['Alfa Romeo', 'Citroën', 'Fiat', 'Toyota'])
    expect(distinctModels(all, 'fiat')).toEqual(['Panda', 'Punto'])
  })
})
