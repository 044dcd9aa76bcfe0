import {
  FieldPath,
  collection,
  deleteField,
  doc,
  getDb,
  getDoc,
  getDocFromCache,
  getDocFromServer,
  getDocs,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  whenWritesAnswered,
  writeBatch,
  type FieldValue,
  type QueryConstraint,
  type Unsubscribe,
  type WriteBatch,
} from '@/lib/firebase/firestore'
import {
  CATALOG_COLLECTION,
  VEHICLES_COLLECTION,
  VEHICLE_CATEGORIES,
  isStatusValidForCategory,
  type VehicleCategory,
  type VehicleStatus,
} from '../model/vehicle-constants'
import { encodeVehicleInput, withoutUndefined } from '../model/vehicle-codec'
import { vehicleConverter } from '../model/vehicle-converter'
import { sortVehicles } from '../model/vehicle-listing'
import { catalogEntries, decodeCatalog, decodeCatalogInSlices, encodeSummary, toVehicleSummary } from '../model/vehicle-summary'
import {
  ID_PATTERN,
  rentVehicleInputSchema,
  usedVehicleInputSchema,
  vehiclePatchSchema,
  vehicleStatusSchema,
  type Vehicle,
  type VehicleInput,
  type VehiclePatch,
  type VehicleSummary,
} from '../model/vehicle-schema'
import { toVehicleRepositoryError } from './to-vehicle-error'
import { VehicleRepositoryError } from './vehicle-errors'

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

function catalogRef(category: VehicleCategory) {
  return doc(getDb(), CATALOG_COLLECTION, category)
}

async function runQuery(constraints: QueryConstraint[]): Promise<Vehicle[]> {
  try {
    const snapshot = await getDocs(query(vehiclesCollection(), ...constraints))
    return snapshot.docs.map((document) => document.data()).filter((vehicle): vehicle is Vehicle => vehicle !== null)
  } catch (error) {
    throw toVehicleRepositoryError(error)
  }
}

// ---- public reads: the catalog (one document per category), never the vehicles collection as a whole ----

/**
 * Every published vehicle (of one category, when given) as its listing entry, newest first: one document read
 * per category however large the stock. The listing filters and sorts in memory (filterVehicles, sortVehicles),
 * so the same cached result serves every filter offline.
 */
export async function listPublishedVehicles(options: { category?: VehicleCategory | undefined } = {}): Promise<VehicleSummary[]> {
  const categories = options.category ? [options.category] : VEHICLE_CATEGORIES
  try {
    const snapshots = await Promise.all(categories.map((category) => getDoc(catalogRef(category))))
    const entries = snapshots.flatMap((snapshot, index) => decodeCatalog(categories[index]!, snapshot.data({ serverTimestamps: 'estimate' })))
    return sortVehicles(entries, 'newest')
  } catch (error) {
    throw toVehicleRepositoryError(error)
  }
}

export interface VehicleSnapshotChange {
  vehicles: VehicleSummary[]
  /** True while the list comes from the device's cache and the server has not answered yet. */
  fromCache: boolean
}

/**
 * Live version of listPublishedVehicles for one category: calls back with the cached list first (offline too)
 * and again whenever the server sends changes. Returns the function that stops listening.
 */
export function watchPublishedVehicles(
  category: VehicleCategory,
  onChange: (change: VehicleSnapshotChange) => void,
  onError: (error: VehicleRepositoryError) => void,
): Unsubscribe {
  // Each snapshot is decoded in slices (a large stock takes a slow phone well over a frame): a later snapshot, or
  // the end of the watch, makes the one still decoding stale.
  let latest = 0
  try {
    const unsubscribe = onSnapshot(
      catalogRef(category),
      { includeMetadataChanges: true },
      (snapshot) => {
        const call = ++latest
        const { fromCache } = snapshot.metadata
        decodeCatalogInSlices(category, catalogEntries(snapshot.data({ serverTimestamps: 'estimate' }))).then(
          (vehicles) => {
            if (call === latest) onChange({ vehicles, fromCache })
          },
          (error: unknown) => {
            if (call === latest) onError(toVehicleRepositoryError(error))
          },
        )
      },
      (error) => onError(toVehicleRepositoryError(error)),
    )
    return () => {
      latest = -1
      unsubscribe()
    }
  } catch (error) {
    onError(toVehicleRepositoryError(error))
    return () => undefined
  }
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

/**
 * Live list of every vehicle for the admin, with the ones still waiting to sync. The catalogs are listened to as
 * well, so that the device keeps their revisions (a write offline is made on top of them).
 */
export function watchAllVehicles(
  onChange: (change: VehicleListChange) => void,
  onError: (error: VehicleRepositoryError) => void,
): Unsubscribe {
  const catalogs = VEHICLE_CATEGORIES.map((category) => onSnapshot(catalogRef(category), () => undefined, () => undefined))
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

/** A fresh document id, for uploading photos under vehicles/{id}/ before the vehicle is created. */
export function newVehicleId(): string {
  return doc(vehiclesCollection()).id
}

function checkPhotoPaths(id: string, photos: readonly { path: string }[] | undefined): void {
  const prefix = `${VEHICLES_COLLECTION}/${id}/`
  const stray = photos?.find((photo) => !photo.path.startsWith(prefix))
  if (stray) throw new VehicleRepositoryError('invalid', `Photo path ${stray.path} is not under ${prefix}`)
}

type CatalogRevisions = Record<VehicleCategory, number>

/**
 * The revision of each catalog document, from the device's cache when it is there (the admin's list keeps them
 * cached, offline too), else from the server; 0 for one that cannot be read (a write on top of it is refused and
 * made again, see commitWithCatalogs).
 */
async function readCatalogRevisions(source: 'cache' | 'server'): Promise<CatalogRevisions> {
  const revisions = await Promise.all(
    VEHICLE_CATEGORIES.map(async (category) => {
      const ref = catalogRef(category)
      if (source === 'cache') {
        try {
          const cached = await getDocFromCache(ref)
          if (cached.exists()) return revisionOf(cached.data())
        } catch {
          // Not cached: ask the server.
        }
      }
      try {
        const snapshot = await getDocFromServer(ref)
        return snapshot.exists() ? revisionOf(snapshot.data()) : 0
      } catch {
        return 0
      }
    }),
  )
  return Object.fromEntries(VEHICLE_CATEGORIES.map((category, index) => [category, revisions[index]!])) as CatalogRevisions
}

function revisionOf(data: Record<string, unknown>): number {
  return typeof data.revision === 'number' ? data.revision : 0
}

/**
 * Adds the catalog changes of one vehicle's write to the batch: its entry in its category's catalog while it is
 * published (createdAt and publishedAt as given: the server's timestamp for a vehicle this write creates or
 * publishes), and no entry anywhere else. Every
 * catalog is written, so a vehicle that moved category or was unpublished leaves no entry behind. Each catalog
 * write names the vehicle and the revision the vehicle has after the batch (for a deletion, the revision read
 * plus one), and is the next revision of the catalog as read: the rules accept the vehicle's write only with it.
 */
function writeCatalogs(
  batch: WriteBatch,
  catalogs: CatalogRevisions,
  id: string,
  revision: number,
  after: { vehicle: Vehicle; createdAt?: unknown; publishedAt?: unknown } | null,
): void {
  for (const category of VEHICLE_CATEGORIES) {
    const listed = after !== null && after.vehicle.published && after.vehicle.category === category
    const entry = listed ? encodeSummary(toVehicleSummary(after.vehicle), after) : deleteField()
    batch.set(
      catalogRef(category),
      { lastChangedId: id, lastChangedRevision: revision, revision: catalogs[category] + 1, vehicles: { [id]: entry } },
      { mergeFields: ['lastChangedId', 'lastChangedRevision', 'revision', new FieldPath('vehicles', id)] },
    )
  }
}

/**
 * Commits a vehicle's write built by `build` on top of the catalogs' revisions. The catalogs count every write,
 * so a write queued on a tablet while another tablet changed some other car is refused for its catalog alone:
 * when the server still has the vehicle at `baseRevision` (null: the vehicle must not exist, a creation), the
 * refusal was about the catalogs only, and the same write is made once more on top of the server's catalogs
 * (each write changes only its own entry, so nothing of the other tablet's is lost). Any other refusal is the
 * caller's: a conflict on the vehicle itself, or no permission.
 */
async function commitWithCatalogs(
  id: string,
  baseRevision: number | null,
  build: (batch: WriteBatch, catalogs: CatalogRevisions) => void,
): Promise<void> {
  const first = writeBatch(getDb())
  build(first, await readCatalogRevisions('cache'))
  try {
    await first.commit()
  } catch (error) {
    if (toVehicleRepositoryError(error).code !== 'permission-denied') throw error
    const server = await getServerVehicle(id).catch(() => undefined)
    if (server === undefined || (server === null ? baseRevision !== null : server.revision !== baseRevision)) throw error
    const second = writeBatch(getDb())
    build(second, await readCatalogRevisions('server'))
    await second.commit()
  }
}

/** The stored vehicle a change starts from: from the device's cache when it is there (offline too), else the server. */
async function currentVehicle(id: string): Promise<Vehicle | null> {
  const ref = vehicleRef(id)
  try {
    const cached = await getDocFromCache(ref)
    if (cached.exists()) return cached.data()
  } catch {
    // Not cached: ask the server.
  }
  try {
    const snapshot = await getDoc(ref)
    return snapshot.exists() ? snapshot.data() : null
  } catch (error) {
    const mapped = toVehicleRepositoryError(error)
    if (mapped.code === 'permission-denied' || mapped.code === 'not-found') return null
    throw mapped
  }
}

/**
 * The vehicle as the server has it now, or null when it does not exist there (deleted). Throws
 * VehicleRepositoryError('unavailable') when the server cannot be reached: what a refused write is compared with.
 */
export async function getServerVehicle(id: string): Promise<Vehicle | null> {
  try {
    const snapshot = await getDocFromServer(vehicleRef(id))
    return snapshot.exists() ? snapshot.data() : null
  } catch (error) {
    const mapped = toVehicleRepositoryError(error)
    if (mapped.code === 'not-found') return null
    throw mapped
  }
}

/**
 * What a write does to the publication date (publishedAtSchema): the server's time when the car goes from draft to
 * published, removed when it goes back to draft, untouched while it stays either.
 */
function publicationDate(wasPublished: boolean, published: boolean): { publishedAt: FieldValue } | Record<string, never> {
  if (published === wasPublished) return {}
  return { publishedAt: published ? serverTimestamp() : deleteField() }
}

/**
 * Writes a change to a stored vehicle and its catalog entry in one batch, as the next revision of `baseRevision`
 * (by default the revision on this device): the rules refuse it if the server has another revision by then.
 * `change` gives the fields to write and the vehicle they make (with the publication date it had); a change of
 * `published` sets or removes the publication date. A vehicle that cannot be read is written alone, so the rules
 * refuse it as before.
 */
async function commitChange(
  id: string,
  change: (current: Vehicle) => { data: Record<string, unknown>; after: Vehicle },
  fallback: Record<string, unknown>,
  baseRevision?: number,
): Promise<void> {
  const current = await currentVehicle(id)
  if (current === null) {
    const batch = writeBatch(getDb())
    batch.update(writableRef(id), fallback)
    await batch.commit()
    return
  }
  const base = baseRevision ?? current.revision
  const revision = base + 1
  const { data, after } = change(current)
  const publication = publicationDate(current.published, after.published)
  await commitWithCatalogs(id, base, (batch, catalogs) => {
    batch.update(writableRef(id), { ...data, ...publication, revision })
    writeCatalogs(batch, catalogs, id, revision, { vehicle: { ...after, revision }, ...publication })
  })
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
      writeCatalogs(batch, catalogs, id, 1, { vehicle: { ...data, id, createdAt: now, updatedAt: now, revision: 1 }, createdAt: serverTimestamp(), ...publication })
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
    const allKeys = [
      ...Object.keys(usedVehicleInputSchema.shape),
      ...Object.keys(rentVehicleInputSchema.shape),
    ]
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

export async function setVehiclePublished(id: string, published: boolean): Promise<void> {
  try {
    if (typeof published !== 'boolean') throw new VehicleRepositoryError('invalid', 'published must be a boolean')
    const data = { published, updatedAt: serverTimestamp() }
    await commitChange(id, (current) => ({ data, after: { ...current, published } }), data)
  } catch (error) {
    throw toVehicleRepositoryError(error)
  }
}
