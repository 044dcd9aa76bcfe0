import {
  FieldPath,
  deleteField,
  getDb,
  getDoc,
  getDocFromCache,
  getDocFromServer,
  serverTimestamp,
  writeBatch,
  type FieldValue,
  type WriteBatch,
} from '@/lib/firebase/firestore'
import { VEHICLE_CATEGORIES, type VehicleCategory } from '../model/vehicle-constants'
import { encodeSummary, toVehicleSummary } from '../model/vehicle-summary'
import type { Vehicle } from '../model/vehicle-schema'
import { toVehicleRepositoryError } from './to-vehicle-error'
import { catalogRef, vehicleRef, writableRef } from './vehicle-refs'

// How a vehicle's write is made: in one batch with its entry in the catalogs, each write the next revision of the
// vehicle and of every catalog, which the rules check. The writes themselves are in admin-vehicles-repository.ts.

/** The revision of each category's catalog, as read before a write (0 for one that could not be read). */
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
 * publishes), and no entry anywhere else. Every catalog is written, so a vehicle that moved category or was
 * unpublished leaves no entry behind. Each catalog write names the vehicle and the revision the vehicle has after
 * the batch (for a deletion, the revision read plus one), and is the next revision of the catalog as read: the
 * rules accept the vehicle's write only with it.
 */
export function writeCatalogs(
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
export async function commitWithCatalogs(
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
    const server = await readServerVehicle(id).catch(() => undefined)
    if (server === undefined || (server === null ? baseRevision !== null : server.revision !== baseRevision)) throw error
    const second = writeBatch(getDb())
    build(second, await readCatalogRevisions('server'))
    await second.commit()
  }
}

/** The stored vehicle a change starts from: from the device's cache when it is there (offline too), else the server. */
export async function currentVehicle(id: string): Promise<Vehicle | null> {
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
export async function readServerVehicle(id: string): Promise<Vehicle | null> {
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
export function publicationDate(wasPublished: boolean, published: boolean): { publishedAt: FieldValue } | Record<string, never> {
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
export async function commitChange(
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
