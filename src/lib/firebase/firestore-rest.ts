import { AS_PAGE, forgetPageDocument, isPartialPageDocument, pageDocument, recordPageDocument } from '../page-data'
import { recordRead } from '../read-addresses'
import { sameValue } from '../same-value'
import { isPrerendering } from '../start-up'
import { appCheckTokenFor, siteAppCheck } from './app-check-token'
import { fetchCollectionDocuments, fetchDocumentFields, RestReadError, type DocumentReadReply, type DocumentReadRequest } from './firestore-rest-read'
import { documentUrl } from './rest-origin'
import { fromRestFields, type RestValue } from './rest-values'

/**
 * One document through Firestore's REST API, read as an anonymous visitor (the security rules apply as to any
 * visitor). A single small HTTP request that needs none of the Firestore SDK, so a public page can show its data
 * before the SDK (about 140 KB, and its IndexedDB cache) has even loaded; the SDK then takes over for live
 * updates and the offline cache.
 */

/** The worker that reads documents off the main thread while it has reads to answer; null where none can run. */
let reader: { worker: Worker; waiting: Map<number, (reply: DocumentReadReply | undefined) => void> } | null | undefined
let nextReadId = 1

/**
 * Ends the worker once it has no read left: the next read starts a new one (its script from the browser's cache,
 * or the service worker's).
 */
function retireWhenIdle(current: NonNullable<typeof reader>): void {
  if (current.waiting.size > 0) return
  current.worker.terminate()
  if (reader === current) reader = undefined
}

function documentReader(): NonNullable<typeof reader> | null {
  if (reader !== undefined) return reader
  if (typeof Worker !== 'function' || isPrerendering()) return (reader = null)
  try {
    const worker = new Worker(new URL('./firestore-rest.worker.ts', import.meta.url), { type: 'module', name: 'firestore-rest' })
    const current = { worker, waiting: new Map<number, (reply: DocumentReadReply | undefined) => void>() }
    worker.onmessage = (event: MessageEvent<DocumentReadReply>) => {
      current.waiting.get(event.data.id)?.(event.data)
      retireWhenIdle(current)
    }
    // The worker's script did not load (offline before the service worker had it) or failed: reads stay on the page.
    worker.onerror = () => {
      for (const settle of [...current.waiting.values()]) settle(undefined)
      worker.terminate()
      if (reader === current) reader = null
    }
    reader = current
  } catch {
    reader = null
  }
  return reader
}

/** The worker's reply to a read, or undefined when no worker could answer it. */
function readInWorker(url: string, timeoutMs: number, appCheckToken: string | null): Promise<DocumentReadReply | undefined> {
  const current = documentReader()
  if (!current) return Promise.resolve(undefined)
  const id = nextReadId++
  return new Promise((resolve) => {
    // The worker times its request out itself; this bounds the wait for a worker whose script never arrives.
    const timer = setTimeout(() => {
      settle({ id, ok: false, message: 'The read timed out', status: null })
      retireWhenIdle(current)
    }, timeoutMs + 1000)
    const settle = (reply: DocumentReadReply | undefined) => {
      clearTimeout(timer)
      current.waiting.delete(id)
      resolve(reply)
    }
    current.waiting.set(id, settle)
    current.worker.postMessage({ id, url, timeoutMs, appCheckToken } satisfies DocumentReadRequest)
  })
}

/** With App Check on, a read waits for its token (a worker has none of its own); without, it goes at once. */
async function readToken(): Promise<string | null> {
  const appCheck = siteAppCheck()
  return appCheck ? (await appCheckTokenFor(appCheck)).token : null
}

/**
 * The document's fields as the REST API gives them, or null when it does not exist. With `offMainThread`, for a
 * document that may be large (a catalog), the request and its parsing run in a worker where one can.
 */
async function readRawDocument(path: string, timeoutMs: number, offMainThread: boolean): Promise<Record<string, RestValue> | null> {
  const url = documentUrl(path)
  const token = await readToken()
  const reply = offMainThread ? await readInWorker(url, timeoutMs, token) : undefined
  if (!reply) {
    const fields = await fetchDocumentFields(url, timeoutMs, token)
    recordRead(url)
    return fields
  }
  if (!reply.ok) throw new RestReadError(reply.message, reply.status)
  recordRead(url)
  return reply.fields === null ? null : (JSON.parse(reply.fields) as Record<string, RestValue>)
}

/**
 * The document's fields, or null when it does not exist; throws RestReadError when it cannot be read. `AS_PAGE`
 * when the server's document is exactly the one the prerendered page carries (nothing has changed since the build),
 * so that the caller neither decodes it nor renders anything anew. While prerendering, the document read is
 * recorded for the page.
 */
export async function getDocumentSincePage(path: string, { timeoutMs = 6000 } = {}): Promise<Record<string, unknown> | null | typeof AS_PAGE> {
  const fields = await getRawDocumentSincePage(path, { timeoutMs })
  return fields === AS_PAGE || fields === null ? fields : fromRestFields(fields)
}

/**
 * Every document of a small collection as the server has it now (or the service worker's last copy, offline), by
 * id; never the prerendered page's: for what changes between builds and is shown only once the app runs (the
 * rental cars' busy days). One request per `pageSize` documents (one for a dealer's rental fleet); an empty
 * collection is no error (a read of a missing document would be a 404, which the browser reports in the console).
 * Throws RestReadError when a page cannot be read: never a part of the collection given as the whole.
 */
export async function listLiveCollection(collectionId: string, { pageSize = 300, timeoutMs = 6000 } = {}): Promise<Map<string, Record<string, unknown>>> {
  const url = documentUrl(collectionId)
  const token = await readToken()
  const byId = new Map<string, Record<string, unknown>>()
  let pageToken: string | null = null
  do {
    const pageUrl: string = `${url}${url.includes('?') ? '&' : '?'}pageSize=${pageSize}${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`
    const page = await fetchCollectionDocuments(pageUrl, timeoutMs, token)
    for (const { name, fields } of page.documents) byId.set(name.slice(name.lastIndexOf('/') + 1), fromRestFields(fields))
    pageToken = page.nextPageToken
  } while (pageToken)
  recordRead(url)
  return byId
}

/**
 * As getDocumentSincePage, with the fields as the REST API gives them (`{ integerValue: "3" }`, …), for a reader
 * that converts them itself (fromRestValue), a part at a time; with `offMainThread`, for a large document, read
 * and parsed off the main thread where a worker can run.
 */
export async function getRawDocumentSincePage(
  path: string,
  { timeoutMs = 6000, offMainThread = false } = {},
): Promise<Record<string, RestValue> | null | typeof AS_PAGE> {
  // A page that carries only a part of the document cannot say that it is the server's.
  const page = isPrerendering() || isPartialPageDocument(path) ? undefined : pageDocument(path)
  const fields = await readRawDocument(path, timeoutMs, offMainThread)
  if (page !== undefined && fields !== null && sameValue(fields, page)) return AS_PAGE
  if (fields) recordPageDocument(path, fields)
  return fields
}

/** Whether the prerendered page carries the whole document (never while prerendering: there, every read is fresh). */
export function hasPageDocument(path: string): boolean {
  return !isPrerendering() && pageDocument(path) !== undefined && !isPartialPageDocument(path)
}

/** Whether the prerendered page carries only a part of the document (keepPageDocumentEntries with `partial`). */
export function hasPartialPageDocument(path: string): boolean {
  return !isPrerendering() && isPartialPageDocument(path)
}

/** Whether the prerendered page carries the document, whole or in part (never while prerendering). */
export function carriesPageDocument(path: string): boolean {
  return !isPrerendering() && pageDocument(path) !== undefined
}

/**
 * Whether the server's document (`fields`, as the REST API gives them) still has the part the prerendered page
 * carries, as it is: each field the same, and of a map field, each entry the page carries (the server's may have
 * more). A document that counts its writes in a field (the catalog's `revision`) is then the one the page was made
 * from. False when the page carries the whole document or none.
 */
export function pagePartIsCurrent(path: string, fields: Record<string, RestValue>): boolean {
  if (!hasPartialPageDocument(path)) return false
  const page = pageDocument(path) as Record<string, RestValue>
  return Object.entries(page).every(([key, value]) => {
    const entries = (value.mapValue as { fields?: Record<string, RestValue> } | undefined)?.fields
    const current = (fields[key]?.mapValue as { fields?: Record<string, RestValue> } | undefined)?.fields
    if (!entries || !current) return sameValue(value, fields[key])
    return Object.entries(entries).every(([id, entry]) => sameValue(entry, current[id]))
  })
}

/**
 * The document as the prerendered page carries it (src/lib/page-data.ts), as getDocumentSincePage gives it, or
 * undefined when the page has none; with `once`, only the first call has it.
 */
export function getPageDocument(path: string, options?: { once?: boolean }): Record<string, unknown> | undefined {
  const fields = pageDocument(path, options)
  return fields === undefined ? undefined : fromRestFields(fields as Record<string, RestValue>)
}

/**
 * While prerendering: the page's copy of a document keeps, of a map field, only the entries in `keys`. Without
 * `partial`, the others are entries the app leaves out as well (malformed ones), so that the app reading the page's
 * copy shows exactly what the HTML does. With `partial`, `keys` are the entries the page shows and the others stay
 * in the document: the page carries it in part (hasPartialPageDocument), so that a page showing a few entries of a
 * large map does not carry it whole. Elsewhere, nothing.
 */
export function keepPageDocumentEntries(path: string, field: string, keys: ReadonlySet<string>, { partial = false } = {}): void {
  if (!isPrerendering()) return
  const fields = pageDocument(path) as Record<string, RestValue> | undefined
  const map = (fields?.[field]?.mapValue as { fields?: Record<string, RestValue> } | undefined)?.fields
  if (!fields || !map) return
  const kept = Object.fromEntries(Object.entries(map).filter(([key]) => keys.has(key)))
  const leftOut = Object.keys(kept).length < Object.keys(map).length
  recordPageDocument(path, { ...fields, [field]: { mapValue: { fields: kept } } }, { partial: isPartialPageDocument(path) || (partial && leftOut) })
}

/**
 * While prerendering: the page's copy of a document keeps only the fields in `keys` (what the app reads of it), so
 * that the app can take the page's copy as it is. Elsewhere, nothing.
 */
export function keepPageDocumentFields(path: string, keys: ReadonlySet<string>): void {
  if (!isPrerendering()) return
  const fields = pageDocument(path)
  if (fields) recordPageDocument(path, Object.fromEntries(Object.entries(fields).filter(([key]) => keys.has(key))))
}

/** While prerendering: the page does not carry the document (the app reads it afresh there). Elsewhere, nothing. */
export function leavePageDocumentOut(path: string): void {
  if (isPrerendering()) forgetPageDocument(path)
}
