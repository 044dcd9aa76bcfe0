import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { VehiclePhoto } from '@/features/vehicles/model/vehicle-schema'
import type { Locale } from '@/lib/locale'
import { renderWithProviders } from '../../../../tests/test-utils/render'
import { allPhotoFiles } from '@/lib/photos/photo-pipeline'
import { loadDraft, saveDraft } from '../document-editor/draft-store'
import { savedInThisTab, type EditorDraft } from './editor-draft'
import { textFieldToFocus } from './use-vehicle-editor'
import type { VehicleFormValues } from '../model/vehicle-form-model'
import { storedPhoto, usedCarFormValues, vehicleFormProps } from '../../../../tests/test-utils/vehicle-form-values'
import { VehicleForm } from './VehicleForm'

/**
 * The editor's own behaviour, through the form as the user sees it. The vehicle repository and Storage are
 * replaced at their loaders (admin/api/admin-repository): the writes they would queue are in the test's hands.
 */
const backend = vi.hoisted(() => {
  type Write = { resolve: () => void; reject: (error: unknown) => void }
  const state = {
    writes: [] as { kind: 'create' | 'replace'; id: string; input: unknown; settle: Write }[],
    deleted: [] as string[][],
    /** What the server holds when asked (after a save is confirmed). */
    server: null as { photos: VehiclePhoto[] } | null,
  }
  const write = (kind: 'create' | 'replace', id: string, input: unknown) =>
    new Promise<void>((resolve, reject) => {
      state.writes.push({ kind, id, input, settle: { resolve, reject } })
    })
  return {
    state,
    repository: {
      createVehicle: (input: unknown, id: string) => write('create', id, input),
      replaceVehicle: (id: string, input: unknown, baseRevision: number) => write('replace', id, { input, baseRevision }),
      getServerVehicle: async () => state.server,
    },
    storage: {
      deleteFiles: async (files: string[]) => {
        state.deleted.push(files)
      },
    },
  }
})

vi.mock('@/features/admin/api/admin-repository', () => ({
  loadVehicleRepository: async () => backend.repository,
  loadStorage: async () => backend.storage,
}))

const VEHICLE_ID = 'car1'
const DRAFT_KEY = `vehicle:${VEHICLE_ID}`

const storedCar = usedCarFormValues

function draftOf(values: VehicleFormValues, savedAt = Date.parse('2026-03-01T09:30:00Z')) {
  return { value: { vehicleId: VEHICLE_ID, values } as EditorDraft, savedAt }
}

/** The edit form of a stored car, with a link away from it and the current address. */
function Editor({ initial, restored }: { initial: VehicleFormValues; restored: ReturnType<typeof draftOf> | null }) {
  const navigate = useNavigate()
  const path = useRouterState({ select: (state) => state.location.pathname })
  return (
    <>
      <VehicleForm {...vehicleFormProps({ vehicleId: VEHICLE_ID, draftKey: DRAFT_KEY, initial, restored })} />
      <button type="button" onClick={() => void navigate({ to: '/$lang/admin', params: { lang: 'en' } })}>
        Go to the list
      </button>
      <output data-testid="path">{path}</output>
    </>
  )
}

function renderEditor({
  initial = storedCar(),
  restored = null,
  locale = 'en',
}: { initial?: VehicleFormValues; restored?: ReturnType<typeof draftOf> | null; locale?: Locale } = {}) {
  return renderWithProviders(<Editor initial={initial} restored={restored} />, { locale })
}

const storedDraft = () => loadDraft<EditorDraft>(DRAFT_KEY)?.value.values
const saveStatus = () => screen.getByTestId('save-status')
const priceInput = () => screen.getByRole('textbox', { name: /^(Price|Prezzo)/ })

describe('the vehicle editor', { timeout: 60_000 }, () => {
  beforeEach(() => {
    localStorage.clear()
    backend.state.writes = []
    backend.state.deleted = []
    backend.state.server = null
  })
  afterEach(() => savedInThisTab.clear())

  it('starts from a draft left on the device, says so, and discards it back to the stored car', async () => {
    const user = userEvent.setup()
    const leftOver = storedPhoto('draftonly')
    const typed = { ...storedCar(), price: '11900', photos: [leftOver] }
    saveDraft<EditorDraft>(DRAFT_KEY, { vehicleId: VEHICLE_ID, values: typed })
    await renderEditor({ restored: draftOf(typed) })

    const notice = screen.getByTestId('draft-restored')
    expect(notice).toHaveTextContent('Draft restored')
    expect(priceInput()).toHaveValue('11900')
    expect(saveStatus()).toHaveTextContent('Unsaved changes')

    await user.click(within(notice).getByRole('button', { name: 'Discard draft' }))
    expect(screen.queryByTestId('draft-restored')).not.toBeInTheDocument()
    expect(priceInput()).toHaveValue('12500')
    expect(saveStatus()).toHaveTextContent('')
    expect(loadDraft(DRAFT_KEY)).toBeNull()
    // The draft's photo is in no saved vehicle: its files go from Storage.
    await waitFor(() => expect(backend.state.deleted).toEqual([allPhotoFiles(leftOver.path)]))
  })

  it('says nothing of a draft that holds what is stored', async () => {
    await renderEditor({ restored: draftOf(storedCar()) })
    expect(screen.queryByTestId('draft-restored')).not.toBeInTheDocument()
    expect(saveStatus()).toHaveTextContent('')
  })

  it('keeps a draft while the form differs from the stored car, and drops it when the change is undone', async () => {
    const user = userEvent.setup()
    await renderEditor()
    await user.clear(priceInput())
    await user.type(priceInput(), '11900')
    expect(saveStatus()).toHaveTextContent('Unsaved changes')
    await waitFor(() => expect(storedDraft()?.price).toBe('11900'))

    await user.clear(priceInput())
    await user.type(priceInput(), '12500')
    expect(saveStatus()).toHaveTextContent('')
    expect(loadDraft(DRAFT_KEY)).toBeNull()
  })

  it('saves without waiting for the server, keeping the draft until the server refuses it', async () => {
    const user = userEvent.setup()
    await renderEditor({ restored: { ...draftOf(storedCar()), value: { ...draftOf(storedCar()).value, baseRevision: 4 } } })
    await user.clear(priceInput())
    await user.type(priceInput(), '11900')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(saveStatus()).toHaveTextContent(/^Saved$/))
    const [write] = backend.state.writes
    expect(write?.kind).toBe('replace')
    expect(write?.id).toBe(VEHICLE_ID)
    // Made on top of the revision the form was filled from.
    expect(write?.input).toMatchObject({ input: { category: 'used', price: 11900, model: 'Panda' }, baseRevision: 4 })
    // Sent, not confirmed: the draft stays, marked with the revision the save makes.
    expect(loadDraft<EditorDraft>(DRAFT_KEY)?.value).toMatchObject({ values: { price: '11900' }, baseRevision: 4, pendingRevision: 5 })

    await act(async () => write?.settle.reject(Object.assign(new Error('denied'), { code: 'permission-denied' })))
    expect(saveStatus()).toHaveTextContent('Not saved. What you typed is kept on this device.')
    expect(saveStatus()).toHaveTextContent('Unsaved changes')
    expect(storedDraft()?.price).toBe('11900')
  })

  it('drops the draft once the server confirms the save, and the removed photos no version uses', async () => {
    const user = userEvent.setup()
    const [kept, removed, keptElsewhere] = [storedPhoto('kept'), storedPhoto('removed'), storedPhoto('elsewhere')]
    await renderEditor({ initial: { ...storedCar(), photos: [kept, removed, keptElsewhere] } })
    // Both removed here: photo 3 first, then photo 2.
    await user.click(screen.getByRole('button', { name: 'Remove photo 3' }))
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }))
    await user.clear(priceInput())
    await user.type(priceInput(), '11900')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(backend.state.writes).toHaveLength(1))
    expect(loadDraft(DRAFT_KEY)).not.toBeNull()
    // Another device saved meanwhile keeping one of them: its files stay.
    backend.state.server = { photos: [kept, keptElsewhere] }
    await act(async () => backend.state.writes[0]?.settle.resolve())
    expect(loadDraft(DRAFT_KEY)).toBeNull()
    expect((backend.state.writes[0]?.input as { input: { photos: VehiclePhoto[] } }).input.photos).toEqual([kept])
    await waitFor(() => expect(backend.state.deleted.flat()).toEqual(allPhotoFiles(removed.path)))
  })

  it('says "Saved" on the edit page a new car was just saved from', async () => {
    savedInThisTab.add(VEHICLE_ID)
    await renderEditor()
    expect(saveStatus()).toHaveTextContent(/^Saved$/)
    expect(savedInThisTab.has(VEHICLE_ID)).toBe(false)
  })

  it('opens a save the server has not confirmed yet as saved, as it was typed, though the stored car writes its numbers plainly', async () => {
    savedInThisTab.add(VEHICLE_ID)
    const typed = { ...storedCar(), price: '12.500', mileageKm: '45.000' }
    const sent: EditorDraft = { vehicleId: VEHICLE_ID, values: typed, baseRevision: 0, pendingRevision: 1 }
    saveDraft<EditorDraft>(DRAFT_KEY, sent)
    await renderEditor({ initial: storedCar(), restored: { ...draftOf(typed), value: sent }, locale: 'it' })
    expect(priceInput()).toHaveValue('12.500')
    expect(saveStatus()).toHaveTextContent(/^Salvato$/)
    expect(screen.queryByTestId('draft-restored')).not.toBeInTheDocument()
  })

  it('asks before leaving with unsaved changes, and lets go without', async () => {
    const user = userEvent.setup()
    await renderEditor()
    await user.type(screen.getByRole('textbox', { name: /^Version/ }), ' Plus')
    await user.click(screen.getByRole('button', { name: 'Go to the list' }))
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' })
    // The draft is written before the question, whatever the answer.
    expect(storedDraft()?.version).toBe('1.0 Hybrid Plus')
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/en$/)

    // The change undone, nothing asks.
    await user.clear(screen.getByRole('textbox', { name: /^Version/ }))
    await user.type(screen.getByRole('textbox', { name: /^Version/ }), '1.0 Hybrid')
    await user.click(screen.getByRole('button', { name: 'Go to the list' }))
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/en/admin'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('does not save “15,000” typed in Italian: it says how to write it and keeps it', async () => {
    const user = userEvent.setup()
    await renderEditor({ locale: 'it' })
    await user.clear(priceInput())
    await user.type(priceInput(), '15,000')
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    expect(await screen.findByText('Prezzo (€): «15,000» si può leggere in due modi. Scrivi 15.000 oppure 15000.')).toBeInTheDocument()
    expect(saveStatus()).toHaveTextContent('Controlla i campi evidenziati (1).')
    expect(priceInput()).toHaveValue('15,000')
    expect(priceInput()).toHaveFocus()
    expect(backend.state.writes).toHaveLength(0)

    await user.clear(priceInput())
    await user.type(priceInput(), '15.000')
    await user.click(screen.getByRole('button', { name: 'Salva' }))
    await waitFor(() => expect(backend.state.writes).toHaveLength(1))
    expect(backend.state.writes[0]?.input).toMatchObject({ input: { price: 15000 } })
  })

  it('asks to confirm an implausible price before saving it, or goes back to correct it', async () => {
    const user = userEvent.setup()
    await renderEditor()
    await user.clear(priceInput())
    await user.type(priceInput(), '15,5')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(/^Price \(€\): write a number/)).toBeInTheDocument()
    await user.clear(priceInput())
    await user.type(priceInput(), '15')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    let dialog = await screen.findByRole('dialog', { name: 'Are these values right?' })
    expect(within(dialog).getByText('Price (€): €15 is unusually low (usually at least €500).')).toBeInTheDocument()
    // The note of the refused save before it is gone: nothing is wrong now.
    expect(saveStatus()).not.toHaveTextContent('Check the highlighted fields')
    expect(backend.state.writes).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'Go back and correct' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(priceInput()).toHaveFocus())
    expect(priceInput()).toHaveValue('15')
    expect(backend.state.writes).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Save' }))
    dialog = await screen.findByRole('dialog', { name: 'Are these values right?' })
    await user.click(within(dialog).getByRole('button', { name: 'They are right: save' }))
    await waitFor(() => expect(saveStatus()).toHaveTextContent(/^Saved$/))
    expect(backend.state.writes).toHaveLength(1)
    expect(backend.state.writes[0]?.input).toMatchObject({ input: { price: 15 } })
  })

  it('focuses the first wrong field, on the language tab that holds it', async () => {
    const user = userEvent.setup()
    await renderEditor({ initial: { ...storedCar(), title: { it: '', en: '' } } })
    await user.click(screen.getByRole('tab', { name: /English/ }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Write a title in at least one language.')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: /Italiano/ })).toHaveAttribute('aria-selected', 'true')
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title in Italian' })).toHaveFocus())
    expect(backend.state.writes).toHaveLength(0)
  })
})

describe('the text field to focus', () => {
  it('finds the tab of a wrong text: its own, or for a missing title the Italian one unless only English is written', () => {
    const values = storedCar()
    expect(textFieldToFocus('description.en', values)).toEqual({ language: 'en', path: 'description.en' })
    expect(textFieldToFocus('title.it', values)).toEqual({ language: 'it', path: 'title.it' })
    expect(textFieldToFocus('title', { ...values, title: { it: '', en: '' } })).toEqual({ language: 'it', path: 'title.it' })
    expect(textFieldToFocus('title', { ...values, title: { it: '', en: 'Panda' } })).toEqual({ language: 'en', path: 'title.en' })
  })
})
