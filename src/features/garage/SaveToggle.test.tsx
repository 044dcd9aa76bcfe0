import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { onAnalyticsEvent, type AnalyticsEvent } from '@/features/analytics/events'
import { activateLocale } from '@/lib/i18n'
import { AppProviders } from '@/lib/providers'
import { renderWithProviders } from '../../../tests/test-utils/render'
import { storageFull } from '../../../tests/test-utils/storage'
import { CompareToggle } from './CompareToggle'
import type { GarageCar } from './garage-entries'
import { dismissGarageNotice } from './garage-notice'
import { GarageNoticePlace } from './GarageNoticePlace'
import { SaveToggle } from './SaveToggle'
import { SavedCount } from './SavedCount'

const panda: GarageCar = { id: 'used-001', category: 'used', name: 'Fiat Panda', price: 11900 }
const cars: GarageCar[] = ['used-002', 'used-003', 'used-004', 'used-005'].map((id) => ({ ...panda, id, name: `Car ${id}` }))

/** A card's controls as a page shows them, with the shell's notice and the saved count. */
function Controls() {
  return (
    <>
      <SaveToggle car={panda} variant="overlay" />
      <SaveToggle car={panda} variant="button" />
      {cars.map((car) => (
        <CompareToggle key={car.id} car={car} />
      ))}
      <SavedCount />
      <GarageNoticePlace />
    </>
  )
}

let events: AnalyticsEvent[] = []
let stopListening = () => {}

beforeEach(() => {
  localStorage.clear()
  events = []
  stopListening = onAnalyticsEvent((event) => events.push(event))
})

afterEach(() => {
  stopListening()
  act(() => dismissGarageNotice())
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('the save toggle', () => {
  it('names the car and whether it is saved, saves it for every control at once, and reports add_to_wishlist', async () => {
    const user = userEvent.setup()
    await renderWithProviders(<Controls />, { locale: 'it' })
    expect(screen.getAllByRole('button', { name: 'Salva Fiat Panda nei preferiti' })).toHaveLength(2)
    await user.click(screen.getAllByRole('button', { name: 'Salva Fiat Panda nei preferiti' })[0]!)
    expect(screen.getAllByRole('button', { name: 'Salvata: Fiat Panda. Togli dai preferiti' })).toHaveLength(2)
    expect(screen.getByTestId('saved-count')).toHaveTextContent('1 auto salvata')
    expect(events).toEqual([{ name: 'add_to_wishlist', vehicleId: 'used-001', category: 'used', price: 11900 }])
    await user.click(screen.getAllByRole('button', { name: 'Salvata: Fiat Panda. Togli dai preferiti' })[1]!)
    expect(screen.getAllByRole('button', { name: 'Salva Fiat Panda nei preferiti' })).toHaveLength(2)
    expect(screen.getByTestId('saved-count')).toBeEmptyDOMElement()
  })

  it('where the device keeps nothing (private window, full storage), says so in the visitor’s language, and the rest still works', async () => {
    const user = userEvent.setup()
    storageFull()
    await renderWithProviders(<Controls />, { locale: 'en' })
    await user.click(screen.getAllByRole('button', { name: 'Save Fiat Panda' })[1]!)
    await waitFor(
      () =>
        expect(screen.getByRole('status')).toHaveTextContent(
          'This could not be kept on this device: the browser does not let the site store anything (a private window?) or its storage is full.',
        ),
      // The notice is a chunk of its own: a moment on a busy machine.
      { timeout: 4_000 },
    )
    // Not saved, and nothing reported.
    expect(screen.getAllByRole('button', { name: 'Save Fiat Panda' })).toHaveLength(2)
    expect(events).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Close the notice' }))
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('renders as not saved in prerendered HTML, whatever the device holds', async () => {
    localStorage.setItem('autosalone-saved-cars', JSON.stringify([{ ...panda, savedAt: '2026-11-01T10:00:00.000Z' }]))
    await activateLocale('en')
    const html = renderToString(
      <AppProviders>
        <SaveToggle car={panda} variant="overlay" />
        <SavedCount />
      </AppProviders>,
    )
    expect(html).toContain('aria-label="Save Fiat Panda"')
    expect(html).not.toContain('data-saved')
    expect(html).not.toContain('data-count')
  })
})

describe('the compare toggle', () => {
  it('is pressed for the cars picked, and a fourth one is refused with a notice', async () => {
    const user = userEvent.setup()
    await renderWithProviders(<Controls />, { locale: 'it' })
    for (const car of cars.slice(0, 3)) await user.click(screen.getByRole('button', { name: `Confronta ${car.name}` }))
    expect(screen.getByRole('button', { name: 'Confronta Car used-002' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: 'Confronta Car used-005' }))
    expect(screen.getByRole('button', { name: 'Confronta Car used-005' })).toHaveAttribute('aria-pressed', 'false')
    await waitFor(
      () => expect(screen.getByRole('status')).toHaveTextContent("Puoi confrontare fino a 3 auto: togline una dal confronto per aggiungerne un'altra."),
      {
        timeout: 4_000,
      },
    )
  })
})
