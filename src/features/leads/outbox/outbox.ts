import { createStore, useStore } from '@/lib/live-store'
import { newLeadId } from '../model/lead-codec'
import type { LeadInput } from '../model/lead-schema'
import { deliver } from './deliver'
import { deleteOutboxEntry, outboxIsPersistent, readOutbox, writeOutboxEntry } from './outbox-db'
import { decodeEntry, isPending, markSiteBusy, markWaitUntil, newEntry, resumed, type OutboxEntry, type PhotoFile } from './outbox-entry'
import { outboxInUse } from './outbox-signal'
import { waitBeforeNextLead } from './visitor-identity'

/**
 * The device's outbox of requests: every lead a visitor sends goes here first, is kept on the device, and is sent
 * by itself as soon as it can be (at once when online; when the connection returns, the page comes back into
 * view, or the next page loads; after a pause when the server does not answer), one at a time, oldest first.
 * Its entries are a live store the forms and the notice follow.
 */

export interface OutboxState {
  /** Oldest first. */
  entries: readonly OutboxEntry[]
  /** False until the stored entries have been read. */
  loaded: boolean
  /** False where the device cannot keep them (they live as long as the page does). */
  persistent: boolean
}

const outbox = createStore<OutboxState>({ entries: [], loaded: false, persistent: true })

const byAge = (a: OutboxEntry, b: OutboxEntry) => a.createdAt - b.createdAt

/** How long a delivered request stays on the device for the visitor to see that it arrived. */
const DELIVERED_KEPT_MS = 7 * 24 * 60 * 60 * 1000

function put(entry: OutboxEntry): void {
  outbox.set((state) => ({
    ...state,
    entries: [...state.entries.filter((each) => each.id !== entry.id), entry].sort(byAge),
  }))
}

/** Keeps an entry on the device and in the store. An unreadable one is never written back (what it holds would be lost). */
async function save(entry: OutboxEntry): Promise<void> {
  put(entry)
  if (!entry.lead) return
  const { unreadableFields: _fields, ...stored } = entry
  const kept = await writeOutboxEntry(entry.id, stored)
  if (!kept && outbox.get().persistent) outbox.set((state) => ({ ...state, persistent: false }))
}

let loading: Promise<void> | undefined

/** Reads the stored entries once; one sending when the last page closed goes again. */
function load(): Promise<void> {
  loading ??= readOutbox().then((stored) => {
    const decoded = stored
      .map(decodeEntry)
      .filter((entry): entry is OutboxEntry => entry !== null)
      .map(resumed)
    // Delivered a week ago and never dismissed: it has done its work, and leaves the device.
    const now = Date.now()
    for (const entry of decoded.filter((each) => each.state === 'delivered' && (each.deliveredAt ?? 0) < now - DELIVERED_KEPT_MS))
      void deleteOutboxEntry(entry.id)
    const kept = decoded.filter((entry) => entry.state !== 'delivered' || (entry.deliveredAt ?? 0) >= now - DELIVERED_KEPT_MS)
    outbox.set((state) => {
      const known = new Set(state.entries.map((entry) => entry.id))
      return { entries: [...state.entries, ...kept.filter((entry) => !known.has(entry.id))].sort(byAge), loaded: true, persistent: outboxIsPersistent() }
    })
  })
  return loading
}

let flushing: Promise<void> | undefined
let timer: ReturnType<typeof setTimeout> | undefined

function schedule(at: number): void {
  clearTimeout(timer)
  timer = setTimeout(() => void flushOutbox(), Math.max(at - Date.now(), 0))
}

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false

/**
 * The site takes no more requests until `busy` may go: the requests queued behind it, which would meet the same
 * cap, say so too (and are not tried before it), rather than "in a moment".
 */
async function holdBehind(busy: OutboxEntry): Promise<void> {
  for (const entry of outbox.get().entries) {
    if (entry.id === busy.id || !isPending(entry) || entry.leadDelivered || entry.siteBusy) continue
    await save(markSiteBusy(entry, Math.max(entry.nextAttemptAt, busy.nextAttemptAt)))
  }
}

/** Sends what is due, one entry after the other; the next due time, if any, is scheduled. */
async function runFlush(): Promise<void> {
  await load()
  for (;;) {
    const next = outbox.get().entries.find(isPending)
    if (!next || !online()) return
    const now = Date.now()
    const wait = next.leadDelivered ? 0 : waitBeforeNextLead(now)
    if (wait > 0 && next.nextAttemptAt < now + wait) await save(markWaitUntil(next, now + wait))
    const due = outbox.get().entries.find((entry) => entry.id === next.id)!
    if (due.nextAttemptAt > now) {
      if (due.siteBusy && !due.leadDelivered) await holdBehind(due)
      schedule(due.nextAttemptAt)
      return
    }
    const after = await deliver(due, save)
    if (isPending(after) && after.nextAttemptAt > Date.now()) {
      if (after.siteBusy && !after.leadDelivered) await holdBehind(after)
      schedule(after.nextAttemptAt)
      return
    }
  }
}

/** Sends whatever is due now (at most one run at a time, and one tab at a time where the browser can tell). */
export function flushOutbox(): Promise<void> {
  flushing ??= (async () => {
    try {
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
      if (locks) await locks.request('autosalone-lead-outbox', runFlush)
      else await runFlush()
    } catch (error) {
      console.warn('The outbox could not be sent now:', error)
    } finally {
      flushing = undefined
    }
  })()
  return flushing
}

let started = false

/** Starts sending: now, and again whenever the connection returns or the page comes back into view. */
export function startOutbox(): void {
  if (started) return
  started = true
  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => void flushOutbox())
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void flushOutbox()
    })
  }
  void flushOutbox()
}

/**
 * Puts a request in the outbox and starts sending it; resolves with its entry, once kept on the device.
 * `vehicleName`: the car's, as its page shows it, kept on the device only (newEntry).
 */
export async function queueLead(lead: LeadInput, photos: readonly PhotoFile[] = [], vehicleName?: string): Promise<OutboxEntry> {
  await load()
  const entry = newEntry(newLeadId(), lead, photos, Date.now(), vehicleName)
  await save(entry)
  outboxInUse.set(true)
  startOutbox()
  void flushOutbox()
  return entry
}

/** The visitor has seen that it arrived, or gives up a refused one: it leaves the device (a pending one stays). */
export async function forgetEntry(id: string): Promise<void> {
  const entry = outbox.get().entries.find((each) => each.id === id)
  if (!entry || isPending(entry)) return
  outbox.set((state) => ({ ...state, entries: state.entries.filter((each) => each.id !== id) }))
  await deleteOutboxEntry(id)
}

export function useOutbox(): OutboxState {
  return useStore(outbox)
}
