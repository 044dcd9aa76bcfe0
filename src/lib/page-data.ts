/**
 * The documents a prerendered page was made with (the catalog, the vehicle), carried in the page as JSON, so
 * that the app's first render there shows the same data as the HTML it takes over; fresher data follows. In the
 * browser that prerenders the pages (scripts/prerender.ts), the documents read are recorded instead, and the
 * prerendering writes the record into the page.
 */

/** The id of the page's `<script type="application/json">` with the documents. */
export const PAGE_DATA_ID = 'page-data'
/** The global that scripts/prerender.ts sets (to true) in the pages it renders. */
export const PRERENDERING_GLOBAL = '__autosalonePrerendering'
/** The function (src/main.tsx) that gives scripts/prerender.ts the page's HTML and documents. */
export const PAGE_RENDERER_GLOBAL = '__autosaloneRenderPage'

/** What a fresh read answers when the server has the document the page was made with (nothing to decode or render anew). */
export const AS_PAGE = 'as-page'

/** A document as Firestore's REST API gives its fields. */
type RawDocument = Record<string, unknown>

const recorded = new Map<string, RawDocument>()
const consumed = new Set<string>()
let embedded: Map<string, RawDocument> | undefined

/** True in the browser that prerenders the pages. */
export function isPrerendering(): boolean {
  return typeof window !== 'undefined' && (window as unknown as Record<string, unknown>)[PRERENDERING_GLOBAL] === true
}

function embeddedDocuments(): Map<string, RawDocument> {
  if (embedded) return embedded
  embedded = new Map()
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID)
  if (!element?.textContent) return embedded
  try {
    const parsed: unknown = JSON.parse(element.textContent)
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      for (const [path, fields] of Object.entries(parsed)) {
        if (fields && typeof fields === 'object' && !Array.isArray(fields)) embedded.set(path, fields as RawDocument)
      }
    }
  } catch {
    // A page whose data does not read is rendered from fresh data instead (the app renders it anew).
  }
  return embedded
}

/** Keeps a document read while prerendering, for the page being rendered (nothing elsewhere). */
export function recordPageDocument(path: string, fields: RawDocument): void {
  if (isPrerendering()) recorded.set(path, fields)
}

/** What the prerendering writes into the page: the documents read, by path. */
export function recordedPageDocuments(): Record<string, RawDocument> {
  return Object.fromEntries(recorded)
}

/**
 * A document's fields as the page carries them (while prerendering: as recorded so far), or undefined. With
 * `once`, for a reader that fetches fresh data after the first render: only the first call has the page's
 * (and none while prerendering, which reads fresh data each time).
 */
export function pageDocument(path: string, { once = false } = {}): RawDocument | undefined {
  if (!once) return recorded.get(path) ?? embeddedDocuments().get(path)
  if (consumed.has(path)) return undefined
  consumed.add(path)
  return embeddedDocuments().get(path)
}
