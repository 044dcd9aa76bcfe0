import {
  Timestamp,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
  type WithFieldValue,
} from '@/lib/firebase/firestore'
import { decodeVehicle, warnOnce } from './vehicle-codec'
import type { Vehicle } from './vehicle-schema'

/**
 * Vehicles in Firestore. Reading never throws: a malformed document becomes null (with a console.warn naming
 * the document and the reason), and list queries drop the nulls. Server timestamps still pending after an
 * offline write read as the local estimate, so a vehicle saved offline shows up at once.
 */
export const vehicleConverter: FirestoreDataConverter<Vehicle | null, DocumentData> = {
  toFirestore(vehicle: WithFieldValue<Vehicle | null>): WithFieldValue<DocumentData> {
    if (vehicle === null) throw new TypeError('A vehicle document cannot be null')
    const { id: _id, ...fields } = vehicle
    const data: Record<string, unknown> = { ...fields }
    for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key]
    for (const key of ['createdAt', 'updatedAt', 'publishedAt']) if (data[key] instanceof Date) data[key] = Timestamp.fromDate(data[key])
    return data
  },
  fromFirestore(snapshot: QueryDocumentSnapshot<DocumentData>, options?: SnapshotOptions): Vehicle | null {
    let result: ReturnType<typeof decodeVehicle>
    try {
      result = decodeVehicle(snapshot.id, snapshot.data({ ...options, serverTimestamps: 'estimate' }))
    } catch (error) {
      result = { ok: false, reason: error instanceof Error ? error.message : String(error) }
    }
    if (result.ok) return result.vehicle
    warnOnce(`Skipping malformed vehicle document "${snapshot.id}": ${result.reason}`)
    return null
  },
}
