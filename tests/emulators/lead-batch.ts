import { Timestamp, doc, getDoc, serverTimestamp, type Firestore } from 'firebase/firestore'
import { LEAD_LIMITS, LEAD_RATE_PATH } from '@/features/leads/model/lead-constants'
import type { RulesTests } from './emulator-support'

/** What every lead's batch writes besides the lead: the site's lead counter, one lead further, as the outbox writes it. */

type Data = Record<string, unknown>

const WINDOW_MS = LEAD_LIMITS.siteWindowMinutes * 60_000

/** The counter as stored now (read with the rules off), or null. */
export async function storedLeadRate(rules: RulesTests): Promise<Data | null> {
  let stored: Data | null = null
  await rules.withoutRules(async (db) => {
    const snapshot = await getDoc(doc(db, LEAD_RATE_PATH))
    stored = snapshot.exists() ? snapshot.data() : null
  })
  return stored
}

/**
 * The counter's next value for the lead `leadId`, from the counter `current` (the stored one when not given): a
 * new window from the server's time once the current one is over, else one more lead in it.
 */
export async function nextLeadRate(rules: RulesTests, leadId: string, current?: Data | null): Promise<Data> {
  const stored = current === undefined ? await storedLeadRate(rules) : current
  const windowStart = stored?.windowStart instanceof Timestamp ? stored.windowStart : null
  if (!windowStart || Date.now() >= windowStart.toMillis() + WINDOW_MS) {
    return { windowStart: serverTimestamp(), count: 1, lastLeadId: leadId, lastAt: serverTimestamp() }
  }
  return { windowStart, count: Number(stored!.count) + 1, lastLeadId: leadId, lastAt: serverTimestamp() }
}

/** The counter's reference in a batch of `database`. */
export const leadRateDoc = (database: Firestore) => doc(database, LEAD_RATE_PATH)
