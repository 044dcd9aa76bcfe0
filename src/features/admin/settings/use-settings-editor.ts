import { useLingui } from '@lingui/react'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import type { StoredSettingsSnapshot } from '@/features/site/api/site-settings-repository'
import type { StoredDraft } from '../document-editor/draft-store'
import { useDocumentEditor, type BaseSaveNote } from '../document-editor/use-document-editor'
import { SETTINGS_DRAFT_KEY, type SettingsDraft } from './settings-draft'
import { formValuesToSettings, settingsToFormValues, type SettingsFormValues } from './model/settings-form-model'
import { firstErrorPath, validateSettingsForm, type SettingsFormErrors } from './model/settings-form-validation'

export interface SettingsEditorOptions {
  /** The stored settings as form values (the fallback's, when the document is missing or unreadable): what "unsaved" compares with. */
  initial: SettingsFormValues
  /** The stored revision they were read at (0: no usable revision). */
  baseRevision: number
  /** A draft found on the device: the form starts from it. */
  restored: StoredDraft<SettingsDraft> | null
  /** The document as the device sees it now. */
  snapshot: StoredSettingsSnapshot | null
  /** Today on the dealer's clock. */
  today: string
}

/**
 * Another device saved the settings after this one read them: `theirs` is the server's version (null when it does
 * not read). `cause`: a save of this page was refused for it, or one of an earlier page (queued offline, then the
 * page was closed), or nothing was saved here yet but the form has unsaved changes.
 */
export interface SettingsConflict {
  revision: number
  theirs: SettingsFormValues | null
  cause: 'refused' | 'refused-earlier' | 'changed'
}

/** Whether two forms say the same (the exceptions' list keys apart). */
export function sameSettingsValues(a: SettingsFormValues, b: SettingsFormValues): boolean {
  const plain = (values: SettingsFormValues) => JSON.stringify({ ...values, exceptions: values.exceptions.map(({ key: _key, ...exception }) => exception) })
  return plain(a) === plain(b)
}

/** The stored settings as form values; null when they do not read. */
function theirsOf(current: StoredSettingsSnapshot, today: string): SettingsFormValues | null {
  if (!current.decoded.ok) return null
  const { revision: _revision, updatedAt: _updatedAt, ...settings } = current.decoded.settings
  return settingsToFormValues(settings, today)
}

/** Whether the stored settings are what saving `values` writes. */
function isSaveOf(snapshot: StoredSettingsSnapshot, values: SettingsFormValues, today: string): boolean {
  if (!snapshot.decoded.ok) return false
  const { revision: _revision, updatedAt: _updatedAt, ...stored } = snapshot.decoded.settings
  return JSON.stringify(formValuesToSettings(settingsToFormValues(stored, today))) === JSON.stringify(formValuesToSettings(values))
}

/**
 * The settings editor's state and behaviour: the document editor (form, draft, revisions, leave guard) with what
 * saving the settings writes. A save the server refuses because another device saved first opens the conflict (keep
 * mine / take theirs), and loses nothing typed: the draft holds it.
 */
export function useSettingsEditor({ initial, baseRevision, restored, snapshot, today }: SettingsEditorOptions) {
  const { i18n } = useLingui()
  const editor = useDocumentEditor<SettingsFormValues, SettingsDraft, BaseSaveNote>({
    draftKey: SETTINGS_DRAFT_KEY,
    initial,
    baseRevision,
    restored,
    draftFields: {},
    same: sameSettingsValues,
    validate: (values) => validateSettingsForm(values, i18n).errors,
  })
  const { form, setNote } = editor
  const [conflict, setConflict] = useState<SettingsConflict | null>(null)
  /** A save of this page was refused (until the next save). */
  const refusedHere = useRef(false)
  /** Saves of this page the server has not answered yet. */
  const [inFlight, setInFlight] = useState(0)

  const focusFirstError = (errors: SettingsFormErrors) => {
    const path = firstErrorPath(errors)
    if (path) form.getInputNode(path)?.focus()
  }

  /**
   * A save refused. When another device saved first, the live snapshot brings the server's version and reconcile()
   * opens the conflict; otherwise the note says the values are not saved.
   */
  const refused = async (saved: SettingsFormValues, revision: number, previousBaseline: SettingsFormValues) => {
    editor.refusedSave(saved, revision, previousBaseline)
    refusedHere.current = true
    try {
      const repository = await import('@/features/site/api/site-settings-repository')
      if ((await repository.getServerSettingsRevision()) !== editor.confirmedRevision()) {
        setNote(null)
        return
      }
    } catch {
      // The server cannot be asked: the note says the values are not saved.
    }
    setNote({ kind: 'error' })
  }

  const save = async () => {
    const result = validateSettingsForm(form.getValues(), i18n)
    if (!result.stored) {
      form.setErrors(result.errors)
      setNote({ kind: 'invalid', count: Object.keys(result.errors).length })
      focusFirstError(result.errors)
      return
    }
    try {
      const saved = form.getValues()
      const repository = await import('@/features/site/api/site-settings-repository')
      const base = editor.nextBase()
      const write = repository.saveSiteSettings(result.stored, base)
      const revision = base + 1
      refusedHere.current = false
      setConflict(null)
      // Firestore holds the write on this device from here on, offline too.
      const previousBaseline = editor.sentSave(saved, revision)
      setInFlight((count) => count + 1)
      write.then(
        () => {
          setInFlight((count) => count - 1)
          editor.confirmedSave(saved, revision)
        },
        (error: unknown) => {
          setInFlight((count) => count - 1)
          console.warn('The site settings were not saved:', error)
          void refused(saved, revision, previousBaseline)
        },
      )
    } catch (error) {
      console.warn('Saving the site settings failed:', error)
      setNote({ kind: 'error' })
    }
  }

  // What the server has, once it has answered: a save confirmed or refused, or the settings changed by another device.
  const reconcile = useEffectEvent(() => {
    if (!snapshot || snapshot.fromCache || snapshot.pending || inFlight > 0 || conflict) return
    const theirs = theirsOf(snapshot, today)
    const outcome = editor.reconcile({ revision: snapshot.revision, isSaveOf: (saved) => isSaveOf(snapshot, saved, today), theirs })
    if (outcome.kind === 'refused') setNote({ kind: 'error' })
    if (outcome.kind === 'conflict') {
      const cause = refusedHere.current ? 'refused' : outcome.hadPending ? 'refused-earlier' : 'changed'
      setConflict({ revision: snapshot.revision, theirs, cause })
    }
  })
  useEffect(() => reconcile(), [snapshot, inFlight])

  /** Saves what was typed here over the other device's version. */
  const keepMine = async () => {
    if (!conflict) return
    editor.buildOn(conflict.revision)
    setConflict(null)
    await save()
  }

  /** Drops what was typed here for the other device's version. */
  const takeTheirs = () => {
    if (!conflict) return
    editor.takeTheirs(conflict.theirs ?? editor.baseline(), conflict.revision)
    setConflict(null)
  }

  return {
    form,
    note: editor.note,
    /** A save of this page or an earlier one has not been confirmed by the server yet. */
    pending: inFlight > 0 || Boolean(snapshot?.pending),
    dirty: editor.dirty,
    restoredAt: editor.restoredAt,
    discardDraft: () => void editor.discardDraft(),
    blocker: editor.blocker,
    save,
    conflict,
    keepMine,
    takeTheirs,
  }
}
