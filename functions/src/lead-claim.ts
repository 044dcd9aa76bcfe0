import { getApps, initializeApp, type App } from 'firebase-admin/app'
import { getFirestore, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore'

/**
 * What the functions that act on a new lead share: each does its work at most once per lead, and records on the lead
 * what became of it, in a field of its own (`notified` for the e-mail, lead-alert.ts; `pushed` for the Web Push
 * messages, lead-push.ts). The record's state (under its own key: `email`, `state`) is one of
 *
 * - `sending`: claimed by a run, in a transaction, until `leaseUntil`; no other run works while the lease holds (a
 *   second delivery of the same event, a retry that overlaps the first run);
 * - `sent`: done; every later run does nothing;
 * - `skipped`: nothing to do (not configured, no one to send to: `reason`); later runs do nothing;
 * - `failed`: the last attempt failed (`error`); `retry: true` while the platform tries again (the function throws,
 *   and 2nd-gen `retry` runs it again with backoff), `retry: false` once it gave up: refused for good, or the retry
 *   came more than a day after the lead.
 *
 * `at` is the time of the last change, `attempts` the number of runs that tried. Only the Admin SDK writes these
 * fields: firestore.rules let no visitor create them and no staff member change them.
 */

/** How long a claim holds: longer than a run can take (the functions' timeout is 60 s). */
export const LEASE_MS = 2 * 60_000
/** After this, a lead's work is given up: a message a day late is no longer news. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000
const ERROR_MAX = 300

/** Which record of the lead a function keeps. */
export interface LeadRecordKind {
  /** The lead's field: `notified`, `pushed`. */
  field: string
  /** The record's key for its state: `email`, `state`. */
  stateKey: string
  /** Fields of the record carried from one write to the next (the devices already reached). */
  keep?: readonly string[]
}

/** What a run found instead of a claim: done before, held by another run, given up now (more than a day late), no lead. */
export type ClaimRefusal = 'done-before' | 'claimed-elsewhere' | 'failed' | 'no-lead'

type Data = Record<string, unknown>

export type Claim = { ok: true; data: Data; attempts: number; carried: Data } | { ok: false; outcome: ClaimRefusal }

/** The functions' Admin SDK app: the platform's default credentials and project. */
export function adminApp(): App {
  return getApps()[0] ?? initializeApp()
}

export function db(): Firestore {
  return getFirestore(adminApp())
}

const millisOf = (value: unknown): number | null => (value instanceof Timestamp ? value.toMillis() : null)

/** Whether a failure at `now` of a lead created at `createdAt` is still worth a retry (within a day of the lead). */
export function withinRetryWindow(createdAt: Date | null, now: Date): boolean {
  return createdAt === null || now.getTime() - createdAt.getTime() <= GIVE_UP_AFTER_MS
}

/**
 * Takes the lead for this run (state `sending` with a lease), unless it is done, held by another run, or gone. A
 * lead more than a day old is given up instead (`failed`, `retry: false`, the last error kept).
 */
export async function claimLead(ref: DocumentReference, kind: LeadRecordKind, now: Date): Promise<Claim> {
  return ref.firestore.runTransaction<Claim>(async (transaction) => {
    const snapshot = await transaction.get(ref)
    const data = snapshot.data()
    if (!data) return { ok: false, outcome: 'no-lead' }
    const previous = (data[kind.field] ?? null) as Data | null
    const state = previous?.[kind.stateKey]
    if (state === 'sent' || state === 'skipped' || (state === 'failed' && previous?.retry === false)) return { ok: false, outcome: 'done-before' }
    if (state === 'sending' && (millisOf(previous?.leaseUntil) ?? 0) > now.getTime()) return { ok: false, outcome: 'claimed-elsewhere' }
    const carried: Data = {}
    for (const key of kind.keep ?? []) if (previous?.[key] !== undefined) carried[key] = previous[key]
    const attempts = (typeof previous?.attempts === 'number' ? previous.attempts : 0) + 1
    const at = Timestamp.fromDate(now)
    const createdAt = millisOf(data.createdAt)
    if (!withinRetryWindow(createdAt === null ? null : new Date(createdAt), now)) {
      const error = typeof previous?.error === 'string' ? previous.error : 'Not sent within a day'
      transaction.update(ref, { [kind.field]: { ...carried, [kind.stateKey]: 'failed', at, attempts: attempts - 1, error, retry: false } })
      return { ok: false, outcome: 'failed' }
    }
    const leaseUntil = Timestamp.fromMillis(now.getTime() + LEASE_MS)
    transaction.update(ref, { [kind.field]: { ...carried, [kind.stateKey]: 'sending', at, attempts, leaseUntil } })
    return { ok: true, data, attempts, carried }
  })
}

/** Records the outcome on the lead (the whole record, replacing the claim), unless the lead was deleted meanwhile. */
export async function recordOnLead(ref: DocumentReference, field: string, record: object): Promise<void> {
  try {
    await ref.update({ [field]: record })
  } catch (error) {
    if ((error as { code?: unknown }).code !== 5) throw error // 5: NOT_FOUND, the lead deleted meanwhile
  }
}

/** An error as one short line for the record: its code, its status, its message. */
export function describeError(error: unknown): string {
  const { code, responseCode, message } = error as { code?: unknown; responseCode?: unknown; message?: unknown }
  const text = [
    typeof code === 'string' ? code : '',
    typeof responseCode === 'number' ? String(responseCode) : '',
    typeof message === 'string' ? message : String(error),
  ]
  return shortError(text.filter(Boolean).join(' '))
}

/** Text for a record's `error`: one line, at most ERROR_MAX characters. */
export function shortError(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, ERROR_MAX)
}
