import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEALER_TIME_ZONE } from '@/config/business'
import { PAGE_DATA_ID } from '@/lib/page-data'
import { renderWithProviders } from '../../../../tests/test-utils/render'
import { toRestFields } from '../../../../tests/test-utils/rest-values'
import { wallClock } from '../model/opening-status'
import { settingsFromConfig, SITE_SETTINGS_PATH } from '../model/site-settings'
import { encodeSiteSettings, type SiteSettingsInput } from '../model/site-settings-schema'

/**
 * The public site's settings: the page's copy first, then one plain read, with the values of business.ts whenever
 * the document is missing or does not decode. The network (fetch) is a stand-in the tests answer; the REST read,
 * the decoding, the store and the components are the app's.
 */
const network = vi.hoisted(() => ({ reads: [] as { resolve: (response: Response) => void; reject: (error: unknown) => void }[] }))

// The app has taken the page over (the fresh read follows then): at once, here.
vi.mock('@/lib/start-up', async (original) => ({
  ...(await original<typeof import('@/lib/start-up')>()),
  startPhase: () => 'starting',
  whenAppShown: (callback: () => void) => (callback(), () => {}),
}))

// Today on the dealer's clock (in Rome it is already tomorrow for the last hour or two of a UTC day).
const TODAY = wallClock(new Date(), DEALER_TIME_ZONE).date

function storedFields(settings: SiteSettingsInput, revision = 2): Record<string, unknown> {
  const encoded = encodeSiteSettings(settings)
  if (!encoded.ok) throw new Error('The settings do not encode')
  return { ...encoded.stored, revision, updatedAt: new Date('2026-06-01T08:00:00Z') }
}

/** A prerendered page that carries `fields` (REST values) as its settings. */
function carryOnPage(fields: Record<string, unknown> | null) {
  document.getElementById(PAGE_DATA_ID)?.remove()
  if (fields === null) return
  const script = document.createElement('script')
  script.type = 'application/json'
  script.id = PAGE_DATA_ID
  script.textContent = JSON.stringify({ [SITE_SETTINGS_PATH]: toRestFields(fields) })
  document.body.append(script)
}

/** The modules afresh, as on a new page load (the store and the page's data are per page). */
async function loadPage() {
  vi.resetModules()
  const [store, footer, notice] = await Promise.all([import('./use-site-settings'), import('../components/OpenNowStatus'), import('../components/SiteNotice')])
  function Shown() {
    const settings = store.useSiteSettings()
    return (
      <>
        <notice.SiteNotice />
        <output data-testid="phone">{settings.phone}</output>
        <notice.LateNotice />
      </>
    )
  }
  return { store, footer, Shown }
}

/** The server's answer to the next read: the document's fields (plain values), or null for no such document. */
async function answer(data: Record<string, unknown> | null) {
  await vi.waitFor(() => expect(network.reads.length).toBeGreaterThan(0))
  const response = data === null ? new Response('{}', { status: 404 }) : Response.json({ fields: toRestFields(data) })
  await act(async () => network.reads.shift()!.resolve(response))
}

const withNotice = (from: string, to: string): SiteSettingsInput => ({
  ...settingsFromConfig(),
  phone: '+39 035 111 2222',
  notice: { text: { it: 'Chiuso per ferie', en: 'Closed for holidays' }, from, to, tone: 'warning' },
})

describe('the site settings on a public page', () => {
  beforeEach(() => {
    network.reads.length = 0
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve, reject) => network.reads.push({ resolve, reject })))
  })
  afterEach(() => {
    carryOnPage(null)
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('shows the page’s settings first, then the fresh ones', async () => {
    carryOnPage(storedFields({ ...settingsFromConfig(), phone: '+39 035 333 4444' }))
    const { Shown } = await loadPage()
    await renderWithProviders(<Shown />, { locale: 'it' })
    expect(screen.getByTestId('phone')).toHaveTextContent('+39 035 333 4444')
    await answer(storedFields(withNotice(TODAY, TODAY)))
    expect(screen.getByTestId('phone')).toHaveTextContent('+39 035 111 2222')
    // A notice the page did not open with comes over it as a card, not at its top: nothing moves.
    expect(screen.getByRole('region', { name: "Avviso dell'autosalone" })).toHaveTextContent('Chiuso per ferie')
    expect(screen.getByTestId('late-notice')).toContainElement(screen.getByRole('region', { name: "Avviso dell'autosalone" }))
    await userEvent.click(screen.getByRole('button', { name: "Chiudi l'avviso" }))
    expect(screen.queryByRole('region', { name: "Avviso dell'autosalone" })).toBeNull()
  })

  it('falls back to business.ts when the document is missing, and when it does not decode, saying why once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    carryOnPage(storedFields({ ...settingsFromConfig(), phone: '+39 035 333 4444' }))
    const { Shown } = await loadPage()
    await renderWithProviders(<Shown />, { locale: 'it' })
    await answer({ ...storedFields(settingsFromConfig()), weeklyHours: { mon: 'sempre' } })
    expect(screen.getByTestId('phone')).toHaveTextContent(settingsFromConfig().phone)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toMatch(/cannot be used.*weeklyHours/s)

    const second = await loadPage()
    await renderWithProviders(<second.Shown />, { locale: 'en' })
    await answer(null)
    expect(screen.getAllByTestId('phone').at(-1)).toHaveTextContent(settingsFromConfig().phone)
  })

  it('keeps what it shows when the server cannot be reached', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    carryOnPage(storedFields({ ...settingsFromConfig(), phone: '+39 035 333 4444' }))
    const { Shown } = await loadPage()
    await renderWithProviders(<Shown />, { locale: 'it' })
    await vi.waitFor(() => expect(network.reads.length).toBe(1))
    await act(async () => network.reads.shift()!.reject(new Error('offline')))
    expect(screen.getByTestId('phone')).toHaveTextContent('+39 035 333 4444')
  })

  it('says nothing of a read that fails after the page stopped showing the settings', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    carryOnPage(storedFields({ ...settingsFromConfig(), phone: '+39 035 333 4444' }))
    const { Shown } = await loadPage()
    const { unmount } = await renderWithProviders(<Shown />, { locale: 'it' })
    await vi.waitFor(() => expect(network.reads.length).toBe(1))
    unmount()
    await act(async () => network.reads.shift()!.reject(new Error('offline')))
    expect(info).not.toHaveBeenCalled()
  })

  it('shows the notice from its first day to its last, in the page’s language, and not outside them', async () => {
    carryOnPage(storedFields(withNotice(TODAY, TODAY)))
    const { Shown } = await loadPage()
    await renderWithProviders(<Shown />, { locale: 'en' })
    expect(screen.getByRole('region', { name: 'Notice from the dealership' })).toHaveTextContent('Closed for holidays')

    carryOnPage(storedFields(withNotice('2099-01-01', '2099-01-31')))
    const future = await loadPage()
    await renderWithProviders(<future.Shown />, { locale: 'en' })
    expect(screen.getAllByRole('region', { name: 'Notice from the dealership' })).toHaveLength(1)
  })

  it('while the app starts on a page without settings (the app shell), the first render waits for them', async () => {
    const { store } = await loadPage()
    let waited = false
    const preload = store.preloadSiteSettingsWhileStarting()!.then(() => (waited = true))
    await vi.waitFor(() => expect(network.reads.length).toBe(1))
    expect(waited).toBe(false)
    await answer(storedFields(withNotice(TODAY, TODAY)))
    await preload
    expect(waited).toBe(true)
  })

  it('renders nothing anew when the server has the settings the page was made with', async () => {
    const fields = storedFields({ ...settingsFromConfig(), phone: '+39 035 333 4444' })
    carryOnPage(fields)
    const { store } = await loadPage()
    const seen: unknown[] = []
    function Watch() {
      seen.push(store.useSiteSettings())
      return null
    }
    await renderWithProviders(<Watch />, { locale: 'it' })
    const renders = seen.length
    // The same document, its fields listed in another order.
    await answer(Object.fromEntries(Object.entries(fields).reverse()))
    await act(async () => {})
    expect(seen).toHaveLength(renders)
    expect(seen.at(-1)).toMatchObject({ phone: '+39 035 333 4444' })
  })

  it('does not wait on a page that carries its settings', async () => {
    carryOnPage(storedFields(settingsFromConfig()))
    const { store } = await loadPage()
    expect(store.preloadSiteSettingsWhileStarting()).toBeUndefined()
  })
})
