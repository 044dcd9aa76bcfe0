import { APP_CHECK_HEADER } from './app-check-header'
import type { RestValue } from './rest-values'

/** A one-off REST read of a document that failed: `status` null when no answer came (offline, timed out). */
export class RestReadError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message)
    this.name = 'RestReadError'
  }
}

/**
 * The fields of the document at `url` (Firestore's REST API) as the API gives them, or null when it does not exist;
 * throws RestReadError when it cannot be read. Runs on the page or in a worker (firestore-rest.worker.ts), which
 * has no App Check of its own: the page gives it the token to send, if any (./app-check-token.ts).
 */
export async function fetchDocumentFields(url: string, timeoutMs: number, appCheckToken?: string | null): Promise<Record<string, RestValue> | null> {
  let response: Response
  try {
    const headers = appCheckToken ? { [APP_CHECK_HEADER]: appCheckToken } : undefined
    response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs), credentials: 'omit' })
  } catch (error) {
    throw new RestReadError(error instanceof Error ? error.message : String(error), null)
  }
  if (response.status === 404) return null
  if (!response.ok) throw new RestReadError(`Firestore answered ${response.status}`, response.status)
  let body: { fields?: Record<string, RestValue> }
  try {
    body = (await response.json()) as { fields?: Record<string, RestValue> }
  } catch (error) {
    // The answer broke off (timed out, offline) or does not read.
    throw new RestReadError(error instanceof Error ? error.message : String(error), null)
  }
  return body.fields ?? {}
}

/**
 * The documents of the collection at `url` (a list request, one page), as the API gives them, and the token of the
 * next page (null on the last); throws RestReadError when it cannot be read.
 */
export async function fetchCollectionDocuments(
  url: string,
  timeoutMs: number,
  appCheckToken?: string | null,
): Promise<{ documents: { name: string; fields: Record<string, RestValue> }[]; nextPageToken: string | null }> {
  let body: { documents?: { name: string; fields?: Record<string, RestValue> }[]; nextPageToken?: string }
  try {
    const headers = appCheckToken ? { [APP_CHECK_HEADER]: appCheckToken } : undefined
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs), credentials: 'omit' })
    if (!response.ok) throw new RestReadError(`Firestore answered ${response.status}`, response.status)
    body = (await response.json()) as typeof body
  } catch (error) {
    if (error instanceof RestReadError) throw error
    throw new RestReadError(error instanceof Error ? error.message : String(error), null)
  }
  return {
    documents: (body.documents ?? []).map((document) => ({ name: document.name, fields: document.fields ?? {} })),
    nextPageToken: body.nextPageToken || null,
  }
}

/** A read the page asks its worker for (firestore-rest.worker.ts). */
export interface DocumentReadRequest {
  id: number
  url: string
  timeoutMs: number
  /** The App Check token to send, got on the page (none when App Check is off or gave none). */
  appCheckToken?: string | null
}

/** The worker's reply: the fields as compact JSON text (null: no such document), or why they could not be read. */
export type DocumentReadReply = { id: number; ok: true; fields: string | null } | { id: number; ok: false; message: string; status: number | null }

/**
 * What the worker replies to a read. The fields go back as compact JSON text: the page parses it in a third of the
 * time the API's indented answer would take, and receives it as one string (an object tree would cost the page more
 * to receive than to parse).
 */
export async function answerRead({ id, url, timeoutMs, appCheckToken }: DocumentReadRequest): Promise<DocumentReadReply> {
  try {
    const fields = await fetchDocumentFields(url, timeoutMs, appCheckToken)
    return { id, ok: true, fields: fields === null ? null : JSON.stringify(fields) }
  } catch (error) {
    return error instanceof RestReadError
      ? { id, ok: false, message: error.message, status: error.status }
      : { id, ok: false, message: String(error), status: null }
  }
}
