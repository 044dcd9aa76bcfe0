import { Timestamp, doc, getDoc, serverTimestamp, setDoc, writeBatch, type Firestore } from 'firebase/firestore'
import { LEAD_LIMITS, LEAD_RATE_PATH } from '@/features/leads/model/lead-constants'
import type { ShownVehicle } from '@/features/leads/model/lead-schema'
import { FIXTURE_CARS } from '../test-utils/lead-fixtures'
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

/**
 * Stores the cars the lead fixtures name (FIXTURE_CARS), published, with the rules off: the rules take a lead only
 * about a car the site shows. Only the fields the rules and the reserved area read of them.
 */
export async function storeLeadCars(rules: RulesTests, cars: readonly ShownVehicle[] = Object.values(FIXTURE_CARS)): Promise<void> {
  await rules.withoutRules(async (db) => {
    await Promise.all(cars.map((car) => setDoc(doc(db, 'vehicles', car.id), leadCarDocument(car))))
  })
}

/** A car's document as the rules read it for a lead: published, its category, its make and model, its price or daily rate. */
export function leadCarDocument(car: ShownVehicle, extra: Data = {}): Data {
  const [make = car.name, ...model] = car.name.split(' ')
  return {
    category: car.category,
    published: true,
    status: 'available',
    make,
    model: model.join(' '),
    version: '',
    ...(car.category === 'used' ? { price: car.price } : { dailyRate: car.price }),
    ...extra,
  }
}

/** The document a device sends for a lead: what the visitor typed, the state, the sender and the server's time. */
export function leadDocument(input: Data, uid: string): Data {
  return { ...input, state: 'new', uid, createdAt: serverTimestamp() }
}

/** Creates a lead as the app does: the lead, the sender's throttle document and the site's lead counter in one batch. */
export async function sendLead(
  rules: RulesTests,
  database: Firestore,
  uid: string,
  id: string,
  document: Data,
  throttle: Data = { lastLeadId: id, lastAt: serverTimestamp() },
) {
  const batch = writeBatch(database)
  batch.set(doc(database, 'leads', id), document)
  batch.set(doc(database, 'leadThrottles', uid), throttle)
  batch.set(leadRateDoc(database), await nextLeadRate(rules, id))
  return batch.commit()
}
