import { withoutUnknownKeys, z } from '@/lib/zod'
import { LEAD_ID_PATTERN, LEAD_PHOTO_FILE_PATTERN } from '../model/lead-constants'
import { leadInputSchema, type LeadInput } from '../model/lead-schema'

/**
 * One request in the device's outbox, from the moment the visitor sends it until the dealer has it: the lead,
 * its photos (resized, as files), and how far it has got. Stored in IndexedDB as it is here, so it survives a
 * reload, a browser restart and an app update: the shape carries a version, and a newer app reads an older
 * entry leniently. The functions below are the whole life of an entry, each returning the next state.
 */

export const OUTBOX_VERSION = 1

/** waiting: to be sent (now, when the connection returns, or after a pause); sending: on its way; delivered: the dealer has it all; refused: it will never go. */
export type OutboxState = 'waiting' | 'sending' | 'delivered' | 'refused'
/** refused: the server would not take it; unreadable: kept by an older version of the site in a shape this one cannot send. */
export type RefusalReason = 'refused' | 'unreadable'

export interface OutboxPhoto {
  /** The file's name under `leads/{id}/`, as the lead names it. */
  name: string
  contentType: 'image/webp' | 'image/jpeg'
  /** The resized photo; dropped once uploaded. */
  blob: Blob | null
  uploaded: boolean
}

export interface OutboxEntry {
  v: typeof OUTBOX_VERSION
  /** The lead's id, made on the device: the server refuses a second lead of the same id, so a resend is harmless. */
  id: string
  /** What the visitor sent; null only for an unreadable entry. */
  lead: LeadInput | null
  /**
   * The name of the car the lead is about, as its page showed it: kept on the device to show the visitor their
   * own request (and to name the car when they send it another way), never sent with the lead, which names the
   * car by its id.
   */
  vehicleName?: string
  photos: OutboxPhoto[]
  state: OutboxState
  /** When the visitor sent it (device clock, ms). */
  createdAt: number
  /** Failed attempts so far (no answer, or the server busy): the pause before the next grows with them. */
  attempts: number
  /** Not to be tried before this time (device clock, ms). */
  nextAttemptAt: number
  /** The lead itself has reached the server (its photos may still be on their way). */
  leadDelivered: boolean
  deliveredAt: number | null
  refusal: RefusalReason | null
  /** The site's cap on leads was met when it last tried: it waits for the next window (the visitor is told so). */
  siteBusy: boolean
  /** Of an entry whose lead this version cannot read: its texts, for the visitor to send another way. Never stored. */
  unreadableFields?: [string, string][]
}

export interface PhotoFile {
  name: string
  contentType: OutboxPhoto['contentType']
  blob: Blob
}

/** A new entry, waiting to be sent; `vehicleName`: the car's, as its page showed it, for the visitor's own screens. */
export function newEntry(id: string, lead: LeadInput, photos: readonly PhotoFile[], now: number, vehicleName?: string): OutboxEntry {
  return {
    v: OUTBOX_VERSION,
    id,
    lead,
    ...(vehicleName ? { vehicleName } : {}),
    photos: photos.map((photo) => ({ ...photo, uploaded: false })),
    state: 'waiting',
    createdAt: now,
    attempts: 0,
    nextAttemptAt: 0,
    leadDelivered: false,
    deliveredAt: null,
    refusal: null,
    siteBusy: false,
  }
}

/** Pauses between failed attempts: 5 s, 15 s, 45 s, 2 min, then every 5 min. */
const RETRY_DELAYS_MS = [5_000, 15_000, 45_000, 120_000, 300_000] as const

export function retryDelay(attempts: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempts, 0), RETRY_DELAYS_MS.length - 1)]!
}

export function isPending(entry: OutboxEntry): boolean {
  return entry.state === 'waiting' || entry.state === 'sending'
}

export const markSending = (entry: OutboxEntry): OutboxEntry => ({ ...entry, state: 'sending' })

/** Everything has arrived once the lead and every photo have. */
function settled(entry: OutboxEntry, now: number): OutboxEntry {
  if (!entry.leadDelivered || entry.photos.some((photo) => !photo.uploaded)) return entry
  return { ...entry, state: 'delivered', deliveredAt: entry.deliveredAt ?? now, attempts: 0, nextAttemptAt: 0 }
}

export const markLeadDelivered = (entry: OutboxEntry, now: number): OutboxEntry =>
  settled({ ...entry, leadDelivered: true, deliveredAt: now, siteBusy: false }, now)

export function markPhotoUploaded(entry: OutboxEntry, name: string, now: number): OutboxEntry {
  const photos = entry.photos.map((photo) => (photo.name === name ? { ...photo, blob: null, uploaded: true } : photo))
  return settled({ ...entry, photos }, now)
}

/** No answer, or the server busy: waits, longer after each failure. */
export function markRetry(entry: OutboxEntry, now: number): OutboxEntry {
  return { ...entry, state: 'waiting', attempts: entry.attempts + 1, nextAttemptAt: now + retryDelay(entry.attempts) }
}

/** Not before `until` (the one-lead-a-minute limit, or another lead went first), without counting a failure. */
export const markWaitUntil = (entry: OutboxEntry, until: number): OutboxEntry => ({ ...entry, state: 'waiting', nextAttemptAt: until, siteBusy: false })

/** The site has taken all the leads it takes for now: not before `until` (when its window ends), without counting a failure. */
export const markSiteBusy = (entry: OutboxEntry, until: number): OutboxEntry => ({ ...markWaitUntil(entry, until), siteBusy: true })

export const markRefused = (entry: OutboxEntry, refusal: RefusalReason): OutboxEntry => ({ ...entry, state: 'refused', refusal, siteBusy: false })

/** A sending entry found on the device at start was cut short (the page closed): it goes again. */
export const resumed = (entry: OutboxEntry): OutboxEntry => (entry.state === 'sending' ? { ...entry, state: 'waiting' } : entry)

/** What the visitor is told; busy: kept, waiting for the site to take requests again (its cap was met). */
export type VisitorStatus = 'waiting' | 'sending' | 'photos' | 'delivered' | 'refused' | 'busy'

export function visitorStatus(entry: OutboxEntry): VisitorStatus {
  if (entry.state === 'refused' || entry.state === 'delivered') return entry.state
  if (entry.leadDelivered) return 'photos'
  // Busy until it goes through, also while it tries again: the visitor is not told "on its way" in between.
  if (entry.siteBusy) return 'busy'
  return entry.state
}

/** Photos uploaded, of all. */
export function photoProgress(entry: OutboxEntry): { uploaded: number; total: number } {
  return { uploaded: entry.photos.filter((photo) => photo.uploaded).length, total: entry.photos.length }
}

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob

const storedPhotoSchema = z.object({
  name: z.string().check(z.regex(LEAD_PHOTO_FILE_PATTERN)),
  contentType: z.enum(['image/webp', 'image/jpeg']),
  blob: z.nullable(z.custom<Blob>(isBlob)),
  uploaded: z.boolean(),
})

/** The stored entry around its lead, which is read on its own (an entry whose lead cannot be read is still shown). */
const storedEntrySchema = z.object({
  v: z.int(),
  id: z.string().check(z.regex(LEAD_ID_PATTERN)),
  lead: z.unknown(),
  vehicleName: z.optional(z.string()),
  photos: z.array(storedPhotoSchema),
  state: z.enum(['waiting', 'sending', 'delivered', 'refused']),
  createdAt: z.number(),
  attempts: z._default(z.int(), 0),
  nextAttemptAt: z._default(z.number(), 0),
  leadDelivered: z._default(z.boolean(), false),
  deliveredAt: z._default(z.nullable(z.number()), null),
  refusal: z._default(z.nullable(z.enum(['refused', 'unreadable'])), null),
  siteBusy: z._default(z.boolean(), false),
})

/**
 * A stored entry as this version of the site reads it, or null when it is not an entry at all. Fields it does
 * not know are ignored; one whose lead this version cannot read (kept by another version) is refused as
 * unreadable, to be shown with what it says and sent another way; a photo that cannot be read is left out. A
 * lead kept by an older version names its car with the name and price its page showed: it is sent with the
 * car's id and category alone, the name kept on the device as the entry's `vehicleName`.
 */
export function decodeEntry(stored: unknown): OutboxEntry | null {
  if (typeof stored !== 'object' || stored === null) return null
  const photos = Array.isArray((stored as { photos?: unknown }).photos) ? (stored as { photos: unknown[] }).photos : []
  const readable = photos.filter((photo) => storedPhotoSchema.safeParse(photo).success)
  const outer = storedEntrySchema.safeParse({ ...stored, photos: readable })
  if (!outer.success) return null
  const entry = outer.data
  const lead = leadInputSchema.safeParse(withoutUnknownKeys(leadInputSchema, entry.lead))
  const vehicleName = entry.vehicleName ?? olderVehicleName(entry.lead)
  const base: OutboxEntry = { ...entry, v: OUTBOX_VERSION, lead: lead.success ? lead.data : null, ...(vehicleName ? { vehicleName } : {}) }
  if (lead.success) return base
  const delivered = base.state === 'delivered'
  return { ...base, state: delivered ? 'delivered' : 'refused', refusal: delivered ? null : 'unreadable', unreadableFields: readableFields(entry.lead) }
}

/** The car's name in a lead kept by an older version, which sent it with the lead. */
function olderVehicleName(stored: unknown): string | undefined {
  const vehicle = typeof stored === 'object' && stored !== null ? (stored as { vehicle?: unknown }).vehicle : undefined
  const name = typeof vehicle === 'object' && vehicle !== null ? (vehicle as { name?: unknown }).name : undefined
  return typeof name === 'string' && name !== '' ? name : undefined
}

/** The text fields of an unreadable entry's lead, for the visitor to send them another way. */
function readableFields(stored: unknown): [string, string][] {
  if (typeof stored !== 'object' || stored === null) return []
  const fields: [string, string][] = []
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string' || typeof value === 'number') fields.push([path, String(value)])
    else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) visit(inner, path ? `${path}.${key}` : key)
    }
  }
  visit(stored, '')
  return fields
}
