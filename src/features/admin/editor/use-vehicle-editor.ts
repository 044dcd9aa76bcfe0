import { useLingui } from '@lingui/react'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import type { VehicleCategory } from '@/features/vehicles/model/vehicle-constants'
import type { Vehicle, VehicleInput, VehiclePhoto } from '@/features/vehicles/model/vehicle-schema'
import { useLocale } from '@/lib/use-locale'
import { loadVehicleRepository } from '../api/admin-repository'
import { trackWrite } from '../api/admin-writes'
import type { StoredDraft } from '../document-editor/draft-store'
import { useDocumentEditor, type BaseSaveNote } from '../document-editor/use-document-editor'
import { catalogOverflow } from '../model/catalog-capacity'
import { sameFormValues } from '../model/form-values-equal'
import { vehicleName } from '@/features/vehicles/vehicle-labels'
import { FIELD_ORDER } from '../model/vehicle-form-fields'
import { vehicleToFormValues, type TextLanguage, type VehicleFormValues } from '../model/vehicle-form-model'
import { validateVehicleForm, type VehicleFormErrors } from '../model/vehicle-form-validation'
import { unusualValues, type UnusualValue } from '../model/vehicle-unusual-values'
import { movePendingPhotos } from '../photos/pending-photos'
import { savedInThisTab, type EditorDraft } from './editor-draft'
import { deleteFiles, deleteUnsavedPhotos, unusedPhotoFiles, withExistingPhotos } from './vehicle-photo-files'

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
export type EditorConflict = { kind: 'changed'; theirs: VehicleFormValues; revision: number; afterReload: boolean } | { kind: 'deleted'; afterReload: boolean }

export type SaveNote = BaseSaveNote | { kind: 'uploading' } | { kind: 'catalog-full'; category: VehicleCategory } | { kind: 'photos-dropped'; count: number }

/** The language tab that holds the first wrong text field, and that field's path. */
export function textFieldToFocus(field: string, values: VehicleFormValues): { language: TextLanguage; path: string } {
  const language: TextLanguage = field.endsWith('.en') ? 'en' : field.endsWith('.it') ? 'it' : values.title.it || !values.title.en ? 'it' : 'en'
  return { language, path: field === 'title' ? `title.${language}` : field }
}

/**
 * The vehicle editor's state and behaviour, apart from its layout: the document editor (form, draft, revisions,
 * leave guard) with what saving a vehicle checks and writes, the photos uploaded meanwhile, and the conflicts with
 * another device's save or deletion.
 */
export function useVehicleEditor({
  mode,
  vehicleId,
  draftKey,
  initial,
  restored,
  original,
  current,
  deleted,
  vehicles = null,
  synced = false,
}: VehicleEditorOptions) {
  const { i18n } = useLingui()
  const lang = useLocale()
  const navigate = useNavigate()
  const editor = useDocumentEditor<VehicleFormValues, EditorDraft, SaveNote>(
    {
      draftKey,
      initial,
      baseRevision: original?.revision ?? 0,
      restored,
      draftFields: { vehicleId },
      same: sameFormValues,
      validate: (values) => validateVehicleForm(values, lang, i18n).errors,
    },
    // "Saved" carries over from the new-vehicle page to the edit page it goes to.
    () => (savedInThisTab.delete(vehicleId) ? { kind: 'saved' } : null),
  )
  const { form, setNote } = editor
  const [tab, setTab] = useState<TextLanguage>(lang)
  const [uploadsBusy, setUploadsBusy] = useState(false)
  /** Values outside the plausible ranges, waiting for the user to confirm them before saving. */
  const [unusual, setUnusual] = useState<UnusualValue[]>([])
  /** Photos uploaded while this form was open: deleted from Storage if they end up in no saved vehicle. */
  const sessionPhotos = useRef<VehiclePhoto[]>([])
  /** A save was made by this page (a conflict found later is not one "after a reload"). */
  const savedHere = useRef(false)
  const [conflict, setConflict] = useState<EditorConflict | null>(null)

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

  /** Whether `input` must wait: the note says why, or its unusual values ask to be confirmed (unless `confirmed`). */
  const holdBack = (input: VehicleInput, confirmed: boolean): boolean => {
    if (uploadsBusy) {
      setNote({ kind: 'uploading' })
      return true
    }
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
      return true
    }
    const found = confirmed ? [] : unusualValues(input)
    if (found.length === 0) return false
    // Nothing is wrong any more: only these values wait for an answer.
    setNote(null)
    setUnusual(found)
    return true
  }

  /** Saves the form (or `values`); values outside the plausible ranges are saved only once `confirmed`. */
  const save = async ({ confirmed = false, values: saved = form.getValues() }: { confirmed?: boolean; values?: VehicleFormValues } = {}) => {
    try {
      const { input, errors } = validateVehicleForm(saved, lang, i18n)
      if (!input) {
        form.setErrors(errors)
        setNote({ kind: 'invalid', count: Object.keys(errors).length })
        focusFirstError(errors)
        return
      }
      if (holdBack(input, confirmed)) return
      const repository = await loadVehicleRepository()
      const create = mode === 'new' || deleted || conflict?.kind === 'deleted'
      const base = editor.nextBase()
      const write = create ? repository.createVehicle(input, vehicleId) : repository.replaceVehicle(vehicleId, input, base)
      const revision = create ? 1 : base + 1
      savedHere.current = true
      setConflict(null)
      // Firestore holds the write on this device from here on (offline too); a new vehicle's draft moves under its
      // own key, where its edit page looks.
      const savedKey = create ? `vehicle:${vehicleId}` : draftKey
      const previousBaseline = editor.sentSave(saved, revision, { key: savedKey, created: create })
      if (mode === 'new') {
        savedInThisTab.add(vehicleId)
        // Photos still waiting on the device now belong to the saved vehicle's editor.
        void movePendingPhotos(vehicleId, `vehicle:${vehicleId}`)
      }
      const previousPhotos = [...previousBaseline.photos, ...(original?.photos ?? []), ...(current?.photos ?? []), ...sessionPhotos.current]
      trackWrite(write, {
        vehicleId,
        vehicleName: vehicleName(input),
        kind: 'save',
        onSuccess: () => {
          editor.confirmedSave(saved, revision, savedKey)
          void deleteUnsavedPhotos(vehicleId, input.photos, previousPhotos)
        },
        // A conflict, if the vehicle changed meanwhile, shows once the live list has the server's version.
        onFailure: () => {
          if (editor.refusedSave(saved, revision, previousBaseline, savedKey)) setNote({ kind: 'error' })
        },
      })
      if (mode === 'new') await navigate({ to: '/$lang/admin/edit/$id', params: { lang, id: vehicleId }, replace: true })
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
      if (editor.hasSaved()) setConflict({ kind: 'deleted', afterReload })
      return
    }
    const theirs = vehicleToFormValues(current)
    const outcome = editor.reconcile({ revision: current.revision, isSaveOf: (saved) => isSaveOf(current, saved), theirs })
    if (outcome.kind === 'refused') setNote({ kind: 'error' })
    if (outcome.kind === 'conflict') setConflict({ kind: 'changed', theirs, revision: current.revision, afterReload })
  })
  useEffect(() => reconcile(), [synced, current])

  /** Saves the version chosen in the conflict view on top of the server's revision. */
  const resolveConflict = async (merged: VehicleFormValues) => {
    if (conflict?.kind !== 'changed') return
    const { values, dropped } = await withExistingPhotos(merged, current?.photos ?? [])
    editor.buildOn(conflict.revision)
    editor.setBaseline(conflict.theirs)
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
    setConflict(null)
    // Photos of a save still waiting for the server may yet be saved: they stay.
    if (!editor.discardDraft()) deleteFiles(unusedPhotoFiles([...(original?.photos ?? []), ...(current?.photos ?? [])], draftPhotos))
  }

  return {
    form,
    /** The language tab of the texts. */
    tab,
    setTab,
    note: editor.note,
    restoredAt: editor.restoredAt,
    dirty: editor.dirty,
    setUploadsBusy,
    onUploaded,
    blocker: editor.blocker,
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
