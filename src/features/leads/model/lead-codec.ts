import { describeIssues, withoutUnknownKeys, z } from '@/lib/zod'
import { decodeNotified } from './lead-notified'
import { LEAD_TEXT_FIELDS, leadInputSchema, leadSchema, type Lead, type LeadTextField } from './lead-schema'

export type LeadDecodeResult = { ok: true; lead: Lead } | { ok: false; reason: string }

/** What z.treeifyError gives: a field's errors, and its own fields'. */
interface ErrorTree {
  errors: string[]
  properties?: Record<string, ErrorTree>
}

const toDate = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && typeof (value as { toDate?: unknown }).toDate === 'function' ? (value as { toDate(): Date }).toDate() : value

/**
 * The text fields of a lead that the input schema refuses (in LEAD_TEXT_FIELDS' order): what the forms never send,
 * yet the rules took (under an older check, or where they count or match otherwise), or what was written by hand.
 */
function textWarnings(lead: Lead): LeadTextField[] {
  const { id: _id, createdAt: _createdAt, uid: _uid, state: _state, revision: _revision, read: _read, notes: _notes, updatedAt: _updatedAt, ...sent } = lead
  const checked = leadInputSchema.safeParse(sent)
  if (checked.success) return []
  // The stored schema checks all but the text fields as the input schema does, so only they can be refused here
  // (neither a phone nor an e-mail address is refused on `phone`).
  const tree = z.treeifyError(checked.error) as ErrorTree
  const refused = (field: LeadTextField) =>
    (field.split('.').reduce<ErrorTree | undefined>((node, key) => node?.properties?.[key], tree)?.errors.length ?? 0) > 0
  return LEAD_TEXT_FIELDS.filter(refused)
}

/**
 * Stored data (timestamps with toDate(), or Dates) as a validated lead. Never throws: a malformed document gives
 * the reason. Fields this version does not know are left out; the staff's fields a lead does not have yet (it
 * was never changed) read as their start: revision 0, unread, no notes. Text fields are read whatever they hold,
 * so that every lead the rules took is listed (and can be answered and deleted): those the forms would refuse are
 * named in `warnings`, which the inbox shows (absent when there are none). A lead stored by an older version names
 * its car with the name and price its page showed: both are left out of the car (whose name and price the inbox reads
 * from the vehicle), the name kept apart as `sentVehicleName`. The server's record of the e-mail to the dealer is
 * `notified` (left out when it does not read as one).
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
    if (!parsed.success) return { ok: false, reason: describeIssues(parsed.error) }
    const warnings = textWarnings(parsed.data)
    const sentVehicleName = sentVehicleNameOf(data.vehicle)
    const notified = decodeNotified(data.notified)
    return {
      ok: true,
      lead: {
        ...parsed.data,
        ...(warnings.length > 0 ? { warnings } : {}),
        ...(sentVehicleName !== undefined ? { sentVehicleName } : {}),
        ...(notified !== undefined ? { notified } : {}),
      },
    }
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) }
  }
}

/** The car's name a lead of an older version stored, as the visitor's page sent it. */
function sentVehicleNameOf(vehicle: unknown): string | undefined {
  const name = typeof vehicle === 'object' && vehicle !== null ? (vehicle as { name?: unknown }).name : undefined
  return typeof name === 'string' ? name : undefined
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
