/** What Firestore's REST API sends (and takes) for a JavaScript value: the inverse of fromRestValue, for tests. */
export function toRestValue(value: unknown): Record<string, unknown> {
  if (value === null) return { nullValue: null }
  if (value instanceof Date) return { timestampValue: value.toISOString() }
  if (typeof value === 'string') return { stringValue: value }
  if (typeof value === 'boolean') return { booleanValue: value }
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value }
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toRestValue) } }
  return { mapValue: { fields: toRestFields(value as Record<string, unknown>) } }
}

/** A document's fields as Firestore's REST API writes them. */
export function toRestFields(data: Record<string, unknown>): Record<string, Record<string, unknown>> {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, toRestValue(value)]))
}
