import { commitWrites, getDocumentAs } from '@/lib/firebase/firestore-rest-write'
import { RestRequestError } from '@/lib/firebase/rest-request'
import { uploadObject } from '@/lib/firebase/storage-rest'
import type { VisitorIdentity } from '@/lib/firebase/visitor-auth-rest'
import { LEAD_LIMITS, LEAD_PHOTO_WINDOW_MINUTES, LEAD_THROTTLES_COLLECTION, LEADS_COLLECTION, leadPhotoPath } from '../model/lead-constants'
import { markLeadDelivered, markPhotoUploaded, markRefused, markRetry, markSending, markSiteBusy, markWaitUntil, type OutboxEntry } from './outbox-entry'
import { readSiteRate, siteBusyFor, siteRateMoved, siteRateWrite, type SiteRateReading } from './site-rate'
import { recordLeadSent, visitorIdentity } from './visitor-identity'

/**
 * Takes one outbox entry as far as it can go now: the lead, created together with the identity's throttle
 * document and the site's lead counter in one commit that may only create it (so a resend after a lost answer is
 * recognised, never doubled), then each photo, which storage.rules take only once the lead names them. Each step
 * is handed to `save` as it happens, so that a page closed midway resumes from there.
 */

type Save = (entry: OutboxEntry) => Promise<void>

const isCode = (error: unknown, ...codes: string[]) => error instanceof RestRequestError && codes.includes(error.code)

/** Runs `work` with the identity, renewing its token once if the server says it expired. */
async function withIdentity<T>(work: (identity: VisitorIdentity) => Promise<T>): Promise<T> {
  const identity = await visitorIdentity()
  try {
    return await work(identity)
  } catch (error) {
    if (!(error instanceof RestRequestError) || (error.status !== 401 && error.code !== 'UNAUTHENTICATED')) throw error
    return work(await visitorIdentity({ renew: true }))
  }
}

/** busy: the site's cap is met, to be tried again after `ms`; wait: this identity's minute, or another lead went in between. */
type LeadOutcome = { kind: 'delivered' } | { kind: 'wait'; ms: number } | { kind: 'busy'; ms: number } | { kind: 'refused' }

/** What the identity's throttle document says of the entry: it arrived already, or the minute since the last lead has not passed. */
async function throttleOutcome(entry: OutboxEntry, identity: VisitorIdentity): Promise<LeadOutcome | null> {
  const { fields, serverTime } = await getDocumentAs(`${LEAD_THROTTLES_COLLECTION}/${identity.uid}`, identity.idToken)
  if (fields?.lastLeadId?.stringValue === entry.id) return { kind: 'delivered' }
  const lastAt = Date.parse(String(fields?.lastAt?.timestampValue ?? ''))
  if (Number.isFinite(lastAt)) {
    // On the server's clock where its answer tells the time, else the device's.
    const wait = lastAt + LEAD_LIMITS.throttleSeconds * 1000 - (serverTime ?? Date.now())
    if (wait > -1000) return { kind: 'wait', ms: Math.max(wait, 0) + 2000 }
  }
  return null
}

/**
 * Why the rules refused a lead: it had arrived already, or the identity's minute has not passed, or the site's
 * cap is met, or another lead advanced the site's counter between our reading and our commit (a race: again in a
 * moment), or else it is not acceptable, for good.
 */
async function explainRefusal(entry: OutboxEntry, identity: VisitorIdentity, before: SiteRateReading): Promise<LeadOutcome> {
  const throttle = await throttleOutcome(entry, identity)
  if (throttle) return throttle
  const after = await readSiteRate(identity.idToken)
  const busy = siteBusyFor(after)
  if (busy > 0) return { kind: 'busy', ms: busy }
  if (siteRateMoved(before, after)) return { kind: 'wait', ms: 1000 + Math.round(Math.random() * 2000) }
  return { kind: 'refused' }
}

async function sendLead(entry: OutboxEntry): Promise<LeadOutcome> {
  const lead = entry.lead
  if (!lead) return { kind: 'refused' }
  return withIdentity(async (identity) => {
    const rate = await readSiteRate(identity.idToken)
    const busy = siteBusyFor(rate)
    // Not sent while the site takes no more; unless it is this entry's own lead that arrived, its answer lost.
    if (busy > 0) return (await throttleOutcome(entry, identity))?.kind === 'delivered' ? { kind: 'delivered' } : { kind: 'busy', ms: busy }
    try {
      await commitWrites(
        [
          {
            path: `${LEADS_COLLECTION}/${entry.id}`,
            fields: { ...lead, state: 'new', uid: identity.uid },
            mustNotExist: true,
            serverTimeFields: ['createdAt'],
          },
          { path: `${LEAD_THROTTLES_COLLECTION}/${identity.uid}`, fields: { lastLeadId: entry.id }, serverTimeFields: ['lastAt'] },
          siteRateWrite(rate, entry.id),
        ],
        identity.idToken,
      )
      recordLeadSent(identity.uid, Date.now())
      return { kind: 'delivered' }
    } catch (error) {
      // Our id, which no one else makes: it is there already, sent by an attempt whose answer was lost.
      if (isCode(error, 'ALREADY_EXISTS', 'FAILED_PRECONDITION')) return { kind: 'delivered' }
      if (isCode(error, 'PERMISSION_DENIED')) return explainRefusal(entry, identity, rate)
      throw error
    }
  })
}

/** storage.rules take a lead's photos only so long after it: past that (and a minute for the clocks), uploading is in vain. */
const photosTooLate = (entry: OutboxEntry, now: number) => entry.deliveredAt !== null && now > entry.deliveredAt + (LEAD_PHOTO_WINDOW_MINUTES + 1) * 60_000

async function sendPhoto(entry: OutboxEntry, photo: OutboxEntry['photos'][number]): Promise<void> {
  if (!photo.blob) return
  const blob = photo.blob
  await withIdentity(async (identity) => {
    try {
      await uploadObject(leadPhotoPath(entry.id, photo.name), blob, photo.contentType, identity.idToken)
    } catch (error) {
      // Refused: the file is there already (an upload whose answer was lost), or will never be taken; either
      // way there is nothing more to send.
      if (error instanceof RestRequestError && error.status === 403) {
        console.warn(`Photo ${photo.name} of lead ${entry.id} was refused; counted as sent.`)
        return
      }
      throw error
    }
  })
}

/** One delivery attempt; resolves with the entry as it ends (delivered, waiting for a retry, or refused). */
export async function deliver(entry: OutboxEntry, save: Save): Promise<OutboxEntry> {
  let current = markSending(entry)
  await save(current)
  try {
    if (!current.leadDelivered) {
      const outcome = await sendLead(current)
      if (outcome.kind === 'refused') {
        current = markRefused(current, 'refused')
        await save(current)
        return current
      }
      if (outcome.kind === 'wait') {
        current = markWaitUntil(current, Date.now() + Math.max(outcome.ms, 1000))
        await save(current)
        return current
      }
      if (outcome.kind === 'busy') {
        current = markSiteBusy(current, Date.now() + Math.max(outcome.ms, 1000))
        await save(current)
        return current
      }
      current = markLeadDelivered(current, Date.now())
      await save(current)
    }
    for (const photo of current.photos) {
      if (photo.uploaded) continue
      if (photosTooLate(current, Date.now())) console.warn(`Photo ${photo.name} of lead ${entry.id} is past the time photos are taken; not sent.`)
      else await sendPhoto(current, photo)
      current = markPhotoUploaded(current, photo.name, Date.now())
      await save(current)
    }
    return current
  } catch (error) {
    if (error instanceof RestRequestError && !error.transient) console.warn(`Lead ${entry.id} could not be sent now:`, error.message)
    current = markRetry(current, Date.now())
    await save(current)
    return current
  }
}
