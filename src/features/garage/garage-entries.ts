import { ID_PATTERN } from '@/lib/document-id'
import { parseJson } from '@/lib/storage-store'

/**
 * What the garage's stores share: the car as the visitor's device remembers it, and the readers that clean a
 * stored list. Every list is read leniently (an entry that does not read is skipped, fields the app does not know
 * are left out, a repeated car is kept once, the list is capped), so nothing a device holds can break a page.
 */

export type GarageCategory = 'used' | 'rent'

/** A car as the page that shows it hands it to the garage (a card, a vehicle's page). */
export interface GarageCar {
  id: string
  category: GarageCategory
  /** Make and model, as the card's title says them. */
  name: string
  /** The price shown: the sale price, or a rental's daily rate, in euro. */
  price: number
}

const NAME_MAX_LENGTH = 160
const AMOUNT_MAX = 100_000_000

export function readId(value: unknown): string | undefined {
  return typeof value === 'string' && ID_PATTERN.test(value) ? value : undefined
}

export function readCategory(value: unknown): GarageCategory | undefined {
  return value === 'used' || value === 'rent' ? value : undefined
}

/** A name: trimmed and cut to a card's length; undefined when empty or not text. */
export function readName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const name = value.trim().slice(0, NAME_MAX_LENGTH)
  return name || undefined
}

/** An amount in whole euro, from 0 to a hundred million. */
export function readAmount(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= AMOUNT_MAX ? Math.round(value) : undefined
}

/** A time written by the app (ISO 8601), as it was written; undefined when it does not read as a date. */
export function readTime(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 40) return undefined
  const time = Date.parse(value)
  return Number.isNaN(time) ? undefined : new Date(time).toISOString()
}

/**
 * A stored list: each item read by `entry` (undefined skips it), the first of each id kept, at most `max` of them.
 * Anything else than a list reads as an empty one. An empty list is NONE, the HTML's: a page hydrated with it does
 * not render again for an empty list of the device's (useSyncExternalStore compares the two by identity).
 */
export function readEntries<T extends { id: string }>(raw: string | null, entry: (item: Record<string, unknown>) => T | undefined, max: number): readonly T[] {
  const value = parseJson(raw)
  if (!Array.isArray(value)) return NONE
  const seen = new Set<string>()
  const entries: T[] = []
  for (const item of value) {
    if (entries.length >= max) break
    if (typeof item !== 'object' || item === null || Array.isArray(item)) continue
    const read = entry(item as Record<string, unknown>)
    if (!read || seen.has(read.id)) continue
    seen.add(read.id)
    entries.push(read)
  }
  return entries.length > 0 ? entries : NONE
}

/** Two lists with the same entries (as stored). */
export function sameEntries<T>(a: readonly T[], b: readonly T[]): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b)
}

/** The list in prerendered HTML and while the app takes it over: the device's own follows. */
export const NONE: readonly never[] = Object.freeze([])
