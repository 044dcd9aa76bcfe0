/**
 * The documents a prerendered page was made with (the catalog, the vehicle), carried in the page as JSON, so
 * that the app's first render there shows the same data as the HTML it takes over; fresher data follows. In the
 * browser that prerenders the pages (scripts/prerender.ts), the documents read are recorded instead, and the
 * prerendering writes the record into the page.
 */

import { isPrerendering } from './start-up'

/** The id of the page's `<script type="application/json">` with the documents. */
export const PAGE_DATA_ID = 'page-data'
/** The function (src/main.tsx) that gives scripts/prerender.ts the page's HTML and documents. */
export const PAGE_RENDERER_GLOBAL = '__autosaloneRenderPage'

/** The id of the page's `<script type="application/json">` with the copies of its first screen's photos. */
export const PAGE_PHOTOS_ID = 'page-photos'
/**
 * Marks, while prerendering, the place of an island whose code is still loading (src/lib/island.tsx): the
 * prerendering waits for the island's content as for the page's (scripts/prerender.ts).
 */
export const ISLAND_LOADING_ATTRIBUTE = 'data-island-loading'
/**
 * Marks an island's place (src/lib/island.tsx), in the HTML as in the app: what the visitor typed into it before
 * its code came is the island's to take over (src/lib/early-input.ts), not the page's.
 */
export const ISLAND_ATTRIBUTE = 'data-island'
/** Where the site serves those copies (scripts/prerender.ts writes them there, content-hashed). */
export const PHOTO_COPIES_PATH = '/photos/'

/** What a fresh read answers when the server has the document the page was made with (nothing to decode or render anew). */
export const AS_PAGE = 'as-page'

/** A document as Firestore's REST API gives its fields. */
type RawDocument = Record<string, unknown>

/**
 * The key of the page data's list of the documents it carries only in part (what the page shows of them: the home
 * page's cars of a whole catalog, a car page's similar ones). A document's path has a slash; this key has none.
 */
const PARTIAL_KEY = 'partial'

const recorded = new Map<string, RawDocument>()
const recordedPartial = new Set<string>()
const consumed = new Set<string>()
let embedded: { documents: Map<string, RawDocument>; partial: Set<string> } | undefined

/** The object a page's `<script type="application/json" id="…">` carries; empty without one, or one that does not read. */
function pageJsonBlock(id: string): Record<string, unknown> {
  const element = typeof document === 'undefined' ? null : document.getElementById(id)
  if (!element?.textContent) return {}
  try {
    const parsed: unknown = JSON.parse(element.textContent)
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>
  } catch {
    // Data that does not read counts as none: the app reads afresh what it would have given.
  }
  return {}
}

/** The page's documents, and the paths of those it carries in part, read from its JSON block once. */
function embeddedData(): { documents: Map<string, RawDocument>; partial: Set<string> } {
  if (!embedded) {
    // A page whose data does not read is rendered from fresh data instead (the app renders it anew).
    const block = pageJsonBlock(PAGE_DATA_ID)
    const listed = block[PARTIAL_KEY]
    embedded = {
      documents: new Map(
        Object.entries(block).filter((entry): entry is [string, RawDocument] => {
          const fields = entry[1]
          return fields !== null && typeof fields === 'object' && !Array.isArray(fields)
        }),
      ),
      partial: new Set(Array.isArray(listed) ? listed.filter((path): path is string => typeof path === 'string') : []),
    }
  }
  return embedded
}

/**
 * Keeps a document read while prerendering, for the page being rendered (nothing elsewhere). With `partial`, the
 * fields are only a part of the document (what the page shows of it): the app never takes them for the whole.
 */
export function recordPageDocument(path: string, fields: RawDocument, { partial = false } = {}): void {
  if (!isPrerendering()) return
  recorded.set(path, fields)
  if (partial) recordedPartial.add(path)
  else recordedPartial.delete(path)
}

/** Leaves a document read while prerendering out of the page being rendered (the app reads it afresh there). */
export function forgetPageDocument(path: string): void {
  recorded.delete(path)
  recordedPartial.delete(path)
}

/** What the prerendering writes into the page: the documents read, by path, and which of them it carries in part. */
export function recordedPageDocuments(): Record<string, RawDocument | string[]> {
  const documents: Record<string, RawDocument | string[]> = Object.fromEntries(recorded)
  if (recordedPartial.size > 0) documents[PARTIAL_KEY] = [...recordedPartial]
  return documents
}

/** Whether the page carries (while prerendering: has recorded) only a part of the document. */
export function isPartialPageDocument(path: string): boolean {
  return recorded.has(path) ? recordedPartial.has(path) : embeddedData().partial.has(path)
}

/**
 * A document's fields as the page carries them (while prerendering: as recorded so far), or undefined. With
 * `once`, for a reader that fetches fresh data after the first render: only the first call has the page's
 * (and none while prerendering, which reads fresh data each time).
 */
export function pageDocument(path: string, { once = false } = {}): RawDocument | undefined {
  if (!once) return recorded.get(path) ?? embeddedData().documents.get(path)
  if (consumed.has(path)) return undefined
  consumed.add(path)
  return embeddedData().documents.get(path)
}

let photoCopies: Map<string, string> | undefined

/**
 * Copies of the photos on a prerendered page's first screen, served by the site itself (photo address → path under
 * PHOTO_COPIES_PATH): a first visit then shows them without a connection to another origin first (Storage's).
 * scripts/prerender.ts makes them and sets them here before the page's HTML is rendered; the page carries them.
 * Only paths under PHOTO_COPIES_PATH are taken.
 */
export function setPagePhotoCopies(copies: Record<string, unknown>): void {
  photoCopies = new Map(
    Object.entries(copies).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].startsWith(PHOTO_COPIES_PATH)),
  )
}

/** The photo copies of this page (set, or carried by the page), by photo address. */
export function pagePhotoCopies(): ReadonlyMap<string, string> {
  // Copies that do not read: the photos come from Storage, as on any other page.
  if (!photoCopies) setPagePhotoCopies(pageJsonBlock(PAGE_PHOTOS_ID))
  return photoCopies!
}
