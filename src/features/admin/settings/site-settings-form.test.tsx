import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { StoredSettingsSnapshot } from '@/features/site/api/site-settings-repository'
import { settingsFromConfig } from '@/features/site/model/site-settings'
import type { SiteSettingsInput, StoredSiteSettingsInput } from '@/features/site/model/site-settings-schema'
import { createStore, useStore } from '@/lib/live-store'
import type { Locale } from '@/lib/locale'
import { renderWithProviders } from '../../../../tests/test-utils/render'
import { loadDraft, saveDraft } from '../document-editor/draft-store'
import { SETTINGS_DRAFT_KEY, type SettingsDraft } from './settings-draft'
import { settingsToFormValues, type SettingsFormValues } from './model/settings-form-model'
import { SiteSettingsForm } from './SiteSettingsForm'
import { SiteSettingsPage } from './SiteSettingsPage'
import { decodeSiteSettings, encodeSiteSettings } from '@/features/site/model/site-settings-schema'

/**
 * The settings editor through its form, as the dealer uses it. The Firestore repository is replaced at its module:
 * the writes it would queue, and when the server answers them, are in the test's hands (the rules that answer
 * them are tested against the emulator, tests/emulators/site-settings-rules.test.ts).
 */
const backend = vi.hoisted(() => {
  const state = {
    writes: [] as { stored: unknown; baseRevision: number; resolve: () => void; reject: (error: unknown) => void }[],
    serverRevision: 3,
    /** What the live listener of the settings page reports. */
    watched: null as unknown,
  }
  return {
    state,
    repository: {
      saveSiteSettings: (stored: unknown, baseRevision: number) =>
        new Promise<void>((resolve, reject) => {
          state.writes.push({ stored, baseRevision, resolve, reject })
        }),
      getServerSettingsRevision: async () => state.serverRevision,
      watchSiteSettings: (onChange: (snapshot: unknown) => void) => {
        onChange(state.watched)
        return () => {}
      },
    },
  }
})

vi.mock('@/features/site/api/site-settings-repository', () => backend.repository)

const TODAY = '2026-07-01'

function snapshotOf(settings: SiteSettingsInput, revision: number, extra: Partial<StoredSettingsSnapshot> = {}): StoredSettingsSnapshot {
  return {
    decoded: { ok: true, settings: { ...settings, revision, updatedAt: new Date() } },
    exists: true,
    revision,
    pending: false,
    fromCache: false,
    ...extra,
  }
}

/** The document as the device sees it: what the live listener would say. */
const stored = createStore<StoredSettingsSnapshot | null>(null)
const serverHas = (snapshot: StoredSettingsSnapshot) => act(() => stored.set(snapshot))

interface EditorProps {
  initial?: SettingsFormValues
  restored?: { value: SettingsDraft; savedAt: number } | null
}

function Editor({ initial = settingsToFormValues(settingsFromConfig(), TODAY), restored = null }: EditorProps) {
  const snapshot = useStore(stored)
  return <SiteSettingsForm initial={initial} baseRevision={3} restored={restored} snapshot={snapshot} today={TODAY} pastExceptions={0} />
}

const renderEditor = (props: EditorProps = {}, locale: Locale = 'en') => renderWithProviders(<Editor {...props} />, { locale })

/** Types into a field in one go (a paste): the form re-renders once instead of once a letter. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field)
  await user.click(field)
  await user.paste(text)
}

const saveButton = () => screen.getByRole('button', { name: /^(Save|Salva)$/ })
const saveStatus = () => screen.getByTestId('save-status')
const day = (name: RegExp) => screen.getByRole('group', { name })
const setTime = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } })
const storedDraft = () => loadDraft<SettingsDraft>(SETTINGS_DRAFT_KEY)?.value

describe('the site settings editor', { timeout: 60_000 }, () => {
  beforeEach(() => {
    localStorage.clear()
    backend.state.writes = []
    backend.state.serverRevision = 3
    stored.set(null)
  })

  it('explains an interval that ends before it starts, on the field, and saves nothing', async () => {
    const user = userEvent.setup()
    await renderEditor()
    setTime(within(day(/^Monday$/)).getByLabelText('Monday, interval 1, closes'), '14:00')
    await user.click(saveButton())
    expect(await screen.findByText('Closes before it opens: the closing time must come after 15:00. For midnight, write 00:00.')).toBeInTheDocument()
    expect(saveStatus()).toHaveTextContent('Check the highlighted fields (1).')
    expect(backend.state.writes).toEqual([])
  })

  it('explains overlapping intervals on the second one, in Italian too', async () => {
    const user = userEvent.setup()
    await renderEditor({}, 'it')
    const tuesday = day(/^martedì$/)
    setTime(within(tuesday).getByLabelText('martedì, fascia 2, apertura'), '12:00')
    await user.click(saveButton())
    expect(await screen.findByText('Le due fasce si sovrappongono: la seconda deve iniziare alle 12:30 o più tardi.')).toBeInTheDocument()
    expect(within(tuesday).getByLabelText('martedì, fascia 2, apertura')).toHaveAccessibleDescription(/si sovrappongono/)
  })

  it('takes a closing time of 00:00 as midnight, and a week closed every day', async () => {
    const user = userEvent.setup()
    await renderEditor()
    setTime(within(day(/^Friday$/)).getByLabelText('Friday, interval 2, closes'), '00:00')
    for (const name of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Saturday']) {
      await user.click(within(day(new RegExp(`^${name}$`))).getByRole('switch', { name: 'Open' }))
    }
    await user.click(saveButton())
    expect(backend.state.writes).toHaveLength(1)
    const stored = backend.state.writes[0]!.stored as StoredSiteSettingsInput
    expect(stored.weeklyHours).toEqual({ sun: '', mon: '', tue: '', wed: '', thu: '', fri: '09:00-12:30 15:00-24:00', sat: '' })
  })

  it('refuses a malformed phone number, WhatsApp number and e-mail, saying how to write them', async () => {
    const user = userEvent.setup()
    await renderEditor()
    const phone = screen.getByRole('textbox', { name: 'Phone' })
    await fill(user, phone, '035-000-0000')
    const whatsapp = screen.getByRole('textbox', { name: 'WhatsApp number' })
    await fill(user, whatsapp, '+39 333 000 0000')
    const email = screen.getByRole('textbox', { name: 'E-mail' })
    await fill(user, email, 'info@')
    await user.click(saveButton())
    expect(phone).toHaveAccessibleDescription(/Write the number with digits and spaces/)
    expect(whatsapp).toHaveAccessibleDescription(/Digits only, country code first/)
    expect(email).toHaveAccessibleDescription(/Write an e-mail address such as info@example.com/)
    expect(phone).toHaveFocus()
    expect(backend.state.writes).toEqual([])
  })

  it('saves on top of the revision it read, waits for the server saying so, and keeps the draft until it answers', async () => {
    const user = userEvent.setup()
    await renderEditor()
    await fill(user, screen.getByRole('textbox', { name: 'Phone' }), '+39 035 111 2222')
    await user.click(saveButton())
    expect(backend.state.writes).toHaveLength(1)
    expect(backend.state.writes[0]).toMatchObject({ baseRevision: 3, stored: { phone: '+39 035 111 2222', alertLang: 'it' } })
    expect(saveStatus()).toHaveTextContent('Saved on this device, waiting to sync')
    expect(storedDraft()).toMatchObject({ baseRevision: 3, pendingRevision: 4, values: { phone: '+39 035 111 2222' } })
    await act(async () => backend.state.writes[0]!.resolve())
    expect(saveStatus()).toHaveTextContent('Saved')
    expect(storedDraft()).toBeUndefined()
  })

  it('when another device saved first, says so, loses nothing typed, and saves mine over theirs on request', async () => {
    const user = userEvent.setup()
    stored.set(snapshotOf(settingsFromConfig(), 3))
    await renderEditor()
    await fill(user, screen.getByRole('textbox', { name: 'Phone' }), '+39 035 111 2222')
    await user.click(saveButton())
    // The other tablet's save landed first: the server refuses this one and now has revision 4.
    backend.state.serverRevision = 4
    await act(async () => backend.state.writes[0]!.reject(Object.assign(new Error('denied'), { code: 'permission-denied' })))
    const theirs = { ...settingsFromConfig(), email: 'vendite@autosalone-demo.example' }
    serverHas(snapshotOf(theirs, 4))
    const conflict = await screen.findByTestId('settings-conflict')
    expect(conflict).toHaveTextContent('Another device saved the settings first')
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+39 035 111 2222')
    expect(storedDraft()?.values.phone).toBe('+39 035 111 2222')
    await user.click(within(conflict).getByRole('button', { name: 'Save mine over theirs' }))
    expect(backend.state.writes).toHaveLength(2)
    expect(backend.state.writes[1]).toMatchObject({ baseRevision: 4, stored: { phone: '+39 035 111 2222' } })
  })

  it('follows another device’s save when nothing was typed here', async () => {
    stored.set(snapshotOf(settingsFromConfig(), 3))
    await renderEditor()
    serverHas(snapshotOf({ ...settingsFromConfig(), phone: '+39 035 999 0000' }, 4))
    expect(await screen.findByDisplayValue('+39 035 999 0000')).toBeInTheDocument()
    expect(screen.queryByTestId('settings-conflict')).not.toBeInTheDocument()
  })

  it('writes the language of the request e-mails chosen next to the e-mail address', async () => {
    const user = userEvent.setup()
    await renderEditor()
    const languages = screen.getByRole('radiogroup', { name: 'Language of the request e-mails' })
    expect(languages).toHaveAccessibleDescription('The e-mails about new requests are written in this language.')
    expect(within(languages).getByRole('radio', { name: 'Italiano' })).toBeChecked()
    await user.click(within(languages).getByText('English'))
    expect(within(languages).getByRole('radio', { name: 'English' })).toBeChecked()
    await user.click(saveButton())
    expect(backend.state.writes).toHaveLength(1)
    expect((backend.state.writes[0]!.stored as StoredSiteSettingsInput).alertLang).toBe('en')
    expect(storedDraft()?.values.alertLang).toBe('en')
  })

  it('shows English as the stored language of the request e-mails, in Italian too', async () => {
    await renderEditor({ initial: settingsToFormValues({ ...settingsFromConfig(), alertLang: 'en' }, TODAY) }, 'it')
    const languages = screen.getByRole('radiogroup', { name: 'Lingua delle e-mail delle richieste' })
    expect(within(languages).getByRole('radio', { name: 'English' })).toBeChecked()
    expect(within(languages).getByRole('radio', { name: 'Italiano' })).not.toBeChecked()
  })

  it('comes back from the draft left on the device, says so, and discards it on request', async () => {
    const user = userEvent.setup()
    const values = { ...settingsToFormValues(settingsFromConfig(), TODAY), email: 'bozza@autosalone-demo.example' }
    saveDraft<SettingsDraft>(SETTINGS_DRAFT_KEY, { values, baseRevision: 3 })
    await renderEditor({ restored: { value: { values, baseRevision: 3 }, savedAt: Date.parse('2026-07-01T08:00:00Z') } })
    expect(screen.getByTestId('draft-restored')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('bozza@autosalone-demo.example')
    await user.click(screen.getByRole('button', { name: 'Discard draft' }))
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue(settingsFromConfig().email)
    expect(storedDraft()).toBeUndefined()
  })

  it('adds a closure with its reasons, and a notice previewed in both languages', async () => {
    const user = userEvent.setup()
    await renderEditor()
    await user.click(screen.getByRole('button', { name: 'Add a closure or special hours' }))
    const exception = screen.getByTestId('hours-exception')
    await fill(user, within(exception).getByRole('textbox', { name: 'Reason in Italian' }), 'Ferie')
    await fill(user, within(exception).getByRole('textbox', { name: 'Reason in English' }), 'Holidays')
    await user.click(screen.getByRole('switch', { name: /Show a notice/ }))
    await fill(user, screen.getByRole('textbox', { name: 'Notice in Italian' }), 'Chiuso per ferie')
    await fill(user, screen.getByRole('textbox', { name: 'Notice in English' }), 'Closed for holidays')
    const preview = screen.getByTestId('notice-preview')
    expect(preview).toHaveTextContent('Chiuso per ferie')
    expect(preview).toHaveTextContent('Closed for holidays')
    await user.click(saveButton())
    expect(backend.state.writes).toHaveLength(1)
    const stored = backend.state.writes[0]!.stored as StoredSiteSettingsInput
    expect(stored.exceptions).toEqual([`${TODAY} ${TODAY}||Ferie|Holidays`])
    expect(stored.notice).toMatchObject({ text: { it: 'Chiuso per ferie', en: 'Closed for holidays' }, from: TODAY, tone: 'info' })
  })

  it('says which fields of a stored document of the wrong shape are wrong, and starts from the configuration’s values', async () => {
    const encoded = encodeSiteSettings(settingsFromConfig())
    if (!encoded.ok) throw new Error('The settings do not encode')
    const broken = { ...encoded.stored, phone: 35000000, weeklyHours: { ...encoded.stored.weeklyHours, mon: 'sempre' }, revision: 7, updatedAt: new Date() }
    backend.state.watched = {
      decoded: decodeSiteSettings(broken),
      exists: true,
      revision: 7,
      pending: false,
      fromCache: false,
    } satisfies StoredSettingsSnapshot
    const user = userEvent.setup()
    await renderWithProviders(<SiteSettingsPage />, { locale: 'en', path: '/en/admin/settings' })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The stored settings cannot be used')
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Phone', 'Weekly hours: Monday'])
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue(settingsFromConfig().phone)
    await user.click(saveButton())
    // Saved over the unreadable document, on top of its revision.
    expect(backend.state.writes[0]).toMatchObject({ baseRevision: 7, stored: { phone: settingsFromConfig().phone } })
  })
})
