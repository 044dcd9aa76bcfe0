import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../tests/test-utils/render'
import { openConsentPreferences } from './consent-events'
import { CONSENT_STORAGE_KEY, CONSENT_VERSION, getConsent, resetConsentCache } from './consent-store'
import { ConsentLayer } from './ConsentLayer'

const IT_BANNER = { name: 'Cookie su questo sito' }
const EN_BANNER = { name: 'Cookies on this site' }

function stored(): unknown {
  const raw = localStorage.getItem(CONSENT_STORAGE_KEY)
  return raw === null ? null : JSON.parse(raw)
}

/** The page as a visitor has it: the banner layer and a button that reopens it, as the cookie page has. */
function Page() {
  return (
    <>
      <main id="main" tabIndex={-1}>
        <button type="button" onClick={() => openConsentPreferences()}>
          Change cookie preferences
        </button>
      </main>
      <ConsentLayer />
    </>
  )
}

beforeEach(() => {
  localStorage.clear()
  resetConsentCache()
})

afterEach(() => {
  localStorage.clear()
  resetConsentCache()
})

describe('the consent banner', () => {
  it('appears on a first visit, in Italian, with Accept and Reject alike and a link to the cookie policy', async () => {
    await renderWithProviders(<Page />, { locale: 'it' })
    const banner = await screen.findByRole('region', IT_BANNER)
    expect(banner).toHaveTextContent('Con il vostro consenso useremmo anche cookie analitici')
    const reject = screen.getByRole('button', { name: 'Rifiuta' })
    const accept = screen.getByRole('button', { name: 'Accetta' })
    // The same component in the same style: neither is the "main" one.
    expect(reject.className).toBe(accept.className)
    expect(reject.getAttribute('data-variant')).toBe(accept.getAttribute('data-variant'))
    expect(screen.getByRole('link', { name: 'cookie policy' })).toHaveAttribute('href', '/it/cookie')
    expect(screen.getByRole('button', { name: 'Chiudi e continua senza accettare' })).toBeInTheDocument()
    // It does not take the focus away from the page.
    expect(banner).not.toHaveFocus()
  })

  it('appears in English on an English page', async () => {
    await renderWithProviders(<Page />, { locale: 'en' })
    await screen.findByRole('region', EN_BANNER)
    expect(screen.getByRole('link', { name: 'cookie policy' })).toHaveAttribute('href', '/en/cookie')
  })

  it('Accept stores the choice with its version and date, hides the banner, and it stays hidden next time', async () => {
    const user = userEvent.setup()
    const before = Date.now()
    const first = await renderWithProviders(<Page />, { locale: 'en' })
    await user.click(await screen.findByRole('button', { name: 'Accept' }))
    expect(screen.queryByRole('region', EN_BANNER)).not.toBeInTheDocument()
    const record = stored() as { version: number; analytics: string; decidedAt: string }
    expect(record).toMatchObject({ version: CONSENT_VERSION, analytics: 'granted' })
    expect(Date.parse(record.decidedAt)).toBeGreaterThanOrEqual(before - 1000)
    first.unmount()

    // A new visit reads the stored choice.
    resetConsentCache()
    await renderWithProviders(<Page />, { locale: 'en' })
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(screen.queryByRole('region', EN_BANNER)).not.toBeInTheDocument()
    expect(getConsent()?.analytics).toBe('granted')
  })

  it('Reject stores a refusal and hides the banner', async () => {
    const user = userEvent.setup()
    await renderWithProviders(<Page />, { locale: 'it' })
    await user.click(await screen.findByRole('button', { name: 'Rifiuta' }))
    expect(screen.queryByRole('region', IT_BANNER)).not.toBeInTheDocument()
    expect(stored()).toMatchObject({ version: CONSENT_VERSION, analytics: 'denied' })
  })

  it('closing it with the X, or with Escape inside it, counts as a refusal', async () => {
    const user = userEvent.setup()
    const view = await renderWithProviders(<Page />, { locale: 'en' })
    await user.click(await screen.findByRole('button', { name: 'Close and continue without accepting' }))
    expect(screen.queryByRole('region', EN_BANNER)).not.toBeInTheDocument()
    expect(stored()).toMatchObject({ analytics: 'denied' })
    view.unmount()

    localStorage.clear()
    resetConsentCache()
    await renderWithProviders(<Page />, { locale: 'en' })
    await screen.findByRole('region', EN_BANNER)
    screen.getByRole('button', { name: 'Accept' }).focus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('region', EN_BANNER)).not.toBeInTheDocument()
    expect(stored()).toMatchObject({ analytics: 'denied' })
    // The focus is not lost with the banner: it moves to the page.
    expect(document.getElementById('main')).toHaveFocus()
  })

  it('reopens from the cookie page, says what was chosen and what withdrawing does, and gives the focus back', async () => {
    const user = userEvent.setup()
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: CONSENT_VERSION, analytics: 'granted', decidedAt: '2026-03-14T10:00:00.000Z' }))
    await renderWithProviders(<Page />, { locale: 'en' })
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(screen.queryByRole('region', EN_BANNER)).not.toBeInTheDocument()

    const opener = screen.getByRole('button', { name: 'Change cookie preferences' })
    await user.click(opener)
    const banner = await screen.findByRole('region', EN_BANNER)
    expect(banner).toHaveTextContent('You accepted analytics cookies on March 14, 2026.')
    expect(banner).toHaveTextContent('If you reject them now, analytics stops from this moment; data already collected are not affected.')
    await waitFor(() => expect(banner).toHaveFocus())

    await user.click(screen.getByRole('button', { name: 'Reject' }))
    expect(screen.queryByRole('region', EN_BANNER)).not.toBeInTheDocument()
    expect(stored()).toMatchObject({ analytics: 'denied' })
    expect(opener).toHaveFocus()

    // And again, now showing the refusal.
    act(() => openConsentPreferences())
    expect(await screen.findByRole('region', EN_BANNER)).toHaveTextContent(/You rejected analytics cookies on \w+ \d+, \d{4}\./)
  })

  it.each([
    ['not JSON', '{"version":1,'],
    ['an unknown answer', JSON.stringify({ version: CONSENT_VERSION, analytics: 'maybe', decidedAt: '2026-01-01T00:00:00.000Z' })],
    ['no date', JSON.stringify({ version: CONSENT_VERSION, analytics: 'granted' })],
    ['an earlier version of the policy', JSON.stringify({ version: 0, analytics: 'granted', decidedAt: '2026-01-01T00:00:00.000Z' })],
    ['a bare value', 'null'],
  ])('a stored value with %s counts as no choice: the banner shows', async (_case, raw) => {
    localStorage.setItem(CONSENT_STORAGE_KEY, raw)
    await renderWithProviders(<Page />, { locale: 'en' })
    expect(await screen.findByRole('region', EN_BANNER)).toBeInTheDocument()
    expect(getConsent()).toBeNull()
  })
})
