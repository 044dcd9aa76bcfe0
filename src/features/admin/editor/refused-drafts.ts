import type { Vehicle } from '@/features/vehicles/model/vehicle-schema'
import type { VehicleFormValues } from '../model/vehicle-form-model'
import { listDraftKeys } from '../document-editor/draft-store'
import { loadEditorDraft } from './editor-draft'

export interface RefusedDraft {
  vehicleId: string
  /** The vehicle's name, from the server's version or else from the draft. */
  name: string
  /** 'refused': a save sent from this device did not land; 'outdated': the draft was edited from an older version; 'deleted': the vehicle is gone. */
  reason: 'refused' | 'outdated' | 'deleted'
}

const PREFIX = 'vehicle:'

/**
 * The drafts on this device that the server's vehicles contradict: a save made (offline, perhaps before a reload)
 * that did not land, a draft edited from a revision older than the server's, or one of a vehicle deleted since.
 * `vehicles` must be the server's (not the cache's); vehicles in `waiting` still have writes on the way and are
 * left out. `isSaveOf` tells whether a vehicle is what saving the values writes (two devices saving on top of
 * the same revision make the same revision number: the values tell which one landed).
 */
export function findRefusedDrafts(
  vehicles: readonly Vehicle[],
  waiting: (id: string) => boolean,
  isSaveOf: (vehicle: Vehicle, values: VehicleFormValues) => boolean,
): RefusedDraft[] {
  const byId = new Map(vehicles.map((vehicle) => [vehicle.id, vehicle]))
  const found: RefusedDraft[] = []
  for (const key of listDraftKeys()) {
    if (!key.startsWith(PREFIX)) continue
    const draft = loadEditorDraft(key)?.value
    if (!draft || waiting(draft.vehicleId)) continue
    const { baseRevision, pendingRevision } = draft
    if (baseRevision === undefined && pendingRevision === undefined) continue
    const vehicle = byId.get(draft.vehicleId)
    const name = [vehicle?.make ?? draft.values.make, vehicle?.model ?? draft.values.model].filter(Boolean).join(' ') || draft.vehicleId
    if (!vehicle) {
      if (pendingRevision !== undefined || (baseRevision ?? 0) > 0) found.push({ vehicleId: draft.vehicleId, name, reason: 'deleted' })
    } else if (pendingRevision !== undefined) {
      if (vehicle.revision !== pendingRevision || !isSaveOf(vehicle, draft.values)) found.push({ vehicleId: draft.vehicleId, name, reason: 'refused' })
    } else if (baseRevision !== undefined && vehicle.revision > baseRevision) {
      found.push({ vehicleId: draft.vehicleId, name, reason: 'outdated' })
    }
  }
  return found
}
