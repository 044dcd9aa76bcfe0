import type { App } from 'firebase-admin/app'
import { getFirestore, type WriteBatch } from 'firebase-admin/firestore'

/** One write per item, committed in batches within Firestore's limit of 500 writes. */
export async function inBatches<T>(app: App, items: readonly T[], write: (batch: WriteBatch, item: T) => void): Promise<void> {
  const db = getFirestore(app)
  for (let start = 0; start < items.length; start += 400) {
    const batch = db.batch()
    for (const item of items.slice(start, start + 400)) write(batch, item)
    await batch.commit()
  }
}
