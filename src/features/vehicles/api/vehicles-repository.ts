import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDb,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type QueryConstraint,
  type Unsubscribe,
} from '@/lib/firebase/firestore'
import { VEHICLES_COLLECTION, isStatusValidForCategory, type VehicleCategory, type VehicleStatus } from '../model/vehicle-constants'
import { encodeVehicleInput, withoutUndefined } from '../model/vehicle-codec'
import { vehicleConverter } from '../model/vehicle-converter'
import { filterVehicles, sortVehicles, type VehicleFilters, type VehicleSort } from '../model/vehicle-listing'
import {
  ID_PATTERN,
  vehicleStatusSchema,
  vehicleInputSchema,
  vehiclePatchSchema,
  type Vehicle,
  type VehicleInput,
  type VehiclePatch,
} from '../model/vehicle-schema'
import { VehicleRepositoryError, toVehicleRepositoryError } from './vehicle-errors'

function vehiclesCollection() {
  return collection(getDb(), VEHICLES_COLLECTION).withConverter(vehicleConverter)
}

/** The untyped reference, for writes (they carry FieldValues such as serverTimestamp()). */
function writableRef(id: string) {
  if (!ID_PATTERN.test(id)) throw new VehicleRepositoryError('invalid', `Invalid vehicle id "${id}"`)
  return doc(getDb(), VEHICLES_COLLECTION, id)
}

function vehicleRef(id: string) {
  return writableRef(id).withConverter(vehicleConverter)
}

async function runQuery(constraints: QueryConstraint[]): Promise<Vehicle[]> {
  try {
    const snapshot = await getDocs(query(vehiclesCollection(), ...constraints))
    return snapshot.docs.map((document) => document.data()).filter((vehicle): vehicle is Vehicle => vehicle !== null)
  } catch (error) {
    throw toVehicleRepositoryError(error)
  }
}

function positiveCount(count: number): number {
  if (!Number.isInteger(count) || count < 1) throw new VehicleRepositoryError('invalid', `Invalid count ${count}`)
  return count
}

// ---- public reads (each query filters on published == true, which the rules require of non-admins) ----

/**
 * Every published vehicle (of one category, when given), newest first. The listing filters and sorts in memory
 * (filterVehicles, sortVehicles), so the same cached result serves every filter offline.
 */
export function listPublishedVehicles(options: { category?: VehicleCategory | undefined } = {}): Promise<Vehicle[]> {
  return runQuery(publishedConstraints(options.category))
}

/** listPublishedVehicles, then filterVehicles and sortVehicles. */
export async function queryPublishedVehicles(options: {
  category?: VehicleCategory | undefined
  filters?: VehicleFilters | undefined
  sort?: VehicleSort | undefined
}): Promise<Vehicle[]> {
  const vehicles = await listPublishedVehicles({ category: options.category })
  return sortVehicles(filterVehicles(vehicles, options.filters ?? {}), options.sort ?? 'newest')
}

export interface VehicleSnapshotChange {
  vehicles: Vehicle[]
  /** True while the list comes from the device's cache and the server has not answered yet. */
  fromCache: boolean
}

function publishedConstraints(category: VehicleCategory | undefined): QueryConstraint[] {
  const constraints: QueryConstraint[] = [where('published', '==', true)]
  if (category) constraints.push(where('category', '==', category))
  constraints.push(orderBy('createdAt', 'desc'))
  return constraints
}

/**
 * Live version of listPublishedVehicles: calls back with the cached list first (offline too) and again whenever
 * the server sends changes. Returns the function that stops listening.
 */
export function watchPublishedVehicles(
  options: { category?: VehicleCategory | undefined },
  onChange: (change: VehicleSnapshotChange) => void,
  onError: (error: VehicleRepositoryError) => void,
): Unsubscribe {
  try {
    return onSnapshot(
      query(vehiclesCollection(), ...publishedConstraints(options.category)),
      { includeMetadataChanges: true },
      (snapshot) => {
        const vehicles = snapshot.docs.map((document) => document.data()).filter((vehicle): vehicle is Vehicle => vehicle !== null)
        onChange({ vehicles, fromCache: snapshot.metadata.fromCache })
      },
      (error) => onError(toVehicleRepositoryError(error)),
    )
  } catch (error) {
    onError(toVehicleRepositoryError(error))
    return () => undefined
  }
}

/** The newest published vehicles marked featured (the home page). */
export function listFeaturedVehicles(count: number): Promise<Vehicle[]> {
  return runQuery([
    where('published', '==', true),
    where('featured', '==', true),
    orderBy('createdAt', 'desc'),
    limit(positiveCount(count)),
  ])
}

/** The newest published vehicles. */
export function listLatestVehicles(count: number, options: { category?: VehicleCategory | undefined } = {}): Promise<Vehicle[]> {
  const constraints: QueryConstraint[] = [where('published', '==', true)]
  if (options.category) constraints.push(where('category', '==', options.category))
  constraints.push(orderBy('createdAt', 'desc'), limit(positiveCount(count)))
  return runQuery(constraints)
}

/**
 * One vehicle, or null when it does not exist, is not readable (a draft, for a visitor), is malformed or the id
 * is not a valid id. Throws VehicleRepositoryError('unavailable') when offline and not cached.
 */
export async function getVehicle(id: string): Promise<Vehicle | null> {
  if (!ID_PATTERN.test(id)) return null
  try {
    const snapshot = await getDoc(vehicleRef(id))
    return snapshot.exists() ? snapshot.data() : null
  } catch (error) {
    const mapped = toVehicleRepositoryError(error)
    if (mapped.code === 'permission-denied' || mapped.code === 'not-found') return null
    throw mapped
  }
}

// ---- admin ----

/** Every vehicle, drafts included, newest first (admins only). */
export function listAllVehicles(): Promise<Vehicle[]> {
  return runQuery([orderBy('createdAt', 'desc')])
}

export interface VehicleListChange {
  vehicles: Vehicle[]
  /** Ids of vehicles with local changes not yet acknowledged by the server (edited offline). */
  pendingIds: ReadonlySet<string>
  fromCache: boolean
}

/** Live list of every vehicle for the admin, with the ones still waiting to sync. */
export function watchAllVehicles(
  onChange: (change: VehicleListChange) => void,
  onError: (error: VehicleRepositoryError) => void,
): Unsubscribe {
  return onSnapshot(
    query(vehiclesCollection(), orderBy('createdAt', 'desc')),
    { includeMetadataChanges: true },
    (snapshot) => {
      const vehicles: Vehicle[] = []
      const pendingIds = new Set<string>()
      for (const document of snapshot.docs) {
        const vehicle = document.data()
        if (vehicle === null) continue
        vehicles.push(vehicle)
        if (document.metadata.hasPendingWrites) pendingIds.add(vehicle.id)
      }
      onChange({ vehicles, pendingIds, fromCache: snapshot.metadata.fromCache })
    },
    (error) => onError(toVehicleRepositoryError(error)),
  )
}

/** A fresh document id, for uploading photos under vehicles/{id}/ before the vehicle is created. */
export function newVehicleId(): string {
  return doc(vehiclesCollection()).id
}

function checkPhotoPaths(id: string, photos: readonly { path: string }[] | undefined): void {
  const prefix = `${VEHICLES_COLLECTION}/${id}/`
  const stray = photos?.find((photo) => !photo.path.startsWith(prefix))
  if (stray) throw new VehicleRepositoryError('invalid', `Photo path ${stray.path} is not under ${prefix}`)
}

/**
 * Validates and writes a new vehicle; returns its id. The local cache has it at once (offline too); the promise
 * settles when the server acknowledges, so an offline caller should not wait on it to update the UI.
 */
export async function createVehicle(input: VehicleInput, id: string = newVehicleId()): Promise<string> {
  try {
    const data = encodeVehicleInput(input)
    checkPhotoPaths(id, data.photos)
    const ref = writableRef(id)
    await setDoc(ref, { ...data, createdAt: serverTimestamp(), updatedAt: serverTimestamp() })
    return id
  } catch (error) {
    throw toVehicleRepositoryError(error)
  }
}

/**
 * Changes some fields; `null` on engineCc, co2GKm or vin removes it. The rules check the resulting document, so
 * a change that leaves it inconsistent (e.g. a rental status on a used car) fails with 'permission-denied'.
 */
export async function updateVehicle(id: string, patch: VehiclePatch): Promise<void> {
  try {
    const parsed = withoutUndefined(vehiclePatchSchema.parse(patch))
    checkPhotoPaths(id, parsed.photos)
    const data: Record<string, unknown> = { updatedAt: serverTimestamp() }
    for (const [key, value] of Object.entries(parsed)) data[key] = value === null ? deleteField() : value
    await updateDoc(writableRef(id), data)
  } catch (error) {
    throw toVehicleRepositoryError(error)
  }
}

/**
 * Replaces every field of an existing vehicle with a full input (the admin form's save), keeping createdAt.
 * Fields of the other category are removed, so a vehicle can move between used and rent.
 */
export async function replaceVehicle(id: string, input: VehicleInput): Promise<void> {
  try {
    const data: Record<string, unknown> = { ...encodeVehicleInput(input) }
    checkPhotoPaths(id, data.photos as VehicleInput['photos'])
    const allKeys = [
      ...Object.keys(vehicleInputSchema.options[0].shape),
      ...Object.keys(vehicleInputSchema.options[1].shape),
    ]
    for (const key of allKeys) if (!(key in data)) data[key] = deleteField()
    data.updatedAt = serverTimestamp()
    await updateDoc(writableRef(id), data)
  } catch (error) {
    throw toVehicleRepositoryError(error)
  }
}

export async function deleteVehicle(id: string): Promise<void> {
  try {
    await deleteDoc(writableRef(id))
  } catch (error) {
    throw toVehicleRepositoryError(error)
  }
}

/** Sets the status; the rules reject a status that does not belong to the vehicle's category. */
export async function setVehicleStatus(id: string, status: VehicleStatus, category?: VehicleCategory): Promise<void> {
  try {
    const parsed = vehicleStatusSchema.parse(status)
    if (category && !isStatusValidForCategory(category, parsed)) {
      throw new VehicleRepositoryError('invalid', `Status "${parsed}" is not valid for category "${category}"`)
    }
    await updateDoc(writableRef(id), { status: parsed, updatedAt: serverTimestamp() })
  } catch (error) {
    throw toVehicleRepositoryError(error)
  }
}

export async function setVehiclePublished(id: string, published: boolean): Promise<void> {
  try {
    if (typeof published !== 'boolean') throw new VehicleRepositoryError('invalid', 'published must be a boolean')
    await updateDoc(writableRef(id), { published, updatedAt: serverTimestamp() })
  } catch (error) {
    throw toVehicleRepositoryError(error)
  }
}
