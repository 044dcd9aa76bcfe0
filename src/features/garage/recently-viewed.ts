import { useStore } from '@/lib/live-store'
import { createStorageStore } from '@/lib/storage-store'
import { NONE, readCategory, readEntries, readId, sameEntries, type GarageCategory } from './garage-entries'

/** The vehicles whose page the visitor opened on this device, most recent first: the last twelve. */
export interface ViewedCar {
  id: string
  category: GarageCategory
}

export const RECENTLY_VIEWED_KEY = 'autosalone-recently-viewed'
export const RECENTLY_VIEWED_MAX = 12

function readViewedCar(item: Record<string, unknown>): ViewedCar | undefined {
  const id = readId(item.id)
  const category = readCategory(item.category)
  return id && category ? { id, category } : undefined
}

export function parseRecentlyViewed(raw: string | null): readonly ViewedCar[] {
  return readEntries(raw, readViewedCar, RECENTLY_VIEWED_MAX)
}

const recentlyViewed = createStorageStore<readonly ViewedCar[]>(RECENTLY_VIEWED_KEY, parseRecentlyViewed, { equals: sameEntries })

/** Puts the car first. A convenience: where storage refuses, the visit is simply not remembered. */
export function rememberViewed(car: ViewedCar): void {
  recentlyViewed.set((current) => [{ id: car.id, category: car.category }, ...current.filter((viewed) => viewed.id !== car.id)].slice(0, RECENTLY_VIEWED_MAX))
}

export function clearRecentlyViewed(): boolean {
  return recentlyViewed.set(NONE)
}

/** The cars viewed, most recent first; none in prerendered HTML and while the app takes it over. */
export function useRecentlyViewed(): readonly ViewedCar[] {
  return useStore(recentlyViewed, NONE)
}
