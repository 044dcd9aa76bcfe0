import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../../tests/test-utils/render'
import { dealerSchedule, testDriveDays } from '../model/visit-times'
import { settingsFromConfig } from '@/features/site/model/site-settings'
import LeadDialog from './LeadDialog'

const vehicle = { id: 'used-004', name: 'Volkswagen Golf 1.5 TSI Life', category: 'used', price: 21900 } as const

describe('LeadDialog', { timeout: 30_000 }, () => {
  beforeEach(() => {
    // No connection: what is sent waits on the device.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  })
  afterEach(() => vi.restoreAllMocks())

  it('books a test drive with no signal: the request names the car and says it will arrive when the connection returns', async () => {
    const user = userEvent.setup()
    await renderWithProviders(<LeadDialog request={{ kind: 'test-drive', vehicle }} onClose={() => {}} />, { locale: 'it' })
    const dialog = await screen.findByRole('dialog', { name: /Prenota un test drive/ })
    expect(within(dialog).getByText(vehicle.name)).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Invia la richiesta' }))
    expect(await within(dialog).findByText('Scegli un giorno')).toBeInTheDocument()
    expect(within(dialog).getByText("Per inviare il messaggio devi accettare l'informativa sulla privacy.")).toBeInTheDocument()
    expect(within(dialog).getByText('Indica un telefono o un indirizzo e-mail, così possiamo risponderti')).toBeInTheDocument()

    const day = testDriveDays(new Date(), dealerSchedule(settingsFromConfig()))[0]!
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Giorno preferito' }), day.date)
    await user.click(within(dialog).getByRole('radio', { name: day.parts[0] === 'morning' ? 'Mattina' : 'Pomeriggio' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome e cognome' }), 'Anna Bianchi')
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'anna@example.it')
    await user.click(within(dialog).getByRole('checkbox', { name: /informativa sulla privacy/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Invia la richiesta' }))

    const status = await within(dialog).findByTestId('lead-status')
    expect(status).toHaveTextContent('Inviata: ci arriverà appena torna la connessione.')
    // jsdom has no IndexedDB: the visitor is told to keep the page open (in a browser, it stays on the device).
    expect(status).toHaveTextContent('lascia aperta la pagina finché non è partita')
    expect(within(status).getByRole('link', { name: 'inviala per e-mail' })).toHaveAttribute('href', expect.stringContaining('Volkswagen%20Golf'))
  })

  it('refuses a file that is not a photo before anything is sent, saying which', async () => {
    const user = userEvent.setup({ applyAccept: false })
    await renderWithProviders(<LeadDialog request={{ kind: 'trade-in' }} onClose={() => {}} />, { locale: 'en' })
    const dialog = await screen.findByRole('dialog', { name: /Value my car/ })
    await user.upload(within(dialog).getByTestId('trade-in-photo-input'), new File(['<html>'], 'page.html', { type: 'text/html' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('page.html is not an image.')
    expect(within(dialog).queryAllByTestId('trade-in-photo')).toHaveLength(0)
  })
})
