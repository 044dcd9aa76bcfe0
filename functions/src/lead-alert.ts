import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore'
import { claimLead, db, describeError, recordOnLead, withinRetryWindow, type ClaimRefusal, type LeadRecordKind } from './lead-claim'
import { carNameOf, dealerSettings } from './lead-context'
import { buildLeadMessage, readAlertLead } from './lead-message'
import { replyToAddress } from './mail-text'
import { sendMail, smtpConfigured, type OutgoingMail } from './mail-transport'

/**
 * The e-mail to the dealer for a new lead, exactly once per lead, and what became of it recorded on the lead as
 * `notified`, its state under `email` (lead-claim.ts documents the states and the claim;
 * src/features/leads/model/lead-notified.ts is its schema in the web app, which shows it in the inbox). `skipped`
 * means no SMTP server configured or no address to send to (`reason`); `failed` with `retry: false`, that the SMTP
 * server refused the message for good (5xx) or the retry came more than a day after the lead.
 */

export interface AlertConfig {
  /** `smtps://user:password@host:465`; empty or `none`: no e-mail (recorded as skipped). */
  smtpUrl: string
  /** The site's origin, for the link to the lead. */
  siteUrl: string
  now?: () => Date
}

/** What a run did: sent, recorded as skipped or failed for good, or nothing (already handled, claimed by another run, no such lead). */
export type AlertOutcome = 'sent' | 'skipped' | ClaimRefusal

export type NotifiedRecord =
  | { email: 'sending'; at: Timestamp; attempts: number; leaseUntil: Timestamp }
  | { email: 'sent'; at: Timestamp; attempts: number }
  | { email: 'skipped'; at: Timestamp; attempts: number; reason: 'no-smtp' | 'no-recipient' }
  | { email: 'failed'; at: Timestamp; attempts: number; error: string; retry: boolean }

/** The error of a failed attempt that the platform retries. */
export class AlertSendError extends Error {}

const NOTIFIED: LeadRecordKind = { field: 'notified', stateKey: 'email' }

const record = (ref: DocumentReference, notified: NotifiedRecord) => recordOnLead(ref, NOTIFIED.field, notified)

/**
 * Where the alerts go and in which language: the dealer's e-mail address and `alertLang` in the site settings;
 * Italian when the language is missing (settings saved before it existed) or anything but 'it' or 'en'.
 */
async function recipientsAndLang(firestore: Firestore): Promise<{ to: string[]; lang: 'it' | 'en'; dealerEmail: string | null }> {
  const { email: dealerEmail, alertLang: lang } = await dealerSettings(firestore)
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

/**
 * Sends the dealer the e-mail about lead `leadId`, at most once. Throws AlertSendError when an attempt failed and
 * should be retried (the lead records it first).
 */
export async function alertLead(leadId: string, config: AlertConfig): Promise<AlertOutcome> {
  const now = config.now ?? (() => new Date())
  const firestore = db()
  const ref = firestore.collection('leads').doc(leadId)
  const claimed = await claimLead(ref, NOTIFIED, now())
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
  const message = buildLeadMessage({ lead, carName: await carNameOf(firestore, lead.vehicleId), lang, siteUrl: config.siteUrl })
  const mail: OutgoingMail = { from, to, ...message }
  try {
    await sendMail(config.smtpUrl, mail)
  } catch (error) {
    const permanent = typeof (error as { responseCode?: unknown }).responseCode === 'number' && (error as { responseCode: number }).responseCode >= 500
    const retry = !permanent && withinRetryWindow(lead.createdAt, now())
    await record(ref, { email: 'failed', at: at(), attempts, error: describeError(error), retry })
    if (!retry) return 'failed'
    throw new AlertSendError(`Lead ${leadId}: e-mail attempt ${attempts} failed: ${describeError(error)}`)
  }
  await record(ref, { email: 'sent', at: at(), attempts })
  return 'sent'
}
