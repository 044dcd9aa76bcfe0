import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { leadFixture } from '../../../../tests/test-utils/lead-fixtures'
import { renderWithProviders } from '../../../../tests/test-utils/render'
import { settingsFromConfig, telHref } from '@/features/site/model/site-settings'
import { LeadStatus } from './LeadStatus'
import { markSending, markSiteBusy, newEntry } from './outbox-entry'

const ID = 'Ab3dEf6hIj9lMn2pQr5t'
const { phone, whatsapp } = settingsFromConfig()
const busyEntry = () => markSiteBusy(markSending(newEntry(ID, leadFixture('question'), [], Date.now(), 'Volkswagen Golf 1.5 TSI Life')), Date.now() + 600_000)

describe('LeadStatus while the site takes no more requests', { timeout: 30_000 }, () => {
  it('says plainly that the request is kept and goes by itself, and offers the phone and WhatsApp (it)', async () => {
    await renderWithProviders(<LeadStatus entry={busyEntry()} persistent />, { locale: 'it' })
    const status = await screen.findByTestId('lead-status')
    expect(status).toHaveAttribute('data-state', 'busy')
    expect(status).toHaveTextContent('Troppe richieste in questo momento')
    expect(status).toHaveTextContent('La tua non va persa: resta salvata su questo dispositivo e partirà da sola tra qualche minuto.')
    expect(status).toHaveTextContent('Puoi chiudere la pagina.')
    expect(within(status).getByRole('link', { name: `Chiama il ${phone}` })).toHaveAttribute('href', telHref(phone))
    // The WhatsApp message carries the request, so that nothing typed has to be typed again.
    const chat = within(status).getByRole('link', { name: 'Scrivici su WhatsApp' })
    expect(chat).toHaveAttribute('href', expect.stringMatching(new RegExp(`^https://wa\\.me/${whatsapp.replace(/\D/g, '')}\\?text=`)))
    expect(decodeURIComponent(chat.getAttribute('href')!)).toContain('Volkswagen Golf 1.5 TSI Life')
    expect(decodeURIComponent(chat.getAttribute('href')!)).toContain('È ancora disponibile? Posso vederla sabato?')
  })

  it('asks to keep the page open where the browser cannot keep the request (en)', async () => {
    await renderWithProviders(<LeadStatus entry={busyEntry()} persistent={false} />, { locale: 'en' })
    const status = await screen.findByTestId('lead-status')
    expect(status).toHaveTextContent('Too many requests right now')
    expect(status).toHaveTextContent('leave this page open until it has gone')
    expect(within(status).getByRole('link', { name: `Call ${phone}` })).toHaveAttribute('href', telHref(phone))
    expect(within(status).getByRole('link', { name: 'Message on WhatsApp' })).toHaveAttribute('target', '_blank')
  })
})
