import {
  carriesPageDocument,
  getPageDocument,
  getRawDocumentSincePage,
  hasPartialPageDocument,
  keepPageDocumentEntries,
  pagePartIsCurrent,
} from '@/lib/firebase/firestore-rest'
import { RestReadError } from '@/lib/firebase/firestore-rest-read'
import { fromRestValue, type RestValue } from '@/lib/firebase/rest-values'
import { nextTask } from '@/lib/next-task'
import { AS_PAGE } from '@/lib/page-data'
import { CATALOG_COLLECTION, VEHICLE_CATEGORIES, type VehicleCategory } from '../model/vehicle-constants'
import { sortVehicles } from '../model/vehicle-listing'
import type { VehicleSummary } from '../model/vehicle-schema'

/**
 * What a prerendered page that carries only the vehicles it shows of a catalog (the home page, a car's page) is
 * told when the server's catalog still has them as they are and nothing else has changed (its revision): the page
 * stays as it is, and `whole` gives the whole catalog, decoded from the same answer, when something needs it.
 */
export interface UnchangedPageCatalogPart {
  unchangedPart: true
  whole: () => Promise<VehicleSummary[]>
}

/**
 * The published vehicles of one category, read once from the server without the Firestore SDK (one small
 * request): what a listing shows first, before the SDK's live, offline-capable copy takes over. The entries are
 * validated by the vehicles' schema, which (with zod) loads beside the request rather than with the page; on a
 * prerendered page, after the request and only when the catalog has changed since the page was made: `AS_PAGE`
 * when it has not (the page's vehicles are the server's), an UnchangedPageCatalogPart on a page that carries
 * only some of them.
 */
export async function fetchPublishedCatalog(category: VehicleCategory): Promise<VehicleSummary[] | typeof AS_PAGE | UnchangedPageCatalogPart> {
  const path = `${CATALOG_COLLECTION}/${category}`
  const decoder = () => import('../model/vehicle-summary')
  // With the page's copy, the decoder may not be needed: it loads once the answer says so.
  const pageCopy = carriesPageDocument(path)
  const [data, summaries] = await Promise.all([getRawDocumentSincePage(path, { offMainThread: true }), pageCopy ? undefined : decoder()])
  if (data === AS_PAGE) return AS_PAGE
  const whole = async () => {
    const decoding = summaries ?? (await decoder())
    // Nothing when the chunk is gone after a deploy and the stale-chunk guard is reloading the page.
    if (!decoding) throw new RestReadError('The catalog decoder did not load', null)
    // The schema's module has just run (zod builds its schemas then): the decoding in tasks of its own.
    await nextTask()
    const vehicles = await decodeInSlices(decoding, category, data)
    keepPageDocumentEntries(path, 'vehicles', new Set(vehicles.map((vehicle) => vehicle.id)))
    return vehicles
  }
  if (data && pagePartIsCurrent(path, data)) return { unchangedPart: true, whole }
  return whole()
}

/** The catalog's entries in the REST answer, each converted and validated as decodeCatalog does, newest first. */
function decodeInSlices(decoding: typeof import('../model/vehicle-summary'), category: VehicleCategory, fields: Record<string, RestValue> | null) {
  const entries = (fields?.vehicles?.mapValue as { fields?: Record<string, RestValue> } | undefined)?.fields ?? {}
  return decoding.decodeCatalogInSlices(category, Object.entries(entries), (stored) => fromRestValue(stored as RestValue))
}

/**
 * The published vehicles of one category that a prerendered page was made with (undefined when it has none),
 * newest first: the whole catalog, or only the vehicles the page shows (pageCatalogIsPartial). The page carries
 * only entries that the prerendering validated (fetchPublishedCatalog), so they are taken as they are: the first
 * render, which takes the page's HTML over, needs no schema.
 */
export function pageCatalog(category: VehicleCategory): VehicleSummary[] | undefined {
  const fields = getPageDocument(`${CATALOG_COLLECTION}/${category}`)
  if (!fields) return undefined
  const entries = fields.vehicles
  if (typeof entries !== 'object' || entries === null) return []
  const vehicles = Object.entries(entries as Record<string, object>).map(([id, entry]) => ({ ...entry, id }) as VehicleSummary)
  return sortVehicles(vehicles, 'newest')
}

/** Whether the prerendered page carries only the vehicles it shows of the category, not its whole catalog. */
export function pageCatalogIsPartial(category: VehicleCategory): boolean {
  return hasPartialPageDocument(`${CATALOG_COLLECTION}/${category}`)
}

/**
 * While prerendering: the page carries, of the catalogs, only the vehicles in `shown` (what it shows: the home
 * page's few cards, a car's similar ones, not the whole stock), marked as a part of them (pageCatalogIsPartial).
 * Elsewhere, nothing.
 */
export function keepOnlyShownInPageCatalogs(shown: ReadonlySet<string>): void {
  for (const category of VEHICLE_CATEGORIES) keepPageDocumentEntries(`${CATALOG_COLLECTION}/${category}`, 'vehicles', shown, { partial: true })
}
