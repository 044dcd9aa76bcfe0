import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../../tests/test-utils/render'
import { onAnalyticsEvent, type AnalyticsEvent } from '@/features/analytics/events'
import { ContactForm } from './ContactForm'

const renderForm = (locale: 'it' | 'en') => renderWithProviders(<ContactForm />, { locale })

async function fillAll(user: ReturnType<typeof userEvent.setup>, names: Record<string, string>) {
  for (const [label, value] of Object.entries(names)) {
    await user.type(screen.getByRole('textbox', { name: label }), value)
  }
}

// Typing every field through user-event takes a few seconds on a busy two-core machine.
describe('ContactForm', { timeout: 20_000 }, () => {
  let events: AnalyticsEvent[] = []
  let stopListening = () => {}
  beforeEach(() => {
    events = []
    stopListening = onAnalyticsEvent((event) => events.push(event))
    // No connection: the recorded enquiry waits on the device (nothing is sent from a test).
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  })
  afterEach(() => {
    stopListening()
    vi.restoreAllMocks()
  })

  it('in Italian, refuses to send without the privacy consent and says why', async () => {
    const user = userEvent.setup()
    await renderForm('it')
    await fillAll(user, { Nome: 'Mario', Cognome: 'Rossi', Telefono: '035 123456', 'E-mail': 'mario@example.it', Oggetto: 'Info', Messaggio: 'Ciao' })
    await user.click(screen.getByRole('button', { name: 'Invia' }))
    expect(await screen.findByText("Per inviare il messaggio devi accettare l'informativa sulla privacy.")).toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(events).toEqual([])
  })

  it('in English, names every empty field', async () => {
    const user = userEvent.setup()
    await renderForm('en')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findAllByText('This field is required')).toHaveLength(6)
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true')
  })

  it('with every field and consent, prepares the mailto to the dealer', async () => {
    const user = userEvent.setup()
    await renderForm('en')
    await fillAll(user, {
      'First name': 'Anna',
      'Last name': 'Bianchi',
      Phone: '+39 333 1234567',
      'E-mail': 'anna@example.com',
      Subject: 'Rental 3–5 May',
      Message: 'Is the Golf free?',
    })
    await user.click(screen.getByRole('checkbox', { name: /I have read the privacy policy/ }))
    await user.click(screen.getByRole('button', { name: 'Send' }))
    const link = await screen.findByRole('link', { name: 'open the e-mail here' })
    const url = new URL(link.getAttribute('href') ?? '')
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toBe('info@autosalone-demo.example')
    expect(url.searchParams.get('subject')).toBe('Rental 3–5 May')
    expect(url.searchParams.get('body')).toBe(
      'First name: Anna\r\nLast name: Bianchi\r\nPhone: +39 333 1234567\r\nE-mail: anna@example.com\r\n\r\nMessage:\r\nIs the Golf free?',
    )
    // One contact through the form, for analytics.
    expect(events).toEqual([{ name: 'contact_click', method: 'form' }])
    // The enquiry is also recorded for the dealer: it waits on the device for the connection.
    expect(await screen.findByText('Sent: it will reach us as soon as the connection returns.', { exact: false })).toBeInTheDocument()
  })
})
