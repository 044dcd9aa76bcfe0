import { getApps, initializeApp } from 'firebase-admin/app'
import { getFirestore, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore'
import { buildLeadMessage, readAlertLead, vehicleName } from './lead-message'
import { replyToAddress } from './mail-text'
import { sendMail, smtpConfigured, type OutgoingMail } from './mail-transport'

/**
 * The e-mail to the dealer for a new lead, exactly once per lead, and what became of it recorded on the lead as
 * `notified` (src/features/leads/model/lead-notified.ts is its schema in the web app, which shows it in the inbox):
 *
 * - `sending`: claimed by a run, in a transaction, until `leaseUntil`; no other run sends while the lease holds (a
 *   second delivery of the same event, a retry that overlaps the first run);
 * - `sent`: delivered to the SMTP server; every later run does nothing;
 * - `skipped`: no SMTP server configured, or no address to send to (`reason`); later runs do nothing;
 * - `failed`: the last attempt failed (`error`); `retry: true` while the platform tries again (the function throws,
 *   and 2nd-gen `retry` runs it again with backoff), `retry: false` once it gave up: the SMTP server refused the
 *   message for good (5xx), or the retry came more than a day after the lead.
 *
 * `at` is the time of the last change, `attempts` the number of runs that tried to send. Only the Admin SDK writes
 * this field: firestore.rules let no visitor create it and no staff member change it.
 */

export const LEASE_MS = 2 * 60_000
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000
const ERROR_MAX = 300

export interface AlertConfig {
  /** `smtps://user:password@host:465`; empty or `none`: no e-mail (recorded as skipped). */
  smtpUrl: string
  /** The site's origin, for the link to the lead. */
  siteUrl: string
  now?: () => Date
}

/** What a run did: sent, recorded as skipped or failed for good, or nothing (already handled, claimed by another run, no such lead). */
export type AlertOutcome = 'sent' | 'skipped' | 'failed' | 'done-before' | 'claimed-elsewhere' | 'no-lead'

export type NotifiedRecord =
  | { email: 'sending'; at: Timestamp; attempts: number; leaseUntil: Timestamp }
  | { email: 'sent'; at: Timestamp; attempts: number }
  | { email: 'skipped'; at: Timestamp; attempts: number; reason: 'no-smtp' | 'no-recipient' }
  | { email: 'failed'; at: Timestamp; attempts: number; error: string; retry: boolean }

/** The error of a failed attempt that the platform retries. */
export class AlertSendError extends Error {}

function db(): Firestore {
  return getFirestore(getApps()[0] ?? initializeApp())
}

const millisOf = (value: unknown): number | null => (value instanceof Timestamp ? value.toMillis() : null)

type Claim = { ok: true; data: Record<string, unknown>; attempts: number } | { ok: false; outcome: AlertOutcome }

/** Takes the lead for this run (state `sending` with a lease), unless it is done, held by another run, or gone. */
async function claim(ref: DocumentReference, now: Date): Promise<Claim> {
  return ref.firestore.runTransaction<Claim>(async (transaction) => {
    const snapshot = await transaction.get(ref)
    const data = snapshot.data()
    if (!data) return { ok: false, outcome: 'no-lead' }
    const notified = (data.notified ?? null) as Record<string, unknown> | null
    const state = notified?.email
    if (state === 'sent' || state === 'skipped' || (state === 'failed' && notified?.retry === false)) return { ok: false, outcome: 'done-before' }
    if (state === 'sending' && (millisOf(notified?.leaseUntil) ?? 0) > now.getTime()) return { ok: false, outcome: 'claimed-elsewhere' }
    const attempts = (typeof notified?.attempts === 'number' ? notified.attempts : 0) + 1
    const createdAt = millisOf(data.createdAt)
    if (createdAt !== null && now.getTime() - createdAt > GIVE_UP_AFTER_MS) {
      const error = typeof notified?.error === 'string' ? notified.error : 'Not sent within a day'
      const record: NotifiedRecord = { email: 'failed', at: Timestamp.fromDate(now), attempts: attempts - 1, error, retry: false }
      transaction.update(ref, { notified: record })
      return { ok: false, outcome: 'failed' }
    }
    const record: NotifiedRecord = { email: 'sending', at: Timestamp.fromDate(now), attempts, leaseUntil: Timestamp.fromMillis(now.getTime() + LEASE_MS) }
    transaction.update(ref, { notified: record })
    return { ok: true, data, attempts }
  })
}

/** Records the outcome on the lead, unless it was deleted meanwhile. */
async function record(ref: DocumentReference, notified: NotifiedRecord): Promise<void> {
  try {
    await ref.update({ notified })
  } catch (error) {
    if ((error as { code?: unknown }).code !== 5) throw error // 5: NOT_FOUND, the lead deleted meanwhile
  }
}

/**
 * Where the alerts go and in which language: the dealer's e-mail address and `alertLang` in the site settings;
 * Italian when the language is missing (settings saved before it existed) or anything but 'it' or 'en'.
 */
async function recipientsAndLang(firestore: Firestore): Promise<{ to: string[]; lang: 'it' | 'en'; dealerEmail: string | null }> {
  const settings = (await firestore.doc('settings/site').get()).data() ?? {}
  const dealerEmail = typeof settings.email === 'string' ? replyToAddress(settings.email) : null
  const lang = settings.alertLang === 'en' ? 'en' : 'it'
  return { to: dealerEmail ? [dealerEmail] : [], lang, dealerEmail }
}

/** The sender: the SMTP account when its user name is an address (most providers send only as it), else the dealer. */
function senderOf(smtpUrl: string, dealerEmail: string | null): string | null {
  try {
    const user = decodeURIComponent(new URL(smtpUrl.trim()).username)
    if (replyToAddress(user)) return user
  } catch {
    // not a URL: smtpConfigured() said so already
  }
  return dealerEmail
}

const describe = (error: unknown): string => {
  const { code, responseCode, message } = error as { code?: unknown; responseCode?: unknown; message?: unknown }
  const text = [
    typeof code === 'string' ? code : '',
    typeof responseCode === 'number' ? String(responseCode) : '',
    typeof message === 'string' ? message : String(error),
  ]
  return text.filter(Boolean).join(' ').replace(/\s+/g, ' ').slice(0, ERROR_MAX)
}

/**
 * Sends the dealer the e-mail about lead `leadId`, at most once. Throws AlertSendError when an attempt failed and
 * should be retried (the lead records it first).
 */
export async function alertLead(leadId: string, config: AlertConfig): Promise<AlertOutcome> {
  const now = config.now ?? (() => new Date())
  const firestore = db()
  const ref = firestore.collection('leads').doc(leadId)
  const claimed = await claim(ref, now())
  if (!claimed.ok) return claimed.outcome
  const { attempts } = claimed
  const at = () => Timestamp.fromDate(now())

  if (!smtpConfigured(config.smtpUrl)) {
    await record(ref, { email: 'skipped', at: at(), attempts, reason: 'no-smtp' })
    return 'skipped'
  }
  const { to, lang, dealerEmail } = await recipientsAndLang(firestore)
  const from = senderOf(config.smtpUrl, dealerEmail)
  if (to.length === 0 || !from) {
    await record(ref, { email: 'skipped', at: at(), attempts, reason: 'no-recipient' })
    return 'skipped'
  }

  const lead = readAlertLead(leadId, claimed.data)
  const vehicle = lead.vehicleId ? (await firestore.collection('vehicles').doc(lead.vehicleId).get()).data() : undefined
  const message = buildLeadMessage({ lead, carName: vehicle ? vehicleName(vehicle) || null : null, lang, siteUrl: config.siteUrl })
  const mail: OutgoingMail = { from, to, ...message }
  try {
    await sendMail(config.smtpUrl, mail)
  } catch (error) {
    const permanent = typeof (error as { responseCode?: unknown }).responseCode === 'number' && (error as { responseCode: number }).responseCode >= 500
    const createdAt = lead.createdAt?.getTime() ?? now().getTime()
    const retry = !permanent && now().getTime() - createdAt <= GIVE_UP_AFTER_MS
    await record(ref, { email: 'failed', at: at(), attempts, error: describe(error), retry })
    if (!retry) return 'failed'
    throw new AlertSendError(`Lead ${leadId}: e-mail attempt ${attempts} failed: ${describe(error)}`)
  }
  await record(ref, { email: 'sent', at: at(), attempts })
  return 'sent'
}
