import { forEachInSlices } from '../../../lib/slices'
import { describeIssues, withoutUnknownKeys } from '../../../lib/zod'
import { isTimestampLike, warnOnce } from './vehicle-codec'
import { VEHICLE_CATEGORIES, type VehicleCategory } from './vehicle-constants'
import { sortVehicles } from './vehicle-listing'
import { vehicleSummarySchema, type Vehicle, type VehicleSummary } from './vehicle-schema'

/** The catalog entry of a vehicle (whether or not it is published: the caller decides where it goes). */
export function toVehicleSummary(vehicle: Vehicle): VehicleSummary {
  const common = {
    id: vehicle.id,
    createdAt: vehicle.createdAt,
    ...(vehicle.publishedAt ? { publishedAt: vehicle.publishedAt } : {}),
    featured: vehicle.featured,
    make: vehicle.make,
    model: vehicle.model,
    version: vehicle.version,
    title: vehicle.title,
    bodyType: vehicle.bodyType,
    fuel: vehicle.fuel,
    gearbox: vehicle.gearbox,
    firstRegistration: vehicle.firstRegistration,
    mileageKm: vehicle.mileageKm,
    powerKw: vehicle.powerKw,
    euroClass: vehicle.euroClass,
    ...(vehicle.photos[0] ? { cover: { large: vehicle.photos[0].large, thumb: vehicle.photos[0].thumb } } : {}),
  }
  return vehicle.category === 'used'
    ? { ...common, category: 'used', status: vehicle.status, price: vehicle.price }
    : { ...common, category: 'rent', status: vehicle.status, dailyRate: vehicle.dailyRate }
}

type StoredSummary = Record<string, unknown>

/**
 * A stored entry: the summary without its id (the entry's key). Its timestamps as given where the write sets them
 * (the server's timestamp for a car created or published by this write), else the summary's.
 */
export function encodeSummary(summary: VehicleSummary, timestamps: { createdAt?: unknown; publishedAt?: unknown } = {}): StoredSummary {
  const { id: _id, ...fields } = summary
  const publishedAt = timestamps.publishedAt ?? summary.publishedAt
  return { ...fields, createdAt: timestamps.createdAt ?? summary.createdAt, ...(publishedAt === undefined ? {} : { publishedAt }) }
}

/** The catalog documents of a set of vehicles: the published ones, by category (what the seed writes). */
export function buildCatalogs(vehicles: readonly Vehicle[]): Record<VehicleCategory, Record<string, StoredSummary>> {
  const catalogs = Object.fromEntries(VEHICLE_CATEGORIES.map((category) => [category, {}])) as Record<VehicleCategory, Record<string, StoredSummary>>
  for (const vehicle of vehicles) {
    if (vehicle.published) catalogs[vehicle.category][vehicle.id] = encodeSummary(toVehicleSummary(vehicle))
  }
  return catalogs
}

/**
 * The fields of a catalog document besides its entries, as the seed writes them: `revision` counts the writes
 * (each one adds one), `lastChangedId` and `lastChangedRevision` name the vehicle the last write changed and the
 * revision that write gave it (for a deletion, the revision it read plus one). firestore.rules read them to tie
 * every vehicle write to its catalog write in the same batch.
 */
export function emptyCatalogFields(): { vehicles: Record<string, StoredSummary>; lastChangedId: string; lastChangedRevision: number; revision: number } {
  return { vehicles: {}, lastChangedId: '', lastChangedRevision: 0, revision: 1 }
}

/**
 * The entries of a stored catalog document, validated one by one, newest first. Never throws: a malformed entry
 * is skipped with a console.warn naming it (once), so one bad entry never empties a listing; fields an entry has
 * that the schema does not know (written by a newer version of the app) are left out, not refused.
 */
export function decodeCatalog(category: VehicleCategory, data: Readonly<Record<string, unknown>> | undefined): VehicleSummary[] {
  const summaries: VehicleSummary[] = []
  for (const [id, raw] of catalogEntries(data)) {
    const summary = decodeCatalogEntry(category, id, raw)
    if (summary) summaries.push(summary)
  }
  return sortVehicles(summaries, 'newest')
}

/** The stored entries of a catalog document, by id (none when it has no map of them). */
export function catalogEntries(data: Readonly<Record<string, unknown>> | undefined): [string, unknown][] {
  const entries = data?.vehicles
  return typeof entries === 'object' && entries !== null ? Object.entries(entries as Record<string, unknown>) : []
}

/**
 * As decodeCatalog, a few entries at a time (forEachInSlices): a catalog of hundreds of cars takes a slow phone
 * well over a frame, and the browser gets a turn between the slices. `read` gives each stored entry as
 * decodeCatalog takes it (from the REST answer's typed values, say).
 */
export async function decodeCatalogInSlices(
  category: VehicleCategory,
  entries: Iterable<[string, unknown]>,
  read: (stored: unknown) => unknown = (stored) => stored,
): Promise<VehicleSummary[]> {
  const summaries: VehicleSummary[] = []
  await forEachInSlices(entries, ([id, stored]) => {
    const summary = decodeCatalogEntry(category, id, read(stored))
    if (summary) summaries.push(summary)
  })
  return sortVehicles(summaries, 'newest')
}

/** One stored catalog entry, validated (as decodeCatalog does each); null, with a warning (once), when malformed. */
export function decodeCatalogEntry(category: VehicleCategory, id: string, raw: unknown): VehicleSummary | null {
  if (typeof raw !== 'object' || raw === null) {
    warnOnce(`Skipping malformed catalog entry "${category}/${id}": not an object`)
    return null
  }
  const candidate: Record<string, unknown> = { ...(raw as Record<string, unknown>), id }
  for (const key of ['createdAt', 'publishedAt'] as const) {
    try {
      const value = candidate[key]
      if (isTimestampLike(value)) candidate[key] = value.toDate()
    } catch {
      candidate[key] = undefined
    }
  }
  const parsed = vehicleSummarySchema.safeParse(withoutUnknownKeys(vehicleSummarySchema, candidate))
  if (parsed.success && parsed.data.category === category) return parsed.data
  warnOnce(`Skipping malformed catalog entry "${category}/${id}": ${parsed.success ? 'wrong category' : describeIssues(parsed.error)}`)
  return null
}
