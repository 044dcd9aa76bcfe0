import { CATALOG_COLLECTION, type VehicleCategory } from './vehicle-constants'

/**
 * How much of a Firestore document the catalog uses. Firestore refuses a document larger than 1 MiB, and the
 * catalog of a category is one document (vehicle-summary.ts), so it holds a bounded number of cars: the admin
 * refuses to publish past CATALOG_SIZE_LIMIT, which leaves room for what the formula below does not see.
 * Sizes as Firestore counts them (https://firebase.google.com/docs/firestore/storage-size): a string is its
 * UTF-8 bytes + 1, a number or a timestamp 8, a boolean or null 1, an array the sum of its values, a map the sum
 * of its keys (as strings) and values; a document its name + its fields + 32.
 */

/** Firestore's maximum document size. */
export const FIRESTORE_DOCUMENT_MAX_BYTES = 1_048_576

/** The largest catalog the admin publishes into: about 86% of a document. */
export const CATALOG_SIZE_LIMIT = 900_000

const encoder = new TextEncoder()

function stringSize(value: string): number {
  return encoder.encode(value).length + 1
}

/** The stored size of a value, as Firestore counts it. A Date, a Timestamp or a server timestamp counts as a timestamp. */
export function firestoreValueSize(value: unknown): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1
  if (typeof value === 'number') return 8
  if (typeof value === 'string') return stringSize(value)
  if (Array.isArray(value)) return value.reduce((total: number, item) => total + firestoreValueSize(item), 0)
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.entries(value).reduce((total, [key, item]) => total + stringSize(key) + firestoreValueSize(item), 0)
  }
  return 8
}

/** What one stored entry (vehicle-summary.ts: encodeSummary) adds to its catalog document. */
export function catalogEntrySize(id: string, entry: Readonly<Record<string, unknown>>): number {
  return stringSize(id) + firestoreValueSize(entry)
}

/** The longest `lastChangedId` (ID_PATTERN), counted whatever the last change was. */
const LAST_CHANGED_ID_SIZE = stringSize('lastChangedId') + 65

/** The size of a catalog document holding `entries` (their sizes, catalogEntrySize). */
export function catalogDocumentSize(category: VehicleCategory, entrySizes: Iterable<number>): number {
  let entries = 0
  for (const size of entrySizes) entries += size
  const name = stringSize(CATALOG_COLLECTION) + stringSize(category) + 16
  return name + LAST_CHANGED_ID_SIZE + stringSize('vehicles') + entries + 32
}
