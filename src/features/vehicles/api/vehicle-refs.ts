import { collection, doc, getDb } from '@/lib/firebase/firestore'
import { CATALOG_COLLECTION, VEHICLES_COLLECTION, type VehicleCategory } from '../model/vehicle-constants'
import { vehicleConverter } from '../model/vehicle-converter'
import { ID_PATTERN } from '../model/vehicle-schema'
import { VehicleRepositoryError } from './vehicle-errors'

/** The vehicles collection, read as vehicles (a malformed document reads as null, see vehicleConverter). */
export function vehiclesCollection() {
  return collection(getDb(), VEHICLES_COLLECTION).withConverter(vehicleConverter)
}

/** The untyped reference, for writes (they carry FieldValues such as serverTimestamp()). */
export function writableRef(id: string) {
  if (!ID_PATTERN.test(id)) throw new VehicleRepositoryError('invalid', `Invalid vehicle id "${id}"`)
  return doc(getDb(), VEHICLES_COLLECTION, id)
}

/** One vehicle's document, read as a vehicle; throws VehicleRepositoryError('invalid') for an id that is not one. */
export function vehicleRef(id: string) {
  return writableRef(id).withConverter(vehicleConverter)
}

/** The catalog of one category: the listing entries of its published vehicles, in one document. */
export function catalogRef(category: VehicleCategory) {
  return doc(getDb(), CATALOG_COLLECTION, category)
}
