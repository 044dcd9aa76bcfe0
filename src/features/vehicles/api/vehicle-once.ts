import { ID_PATTERN } from '@/lib/document-id'
import { getDocumentSincePage, getPageDocument, keepPageDocumentFields, leavePageDocumentOut } from '@/lib/firebase/firestore-rest'
import { AS_PAGE } from '@/lib/page-data'
import { isPrerendering } from '@/lib/start-up'
import { sameValue } from '@/lib/same-value'
import { takenPageVehicle, vehicleFromPage } from './page-vehicle'
import { VehicleRepositoryError } from './vehicle-errors'
import { VEHICLES_COLLECTION } from '../model/vehicle-constants'
import type { Vehicle } from '../model/vehicle-schema'

/**
 * A vehicle for its public page: read once from the server without the Firestore SDK (one small request,
 * whose last answer the service worker keeps for offline visits), so the page shows without loading the SDK.
 * When that read cannot answer (offline with nothing saved, or a draft that only a signed-in admin may read),
 * the repository (the SDK, with its offline cache and the signed-in user) has the last word. Null when there
 * is no such vehicle (or a malformed one, which is logged); throws a VehicleRepositoryError when it cannot be
 * read at all. The vehicles' schema (with zod), which decodes the answer, loads only when there is one to decode:
 * on a car's prerendered page, only when the car has changed since the page was made.
 */
export async function getPublicVehicle(id: string): Promise<Vehicle | null> {
  if (!ID_PATTERN.test(id)) return null
  const path = `${VEHICLES_COLLECTION}/${id}`
  let data: Record<string, unknown> | null
  try {
    const answer = await getDocumentSincePage(path)
    // Unchanged since the page was made: the page's vehicle, the same object, so that nothing renders anew.
    const fromPage = takenPageVehicle(id)
    if (answer === AS_PAGE && fromPage) return fromPage
    data = answer === AS_PAGE ? getPageDocument(path)! : answer
  } catch (error) {
    // Offline before the repository's code was ever loaded, it cannot load either (nor resolves, when the
    // stale-chunk guard is reloading the page): the car is then unavailable on this device.
    const repository = (await import('./vehicles-repository').catch(() => undefined)) as typeof import('./vehicles-repository') | undefined
    if (!repository) throw new VehicleRepositoryError('unavailable', 'The vehicle is neither reachable nor saved on this device', { cause: error })
    return repository.getVehicle(id)
  }
  if (data === null) return null
  const { decodeVehicle, warnOnce } = await import('../model/vehicle-codec')
  const decoded = decodeVehicle(id, data)
  if (!decoded.ok) {
    warnOnce(`Skipping malformed vehicle document "${id}": ${decoded.reason}`)
    return null
  }
  if (isPrerendering()) carryOnPage(path, decoded.vehicle)
  return decoded.vehicle
}

/** What refreshPageVehicle found changed since the page was made (null: no such vehicle any more), by id. */
const changedSincePage = new Map<string, Vehicle | null>()

/**
 * Reads afresh the vehicle a prerendered page was made with (takePageVehicle gave it): false when the server's is
 * the same (the page stays as it is, nothing renders anew); true when it has changed or is gone, its fresh state
 * kept for the page's next read (takeChangedSincePage), which then asks the server nothing. Throws as
 * getPublicVehicle does.
 */
export async function refreshPageVehicle(id: string): Promise<boolean> {
  const fresh = await getPublicVehicle(id)
  if (fresh !== null && fresh === takenPageVehicle(id)) return false
  changedSincePage.set(id, fresh)
  return true
}

/** What refreshPageVehicle has just found for this vehicle (null: no such vehicle), once; undefined when nothing. */
export function takeChangedSincePage(id: string): Vehicle | null | undefined {
  const fresh = changedSincePage.get(id)
  changedSincePage.delete(id)
  return fresh
}

/**
 * While prerendering: the page carries the vehicle's document for its first render (takePageVehicle, which takes
 * it as it is) only with what the schema kept of it, and only when that reads as the very vehicle decoded here.
 */
function carryOnPage(path: string, vehicle: Vehicle): void {
  keepPageDocumentFields(path, new Set(Object.keys(vehicle)))
  const carried = getPageDocument(path)
  if (!carried || !sameValue(vehicleFromPage(vehicle.id, carried), vehicle)) leavePageDocumentOut(path)
}
