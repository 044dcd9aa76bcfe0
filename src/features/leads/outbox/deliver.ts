import { commitWrites, getDocumentAs } from '@/lib/firebase/firestore-rest-write'
import { RestRequestError } from '@/lib/firebase/rest-request'
import { uploadObject } from '@/lib/firebase/storage-rest'
import type { VisitorIdentity } from '@/lib/firebase/visitor-auth-rest'
import { LEAD_LIMITS, LEAD_THROTTLES_COLLECTION, LEADS_COLLECTION, leadPhotoPath } from '../model/lead-constants'
import { markLeadDelivered, markPhotoUploaded, markRefused, markRetry, markSending, markWaitUntil, type OutboxEntry } from './outbox-entry'
import { recordLeadSent, visitorIdentity } from './visitor-identity'

/**
 * Takes one outbox entry as far as it can go now: the lead, created together with the identity's throttle
 * document in one commit that may only create it (so a resend after a lost answer is recognised, never doubled),
 * then each photo. Each step is handed to `save` as it happens, so that a page closed midway resumes from there.
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

type LeadOutcome = { kind: 'delivered' } | { kind: 'wait'; ms: number } | { kind: 'refused' }

/** Why the rules refused a lead: it had arrived already, or the minute since the last one has not passed, or it is not acceptable. */
async function explainRefusal(entry: OutboxEntry, identity: VisitorIdentity): Promise<LeadOutcome> {
  const { fields, serverTime } = await getDocumentAs(`${LEAD_THROTTLES_COLLECTION}/${identity.uid}`, identity.idToken)
  if (fields?.lastLeadId?.stringValue === entry.id) return { kind: 'delivered' }
  const lastAt = Date.parse(String(fields?.lastAt?.timestampValue ?? ''))
  if (Number.isFinite(lastAt)) {
    // On the server's clock where its answer tells the time, else the device's.
    const wait = lastAt + LEAD_LIMITS.throttleSeconds * 1000 - (serverTime ?? Date.now())
    if (wait > -1000) return { kind: 'wait', ms: Math.max(wait, 0) + 2000 }
  }
  return { kind: 'refused' }
}

async function sendLead(entry: OutboxEntry): Promise<LeadOutcome> {
  const lead = entry.lead
  if (!lead) return { kind: 'refused' }
  return withIdentity(async (identity) => {
    try {
      await commitWrites(
        [
          { path: `${LEADS_COLLECTION}/${entry.id}`, fields: { ...lead, state: 'new', uid: identity.uid }, mustNotExist: true, serverTimeFields: ['createdAt'] },
          { path: `${LEAD_THROTTLES_COLLECTION}/${identity.uid}`, fields: { lastLeadId: entry.id }, serverTimeFields: ['lastAt'] },
        ],
        identity.idToken,
      )
      recordLeadSent(identity.uid, Date.now())
      return { kind: 'delivered' }
    } catch (error) {
      // Our id, which no one else makes: it is there already, sent by an attempt whose answer was lost.
      if (isCode(error, 'ALREADY_EXISTS', 'FAILED_PRECONDITION')) return { kind: 'delivered' }
      if (isCode(error, 'PERMISSION_DENIED')) return explainRefusal(entry, identity)
      throw error
    }
  })
}

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
      current = markLeadDelivered(current, Date.now())
      await save(current)
    }
    for (const photo of current.photos) {
      if (photo.uploaded) continue
      await sendPhoto(current, photo)
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
