/**
 * Values as Firestore's REST API writes them (`{ integerValue: "3" }`, `{ mapValue: { fields } }`, …), read as the
 * SDK would give them. A module of its own, without the request code: a page reads the documents it carries
 * (src/lib/page-data.ts) with it before anything else has loaded.
 */

export type RestValue = Record<string, unknown>

/** A REST value (`{ integerValue: "3" }`, `{ mapValue: { fields } }`, …) as the SDK would give it, timestamps as Dates. */
export function fromRestValue(value: RestValue): unknown {
  if ('nullValue' in value) return null
  if ('booleanValue' in value) return value.booleanValue
  if ('integerValue' in value) return Number(value.integerValue)
  if ('doubleValue' in value) return Number(value.doubleValue)
  if ('timestampValue' in value) return new Date(String(value.timestampValue))
  if ('stringValue' in value) return value.stringValue
  if ('referenceValue' in value) return value.referenceValue
  if ('bytesValue' in value) return value.bytesValue
  if ('geoPointValue' in value) return value.geoPointValue
  if ('arrayValue' in value) {
    const values = (value.arrayValue as { values?: RestValue[] } | undefined)?.values ?? []
    return values.map(fromRestValue)
  }
  if ('mapValue' in value) return fromRestFields((value.mapValue as { fields?: Record<string, RestValue> } | undefined)?.fields)
  return undefined
}

export function fromRestFields(fields: Record<string, RestValue> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([key, value]) => [key, fromRestValue(value)]))
}
