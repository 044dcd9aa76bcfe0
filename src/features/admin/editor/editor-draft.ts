import { emptyVehicleForm, type VehicleFormValues } from '../model/vehicle-form-model'
import { loadDraft, type StoredDraft } from '../document-editor/draft-store'

/**
 * What the editor keeps in the draft store: the vehicle id (a new one's photos upload under it), the form, and
 * where it stands with the server. The draft stays until the server has confirmed a save of it: a save refused
 * later, even after a reload, finds it here.
 */
export interface EditorDraft {
  vehicleId: string
  values: VehicleFormValues
  /** The stored revision the values were edited from (0: a vehicle not created yet). */
  baseRevision?: number
  /** A save of these values was sent and not yet confirmed: the revision it makes. */
  pendingRevision?: number
}

export function draftKeyFor(id: string | undefined): string {
  return id ? `vehicle:${id}` : 'new'
}

/** The stored draft, completed with today's defaults for fields an older version of the form did not have. */
export function loadEditorDraft(key: string): StoredDraft<EditorDraft> | null {
  const stored = loadDraft<Partial<EditorDraft>>(key)
  const value = stored?.value
  if (!stored || !value || typeof value.vehicleId !== 'string' || typeof value.values !== 'object' || value.values === null) return null
  const base = emptyVehicleForm()
  const values = { ...base, ...value.values } as VehicleFormValues
  values.title = { ...base.title, ...values.title }
  values.description = { ...base.description, ...values.description }
  if (!Array.isArray(values.equipment)) values.equipment = []
  if (!Array.isArray(values.photos)) values.photos = []
  const revision = (candidate: unknown) => (typeof candidate === 'number' && Number.isInteger(candidate) && candidate >= 0 ? candidate : undefined)
  const baseRevision = revision(value.baseRevision)
  const pendingRevision = revision(value.pendingRevision)
  return {
    savedAt: stored.savedAt,
    value: {
      vehicleId: value.vehicleId,
      values,
      ...(baseRevision !== undefined ? { baseRevision } : {}),
      ...(pendingRevision !== undefined ? { pendingRevision } : {}),
    },
  }
}

/** New vehicles just saved: the edit page they go to says "Saved" once the server has them. */
export const savedInThisTab = new Set<string>()
