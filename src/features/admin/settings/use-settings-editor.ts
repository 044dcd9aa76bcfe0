import { useLingui } from '@lingui/react'
import { useForm } from '@mantine/form'
import { useBlocker } from '@tanstack/react-router'
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react'
import type { StoredSettingsSnapshot } from '@/features/site/api/site-settings-repository'
import { isPlannedReload } from '@/lib/planned-reload'
import { clearDraft, flushDrafts, saveDraft, scheduleDraftSave, type StoredDraft } from '../editor/draft-store'
import { SETTINGS_DRAFT_KEY, type SettingsDraft } from './settings-draft'
import {
  firstErrorPath,
  formValuesToSettings,
  settingsToFormValues,
  validateSettingsForm,
  type SettingsFormErrors,
  type SettingsFormValues,
} from './model/settings-form-model'

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

export type SettingsSaveNote = { kind: 'invalid'; count: number } | { kind: 'saved' } | { kind: 'error' } | null

/** Whether two forms say the same (the exceptions' list keys apart). */
export function sameSettingsValues(a: SettingsFormValues, b: SettingsFormValues): boolean {
  const plain = (values: SettingsFormValues) => JSON.stringify({ ...values, exceptions: values.exceptions.map(({ key: _key, ...exception }) => exception) })
  return plain(a) === plain(b)
}

/** Whether the stored settings are what saving `values` writes. */
function isSaveOf(snapshot: StoredSettingsSnapshot, values: SettingsFormValues, today: string): boolean {
  if (!snapshot.decoded.ok) return false
  const { revision: _revision, updatedAt: _updatedAt, ...stored } = snapshot.decoded.settings
  return JSON.stringify(formValuesToSettings(settingsToFormValues(stored, today))) === JSON.stringify(formValuesToSettings(values))
}

/**
 * The settings editor's state and behaviour: the form, its draft on the device, the blocker that asks before
 * leaving unsaved changes, and a save that never waits for the server (Firestore queues it on the device, offline
 * too, and it is "waiting to sync" until the server confirms). A save the server refuses because another device
 * saved first opens the conflict (keep mine / take theirs), and loses nothing typed: the draft holds it.
 */
export function useSettingsEditor({ initial, baseRevision, restored, snapshot, today }: SettingsEditorOptions) {
  const { i18n } = useLingui()
  const savedDraft = restored?.value.pendingRevision !== undefined ? restored.value.values : null
  const [restoredAt, setRestoredAt] = useState<number | null>(() =>
    restored && !savedDraft && !sameSettingsValues(restored.value.values, initial) ? restored.savedAt : null,
  )
  const [note, setNote] = useState<SettingsSaveNote>(null)
  const [conflict, setConflict] = useState<SettingsConflict | null>(null)
  const [baselineValues, setBaselineValues] = useState<SettingsFormValues>(savedDraft ?? initial)
  const baseline = useRef<SettingsFormValues>(savedDraft ?? initial)
  /** The server's revision the values were edited from. */
  const confirmedRevision = useRef(restored?.value.baseRevision ?? baseRevision)
  /** The revision a save sent and not yet confirmed makes (null: none). */
  const pendingRevision = useRef<number | null>(restored?.value.pendingRevision ?? null)
  /** What the last save sent. */
  const lastSaved = useRef<SettingsFormValues | null>(savedDraft)
  /** A save of this page was refused (until the next save). */
  const refusedHere = useRef(false)
  /** Saves of this page the server has not answered yet. */
  const [inFlight, setInFlight] = useState(0)

  const draftOf = (values: SettingsFormValues): SettingsDraft => ({
    values,
    baseRevision: confirmedRevision.current,
    ...(pendingRevision.current !== null ? { pendingRevision: pendingRevision.current } : {}),
  })

  const form = useForm<SettingsFormValues>({
    mode: 'controlled',
    initialValues: restored ? restored.value.values : initial,
    validate: (values) => validateSettingsForm(values, i18n).errors,
    validateInputOnBlur: true,
    onValuesChange: (values) => {
      if (sameSettingsValues(values, baseline.current) && pendingRevision.current === null) clearDraft(SETTINGS_DRAFT_KEY)
      else scheduleDraftSave<SettingsDraft>(SETTINGS_DRAFT_KEY, draftOf(values))
    },
  })

  const setBaseline = (next: SettingsFormValues) => {
    baseline.current = next
    setBaselineValues(next)
    form.resetDirty(next)
  }

  const values = form.values
  const dirty = useMemo(() => !sameSettingsValues(values, baselineValues), [values, baselineValues])
  const dirtyRef = useRef(dirty)
  useEffect(() => {
    dirtyRef.current = dirty
  }, [dirty])

  const blocker = useBlocker({
    shouldBlockFn: () => {
      flushDrafts()
      return dirtyRef.current
    },
    enableBeforeUnload: () => {
      flushDrafts()
      return dirtyRef.current && !isPlannedReload()
    },
    withResolver: true,
  })

  const focusFirstError = (errors: SettingsFormErrors) => {
    const path = firstErrorPath(errors)
    if (path) form.getInputNode(path)?.focus()
  }

  /** The server confirmed the save of `saved` as `revision`: its draft goes, unless typed on since. */
  const confirmSave = (saved: SettingsFormValues, revision: number) => {
    if (pendingRevision.current === revision) pendingRevision.current = null
    if (confirmedRevision.current < revision) confirmedRevision.current = revision
    if (lastSaved.current === saved) lastSaved.current = null
    const current = form.getValues()
    if (pendingRevision.current === null && sameSettingsValues(current, saved)) clearDraft(SETTINGS_DRAFT_KEY)
    else saveDraft<SettingsDraft>(SETTINGS_DRAFT_KEY, draftOf(current))
  }

  const theirsOf = (current: StoredSettingsSnapshot) => {
    if (!current.decoded.ok) return null
    const { revision: _revision, updatedAt: _updatedAt, ...settings } = current.decoded.settings
    return settingsToFormValues(settings, today)
  }

  /**
   * A save refused: what it sent is unsaved again (the draft still holds it). When another device saved first, the
   * live snapshot brings the server's version and reconcile() opens the conflict; otherwise the note says so.
   */
  const refused = async (saved: SettingsFormValues, revision: number, previousBaseline: SettingsFormValues) => {
    if (pendingRevision.current === revision) pendingRevision.current = null
    refusedHere.current = true
    if (baseline.current === saved) setBaseline(previousBaseline)
    saveDraft<SettingsDraft>(SETTINGS_DRAFT_KEY, draftOf(form.getValues()))
    try {
      const repository = await import('@/features/site/api/site-settings-repository')
      if ((await repository.getServerSettingsRevision()) !== confirmedRevision.current) {
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
      const previousBaseline = baseline.current
      const repository = await import('@/features/site/api/site-settings-repository')
      const base = pendingRevision.current ?? confirmedRevision.current
      const revision = base + 1
      const write = repository.saveSiteSettings(result.stored, base)
      pendingRevision.current = revision
      lastSaved.current = saved
      refusedHere.current = false
      setConflict(null)
      // Firestore holds the write on this device from here on, offline too; the draft stays, marked as sent,
      // until the server confirms.
      saveDraft<SettingsDraft>(SETTINGS_DRAFT_KEY, draftOf(saved))
      setBaseline(saved)
      dirtyRef.current = false
      setRestoredAt(null)
      setNote({ kind: 'saved' })
      setInFlight((count) => count + 1)
      write.then(
        () => {
          setInFlight((count) => count - 1)
          confirmSave(saved, revision)
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
    const pending = pendingRevision.current
    const saved = lastSaved.current
    if (pending !== null && snapshot.revision === pending && saved && isSaveOf(snapshot, saved, today)) {
      confirmSave(saved, pending)
      return
    }
    if (snapshot.revision === confirmedRevision.current) {
      // A save sent from here that the server does not have (refused while the page was closed): the draft keeps it.
      if (pending !== null) {
        pendingRevision.current = null
        saveDraft<SettingsDraft>(SETTINGS_DRAFT_KEY, draftOf(form.getValues()))
        setNote({ kind: 'error' })
      }
      return
    }
    // Another revision than the one the values were edited from: another device saved.
    const theirs = theirsOf(snapshot)
    if (pending === null && !dirtyRef.current && theirs) {
      // Nothing typed here: the form follows the server.
      confirmedRevision.current = snapshot.revision
      form.setValues(theirs)
      setBaseline(theirs)
      return
    }
    pendingRevision.current = null
    const cause = refusedHere.current ? 'refused' : pending !== null ? 'refused-earlier' : 'changed'
    setConflict({ revision: snapshot.revision, theirs, cause })
  })
  useEffect(() => reconcile(), [snapshot, inFlight])

  /** Saves what was typed here over the other device's version. */
  const keepMine = async () => {
    if (!conflict) return
    confirmedRevision.current = conflict.revision
    pendingRevision.current = null
    setConflict(null)
    await save()
  }

  /** Drops what was typed here for the other device's version. */
  const takeTheirs = () => {
    if (!conflict) return
    const theirs = conflict.theirs ?? baseline.current
    confirmedRevision.current = conflict.revision
    pendingRevision.current = null
    lastSaved.current = null
    form.setValues(theirs)
    setBaseline(theirs)
    form.clearErrors()
    clearDraft(SETTINGS_DRAFT_KEY)
    setConflict(null)
    setNote(null)
  }

  const discardDraft = () => {
    const reset = baseline.current
    form.setValues(reset)
    setBaseline(reset)
    form.clearErrors()
    clearDraft(SETTINGS_DRAFT_KEY)
    setRestoredAt(null)
    pendingRevision.current = null
  }

  return {
    form,
    note,
    /** A save of this page or an earlier one has not been confirmed by the server yet. */
    pending: inFlight > 0 || Boolean(snapshot?.pending),
    dirty,
    restoredAt,
    discardDraft,
    blocker,
    save,
    conflict,
    keepMine,
    takeTheirs,
  }
}
