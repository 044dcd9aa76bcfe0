import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore'
import { getAuth } from 'firebase-admin/auth'
import { logger } from 'firebase-functions'
import type { PushSubscription } from 'web-push'
import { adminApp, claimLead, db, recordOnLead, shortError, withinRetryWindow, type ClaimRefusal, type LeadRecordKind } from './lead-claim'
import { carNameOf, dealerSettings } from './lead-context'
import { readAlertLead } from './lead-message'
import type { MailLang } from './mail-labels'
import { buildPushPayload, encodePushPayload, pushLang } from './push-message'
import { pushEndpointAllowed, sendPush, vapidConfigured, type PushAnswer, type Vapid } from './push-transport'

/**
 * A Web Push message about a new lead to every device of a current staff member (an account with the admin claim,
 * not disabled) subscribed to them (`staff/{uid}/pushDevices/{deviceId}`, which the web app writes: { endpoint, keys:
 * { p256dh, auth }, lang, label, updatedAt }), exactly once per lead and device, and what became of it recorded on
 * the lead as `pushed`, its state under `state` (lead-claim.ts documents the states and the claim), with `devices`:
 * the paths of the device documents this lead is done with (reached, gone, or refused for good), so that a retry
 * sends only to the others.
 *
 * - a device whose push service answers 404 or 410 no longer exists: its document is deleted, and it counts as done;
 * - 429, 5xx or no answer: `failed` with `retry: true` (and the function throws, for the platform to run it again),
 *   until a day after the lead;
 * - another 4xx: that device gives up (named in `error`; a retry does not try it again);
 * - `skipped`: no VAPID keys (`reason: 'no-vapid'`: either empty or `none`, or no `mailto:`/https contact for the push
 *   services: neither a dealer's address in the settings nor an https SITE_URL), or no device (`no-devices`);
 * - `sent`: every device done with, at least one reached (or gone); `error` names those that refused it.
 */

export interface PushConfig {
  /** The VAPID key pair (base64url, as `web-push generate-vapid-keys` prints it); either empty or `none`: no push. */
  vapidPublicKey: string
  vapidPrivateKey: string
  /** The site's origin: the VAPID contact when the settings have no dealer's address (https only). */
  siteUrl: string
  now?: () => Date
}

export type PushOutcome = 'sent' | 'skipped' | ClaimRefusal

export type PushedRecord =
  | { state: 'sending'; at: Timestamp; attempts: number; leaseUntil: Timestamp; devices?: string[] }
  | { state: 'sent'; at: Timestamp; attempts: number; devices: string[]; error?: string }
  | { state: 'skipped'; at: Timestamp; attempts: number; reason: 'no-vapid' | 'no-devices' }
  | { state: 'failed'; at: Timestamp; attempts: number; error: string; retry: boolean; devices: string[] }

/** The error of a failed attempt that the platform retries. */
export class PushSendError extends Error {}

const PUSHED: LeadRecordKind = { field: 'pushed', stateKey: 'state', keep: ['devices'] }

interface Device {
  /** The staff member's. */
  uid: string
  ref: DocumentReference
  subscription: PushSubscription
  lang: MailLang
}

const STAFF_DEVICE_PATH = /^staff\/([^/]+)\/pushDevices\/[^/]+$/

/**
 * The uids among `uids` whose account is staff now: the admin claim, not disabled. A staff member whose claim was
 * revoked (`npm run admin:grant -- --revoke`) keeps their device documents, which the rules no longer let them
 * delete: no message about a visitor reaches those devices.
 */
async function currentStaff(uids: readonly string[]): Promise<Set<string>> {
  const staff = new Set<string>()
  for (let start = 0; start < uids.length; start += 100) {
    // getUsers takes at most 100 identifiers a call.
    const { users } = await getAuth(adminApp()).getUsers(uids.slice(start, start + 100).map((uid) => ({ uid })))
    for (const user of users) if (user.customClaims?.admin === true && !user.disabled) staff.add(user.uid)
  }
  return staff
}

/** The staff's devices: every `pushDevices` document under `staff/{uid}` of a current staff member, with a subscription a message can go to. */
async function staffDevices(firestore: Firestore): Promise<Device[]> {
  const snapshot = await firestore.collectionGroup('pushDevices').get()
  const devices = snapshot.docs.flatMap((doc) => {
    const uid = STAFF_DEVICE_PATH.exec(doc.ref.path)?.[1]
    const { endpoint, keys, lang } = doc.data() as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown }; lang?: unknown }
    if (uid === undefined || typeof endpoint !== 'string' || !pushEndpointAllowed(endpoint)) return []
    if (typeof keys?.p256dh !== 'string' || typeof keys.auth !== 'string') return []
    return [{ uid, ref: doc.ref, subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } }, lang: pushLang(lang) }]
  })
  if (devices.length === 0) return []
  const staff = await currentStaff([...new Set(devices.map((device) => device.uid))])
  return devices.filter((device) => staff.has(device.uid))
}

/** The VAPID contact: `mailto:` the dealer's address of the settings, else the site's origin when it is https. */
function vapidSubject(dealer: string | null, siteUrl: string): string | null {
  if (dealer) return `mailto:${dealer}`
  try {
    const url = new URL(siteUrl.trim())
    return url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [])

/** The number of leads still new: the badge on the app's icon. */
async function unreadCount(firestore: Firestore): Promise<number> {
  return (await firestore.collection('leads').where('state', '==', 'new').count().get()).data().count
}

/** Forgets a device its push service no longer knows; a failure to is only logged (the message counts as done). */
async function forget(device: Device): Promise<void> {
  await device.ref.delete().catch((error: unknown) => logger.warn(`Could not delete ${device.ref.path}: ${String(error)}`))
}

/**
 * Sends a push message about lead `leadId` to every staff device not yet reached. Throws PushSendError when an
 * attempt failed for a device and should be retried (the lead records it first).
 */
export async function pushLead(leadId: string, config: PushConfig): Promise<PushOutcome> {
  const now = config.now ?? (() => new Date())
  const firestore = db()
  const ref = firestore.collection('leads').doc(leadId)
  const claimed = await claimLead(ref, PUSHED, now())
  if (!claimed.ok) return claimed.outcome
  const { attempts } = claimed
  const done = strings(claimed.carried.devices)
  const at = () => Timestamp.fromDate(now())
  const record = (pushed: PushedRecord) => recordOnLead(ref, PUSHED.field, pushed)

  const subject = vapidConfigured(config.vapidPublicKey, config.vapidPrivateKey) ? vapidSubject((await dealerSettings(firestore)).email, config.siteUrl) : null
  if (subject === null) {
    await record({ state: 'skipped', at: at(), attempts, reason: 'no-vapid' })
    return 'skipped'
  }
  const devices = await staffDevices(firestore)
  const pending = devices.filter((device) => !done.includes(device.ref.path))
  if (pending.length === 0) {
    // No device at all; or every one reached by an earlier run that could not record it.
    if (done.length === 0) await record({ state: 'skipped', at: at(), attempts, reason: 'no-devices' })
    else await record({ state: 'sent', at: at(), attempts, devices: done })
    return done.length === 0 ? 'skipped' : 'sent'
  }

  const lead = readAlertLead(leadId, claimed.data)
  const [carName, unread] = await Promise.all([carNameOf(firestore, lead.vehicleId), unreadCount(firestore)])
  // Built per device: a few at most, and the message differs only by the device's language.
  const payload = (lang: MailLang) => encodePushPayload(buildPushPayload({ lead, carName, lang, unread }))
  const vapid: Vapid = { subject, publicKey: config.vapidPublicKey.trim(), privateKey: config.vapidPrivateKey.trim() }
  const answers = await Promise.all(
    pending.map(async (device): Promise<[Device, PushAnswer]> => [device, await sendPush(device.subscription, payload(device.lang), vapid)]),
  )
  await Promise.all(answers.filter(([, answer]) => answer.outcome === 'gone').map(([device]) => forget(device)))

  const finished = answers.filter(([, answer]) => answer.outcome !== 'retry').map(([device]) => device.ref.path)
  const nowDone = [...done, ...finished]
  const problems = answers.flatMap(([device, answer]) =>
    answer.outcome === 'retry' || answer.outcome === 'refused' ? [`${device.ref.path}: ${answer.detail}`] : [],
  )
  const error = shortError(problems.join('; '))
  if (answers.some(([, answer]) => answer.outcome === 'retry')) {
    const retry = withinRetryWindow(lead.createdAt, now())
    await record({ state: 'failed', at: at(), attempts, error, retry, devices: nowDone })
    if (!retry) return 'failed'
    throw new PushSendError(`Lead ${leadId}: push attempt ${attempts} failed: ${error}`)
  }
  const reachedAny = done.length > 0 || answers.some(([, answer]) => answer.outcome !== 'refused')
  if (!reachedAny) {
    await record({ state: 'failed', at: at(), attempts, error, retry: false, devices: nowDone })
    return 'failed'
  }
  await record({ state: 'sent', at: at(), attempts, devices: nowDone, ...(error ? { error } : {}) })
  return 'sent'
}
