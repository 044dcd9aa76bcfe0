/**
 * The visitors' requests (leads) in a project, through the Admin SDK (past the rules, as the server's own writes):
 * the seed removes them all, the demo has none; the benchmark (scripts/bench/inbox.ts) fills the inbox for a while.
 */
import type { App } from 'firebase-admin/app'
import { getFirestore } from 'firebase-admin/firestore'
import { getStorage } from 'firebase-admin/storage'
import { LEAD_RATE_PATH, LEAD_THROTTLES_COLLECTION, LEADS_COLLECTION } from '../../src/features/leads/model/lead-constants'
import { inBatches } from './batches'

/** Writes leads (`leads/{id}`: their data, Dates stored as timestamps) as they are. */
export async function writeLeads(app: App, leads: readonly { id: string; data: Record<string, unknown> }[]): Promise<void> {
  const collection = getFirestore(app).collection(LEADS_COLLECTION)
  await inBatches(app, leads, (batch, { id, data }) => batch.set(collection.doc(id), data))
}

/**
 * Removes the visitors' requests (leads), the marks that pace each visitor's requests, the site-wide count of recent
 * requests and the trade-in photos sent with them. Returns how many requests it removed.
 */
export async function removeLeads(app: App, bucket: string): Promise<number> {
  const db = getFirestore(app)
  const leads = await db.collection(LEADS_COLLECTION).listDocuments()
  const throttles = await db.collection(LEAD_THROTTLES_COLLECTION).listDocuments()
  await inBatches(app, [...leads, ...throttles], (batch, document) => batch.delete(document))
  // The site-wide count of recent leads goes with them: the site starts again with the whole allowance.
  await db.doc(LEAD_RATE_PATH).delete()
  await getStorage(app)
    .bucket(bucket)
    .deleteFiles({ prefix: `${LEADS_COLLECTION}/` })
  return leads.length
}
