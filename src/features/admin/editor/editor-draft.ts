import { emptyVehicleForm, type VehicleFormValues } from '../model/vehicle-form-model'
import { loadDraft, type StoredDraft } from './draft-store'

/** What the editor keeps in the draft store: the vehicle id (a new one's photos upload under it) and the form. */
export interface EditorDraft {
  vehicleId: string
  values: VehicleFormValues
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
  return { savedAt: stored.savedAt, value: { vehicleId: value.vehicleId, values } }
}

/** New vehicles just saved: the edit page they go to says "Saved" once the server has them. */
export const savedInThisTab = new Set<string>()
