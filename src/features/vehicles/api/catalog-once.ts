import { getDocumentOnce, getPageDocument } from '@/lib/firebase/firestore-rest'
import { CATALOG_COLLECTION, type VehicleCategory } from '../model/vehicle-constants'
import type { VehicleSummary } from '../model/vehicle-schema'
import { decodeCatalog } from '../model/vehicle-summary'

/**
 * The published vehicles of one category, read once from the server without the Firestore SDK (one small
 * request): what a listing shows first, before the SDK's live, offline-capable copy takes over.
 */
export async function fetchPublishedCatalog(category: VehicleCategory): Promise<VehicleSummary[]> {
  return decodeCatalog(category, (await getDocumentOnce(`${CATALOG_COLLECTION}/${category}`)) ?? undefined)
}

/** The published vehicles of one category that a prerendered page was made with (undefined when it has none). */
export function pageCatalog(category: VehicleCategory): VehicleSummary[] | undefined {
  const fields = getPageDocument(`${CATALOG_COLLECTION}/${category}`)
  return fields && decodeCatalog(category, fields)
}
