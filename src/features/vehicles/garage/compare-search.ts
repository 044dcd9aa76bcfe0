// The route tree (and so this parser) is part of every first page: the id pattern without the vehicle schema.
import { ID_PATTERN } from '@/lib/document-id'

/** The compare page's search: the ids of the cars compared, as a comma-separated list (`?ids=used-001,used-004`). */
export interface CompareSearch {
  ids?: string
}

/** At most this many cars side by side. */
export const COMPARE_IDS_MAX = 3
/** Longer than any list of three ids: the rest of a pasted address is not read. */
const IDS_TEXT_MAX_LENGTH = 300

/**
 * The route's validateSearch: the list as text (a lone numeric id arrives as a number), trimmed and cut to a
 * readable length; anything else, and an empty list, is dropped. Each id is checked by readCompareIds.
 */
export function parseCompareSearch(input: Record<string, unknown>): CompareSearch {
  const raw = input.ids
  const text = typeof raw === 'string' ? raw : typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : ''
  const ids = text.trim().slice(0, IDS_TEXT_MAX_LENGTH)
  return ids ? { ids } : {}
}

export interface CompareIds {
  /** The valid ids, each once, the first three. */
  ids: string[]
  /** How many entries of the list were left out: not an id, repeated, or beyond the third. */
  dropped: number
}

export function readCompareIds(text: string | undefined): CompareIds {
  const entries = (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const ids = [...new Set(entries.filter((entry) => ID_PATTERN.test(entry)))].slice(0, COMPARE_IDS_MAX)
  return { ids, dropped: entries.length - ids.length }
}

/** The search of a comparison of these cars. */
export function compareSearch(ids: readonly string[]): CompareSearch {
  return ids.length ? { ids: ids.join(',') } : {}
}
