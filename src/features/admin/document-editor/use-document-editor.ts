import { useForm, type FormErrors } from '@mantine/form'
import { useBlocker } from '@tanstack/react-router'
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react'
import { isPlannedReload } from '@/lib/planned-reload'
import { clearDraft, flushDrafts, loadDraft, saveDraft, scheduleDraftSave, type StoredDraft } from '../document-editor/draft-store'

/**
 * What an editor keeps on the device for its document: the form as typed and where it stands with the server. It
 * stays until the server has confirmed a save of it, so that a save refused later, even after a reload, loses
 * nothing. An editor's draft may carry more (the vehicle's id).
 */
export interface DocumentDraft<Values> {
  values: Values
  /** The stored revision the values were edited from (0: no document yet). */
  baseRevision?: number
  /** A save of these values was sent and not yet confirmed: the revision it makes. */
  pendingRevision?: number
}

/** What the save bar says about the last save; an editor adds its own kinds. */
export type BaseSaveNote = { kind: 'invalid'; count: number } | { kind: 'saved' } | { kind: 'error' }

export interface DocumentEditorOptions<Values, Draft extends DocumentDraft<Values>> {
  draftKey: string
  /** The stored document as form values: what "unsaved changes" compare with. */
  initial: Values
  /** The stored revision they were read at (0: none). */
  baseRevision: number
  /** A draft found on the device: the form starts from it. */
  restored: StoredDraft<Draft> | null
  /** The draft's fields besides the values and revisions. */
  draftFields: Omit<Draft, keyof DocumentDraft<Values>>
  /** Whether two forms say the same. */
  same: (a: Values, b: Values) => boolean
  validate: (values: Values) => FormErrors
}

/** The document as the server has it now, for reconcile(). */
export interface ServerVersion<Values> {
  revision: number
  /** Whether it is what saving `saved` writes. */
  isSaveOf: (saved: Values) => boolean
  /** As form values; null when it does not read. */
  theirs: Values | null
}

/**
 * What the server's version means for the form: a save of this device confirmed, refused with the document
 * unchanged, or another device's save, which the form follows when nothing was typed here and otherwise is a
 * conflict (`hadPending`: a save sent from here was refused for it).
 */
export type Reconciled = { kind: 'unchanged' } | { kind: 'confirmed' } | { kind: 'refused' } | { kind: 'followed' } | { kind: 'conflict'; hadPending: boolean }

/**
 * A document the reserved area edits on a tablet, online or not: the form, its draft on the device, the blocker
 * that asks before leaving unsaved changes, and the revisions of a save that never waits for the server
 * (Firestore queues it on the device and it is "waiting to sync" until the server confirms or refuses it). The
 * editor using it says what saving writes and what a conflict offers; this keeps the bookkeeping, one way for all.
 */
/** Form values, as Mantine's form takes them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bound of Mantine's own useForm
type FormValues = Record<string, any>

export function useDocumentEditor<Values extends FormValues, Draft extends DocumentDraft<Values>, Note extends { kind: string } = BaseSaveNote>(
  options: DocumentEditorOptions<Values, Draft>,
  initialNote: () => Note | null = () => null,
) {
  const { draftKey, initial, baseRevision, restored, draftFields, same, validate } = options
  /**
   * A draft that carries a save the server has not confirmed holds what was saved (the form's text as typed, which
   * the stored document may show in its own format): it is no unsaved change.
   */
  const savedDraft = restored?.value.pendingRevision !== undefined ? restored.value.values : null
  const [restoredAt, setRestoredAt] = useState<number | null>(() =>
    restored && !savedDraft && !same(restored.value.values, initial) ? restored.savedAt : null,
  )
  const [note, setNote] = useState<Note | null>(initialNote)
  /** The values "unsaved changes" compare with: the stored document, then what was last saved. */
  const [baselineValues, setBaselineValues] = useState<Values>(savedDraft ?? initial)
  /** The same, for the callbacks that run between renders (the draft autosave, a write's answer). */
  const baseline = useRef<Values>(savedDraft ?? initial)
  /** The server's revision the values were edited from. */
  const confirmedRevision = useRef(restored?.value.baseRevision ?? baseRevision)
  /** The revision a save sent and not yet confirmed makes (null: none); the next save builds on it. */
  const pendingRevision = useRef<number | null>(restored?.value.pendingRevision ?? null)
  /** What the last save sent (until the form takes the server's version). */
  const lastSaved = useRef<Values | null>(savedDraft)

  const draftOf = (values: Values): Draft =>
    ({
      ...draftFields,
      values,
      baseRevision: confirmedRevision.current,
      ...(pendingRevision.current !== null ? { pendingRevision: pendingRevision.current } : {}),
    }) as Draft

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: restored ? restored.value.values : initial,
    validate,
    validateInputOnBlur: true,
    onValuesChange: (values) => {
      // A save the server has not confirmed keeps its draft.
      if (same(values, baseline.current) && pendingRevision.current === null) clearDraft(draftKey)
      else scheduleDraftSave<Draft>(draftKey, draftOf(values))
    },
  })

  const setBaseline = (next: Values) => {
    baseline.current = next
    setBaselineValues(next)
    form.resetDirty(next)
  }

  // The baseline of "unsaved" is the stored document (or the save not yet confirmed), also when a draft was restored
  // over it; once, on mount: later changes of the stored document do not overwrite what is being typed.
  const resetDirtyToBaseline = useEffectEvent(() => form.resetDirty(baseline.current))
  useEffect(() => resetDirtyToBaseline(), [])

  const values = form.values
  const dirty = useMemo(() => !same(values, baselineValues), [same, values, baselineValues])
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

  /** Writes the draft of the form as it is now (with where it stands with the server). */
  const keepDraft = () => saveDraft<Draft>(draftKey, draftOf(form.getValues()))

  /**
   * A save of `saved` was handed to Firestore, making `revision` (`created`: a new document, from no revision). The
   * draft stays, marked as sent, until the server confirms (under `key` when the saved document's editor looks
   * elsewhere). Returns the baseline before, for refusedSave().
   */
  const sentSave = (saved: Values, revision: number, { key = draftKey, created = false }: { key?: string; created?: boolean } = {}): Values => {
    const previousBaseline = baseline.current
    if (created) confirmedRevision.current = 0
    pendingRevision.current = revision
    lastSaved.current = saved
    saveDraft<Draft>(key, draftOf(saved))
    if (key !== draftKey) clearDraft(draftKey)
    setBaseline(saved)
    dirtyRef.current = false
    setRestoredAt(null)
    setNote({ kind: 'saved' } as Note)
    return previousBaseline
  }

  /**
   * The server confirmed the save of `saved` as `revision`: its draft goes, unless typed on since (read from the
   * draft store: the page that saved may have gone to another, as a new vehicle's does to its edit page).
   */
  const confirmedSave = (saved: Values, revision: number, key = draftKey) => {
    if (pendingRevision.current === revision) pendingRevision.current = null
    if (confirmedRevision.current < revision) confirmedRevision.current = revision
    flushDrafts()
    const stored = loadDraft<Draft>(key)
    if (!stored || (pendingRevision.current === null && same(stored.value.values, saved))) clearDraft(key)
    else saveDraft<Draft>(key, draftOf(stored.value.values))
  }

  /**
   * The server refused the save of `saved` (sent under `key`): what it sent is unsaved again, and the draft holds it.
   * Returns whether this form still showed it as saved.
   */
  const refusedSave = (saved: Values, revision: number, previousBaseline: Values, key = draftKey): boolean => {
    if (pendingRevision.current === revision) pendingRevision.current = null
    if (key !== draftKey) return false
    const stillShown = baseline.current === saved
    if (stillShown) setBaseline(previousBaseline)
    keepDraft()
    return stillShown
  }

  /** What the server's version (once it has answered) means for the form; see Reconciled. */
  const reconcile = (server: ServerVersion<Values>): Reconciled => {
    const pending = pendingRevision.current
    const saved = lastSaved.current
    if (pending !== null && server.revision === pending && saved && server.isSaveOf(saved)) {
      confirmedSave(saved, pending)
      return { kind: 'confirmed' }
    }
    if (server.revision === confirmedRevision.current) {
      if (pending === null) return { kind: 'unchanged' }
      // A save sent from here that the server does not have (refused, maybe while the page was closed): the draft keeps it.
      pendingRevision.current = null
      keepDraft()
      return { kind: 'refused' }
    }
    if (pending === null && same(form.getValues(), baseline.current) && server.theirs) {
      // Nothing typed here: the form follows the server.
      confirmedRevision.current = server.revision
      form.setValues(server.theirs)
      setBaseline(server.theirs)
      return { kind: 'followed' }
    }
    pendingRevision.current = null
    return { kind: 'conflict', hadPending: pending !== null }
  }

  /** A conflict settled: the next save builds on the server's `revision`. */
  const buildOn = (revision: number) => {
    confirmedRevision.current = revision
    pendingRevision.current = null
  }

  /** Drops what was typed here for `theirs` (the server's version, at `revision`). */
  const takeTheirs = (theirs: Values, revision: number) => {
    buildOn(revision)
    lastSaved.current = null
    form.setValues(theirs)
    setBaseline(theirs)
    form.clearErrors()
    clearDraft(draftKey)
    setNote(null)
  }

  /** Drops the draft: the form goes back to the baseline. Returns whether a save of it was still waiting for the server. */
  const discardDraft = (): boolean => {
    const reset = baseline.current
    form.setValues(reset)
    setBaseline(reset)
    form.clearErrors()
    clearDraft(draftKey)
    setRestoredAt(null)
    const wasPending = pendingRevision.current !== null
    pendingRevision.current = null
    return wasPending
  }

  return {
    form,
    /** The form differs from what was last saved (or the stored document). */
    dirty,
    /** When the draft the form started from was written; null once it is saved or discarded, or when there was none. */
    restoredAt,
    /** What the save bar says about the last save. */
    note,
    setNote,
    blocker,
    /** The values "unsaved changes" compare with, now. */
    baseline: () => baseline.current,
    setBaseline,
    /** The revision the next save builds on. */
    nextBase: () => pendingRevision.current ?? confirmedRevision.current,
    /** The server's revision the values were edited from. */
    confirmedRevision: () => confirmedRevision.current,
    /** A save was sent from this form (or from an earlier page, whose draft it started from) since it last took the server's version. */
    hasSaved: () => pendingRevision.current !== null || lastSaved.current !== null,
    sentSave,
    confirmedSave,
    refusedSave,
    reconcile,
    buildOn,
    takeTheirs,
    discardDraft,
  }
}
