import {
  deleteField,
  doc,
  getDocs,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  whenWritesAnswered,
  type QueryConstraint,
  type Unsubscribe,
} from '@/lib/firebase/firestore'
import { VEHICLES_COLLECTION, VEHICLE_CATEGORIES, isStatusValidForCategory, type VehicleCategory, type VehicleStatus } from '../model/vehicle-constants'
import { encodeVehicleInput, withoutUndefined } from '../model/vehicle-codec'
import {
  rentVehicleInputSchema,
  usedVehicleInputSchema,
  vehiclePatchSchema,
  vehicleStatusSchema,
  type Vehicle,
  type VehicleInput,
  type VehiclePatch,
} from '../model/vehicle-schema'
import { toVehicleRepositoryError } from './to-vehicle-error'
import { VehicleRepositoryError } from './vehicle-errors'
import { catalogRef, vehiclesCollection, writableRef } from './vehicle-refs'
import { commitChange, commitWithCatalogs, currentVehicle, publicationDate, readServerVehicle, writeCatalogs } from './vehicle-write-batches'

// What the reserved area does with the vehicles: every vehicle, drafts included, and every write. The reserved
// area loads this one module (loadVehicleRepository), so it holds the whole of what that area calls.

async function runQuery(constraints: QueryConstraint[]): Promise<Vehicle[]> {
  try {
    const snapshot = await getDocs(query(vehiclesCollection(), ...constraints))
    return snapshot.docs.map((document) => document.data()).filter((vehicle): vehicle is Vehicle => vehicle !== null)
  } catch (error) {
    throw toVehicleRepositoryError(error)
  }
}

/** Every vehicle, drafts included, newest first (admins only). */
export function listAllVehicles(): Promise<Vehicle[]> {
  return runQuery([orderBy('createdAt', 'desc')])
}

/** What watchAllVehicles calls back with. */
export interface VehicleListChange {
  vehicles: Vehicle[]
  /** Ids of vehicles with local changes not yet acknowledged by the server (edited offline). */
  pendingIds: ReadonlySet<string>
  fromCache: boolean
}

/**
 * Live list of every vehicle for the admin, with the ones still waiting to sync. The catalogs are listened to as
 * well, so that the device keeps their revisions (a write offline is made on top of them).
 */
export function watchAllVehicles(onChange: (change: VehicleListChange) => void, onError: (error: VehicleRepositoryError) => void): Unsubscribe {
  const catalogs = VEHICLE_CATEGORIES.map((category) =>
    onSnapshot(
      catalogRef(category),
      () => undefined,
      () => undefined,
    ),
  )
  const vehicles = onSnapshot(
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
  return () => {
    vehicles()
    for (const stop of catalogs) stop()
  }
}

/**
 * Resolves once every vehicle write queued on this device so far (before a reload too) has been answered by the
 * server: from then on the live list shows what the server took.
 */
export function whenQueuedWritesAnswered(): Promise<void> {
  return whenWritesAnswered()
}

/**
 * The vehicle as the server has it now, or null when it does not exist there (deleted). Throws
 * VehicleRepositoryError('unavailable') when the server cannot be reached: what the editor compares a refused save
 * with, as the writes do (readServerVehicle).
 */
export function getServerVehicle(id: string): Promise<Vehicle | null> {
  return readServerVehicle(id)
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
    const now = new Date()
    await commitWithCatalogs(id, null, (batch, catalogs) => {
      const publication = publicationDate(false, data.published)
      batch.set(writableRef(id), { ...data, ...publication, revision: 1, createdAt: serverTimestamp(), updatedAt: serverTimestamp() })
      writeCatalogs(batch, catalogs, id, 1, {
        vehicle: { ...data, id, createdAt: now, updatedAt: now, revision: 1 },
        createdAt: serverTimestamp(),
        ...publication,
      })
    })
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
    await commitChange(id, (current) => ({ data, after: { ...current, ...parsed } as Vehicle }), data)
  } catch (error) {
    throw toVehicleRepositoryError(error)
  }
}

/**
 * Replaces every field of an existing vehicle with a full input (the admin form's save), keeping createdAt, as
 * the next revision of `baseRevision`: the revision the form was filled from. Fields of the other category are
 * removed, so a vehicle can move between used and rent. Refused ('permission-denied') when the server has
 * another revision by then.
 */
export async function replaceVehicle(id: string, input: VehicleInput, baseRevision: number): Promise<void> {
  try {
    const data: Record<string, unknown> = { ...encodeVehicleInput(input) }
    checkPhotoPaths(id, data.photos as VehicleInput['photos'])
    const allKeys = [...Object.keys(usedVehicleInputSchema.shape), ...Object.keys(rentVehicleInputSchema.shape)]
    for (const key of allKeys) if (!(key in data)) data[key] = deleteField()
    data.updatedAt = serverTimestamp()
    await commitChange(
      id,
      (current) => ({
        data,
        after: { ...input, id, createdAt: current.createdAt, updatedAt: current.updatedAt, publishedAt: current.publishedAt, revision: current.revision },
      }),
      data,
      baseRevision,
    )
  } catch (error) {
    throw toVehicleRepositoryError(error)
  }
}

/**
 * Deletes a vehicle and its catalog entry, as of `baseRevision` (by default the revision on this device): the
 * rules refuse the deletion if the server has another revision by then.
 */
export async function deleteVehicle(id: string, baseRevision?: number): Promise<void> {
  try {
    const current = baseRevision === undefined ? await currentVehicle(id) : null
    const base = baseRevision ?? current?.revision
    if (base === undefined) throw new VehicleRepositoryError('not-found', `Vehicle "${id}" does not exist`)
    await commitWithCatalogs(id, base, (batch, catalogs) => {
      batch.delete(writableRef(id))
      writeCatalogs(batch, catalogs, id, base + 1, null)
    })
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
    const data = { status: parsed, updatedAt: serverTimestamp() }
    await commitChange(id, (current) => ({ data, after: { ...current, status: parsed } as Vehicle }), data)
  } catch (error) {
    throw toVehicleRepositoryError(error)
  }
}

/** Publishes a draft or takes a published vehicle back to draft; its catalog entry follows. */
export async function setVehiclePublished(id: string, published: boolean): Promise<void> {
  try {
    if (typeof published !== 'boolean') throw new VehicleRepositoryError('invalid', 'published must be a boolean')
    const data = { published, updatedAt: serverTimestamp() }
    await commitChange(id, (current) => ({ data, after: { ...current, published } }), data)
  } catch (error) {
    throw toVehicleRepositoryError(error)
  }
}
