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
  vehicleToFormValues,
  type TextLanguage,
  type UnusualValue,
  type VehicleFormErrors,
  type VehicleFormValues,
} from '../model/vehicle-form-model'
import { movePendingPhotos } from '../photos/pending-photos'
import { allPhotoFiles } from '@/lib/photos/photo-pipeline'
import { clearDraft, flushDrafts, saveDraft, scheduleDraftSave, type StoredDraft } from './draft-store'
import { loadEditorDraft, savedInThisTab, type EditorDraft } from './editor-draft'

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
  /** `current` is what the server has: read from it, with no write of this device waiting. */
  synced?: boolean
}

/**
 * A save that the server did not take because the vehicle changed (or was deleted) meanwhile on another device:
 * `theirs` is the server's version. `afterReload`: the save was made by an earlier page (it was queued offline).
 */
export type EditorConflict =
  | { kind: 'changed'; theirs: VehicleFormValues; revision: number; afterReload: boolean }
  | { kind: 'deleted'; afterReload: boolean }

export type SaveNote =
  | { kind: 'invalid'; count: number }
  | { kind: 'uploading' }
  | { kind: 'catalog-full'; category: VehicleCategory }
  | { kind: 'saved' }
  | { kind: 'error' }
  | { kind: 'photos-dropped'; count: number }
  | null

/** Storage files of `candidates` that no photo in `kept` uses. */
export function unusedPhotoFiles(kept: readonly VehiclePhoto[], candidates: readonly VehiclePhoto[]): string[] {
  const keep = new Set(kept.map((photo) => photo.id))
  return candidates.filter((photo) => !keep.has(photo.id)).flatMap((photo) => allPhotoFiles(photo.path))
}

function deleteFiles(files: string[]): void {
  if (files.length === 0) return
  loadStorage()
    .then((storage) => storage.deleteFiles(files))
    .catch((error: unknown) => console.warn('Unused photos were not deleted:', error))
}

/**
 * After the server confirmed a save that keeps `kept`: deletes the files of the `candidates` that neither it nor
 * the server's current document (another device may have saved since, keeping them) refers to. Nothing is deleted
 * when the server's document cannot be read.
 */
async function deleteUnsavedPhotos(vehicleId: string, kept: readonly VehiclePhoto[], candidates: readonly VehiclePhoto[]): Promise<void> {
  if (unusedPhotoFiles(kept, candidates).length === 0) return
  try {
    const server = await (await loadVehicleRepository()).getServerVehicle(vehicleId)
    deleteFiles(unusedPhotoFiles([...kept, ...(server?.photos ?? [])], candidates))
  } catch (error) {
    console.warn('Unused photos were kept: the server could not be asked which ones it still uses.', error)
  }
}

/**
 * The photos of `values` whose files still exist, checked for those not in `known` (the server's version, whose
 * files are there): another device may have deleted a photo this one still shows. When Storage cannot be asked
 * (offline), every photo is kept.
 */
async function withExistingPhotos(values: VehicleFormValues, known: readonly VehiclePhoto[]): Promise<{ values: VehicleFormValues; dropped: number }> {
  const knownIds = new Set(known.map((photo) => photo.id))
  const toCheck = values.photos.filter((photo) => !knownIds.has(photo.id))
  if (toCheck.length === 0) return { values, dropped: 0 }
  try {
    const storage = await loadStorage()
    const missing = new Set<string>()
    for (const photo of toCheck) if (!(await storage.fileExists(allPhotoFiles(photo.path)[0]!))) missing.add(photo.id)
    return { values: { ...values, photos: values.photos.filter((photo) => !missing.has(photo.id)) }, dropped: missing.size }
  } catch {
    return { values, dropped: 0 }
  }
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
export function useVehicleEditor({ mode, vehicleId, draftKey, initial, restored, original, current, deleted, vehicles = null, synced = false }: VehicleEditorOptions) {
  const { i18n } = useLingui()
  const lang = useLocale()
  const navigate = useNavigate()
  const [tab, setTab] = useState<TextLanguage>(lang)
  // "Saved" carries over from the new-vehicle page to the edit page it goes to.
  const [note, setNote] = useState<SaveNote>(() => (savedInThisTab.delete(vehicleId) ? { kind: 'saved' } : null))
  /**
   * A draft that carries a save the server has not confirmed holds what was saved (the form's text as typed,
   * which the stored vehicle shows in its own format: "45.000" saved is 45000 stored): it is no unsaved change.
   */
  const savedDraft = restored?.value.pendingRevision !== undefined ? restored.value.values : null
  const [restoredAt, setRestoredAt] = useState<number | null>(() =>
    restored && !savedDraft && !sameFormValues(restored.value.values, initial) ? restored.savedAt : null,
  )
  const [uploadsBusy, setUploadsBusy] = useState(false)
  /** Values outside the plausible ranges, waiting for the user to confirm them before saving. */
  const [unusual, setUnusual] = useState<UnusualValue[]>([])
  /** The values "unsaved changes" compare with: the stored vehicle, then what was last saved. */
  const [baselineValues, setBaselineValues] = useState<VehicleFormValues>(savedDraft ?? initial)
  /** The same, for the callbacks that run between renders (the draft autosave, a write's failure). */
  const baseline = useRef<VehicleFormValues>(savedDraft ?? initial)
  /** Photos uploaded while this form was open: deleted from Storage if they end up in no saved vehicle. */
  const sessionPhotos = useRef<VehiclePhoto[]>([])
  /** The server's revision the form's values were edited from. */
  const confirmedRevision = useRef(restored?.value.baseRevision ?? original?.revision ?? 0)
  /** The revision a save sent and not yet confirmed makes (null: none); the next save builds on it. */
  const pendingRevision = useRef<number | null>(restored?.value.pendingRevision ?? null)
  /** A save was made by this page (a conflict found later is not one "after a reload"). */
  const savedHere = useRef(false)
  /** What the last save sent. */
  const lastSaved = useRef<VehicleFormValues | null>(savedDraft)
  const [conflict, setConflict] = useState<EditorConflict | null>(null)

  const draftOf = (values: VehicleFormValues): EditorDraft => ({
    vehicleId,
    values,
    baseRevision: confirmedRevision.current,
    ...(pendingRevision.current !== null ? { pendingRevision: pendingRevision.current } : {}),
  })

  const form = useForm<VehicleFormValues>({
    mode: 'controlled',
    initialValues: restored ? restored.value.values : initial,
    validate: (values) => validateVehicleForm(values, lang, i18n).errors,
    validateInputOnBlur: true,
    onValuesChange: (values) => {
      // A save the server has not confirmed keeps its draft.
      if (sameFormValues(values, baseline.current) && pendingRevision.current === null) clearDraft(draftKey)
      else scheduleDraftSave<EditorDraft>(draftKey, draftOf(values))
    },
  })

  const setBaseline = (next: VehicleFormValues) => {
    baseline.current = next
    setBaselineValues(next)
    form.resetDirty(next)
  }

  // The baseline of "unsaved" is the stored vehicle (or the save not yet confirmed), also when a draft was
  // restored over it; once, on mount: later changes of the stored vehicle do not overwrite what is being typed.
  const resetDirtyToInitial = useEffectEvent(() => form.resetDirty(baseline.current))
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

  /** Saves the form (or `values`); values outside the plausible ranges are saved only once `confirmed`. */
  const save = async ({ confirmed = false, values: valuesToSave = form.getValues() }: { confirmed?: boolean; values?: VehicleFormValues } = {}) => {
    try {
      const result = validateVehicleForm(valuesToSave, lang, i18n)
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
      const publishedAt = input.published ? (original?.published && original.publishedAt) || now : undefined
      const overflow =
        vehicles &&
        catalogOverflow(vehicles, {
          ...input,
          id: vehicleId,
          createdAt: original?.createdAt ?? now,
          updatedAt: now,
          ...(publishedAt ? { publishedAt } : {}),
          revision: (current?.revision ?? 0) + 1,
        })
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
      const saved = valuesToSave
      const previousBaseline = baseline.current
      const repository = await loadVehicleRepository()
      const create = mode === 'new' || deleted || conflict?.kind === 'deleted'
      const base = pendingRevision.current ?? confirmedRevision.current
      const write = create ? repository.createVehicle(input, vehicleId) : repository.replaceVehicle(vehicleId, input, base)
      const revision = create ? 1 : base + 1
      if (create) confirmedRevision.current = 0
      pendingRevision.current = revision
      lastSaved.current = saved
      savedHere.current = true
      setConflict(null)
      // Firestore holds the write on this device from here on (offline too), but the server may still refuse it:
      // the draft stays, marked as sent, until the server confirms (a new vehicle's under its own key, where its
      // edit page looks).
      const savedKey = create ? `vehicle:${vehicleId}` : draftKey
      saveDraft<EditorDraft>(savedKey, draftOf(saved))
      if (savedKey !== draftKey) clearDraft(draftKey)
      setBaseline(saved)
      dirtyRef.current = false
      if (mode === 'new') {
        savedInThisTab.add(vehicleId)
        // Photos still waiting on the device now belong to the saved vehicle's editor.
        void movePendingPhotos(vehicleId, `vehicle:${vehicleId}`)
      }
      setRestoredAt(null)
      setNote({ kind: 'saved' })
      const previousPhotos = [...previousBaseline.photos, ...(original?.photos ?? []), ...(current?.photos ?? []), ...sessionPhotos.current]
      trackWrite(write, {
        vehicleId,
        vehicleName: vehicleDisplayName(input),
        kind: 'save',
        onSuccess: () => {
          confirmSave(savedKey, saved, revision)
          void deleteUnsavedPhotos(vehicleId, input.photos, previousPhotos)
        },
        onFailure: () => {
          // Refused by the server: the draft still holds what was typed; the next save starts from the server's
          // revision (a conflict, if the vehicle changed meanwhile, shows once the live list has the server's version).
          if (pendingRevision.current === revision) pendingRevision.current = null
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

  /** The server confirmed the save of `saved` as `revision`: its draft goes, unless typed on since. */
  const confirmSave = (key: string, saved: VehicleFormValues, revision: number) => {
    if (pendingRevision.current === revision) pendingRevision.current = null
    if (confirmedRevision.current < revision) confirmedRevision.current = revision
    const stored = loadEditorDraft(key)
    if (!stored || (pendingRevision.current === null && sameFormValues(stored.value.values, saved))) clearDraft(key)
    else saveDraft<EditorDraft>(key, draftOf(stored.value.values))
  }

  /** Whether the stored vehicle is what saving `saved` writes (the form's text compared once read as the save reads it). */
  const isSaveOf = (vehicle: Vehicle, saved: VehicleFormValues) => {
    const input = validateVehicleForm(saved, lang, i18n).input
    return input !== null && sameFormValues(vehicleToFormValues(vehicle), vehicleToFormValues(input))
  }

  // What the server has, once it has answered: a save confirmed, refused, or the vehicle changed by another device.
  const reconcile = useEffectEvent(() => {
    if (!synced || mode === 'new' || conflict) return
    const afterReload = !savedHere.current
    if (current === null) {
      if (pendingRevision.current !== null || lastSaved.current !== null) setConflict({ kind: 'deleted', afterReload })
      return
    }
    const pending = pendingRevision.current
    if (pending !== null && current.revision === pending && lastSaved.current && isSaveOf(current, lastSaved.current)) {
      confirmSave(draftKey, lastSaved.current, pending)
      return
    }
    if (current.revision === confirmedRevision.current) {
      // Refused with the vehicle unchanged (or still to be sent): the draft keeps the values to save again.
      if (pending !== null) {
        pendingRevision.current = null
        setNote({ kind: 'error' })
      }
      return
    }
    // The server has another revision than the one the values were edited from.
    const theirs = vehicleToFormValues(current)
    if (pending === null && sameFormValues(form.getValues(), baseline.current)) {
      // Nothing typed here: the form follows the server.
      confirmedRevision.current = current.revision
      form.setValues(theirs)
      setBaseline(theirs)
      return
    }
    pendingRevision.current = null
    setConflict({ kind: 'changed', theirs, revision: current.revision, afterReload })
  })
  useEffect(() => reconcile(), [synced, current])

  /** Saves the version chosen in the conflict view on top of the server's revision. */
  const resolveConflict = async (merged: VehicleFormValues) => {
    if (conflict?.kind !== 'changed') return
    const { values, dropped } = await withExistingPhotos(merged, current?.photos ?? [])
    confirmedRevision.current = conflict.revision
    pendingRevision.current = null
    setBaseline(conflict.theirs)
    form.setValues(values)
    setConflict(null)
    await save({ values })
    if (dropped > 0) setNote({ kind: 'photos-dropped', count: dropped })
  }

  /** Creates the vehicle deleted on another device again from what was typed here. */
  const recreate = async () => {
    const { values, dropped } = await withExistingPhotos(form.getValues(), [])
    form.setValues(values)
    await save({ values })
    if (dropped > 0) setNote({ kind: 'photos-dropped', count: dropped })
  }

  const discardDraft = () => {
    const draftPhotos = form.values.photos
    const reset = baseline.current
    form.setValues(reset)
    setBaseline(reset)
    form.clearErrors()
    clearDraft(draftKey)
    setRestoredAt(null)
    setConflict(null)
    // Photos of a save still waiting for the server may yet be saved: they stay.
    if (pendingRevision.current === null) deleteFiles(unusedPhotoFiles([...(original?.photos ?? []), ...(current?.photos ?? [])], draftPhotos))
    pendingRevision.current = null
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
    /** A save the server did not take because of another device's change, until settled. */
    conflict,
    resolveConflict,
    recreate,
  }
}
