import { useStore } from '@/lib/live-store'
import { createStorageStore } from '@/lib/storage-store'
import { NONE, readCategory, readEntries, readId, readTime, sameEntries, type GarageCategory } from './garage-entries'

/**
 * The listings' filters the visitor saved ("save this search"), newest first, on this device only. The garage
 * keeps a listing's filters as the listing's address has them (names and values), and the listing reads them with
 * its own parser, which drops what it does not know; the visitor's last look at the results is kept as the newest
 * publication date seen then, so that the cars published since count as new (on the catalog's clock, not the
 * device's).
 */
export type SearchQuery = Readonly<Record<string, string | number>>

export interface SavedSearch {
  id: string
  /** The listing it was saved on: one category's, or every vehicle's (null). */
  category: GarageCategory | null
  query: SearchQuery
  /** When it was saved (ISO 8601). */
  savedAt: string
  /** The newest publication date among the cars there when the visitor last looked (ISO 8601). */
  seenAt: string
}

export const SAVED_SEARCHES_KEY = 'autosalone-saved-searches'
export const SAVED_SEARCHES_MAX = 20
const QUERY_KEYS_MAX = 16
const QUERY_KEY = /^[A-Za-z][A-Za-z0-9]{0,23}$/
const QUERY_TEXT_MAX_LENGTH = 100

/** A query as stored: known-looking names, text or finite numbers, nothing empty; null when nothing is left. */
function readQuery(value: unknown): SearchQuery | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const query: Record<string, string | number> = {}
  for (const [key, item] of Object.entries(value).slice(0, QUERY_KEYS_MAX)) {
    if (!QUERY_KEY.test(key)) continue
    if (typeof item === 'number' && Number.isFinite(item)) query[key] = item
    else if (typeof item === 'string' && item.trim()) query[key] = item.trim().slice(0, QUERY_TEXT_MAX_LENGTH)
  }
  return Object.keys(query).length ? query : null
}

function readSavedSearch(item: Record<string, unknown>): SavedSearch | undefined {
  const id = readId(item.id)
  const category = item.category === null ? null : readCategory(item.category)
  const query = readQuery(item.query)
  const savedAt = readTime(item.savedAt)
  const seenAt = readTime(item.seenAt)
  if (!id || category === undefined || !query || !savedAt || !seenAt) return undefined
  return { id, category, query, savedAt, seenAt }
}

export function parseSavedSearches(raw: string | null): readonly SavedSearch[] {
  return readEntries(raw, readSavedSearch, SAVED_SEARCHES_MAX)
}

const savedSearches = createStorageStore<readonly SavedSearch[]>(SAVED_SEARCHES_KEY, parseSavedSearches, { equals: sameEntries })

/** The same listing with the same filters, whatever their order. */
function sameSearch(search: SavedSearch, category: GarageCategory | null, query: SearchQuery): boolean {
  const sorted = (entries: SearchQuery) => JSON.stringify(Object.entries(entries).sort(([a], [b]) => (a < b ? -1 : 1)))
  return search.category === category && sorted(search.query) === sorted(query)
}

function newSearchId(): string {
  return `s${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`
}

export type SaveSearchResult = 'saved' | 'exists' | 'empty' | 'full' | 'failed'

/**
 * Saves a listing's filters, first in the list, as seen up to `seenAt` (the newest publication among the cars the
 * visitor sees now). 'exists' when the same search is saved already; 'empty' for a listing without filters.
 */
export function saveSearch(category: GarageCategory | null, query: SearchQuery, seenAt: Date, now: Date = new Date()): SaveSearchResult {
  const clean = readQuery(query)
  if (!clean) return 'empty'
  const current = savedSearches.get()
  if (current.some((search) => sameSearch(search, category, clean))) return 'exists'
  if (current.length >= SAVED_SEARCHES_MAX) return 'full'
  const search: SavedSearch = { id: newSearchId(), category, query: clean, savedAt: now.toISOString(), seenAt: seenAt.toISOString() }
  return savedSearches.set([search, ...current]) ? 'saved' : 'failed'
}

export function removeSavedSearch(id: string): boolean {
  return savedSearches.set((current) => current.filter((search) => search.id !== id))
}

/** The visitor looks at the search's results now: what was published up to `seenAt` is no longer new. */
export function markSearchSeen(id: string, seenAt: Date): void {
  const time = seenAt.toISOString()
  savedSearches.set((current) => current.map((search) => (search.id === id && search.seenAt < time ? { ...search, seenAt: time } : search)))
}

/** The saved searches, newest first; none in prerendered HTML and while the app takes it over. */
export function useSavedSearches(): readonly SavedSearch[] {
  return useStore(savedSearches, NONE)
}

/** Whether this listing's filters are saved. */
export function useIsSearchSaved(category: GarageCategory | null, query: SearchQuery): boolean {
  const clean = readQuery(query)
  return useSavedSearches().some((search) => clean !== null && sameSearch(search, category, clean))
}

/** How many of `publishedAt` (the dates of the cars that match a search) are after the search was last seen. */
export function countNewSince(search: SavedSearch, publishedAt: readonly Date[]): number {
  const seen = Date.parse(search.seenAt)
  return publishedAt.filter((date) => date.getTime() > seen).length
}
