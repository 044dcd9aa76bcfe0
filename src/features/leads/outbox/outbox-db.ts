import { createStore, del, entries, keys, set, type UseStore } from 'idb-keyval'

/**
 * Where the outbox keeps its entries on the device: IndexedDB, which survives reloads, browser restarts and app
 * updates, and holds the photos as files. Where IndexedDB is unavailable (some private windows) the entries live
 * in memory, for as long as the page does. No decoding here (outbox-entry.ts does it): this module is all a
 * page loads to learn whether anything waits.
 */

let store: UseStore | null | undefined
const memory = new Map<string, unknown>()

function outboxStore(): UseStore | null {
  if (store === undefined) {
    try {
      store = typeof indexedDB === 'undefined' || indexedDB === null ? null : createStore('autosalone-lead-outbox', 'entries')
    } catch {
      store = null
    }
  }
  return store
}

/** Whether entries are kept on the device (else in this page's memory only). */
export function outboxIsPersistent(): boolean {
  return outboxStore() !== null
}

/** Whether anything is in the outbox: the check every page makes once idle. */
export async function hasOutboxEntries(): Promise<boolean> {
  const target = outboxStore()
  if (!target) return memory.size > 0
  try {
    return (await keys(target)).length > 0
  } catch {
    return false
  }
}

/** Every stored entry, as stored. */
export async function readOutbox(): Promise<unknown[]> {
  const target = outboxStore()
  if (!target) return [...memory.values()]
  try {
    return (await entries(target)).map(([, value]) => value)
  } catch {
    return [...memory.values()]
  }
}

/** Writes one entry; false when the device refused (full, blocked): it is then kept in memory. */
export async function writeOutboxEntry(id: string, value: unknown): Promise<boolean> {
  const target = outboxStore()
  if (target) {
    try {
      await set(id, value, target)
      memory.delete(id)
      return true
    } catch {
      // Kept in memory below.
    }
  }
  memory.set(id, value)
  return false
}

export async function deleteOutboxEntry(id: string): Promise<void> {
  memory.delete(id)
  const target = outboxStore()
  if (!target) return
  try {
    await del(id, target)
  } catch {
    // Nothing stored, nothing to delete.
  }
}
