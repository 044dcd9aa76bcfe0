import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildSeedVehicles } from '../../scripts/seed/vehicles'
import { renderWithProviders } from '../test-utils/render'
import { HomePage } from '@/features/pages/HomePage'
import { AboutPage } from '@/features/pages/content/AboutPage'
import { ContactsPage } from '@/features/pages/content/ContactsPage'
import { CookiePage } from '@/features/pages/content/CookiePage'
import { PrivacyPage } from '@/features/pages/content/PrivacyPage'
import { ServicesPage } from '@/features/pages/content/ServicesPage'
import { TermsPage } from '@/features/pages/content/TermsPage'
import { WhereWeArePage } from '@/features/pages/content/WhereWeArePage'
import { Footer } from '@/features/shell/Footer.island'
import { LoginPage } from '@/features/auth/login/LoginPage'
import { VehicleForm } from '@/features/admin/editor/VehicleForm'
import { emptyVehicleForm } from '@/features/admin/model/vehicle-form-model'
import { ListingPage } from '@/features/vehicles/listing/ListingPage'
import { VehiclePage } from '@/features/vehicles/detail/VehiclePage'
import { ComparePage } from '@/features/vehicles/garage/ComparePage'
import { SavedPage } from '@/features/vehicles/garage/SavedPage'
import { toGarageCar } from '@/features/vehicles/components/garage-car'
import { toggleComparedCar } from '@/features/garage/compared-cars'
import { toggleSavedCar } from '@/features/garage/saved-cars'
import { saveSearch } from '@/features/garage/saved-searches'
import type { Vehicle } from '@/features/vehicles/model/vehicle-schema'

/**
 * HTML allows no `<style>` element in the body, and the prerendered pages must be valid: Mantine's provider,
 * Grid, SimpleGrid and responsive style props render one, so the app uses none of them (a stylesheet generated
 * from the theme, ResponsiveGrid, CSS modules). The pages here render as a visitor sees them, cars included (the
 * demo's, read from a stand-in for the catalog).
 */

vi.mock('@/features/vehicles/api/catalog-once', async () => {
  const { buildSeedVehicles } = await import('../../scripts/seed/vehicles')
  const { toVehicleSummary } = await import('@/features/vehicles/model/vehicle-summary')
  const vehicles = buildSeedVehicles({ storageOrigin: 'http://127.0.0.1:9199', bucket: 'demo-autosalone.appspot.com' }).map(({ vehicle }) => vehicle)
  return {
    pageCatalog: () => undefined,
    fetchPublishedCatalog: async (category: string) => vehicles.filter((vehicle) => vehicle.category === category).map(toVehicleSummary),
  }
})
// The Firestore SDK's live listing never starts here: no answer, no error.
vi.mock('@/features/vehicles/api/vehicles-repository', () => ({ watchPublishedVehicles: () => () => {} }))

const seed = buildSeedVehicles({ storageOrigin: 'http://127.0.0.1:9199', bucket: 'demo-autosalone.appspot.com' }).map(({ vehicle }) => vehicle)
const usedCar = seed.find((vehicle) => vehicle.category === 'used' && vehicle.photos.length > 1) as Vehicle
const rentalCar = seed.find((vehicle) => vehicle.category === 'rent') as Vehicle

/** Style elements anywhere in the page: the rendered tree, and what Mantine puts in portals. */
function styleElements(container: HTMLElement): number {
  return container.querySelectorAll('style').length + document.body.querySelectorAll('style').length
}

async function expectNoStyleElements(ui: ReactElement, path?: string) {
  const { container } = await renderWithProviders(ui, path ? { path } : {})
  expect(container.querySelector('main, h1, section, form, footer'), 'the page rendered').not.toBeNull()
  expect(styleElements(container)).toBe(0)
  return container
}

/** Makes every media query match (a desktop's width: the listing's filter column, the sidebar…) while `run` runs. */
async function onWideScreen<T>(run: () => Promise<T>): Promise<T> {
  const original = window.matchMedia
  window.matchMedia = ((query: string) => ({ ...original(query), matches: true })) as typeof window.matchMedia
  try {
    return await run()
  } finally {
    window.matchMedia = original
  }
}

// jsdom has no scrolling: the photo gallery's strip scrolls to the photo shown.
Element.prototype.scrollTo ??= () => {}

afterEach(() => localStorage.clear())

describe('no <style> element in the page', { timeout: 60_000 }, () => {
  it.each([
    ['services', ServicesPage],
    ['about us', AboutPage],
    ['contacts', ContactsPage],
    ['where we are', WhereWeArePage],
    ['cookies', CookiePage],
    ['privacy', PrivacyPage],
    ['terms', TermsPage],
  ])('on the %s page', async (_name, Page) => {
    await expectNoStyleElements(<Page />)
  })

  it('on the where-we-are page with its map shown', async () => {
    const user = userEvent.setup()
    const container = await expectNoStyleElements(<WhereWeArePage />)
    await user.click(screen.getByRole('button', { name: 'Mostra mappa' }))
    expect(container.querySelector('iframe')).not.toBeNull()
    expect(styleElements(container)).toBe(0)
  })

  it('on the home page, with its cars', async () => {
    const container = await expectNoStyleElements(<HomePage />)
    // The cars are an island: its code loads first (a moment on a busy machine).
    await vi.waitFor(() => expect(container.querySelectorAll('article, [data-testid="vehicle-card"], a[href*="/detail/"]').length).toBeGreaterThan(0), {
      timeout: 5000,
    })
    expect(styleElements(container)).toBe(0)
  })

  it('on a listing, with its cards, on a phone and on a wide screen (the filter column)', async () => {
    const listing = <ListingPage category="used" search={{}} onSearch={() => {}} />
    const phone = await expectNoStyleElements(listing, '/it/list/used')
    expect(await screen.findByTestId('vehicle-results')).toBeInTheDocument()
    expect(styleElements(phone)).toBe(0)
    phone.remove()
    await onWideScreen(async () => {
      const wide = await expectNoStyleElements(listing, '/it/list/used')
      expect(await screen.findByRole('complementary', { name: 'Filtri' })).toBeInTheDocument()
      expect(styleElements(wide)).toBe(0)
    })
  })

  it('on a used car’s page and on a rental’s', async () => {
    const used = await expectNoStyleElements(<VehiclePage vehicle={usedCar} />, `/it/detail/${usedCar.id}`)
    expect(used.querySelector('dl')).not.toBeNull()
    // The payment calculator is an island: its number fields and slider come a moment later.
    await vi.waitFor(() => expect(used.querySelector('[role="slider"]')).not.toBeNull(), { timeout: 10_000 })
    expect(styleElements(used)).toBe(0)
    used.remove()
    const rental = await expectNoStyleElements(<VehiclePage vehicle={rentalCar} />, `/it/detail/${rentalCar.id}`)
    // The request form and the calendar are an island: their code comes a moment later.
    await vi.waitFor(() => expect(rental.querySelector('input[type="date"]')).not.toBeNull(), { timeout: 10_000 })
    expect(styleElements(rental)).toBe(0)
  })

  it('in the footer, with its contact form and opening hours loaded', async () => {
    const container = await expectNoStyleElements(<Footer />)
    fireEvent.keyDown(window, { key: 'Tab' })
    // The form's chunk loads once the visitor engages with the page: a moment on a busy machine.
    expect(await screen.findByRole('button', { name: 'Invia' }, { timeout: 10_000 })).toBeInTheDocument()
    expect(styleElements(container)).toBe(0)
  })

  it('on the favourites page, with saved cars and a search, and on the compare page with three cars and the tray', async () => {
    const cars = seed.filter((vehicle) => vehicle.category === 'used' && vehicle.published).slice(0, 3)
    for (const car of cars) {
      toggleSavedCar(toGarageCar(car))
      toggleComparedCar(toGarageCar(car))
    }
    saveSearch('used', { fuel: 'diesel' }, new Date())
    const saved = await expectNoStyleElements(<SavedPage />, '/it/preferiti')
    await vi.waitFor(() => expect(saved.querySelectorAll('article')).toHaveLength(3))
    expect(styleElements(saved)).toBe(0)
    saved.remove()
    const comparison = { vehicles: cars, dropped: 1, missing: ['used-999'], failed: [], otherCategory: 0 }
    const compare = await expectNoStyleElements(<ComparePage comparison={comparison} hasIds onChange={() => {}} />, '/it/confronta')
    expect(compare.querySelectorAll('thead th')).toHaveLength(3)
    expect(styleElements(compare)).toBe(0)
  })

  it('on the sign-in page', async () => {
    await expectNoStyleElements(<LoginPage />, '/it/login')
  })

  it('in the reserved area’s vehicle form', async () => {
    const form = (
      <VehicleForm
        mode="new"
        vehicleId="testVehicle1"
        draftKey="new"
        initial={emptyVehicleForm()}
        restored={null}
        original={null}
        current={null}
        deleted={false}
        pending={false}
      />
    )
    const container = await expectNoStyleElements(form, '/it/admin/new')
    expect(container.querySelectorAll('section').length).toBeGreaterThan(3)
  })
})
