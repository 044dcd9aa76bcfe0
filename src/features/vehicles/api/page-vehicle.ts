import { getPageDocument, hasPageDocument } from '@/lib/firebase/firestore-rest'
import { VEHICLES_COLLECTION } from '../model/vehicle-constants'
import type { Vehicle } from '../model/vehicle-schema'

/**
 * The vehicle a prerendered page carries, without the vehicles' schema: the page carries a vehicle only when the
 * prerendering decoded it with the schema and found it the same as this reading of the page's copy
 * (getPublicVehicle), so its first render, which takes the page's HTML over, needs neither the schema's module
 * (zod building every validator) nor a parse.
 */

/** The page's copy of a vehicle's document (its fields, timestamps as Dates) read as the app's Vehicle, as it is. */
export function vehicleFromPage(id: string, fields: Readonly<Record<string, unknown>>): Vehicle {
  // Stored before revisions existed: read as revision 0, as decodeVehicle does.
  return { revision: 0, ...fields, id } as Vehicle
}

const pageVehicles = new Map<string, Vehicle>()

/**
 * The vehicle the prerendered page was made with, for the app's first render there; only the first call has it,
 * the next read is fresh (getPublicVehicle). Undefined without it.
 */
export function takePageVehicle(id: string): Vehicle | undefined {
  const fields = getPageDocument(`${VEHICLES_COLLECTION}/${id}`, { once: true })
  if (!fields) return undefined
  const vehicle = vehicleFromPage(id, fields)
  pageVehicles.set(id, vehicle)
  return vehicle
}

/** The vehicle takePageVehicle gave (the page carries one at most): a fresh read that finds it unchanged gives the same object. */
export function takenPageVehicle(id: string): Vehicle | undefined {
  return pageVehicles.get(id)
}

/**
 * Whether the prerendered page is this vehicle's (it carries the vehicle): what else it carries for the vehicle
 * (the part of the catalog its similar cars come from) is for this vehicle's page only.
 */
export function isPageVehicle(id: string): boolean {
  return hasPageDocument(`${VEHICLES_COLLECTION}/${id}`)
}
