import { getDocumentSincePage, getPageDocument } from '@/lib/firebase/firestore-rest'
import { AS_PAGE } from '@/lib/page-data'
import { VehicleRepositoryError } from './vehicle-errors'
import { decodeVehicle, warnOnce } from '../model/vehicle-codec'
import { VEHICLES_COLLECTION } from '../model/vehicle-constants'
import { ID_PATTERN, type Vehicle } from '../model/vehicle-schema'

/**
 * A vehicle for its public page: read once from the server without the Firestore SDK (one small request,
 * whose last answer the service worker keeps for offline visits), so the page shows without loading the SDK.
 * When that read cannot answer (offline with nothing saved, or a draft that only a signed-in admin may read),
 * the repository (the SDK, with its offline cache and the signed-in user) has the last word. Null when there
 * is no such vehicle (or a malformed one, which is logged); throws a VehicleRepositoryError when it cannot be
 * read at all.
 */
export async function getPublicVehicle(id: string): Promise<Vehicle | null> {
  if (!ID_PATTERN.test(id)) return null
  let data: Record<string, unknown> | null
  try {
    const answer = await getDocumentSincePage(`${VEHICLES_COLLECTION}/${id}`)
    // Unchanged since the page was made: the page's vehicle, the same object, so that nothing renders anew.
    const fromPage = pageVehicles.get(id)
    if (answer === AS_PAGE && fromPage) return fromPage
    data = answer === AS_PAGE ? getPageDocument(`${VEHICLES_COLLECTION}/${id}`)! : answer
  } catch (error) {
    // Offline before the repository's code was ever loaded, it cannot load either (nor resolves, when the
    // stale-chunk guard is reloading the page): the car is then unavailable on this device.
    const repository = (await import('./vehicles-repository').catch(() => undefined)) as typeof import('./vehicles-repository') | undefined
    if (!repository) throw new VehicleRepositoryError('unavailable', 'The vehicle is neither reachable nor saved on this device', { cause: error })
    return repository.getVehicle(id)
  }
  if (data === null) return null
  const decoded = decodeVehicle(id, data)
  if (decoded.ok) return decoded.vehicle
  warnOnce(`Skipping malformed vehicle document "${id}": ${decoded.reason}`)
  return null
}

/**
 * The vehicle a prerendered page was made with, for the app's first render there (the page carries it); only
 * the first call has it, the next read is fresh (getPublicVehicle). Undefined without it.
 */
export function takePageVehicle(id: string): Vehicle | undefined {
  const data = getPageDocument(`${VEHICLES_COLLECTION}/${id}`, { once: true })
  if (!data) return undefined
  const decoded = decodeVehicle(id, data)
  if (!decoded.ok) return undefined
  pageVehicles.set(id, decoded.vehicle)
  return decoded.vehicle
}

/** The vehicles the page was made with, as takePageVehicle decoded them (the page carries one at most). */
const pageVehicles = new Map<string, Vehicle>()
