/**
 * Drafts of the admin forms, kept on the device (local storage) so that nothing typed is lost to a reload, a
 * crash or an app update (a logout deletes them: clearAllDrafts). One draft per key: the vehicle id, or 'new' for a vehicle not saved yet.
 * Writes are cheap and synchronous; scheduleDraftSave debounces them while the user types, and pending ones are
 * written at once when the page is hidden or unloaded (flushDrafts does the same on demand, e.g. before the
 * update prompt reloads the page).
 */

const PREFIX = 'autosalone-draft:'
const VERSION = 1

export interface StoredDraft<T> {
  value: T
  /** When it was written, in milliseconds since the epoch. */
  savedAt: number
}

interface Envelope {
  v: number
  savedAt: number
  value: unknown
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

function storageKey(key: string): string {
  return `${PREFIX}${key}`
}

/** The draft under key, or null when there is none or it cannot be read. */
export function loadDraft<T = unknown>(key: string): StoredDraft<T> | null {
  const raw = storage()?.getItem(storageKey(key))
  if (!raw) return null
  try {
    const envelope = JSON.parse(raw) as Partial<Envelope> | null
    if (!envelope || envelope.v !== VERSION || typeof envelope.savedAt !== 'number' || !('value' in envelope)) return null
    return { value: envelope.value as T, savedAt: envelope.savedAt }
  } catch {
    return null
  }
}

/** Writes the draft now; returns false when the device refused (storage full or blocked). */
export function saveDraft<T>(key: string, value: T): boolean {
  cancelScheduled(key)
  const store = storage()
  if (!store) return false
  try {
    const envelope: Envelope = { v: VERSION, savedAt: Date.now(), value }
    store.setItem(storageKey(key), JSON.stringify(envelope))
    return true
  } catch {
    return false
  }
}

export function clearDraft(key: string): void {
  cancelScheduled(key)
  try {
    storage()?.removeItem(storageKey(key))
  } catch {
    // Blocked storage: there is nothing to clear.
  }
}

/** Deletes every draft, and the ones waiting to be written (signing out of a shared device). */
export function clearAllDrafts(): void {
  for (const key of new Set([...scheduled.keys(), ...listDraftKeys()])) clearDraft(key)
}

/** Keys of every stored draft. */
export function listDraftKeys(): string[] {
  const store = storage()
  if (!store) return []
  const keys: string[] = []
  for (let index = 0; index < store.length; index++) {
    const key = store.key(index)
    if (key?.startsWith(PREFIX)) keys.push(key.slice(PREFIX.length))
  }
  return keys
}

const scheduled = new Map<string, { timer: ReturnType<typeof setTimeout>; value: unknown }>()

function cancelScheduled(key: string): void {
  const entry = scheduled.get(key)
  if (entry) clearTimeout(entry.timer)
  scheduled.delete(key)
}

/** Saves the draft after `delayMs` without a newer call for the same key. */
export function scheduleDraftSave<T>(key: string, value: T, delayMs = 400): void {
  cancelScheduled(key)
  const timer = setTimeout(() => saveDraft(key, value), delayMs)
  scheduled.set(key, { timer, value })
  listenForPageHide()
}

/** Writes every scheduled draft now. */
export function flushDrafts(): void {
  for (const [key, entry] of [...scheduled]) saveDraft(key, entry.value)
}

let listening = false

function listenForPageHide(): void {
  if (listening || typeof window === 'undefined') return
  listening = true
  window.addEventListener('pagehide', flushDrafts)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushDrafts()
  })
}
