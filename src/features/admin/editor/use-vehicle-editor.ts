import { useLingui } from '@lingui/react'
import { useForm } from '@mantine/form'
import { useBlocker, useNavigate } from '@tanstack/react-router'
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react'
import type { VehicleCategory } from '@/features/vehicles/model/vehicle-constants'
import type { Vehicle, VehiclePhoto } from '@/features/vehicles/model/vehicle-schema'
import { isPlannedReload } from '@/lib/planned-reload'
import { useLocale } from '@/lib/use-locale'
import { loadStorage, loadVehicleRepository } from '../api/admin-repository'
import { trackWrite } from '../api/admin-writes'
import { catalogOverflow } from '../model/catalog-capacity'
import { sameFormValues } from '../model/form-values-equal'
import { vehicleDisplayName } from '../model/vehicle-display'
import {
  FIELD_ORDER,
  unusualValues,
  validateVehicleForm,
  type TextLanguage,
  type UnusualValue,
  type VehicleFormErrors,
  type VehicleFormValues,
} from '../model/vehicle-form-model'
import { movePendingPhotos } from '../photos/pending-photos'
import { allPhotoFiles } from '../photos/photo-pipeline'
import { clearDraft, flushDrafts, saveDraft, scheduleDraftSave, type StoredDraft } from './draft-store'
import { savedInThisTab, type EditorDraft } from './editor-draft'

export interface VehicleEditorOptions {
  mode: 'new' | 'edit'
  vehicleId: string
  draftKey: string
  /** The stored vehicle's values (the empty form for a new one): what "unsaved changes" compare with. */
  initial: VehicleFormValues
  /** A draft of this form found on the device: the form starts from it. */
  restored: StoredDraft<EditorDraft> | null
  /** The vehicle as it was when the editor opened; null for a new one. */
  original: Vehicle | null
  /** The vehicle as the live list has it now. */
  current: Vehicle | null
  /** The vehicle was deleted while being edited: saving creates it again. */
  deleted: boolean
  /** Every vehicle (the live list), to check that a published car still fits its catalog; null while unknown. */
  vehicles?: readonly Vehicle[] | null
}

export type SaveNote =
  | { kind: 'invalid'; count: number }
  | { kind: 'uploading' }
  | { kind: 'catalog-full'; category: VehicleCategory }
  | { kind: 'saved' }
  | { kind: 'error' }
  | null

/** Storage files of `candidates` that no photo in `kept` uses. */
export function unusedPhotoFiles(kept: readonly VehiclePhoto[], candidates: readonly VehiclePhoto[]): string[] {
  const keep = new Set(kept.map((photo) => photo.id))
  return candidates.filter((photo) => !keep.has(photo.id)).flatMap((photo) => allPhotoFiles(photo.path))
}

function deleteUnusedPhotos(kept: readonly VehiclePhoto[], candidates: readonly VehiclePhoto[]): void {
  const files = unusedPhotoFiles(kept, candidates)
  if (files.length === 0) return
  loadStorage()
    .then((storage) => storage.deleteFiles(files))
    .catch((error: unknown) => console.warn('Unused photos were not deleted:', error))
}

/** The language tab that holds the first wrong text field, and that field's path. */
export function textFieldToFocus(field: string, values: VehicleFormValues): { language: TextLanguage; path: string } {
  const language: TextLanguage = field.endsWith('.en') ? 'en' : field.endsWith('.it') ? 'it' : values.title.it || !values.title.en ? 'it' : 'en'
  return { language, path: field === 'title' ? `title.${language}` : field }
}

/**
 * The vehicle editor's state and behaviour, apart from its layout: the form, the local draft it autosaves, the
 * unsaved changes and the blocker that asks before leaving with them, the photos uploaded meanwhile, and a save
 * that never waits for the server (Firestore queues it on the device; a refusal puts what was typed back into
 * the draft).
 */
export function useVehicleEditor({ mode, vehicleId, draftKey, initial, restored, original, current, deleted, vehicles = null }: VehicleEditorOptions) {
  const { i18n } = useLingui()
  const lang = useLocale()
  const navigate = useNavigate()
  const [tab, setTab] = useState<TextLanguage>(lang)
  // "Saved" carries over from the new-vehicle page to the edit page it goes to.
  const [note, setNote] = useState<SaveNote>(() => (savedInThisTab.delete(vehicleId) ? { kind: 'saved' } : null))
  const [restoredAt, setRestoredAt] = useState<number | null>(() => (restored && !sameFormValues(restored.value.values, initial) ? restored.savedAt : null))
  const [uploadsBusy, setUploadsBusy] = useState(false)
  /** Values outside the plausible ranges, waiting for the user to confirm them before saving. */
  const [unusual, setUnusual] = useState<UnusualValue[]>([])
  /** The values "unsaved changes" compare with: the stored vehicle, then what was last saved. */
  const [baselineValues, setBaselineValues] = useState<VehicleFormValues>(initial)
  /** The same, for the callbacks that run between renders (the draft autosave, a write's failure). */
  const baseline = useRef<VehicleFormValues>(initial)
  /** Photos uploaded while this form was open: deleted from Storage if they end up in no saved vehicle. */
  const sessionPhotos = useRef<VehiclePhoto[]>([])

  const form = useForm<VehicleFormValues>({
    mode: 'controlled',
    initialValues: restored ? restored.value.values : initial,
    validate: (values) => validateVehicleForm(values, lang, i18n).errors,
    validateInputOnBlur: true,
    onValuesChange: (values) => {
      if (sameFormValues(values, baseline.current)) clearDraft(draftKey)
      else scheduleDraftSave<EditorDraft>(draftKey, { vehicleId, values })
    },
  })

  const setBaseline = (next: VehicleFormValues) => {
    baseline.current = next
    setBaselineValues(next)
    form.resetDirty(next)
  }

  // The baseline of "unsaved" is the stored vehicle, also when a draft was restored over it; once, on mount:
  // later changes of the stored vehicle do not overwrite what is being typed.
  const resetDirtyToInitial = useEffectEvent(() => form.resetDirty(initial))
  useEffect(() => resetDirtyToInitial(), [])

  const values = form.values
  const dirty = useMemo(() => !sameFormValues(values, baselineValues), [values, baselineValues])
  /** Read by the blocker, which asks outside React's renders; a save clears it at once, before navigating. */
  const dirtyRef = useRef(dirty)
  useEffect(() => {
    dirtyRef.current = dirty
  }, [dirty])

  const blocker = useBlocker({
    shouldBlockFn: () => {
      flushDrafts()
      return dirtyRef.current
    },
    // The draft is written first: after an update's reload (which does not ask), the form comes back from it.
    enableBeforeUnload: () => {
      flushDrafts()
      return dirtyRef.current && !isPlannedReload()
    },
    withResolver: true,
  })

  const onUploaded = (photo: VehiclePhoto) => {
    sessionPhotos.current.push(photo)
    form.setFieldValue('photos', (photos) => [...photos, photo])
  }

  const focusFirstError = (errors: VehicleFormErrors) => {
    const first = FIELD_ORDER.find((field) => errors[field])
    if (!first) return
    if (first.startsWith('title') || first.startsWith('description')) {
      const { language, path } = textFieldToFocus(first, form.values)
      setTab(language)
      // The tab's panel shows first.
      setTimeout(() => form.getInputNode(path)?.focus(), 50)
      return
    }
    form.getInputNode(first)?.focus()
  }

  /** Saves the form; values outside the plausible ranges are saved only once `confirmed`. */
  const save = async ({ confirmed = false }: { confirmed?: boolean } = {}) => {
    try {
      const result = validateVehicleForm(form.values, lang, i18n)
      if (!result.input) {
        form.setErrors(result.errors)
        setNote({ kind: 'invalid', count: Object.keys(result.errors).length })
        focusFirstError(result.errors)
        return
      }
      if (uploadsBusy) {
        setNote({ kind: 'uploading' })
        return
      }
      const input = result.input
      // The site's listing of the category is one document, which has a size limit: a car that would not fit is
      // refused here, with what to do, rather than by the server later.
      const now = new Date()
      const overflow = vehicles && catalogOverflow(vehicles, { ...input, id: vehicleId, createdAt: original?.createdAt ?? now, updatedAt: now })
      if (overflow) {
        setNote({ kind: 'catalog-full', category: overflow.category })
        return
      }
      if (!confirmed) {
        const found = unusualValues(input)
        if (found.length > 0) {
          // Nothing is wrong any more: only these values wait for an answer.
          setNote(null)
          setUnusual(found)
          return
        }
      }
      const saved = form.values
      const previousBaseline = baseline.current
      const repository = await loadVehicleRepository()
      const create = mode === 'new' || deleted
      const write = create ? repository.createVehicle(input, vehicleId) : repository.replaceVehicle(vehicleId, input)
      // Firestore holds the write on this device from here on (offline too): the draft is no longer needed.
      clearDraft(draftKey)
      setBaseline(saved)
      dirtyRef.current = false
      if (mode === 'new') {
        savedInThisTab.add(vehicleId)
        // Photos still waiting on the device now belong to the saved vehicle's editor.
        void movePendingPhotos(vehicleId, `vehicle:${vehicleId}`)
      }
      setRestoredAt(null)
      setNote({ kind: 'saved' })
      const previousPhotos = [...(original?.photos ?? []), ...sessionPhotos.current]
      trackWrite(write, {
        vehicleId,
        vehicleName: vehicleDisplayName(input),
        kind: 'save',
        onSuccess: () => deleteUnusedPhotos(input.photos, previousPhotos),
        onFailure: () => {
          // Refused by the server: what was typed goes back into the draft, under the vehicle's own key.
          saveDraft<EditorDraft>(create ? `vehicle:${vehicleId}` : draftKey, { vehicleId, values: saved })
          if (baseline.current === saved) {
            setBaseline(previousBaseline)
            setNote({ kind: 'error' })
          }
        },
      })
      if (mode === 'new') {
        await navigate({ to: '/$lang/admin/edit/$id', params: { lang, id: vehicleId }, replace: true })
      }
    } catch (error) {
      console.warn('Saving the vehicle failed:', error)
      setNote({ kind: 'error' })
    }
  }

  const confirmUnusual = () => {
    setUnusual([])
    void save({ confirmed: true })
  }

  const reviewUnusual = () => {
    const first = unusual[0]
    setUnusual([])
    // Once the dialog has let the focus go.
    if (first) setTimeout(() => form.getInputNode(first.field)?.focus(), 0)
  }

  const discardDraft = () => {
    const draftPhotos = form.values.photos
    const reset = baseline.current
    form.setValues(reset)
    setBaseline(reset)
    form.clearErrors()
    clearDraft(draftKey)
    setRestoredAt(null)
    deleteUnusedPhotos([...(original?.photos ?? []), ...(current?.photos ?? [])], draftPhotos)
  }

  return {
    form,
    /** The language tab of the texts. */
    tab,
    setTab,
    /** What the save bar says about the last save. */
    note,
    /** When the draft the form started from was written; null once it is saved or discarded, or when there was none. */
    restoredAt,
    dirty,
    setUploadsBusy,
    onUploaded,
    blocker,
    save,
    /** Values the last save found unusual, to confirm (confirmUnusual) or correct (reviewUnusual). */
    unusual,
    confirmUnusual,
    reviewUnusual,
    discardDraft,
  }
}
