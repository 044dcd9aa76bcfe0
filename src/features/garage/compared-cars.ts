import { useStore } from '@/lib/live-store'
import { createStorageStore } from '@/lib/storage-store'
import { NONE, readCategory, readEntries, readId, readName, sameEntries, type GarageCar, type GarageCategory } from './garage-entries'

/**
 * The cars picked for comparison on this device: up to three, all used or all rentals (their specifications
 * differ), in the order they were picked. The compare page itself reads its cars from its address, which can be
 * shared; this list is what the tray shows and what its button opens.
 */
export interface ComparedCar {
  id: string
  category: GarageCategory
  name: string
}

export const COMPARED_CARS_KEY = 'autosalone-compare'
export const COMPARE_MAX = 3

function readComparedCar(item: Record<string, unknown>): ComparedCar | undefined {
  const id = readId(item.id)
  const category = readCategory(item.category)
  const name = readName(item.name)
  return id && category && name ? { id, category, name } : undefined
}

/** The stored list, cleaned: at most three, of the first one's category. */
export function parseComparedCars(raw: string | null): readonly ComparedCar[] {
  const cars = readEntries(raw, readComparedCar, 100)
  // None: the HTML's own empty list (readEntries).
  if (cars.length === 0) return cars
  const category = cars[0]?.category
  return cars.filter((car) => car.category === category).slice(0, COMPARE_MAX)
}

const comparedCars = createStorageStore<readonly ComparedCar[]>(COMPARED_CARS_KEY, parseComparedCars, { equals: sameEntries })

export type CompareResult = 'added' | 'removed' | 'full' | 'other-category' | 'failed'

/** Adds the car to the comparison, or takes it out when it is in; refuses a fourth car and a mix of used and rental. */
export function toggleComparedCar(car: GarageCar): CompareResult {
  const current = comparedCars.get()
  if (current.some((compared) => compared.id === car.id)) return removeComparedCar(car.id) ? 'removed' : 'failed'
  if (current.length >= COMPARE_MAX) return 'full'
  if (current[0] && current[0].category !== car.category) return 'other-category'
  return comparedCars.set([...current, { id: car.id, category: car.category, name: car.name }]) ? 'added' : 'failed'
}

export function removeComparedCar(id: string): boolean {
  return comparedCars.set((current) => current.filter((compared) => compared.id !== id))
}

export function clearComparedCars(): boolean {
  return comparedCars.set(NONE)
}

/** The cars picked; none in prerendered HTML and while the app takes it over. */
export function useComparedCars(): readonly ComparedCar[] {
  return useStore(comparedCars, NONE)
}
