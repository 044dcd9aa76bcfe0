import { getDocumentOnce } from '@/lib/firebase/firestore-rest'
import { decodeVehicle } from '../model/vehicle-codec'
import { VEHICLES_COLLECTION } from '../model/vehicle-constants'
import { ID_PATTERN, type Vehicle } from '../model/vehicle-schema'

/**
 * One vehicle for its page, or null when there is no such published vehicle (or the document is malformed).
 * First one small request to the server without the Firestore SDK; when that fails (offline) or is refused
 * (a draft, which only a signed-in admin may read), the SDK answers, from its offline cache or with the
 * user's sign-in. Throws VehicleRepositoryError('unavailable') when neither can.
 */
export async function loadVehicle(id: string): Promise<Vehicle | null> {
  if (!ID_PATTERN.test(id)) return null
  let data: Record<string, unknown> | null
  try {
    data = await getDocumentOnce(`${VEHICLES_COLLECTION}/${id}`)
  } catch {
    const { getVehicle } = await import('./vehicles-repository')
    return getVehicle(id)
  }
  if (data === null) return null
  const decoded = decodeVehicle(id, data)
  if (decoded.ok) return decoded.vehicle
  console.warn(`Skipping malformed vehicle document "${id}": ${decoded.reason}`)
  return null
}

/**
 * Reads the vehicle once more through the Firestore SDK, so that its persistent cache holds it and the page
 * opens offline next time. Errors are of no consequence here.
 */
export async function keepVehicleForOffline(id: string): Promise<void> {
  const { getVehicle } = await import('./vehicles-repository')
  await getVehicle(id).catch(() => undefined)
}
