import { screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { saveSearch } from '@/features/garage/saved-searches'
import { toggleSavedCar } from '@/features/garage/saved-cars'
import { activateLocale, i18n, loadMessages } from '@/lib/i18n'
import { buildSeedVehicles } from '../../../../scripts/seed/vehicles'
import { renderWithProviders } from '../../../../tests/test-utils/render'
import { toGarageCar } from '../components/garage-car'
import type { PublishedVehiclesState } from '../listing/published-vehicles-state'
import { VehicleRepositoryError } from '../api/vehicle-errors'
import type { Vehicle, VehicleSummary } from '../model/vehicle-schema'
import { toVehicleSummary } from '../model/vehicle-summary'
import { parseCompareSearch, readCompareIds } from './compare-search'
import { compareRows } from './compare-rows'
import { SavedCars, type Catalogs } from './SavedCars'
import { SavedSearches } from './SavedSearches'
import { searchName } from './search-name'

const seeds = buildSeedVehicles({ storageOrigin: 'http://127.0.0.1:9199', bucket: 'demo-autosalone.appspot.com' }).map((seed) => seed.vehicle)
const byId = (id: string) => seeds.find((vehicle) => vehicle.id === id)!
const summaries = (category: 'used' | 'rent') => seeds.filter((vehicle) => vehicle.published && vehicle.category === category).map(toVehicleSummary)
const loaded = (vehicles: VehicleSummary[]): PublishedVehiclesState => ({ vehicles, fromCache: false, error: null })
const offline: PublishedVehiclesState = { vehicles: null, fromCache: true, error: new VehicleRepositoryError('unavailable', 'offline') }

beforeAll(async () => {
  await Promise.all([loadMessages('it', 'listing'), loadMessages('en', 'listing')])
})
beforeEach(() => localStorage.clear())
afterEach(() => localStorage.clear())

describe('the compare page’s address', () => {
  it('keeps the valid ids, each once, the first three, and counts what it left out', () => {
    expect(readCompareIds('used-001,used-004,used-001, bad id!,,used-023,used-008')).toEqual({ ids: ['used-001', 'used-004', 'used-023'], dropped: 3 })
    expect(readCompareIds(undefined)).toEqual({ ids: [], dropped: 0 })
    expect(parseCompareSearch({ ids: 42 })).toEqual({ ids: '42' })
    expect(parseCompareSearch({ ids: ['used-001'] })).toEqual({})
    expect(parseCompareSearch({ ids: '  ' })).toEqual({})
    expect(parseCompareSearch({ ids: 'x'.repeat(1000) }).ids).toHaveLength(300)
  })
})

describe('the comparison’s rows', () => {
  it('puts every specification side by side and marks where the cars differ', () => {
    i18n.activate('en')
    const cars = [byId('used-001'), byId('used-002'), byId('used-007')]
    const rows = compareRows(cars, 'en', i18n)
    const row = (key: string) => rows.find((entry) => entry.key === key)
    expect(row('price')).toMatchObject({ label: 'Price', values: ['€11,900', '€12,900', '€10,900'], differs: true })
    expect(row('fuel')).toMatchObject({ values: ['Hybrid', 'Hybrid', 'Hybrid'], differs: false })
    expect(row('doors')).toMatchObject({ values: ['5', '3', '5'], differs: true })
    expect(row('dailyRate')).toBeUndefined()
    // Equipment: every piece any of them has, ticked where each has it.
    expect(row('equipment-sunroof')).toMatchObject({ section: 'equipment', values: [false, true, false], differs: true })
    expect(row('equipment-bluetooth')).toMatchObject({ values: [true, true, true], differs: false })
  })

  it('shows a value a car lacks as such, and the rates of rentals', () => {
    i18n.activate('en')
    const withoutCo2: Vehicle = { ...byId('used-001'), co2GKm: undefined }
    const rows = compareRows([withoutCo2, byId('used-002')], 'en', i18n)
    expect(rows.find((entry) => entry.key === 'co2')).toMatchObject({ values: [null, '108 g/km'], differs: true })
    const rentals = compareRows([byId('rent-002'), byId('rent-004')], 'en', i18n)
    expect(rentals.map((entry) => entry.key)).toEqual(expect.arrayContaining(['dailyRate', 'weeklyRate', 'deposit', 'minAge', 'includedKm']))
    expect(rentals.find((entry) => entry.key === 'price')).toBeUndefined()
  })
})

describe('a saved search’s name', () => {
  it('says its filters as a buyer would, in each language', async () => {
    const search = { fuel: 'diesel', priceMax: 15000, yearMin: 2018 } as const
    await activateLocale('it')
    expect(searchName('used', search, 'it', i18n)).toBe('Diesel, fino a 15.000\u00a0€, dal 2018')
    await activateLocale('en')
    expect(searchName('used', search, 'en', i18n)).toBe('Diesel, up to €15,000, registered from 2018')
    expect(searchName('rent', { make: 'Fiat', model: '500', priceMin: 30, priceMax: 50 }, 'en', i18n)).toBe('Fiat 500, €30/day to €50/day')
  })
})

describe('the saved cars', () => {
  const catalogs = (): Catalogs => ({ used: loaded(summaries('used')), rent: loaded(summaries('rent')) })

  it('shows each as the catalog has it now: sold marked, a new price told, one no longer published kept and marked', async () => {
    const clio = byId('used-023')
    toggleSavedCar({ ...toGarageCar(clio), price: 13900 }, new Date('2026-11-01T10:00:00Z'))
    toggleSavedCar(toGarageCar(byId('used-015')), new Date('2026-11-02T10:00:00Z'))
    toggleSavedCar({ id: 'used-999', category: 'used', name: 'Lancia Delta', price: 9900 }, new Date('2026-11-03T10:00:00Z'))
    await renderWithProviders(<SavedCars catalogs={catalogs()} />, { locale: 'it' })
    const section = screen.getByTestId('saved-cars')
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('3 auto salvate')
    const cards = within(section).getAllByRole('article')
    // Newest first.
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Lancia Delta', 'BMW X1', 'Renault Clio'])
    expect(cards[0]).toHaveTextContent('Non più disponibile')
    expect(cards[0]).toHaveTextContent('Quando l’hai salvata costava 9.900 €'.replace('’', "'"))
    expect(cards[1]).toHaveTextContent('Venduta')
    expect(cards[2]).toHaveTextContent('Prezzo sceso da 13.900 € a 12.900 €')
  })

  it('says a price went up, and offline, before the catalog was ever read, shows the cars as saved', async () => {
    toggleSavedCar({ ...toGarageCar(byId('used-001')), price: 10900 })
    await renderWithProviders(<SavedCars catalogs={{ used: offline, rent: offline }} />, { locale: 'en' })
    expect(screen.getByRole('article')).toHaveTextContent('Saved at €10,900. Its price and availability will show when you are back online.')
    localStorage.clear()
  })
})

describe('the saved searches', () => {
  it('count the cars that match now, and those published since the last look', async () => {
    const used = summaries('used')
    const latest = used.reduce((newest, vehicle) => Math.max(newest, vehicle.publishedAt!.getTime()), 0)
    saveSearch('used', { fuel: 'diesel' }, new Date(latest))
    const diesel = used.filter((vehicle) => vehicle.fuel === 'diesel')
    // Published after the search was saved: a car created earlier, as a draft.
    const fresh: VehicleSummary = { ...diesel[0]!, id: 'used-900', createdAt: new Date('2026-03-01T00:00:00Z'), publishedAt: new Date(latest + 60_000) }
    await renderWithProviders(<SavedSearches catalogs={{ used: loaded([...used, fresh]), rent: loaded(summaries('rent')) }} />, { locale: 'it' })
    const item = screen.getByTestId('saved-search')
    expect(item).toHaveTextContent('Diesel')
    expect(within(item).getByTestId('search-matches')).toHaveTextContent(`${diesel.length + 1} auto`)
    expect(within(item).getByTestId('search-new')).toHaveTextContent("1 nuova dall'ultima visita")
    expect(within(item).getByRole('link', { name: /Vedi le auto/ })).toHaveAttribute('href', '/it/list/used?fuel=diesel')
  })
})
