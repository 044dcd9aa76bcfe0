import { describeIssues, withoutUnknownKeys } from '@/lib/zod'
import { leadSchema, type Lead } from './lead-schema'

export type LeadDecodeResult = { ok: true; lead: Lead } | { ok: false; reason: string }

const toDate = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && typeof (value as { toDate?: unknown }).toDate === 'function' ? (value as { toDate(): Date }).toDate() : value

/**
 * Stored data (timestamps with toDate(), or Dates) as a validated lead. Never throws: a malformed document gives
 * the reason. Fields this version does not know are left out; the staff's fields a lead does not have yet (it
 * was never changed) read as their start: revision 0, unread, no notes.
 */
export function decodeLead(id: string, data: Readonly<Record<string, unknown>> | null | undefined): LeadDecodeResult {
  if (data === null || data === undefined || typeof data !== 'object') return { ok: false, reason: 'no data' }
  const candidate: Record<string, unknown> = { revision: 0, read: false, notes: [], ...data, id }
  candidate.createdAt = toDate(candidate.createdAt)
  if (candidate.updatedAt !== undefined) candidate.updatedAt = toDate(candidate.updatedAt)
  if (Array.isArray(candidate.notes)) {
    candidate.notes = candidate.notes.map((note: unknown) =>
      typeof note === 'object' && note !== null ? { ...note, at: toDate((note as { at?: unknown }).at) } : note,
    )
  }
  try {
    const parsed = leadSchema.safeParse(withoutUnknownKeys(leadSchema, candidate))
    return parsed.success ? { ok: true, lead: parsed.data } : { ok: false, reason: describeIssues(parsed.error) }
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) }
  }
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A new lead id, made on the device: 20 letters and digits (LEAD_ID_PATTERN), as random as Firestore's own. */
export function newLeadId(): string {
  const bytes = new Uint8Array(20)
  crypto.getRandomValues(bytes)
  // 62 letters and digits: 248 of 256 byte values map evenly; the bias of the rest is irrelevant to an id.
  return Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('')
}

/** Whether a lead is older than the retention period (months), as of `now`. */
export function isPastRetention(createdAt: Date, months: number, now: Date = new Date()): boolean {
  const limit = new Date(now)
  limit.setMonth(limit.getMonth() - months)
  return createdAt < limit
}
