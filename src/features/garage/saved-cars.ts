import { useStore } from '@/lib/live-store'
import { createStorageStore } from '@/lib/storage-store'
import { NONE, readAmount, readCategory, readEntries, readId, readName, readTime, sameEntries, type GarageCar } from './garage-entries'

/**
 * The cars the visitor saved (the heart), newest first, on this device only: with the price they had when saved,
 * so that the saved page can say when it changed, and their name, so that a car no longer on sale still shows
 * what it was.
 */
export interface SavedCar extends GarageCar {
  /** When it was saved (ISO 8601). */
  savedAt: string
}

export const SAVED_CARS_KEY = 'autosalone-saved-cars'
/** More than anyone shortlists; a list stored longer (by hand, by a bug) is cut to it. */
export const SAVED_CARS_MAX = 100

function readSavedCar(item: Record<string, unknown>): SavedCar | undefined {
  const id = readId(item.id)
  const category = readCategory(item.category)
  const name = readName(item.name)
  const price = readAmount(item.price)
  const savedAt = readTime(item.savedAt)
  if (!id || !category || !name || price === undefined || !savedAt) return undefined
  return { id, category, name, price, savedAt }
}

export function parseSavedCars(raw: string | null): readonly SavedCar[] {
  return readEntries(raw, readSavedCar, SAVED_CARS_MAX)
}

const savedCars = createStorageStore<readonly SavedCar[]>(SAVED_CARS_KEY, parseSavedCars, { equals: sameEntries })

export type SaveResult = 'saved' | 'removed' | 'full' | 'failed'

/** Saves the car (first in the list, with its price now), or removes it when it is saved; 'failed' when storage refused. */
export function toggleSavedCar(car: GarageCar, now: Date = new Date()): SaveResult {
  const current = savedCars.get()
  if (current.some((saved) => saved.id === car.id)) return removeSavedCar(car.id) ? 'removed' : 'failed'
  if (current.length >= SAVED_CARS_MAX) return 'full'
  const entry: SavedCar = { id: car.id, category: car.category, name: car.name, price: car.price, savedAt: now.toISOString() }
  return savedCars.set([entry, ...current]) ? 'saved' : 'failed'
}

export function removeSavedCar(id: string): boolean {
  return savedCars.set((current) => current.filter((saved) => saved.id !== id))
}

export function removeAllSavedCars(): boolean {
  return savedCars.set(NONE)
}

/** The saved cars, newest first; none in prerendered HTML and while the app takes it over. */
export function useSavedCars(): readonly SavedCar[] {
  return useStore(savedCars, NONE)
}

export function useIsSaved(id: string): boolean {
  return useSavedCars().some((saved) => saved.id === id)
}

export interface PriceChange {
  from: number
  to: number
}

/** How the price changed since the car was saved, or null when it is the same. */
export function priceChange(saved: SavedCar, price: number): PriceChange | null {
  return saved.price === price ? null : { from: saved.price, to: price }
}
