import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildSeedVehicles } from '../../../../scripts/seed/vehicles'
import { renderWithProviders } from '../../../../tests/test-utils/render'
import { formatPrice } from '../format'
import type { Vehicle } from '../model/vehicle-schema'
import { VehicleNoLongerOnSale } from './VehicleNoLongerOnSale'
import { VehiclePage } from './VehiclePage'

/** A car's page once it is no longer for sale: what it says, what it no longer shows, and where it leads. */

const seed = buildSeedVehicles({ storageOrigin: 'http://127.0.0.1:9199', bucket: 'demo-autosalone.appspot.com' }).map(({ vehicle }) => vehicle)
const sold = seed.find((vehicle): vehicle is Extract<Vehicle, { category: 'used' }> => vehicle.category === 'used' && vehicle.status === 'sold')!
const onSale = seed.find((vehicle): vehicle is Extract<Vehicle, { category: 'used' }> => vehicle.category === 'used' && vehicle.status === 'available')!

// jsdom has no scrolling: the photo gallery's strip scrolls to the photo shown.
Element.prototype.scrollTo ??= () => {}

describe('a sold car’s page', () => {
  it('says the car has been sold, names it, and leads to the used cars on sale, without its price, details or contact', async () => {
    const { container } = await renderWithProviders(<VehiclePage vehicle={{ ...sold, vin: 'WBA0000000TEST123' }} />, { path: `/it/detail/${sold.id}` })
    expect(screen.getByRole('heading', { level: 1, name: 'Questa auto è stata venduta' })).toBeInTheDocument()
    expect(screen.getByText(`${sold.make} ${sold.model} ${sold.version}`)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Vedi le auto usate in vendita' })).toHaveAttribute('href', '/it/list/used')
    expect(container.textContent).not.toContain(formatPrice(sold.price, 'it'))
    expect(container.textContent).not.toContain('WBA0000000TEST123')
    expect(screen.queryByRole('region', { name: 'Calcola la rata mensile' })).toBeNull()
    expect(container.querySelector('a[href^="tel:"], a[href^="mailto:"], a[href*="wa.me"]')).toBeNull()
    expect(container.querySelector('dl')).toBeNull()
  })

  it('while the same car on sale is the page a buyer studies', async () => {
    const { container } = await renderWithProviders(<VehiclePage vehicle={onSale} />, { path: `/it/detail/${onSale.id}` })
    expect(screen.queryByRole('heading', { name: 'Questa auto è stata venduta' })).toBeNull()
    expect(screen.getByTestId('price').textContent).toBe(formatPrice(onSale.price, 'it'))
    expect(container.querySelector('dl')).not.toBeNull()
  })
})

describe('a car no longer published (or never there)', () => {
  it.each([
    ['it', 'Questa auto non è più disponibile', 'Vedi tutte le nostre auto'],
    ['en', 'This car is no longer available', 'See all our cars'],
  ] as const)('%s: says so and leads to every car on sale', async (locale, heading, link) => {
    await renderWithProviders(<VehicleNoLongerOnSale />, { locale, path: `/${locale}/detail/gone-001` })
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', `/${locale}/list`)
  })
})
