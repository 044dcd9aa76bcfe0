import { documentUrl, firestoreDocuments } from './rest-origin'
import { restRequest } from './rest-request'

/**
 * Writes through Firestore's REST API with a visitor's ID token (src/lib/firebase/visitor-auth-rest.ts), for
 * what a public page sends without the Firestore SDK: one `commit` of a few documents, all or nothing, each
 * with its preconditions and server timestamps, under the security rules as any client's write.
 */

/** A typed value of the REST API: `{ stringValue }`, `{ timestampValue }`, `{ mapValue: { fields } }`… */
export type RestValue = { [type: string]: unknown; stringValue?: string; timestampValue?: string }

/** A value as the REST API types it: integers and doubles apart, Dates as timestamps, lists and maps nested. */
export function toRestValue(value: unknown): RestValue {
  if (value === null || value === undefined) return { nullValue: null }
  if (typeof value === 'boolean') return { booleanValue: value }
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value }
  if (typeof value === 'string') return { stringValue: value }
  if (value instanceof Date) return { timestampValue: value.toISOString() }
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toRestValue) } }
  if (typeof value === 'object') return { mapValue: { fields: toRestFields(value as Record<string, unknown>) } }
  throw new TypeError(`Cannot write a ${typeof value} to Firestore`)
}

/** An object's fields as the REST API types them; undefined ones are left out. */
export function toRestFields(object: Record<string, unknown>): Record<string, RestValue> {
  return Object.fromEntries(
    Object.entries(object)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, toRestValue(value)]),
  )
}

export interface DocumentWrite {
  /** `collection/id`. */
  path: string
  fields: Record<string, unknown>
  /** Refused (with the whole commit) when the document exists already: a create that cannot happen twice. */
  mustNotExist?: boolean
  /**
   * Changes only the fields given (and the server-time ones), keeping the document's others as they are: a value
   * read from the server is kept exactly (a timestamp's microseconds, which a Date would lose).
   */
  merge?: boolean
  /** Fields set to the server's time of the commit (`request.time` in the rules). */
  serverTimeFields?: readonly string[]
}

/**
 * Commits the writes together as the holder of `idToken`; resolves with the commit's time on the server.
 * Throws RestRequestError: PERMISSION_DENIED (the rules refused), ALREADY_EXISTS or FAILED_PRECONDITION (a
 * document that had to be new exists), UNAUTHENTICATED (the token expired), or no answer.
 */
export async function commitWrites(writes: readonly DocumentWrite[], idToken: string): Promise<{ commitTime: string }> {
  const root = firestoreDocuments()
  const body = {
    writes: writes.map((write) => ({
      update: { name: `${root.name}/${write.path}`, fields: toRestFields(write.fields) },
      ...(write.mustNotExist ? { currentDocument: { exists: false } } : {}),
      ...(write.merge ? { updateMask: { fieldPaths: Object.keys(toRestFields(write.fields)) } } : {}),
      ...(write.serverTimeFields?.length
        ? { updateTransforms: write.serverTimeFields.map((fieldPath) => ({ fieldPath, setToServerValue: 'REQUEST_TIME' })) }
        : {}),
    })),
  }
  const { body: answer } = await restRequest<{ commitTime: string }>(`${root.url}:commit${root.key}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify(body),
    timeoutMs: 20_000,
  })
  return { commitTime: answer.commitTime }
}

/**
 * A document the holder of `idToken` may read, as REST values (null when it does not exist), with the server's
 * time of the answer. Throws RestRequestError.
 */
export async function getDocumentAs(path: string, idToken: string): Promise<{ fields: Record<string, RestValue> | null; serverTime: number | null }> {
  try {
    const { body, serverTime } = await restRequest<{ fields?: Record<string, RestValue> }>(documentUrl(path), {
      headers: { Authorization: `Bearer ${idToken}` },
      timeoutMs: 15_000,
    })
    return { fields: body?.fields ?? {}, serverTime }
  } catch (error) {
    if (error instanceof Error && 'status' in error && error.status === 404) return { fields: null, serverTime: null }
    throw error
  }
}
