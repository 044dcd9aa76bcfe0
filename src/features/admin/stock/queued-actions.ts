import type { VehicleStatus } from '@/features/vehicles/model/vehicle-constants'
import type { Vehicle } from '@/features/vehicles/model/vehicle-schema'
import { clearDraft, listDraftKeys, loadDraft, saveDraft } from '../document-editor/draft-store'

/**
 * The vehicle list's one-tap changes (status, publish, unpublish, delete), remembered on the device until the
 * server has answered: Firestore queues them offline and through a reload, but a queued write the server refuses
 * (another tablet changed the car first) is only rolled back in the cache, with no one told. At the next visit
 * the server's vehicles show whether each change landed; one that did not is reported. Kept with the forms'
 * drafts (draft-store), so a logout warns about them and then deletes them.
 */
export type QueuedAction = { vehicleId: string; name: string } & (
  { kind: 'status'; status: VehicleStatus } | { kind: 'publish' | 'unpublish' } | { kind: 'delete' }
)

const PREFIX = 'action:'

/** One record per vehicle and field: a later change of the same field replaces the earlier one. */
function actionKey(action: Pick<QueuedAction, 'vehicleId' | 'kind'>): string {
  const field = action.kind === 'publish' || action.kind === 'unpublish' ? 'published' : action.kind
  return `${PREFIX}${action.vehicleId}:${field}`
}

/** Remembers a change fired; returns the function that forgets it (the server has answered, either way). */
export function rememberAction(action: QueuedAction): () => void {
  const key = actionKey(action)
  saveDraft<QueuedAction>(key, action)
  return () => {
    // A later change of the same field has replaced the record: that one is still waiting.
    const stored = loadDraft<QueuedAction>(key)?.value
    if (stored && JSON.stringify(stored) === JSON.stringify(action)) clearDraft(key)
  }
}

function isQueuedAction(value: unknown): value is QueuedAction {
  if (typeof value !== 'object' || value === null) return false
  const { vehicleId, name, kind } = value as Record<string, unknown>
  return typeof vehicleId === 'string' && typeof name === 'string' && (kind === 'status' || kind === 'publish' || kind === 'unpublish' || kind === 'delete')
}

/** Whether the server's vehicle (undefined: there is none) shows the change. */
function applied(action: QueuedAction, vehicle: Vehicle | undefined): boolean {
  switch (action.kind) {
    case 'delete':
      return vehicle === undefined
    case 'status':
      return vehicle?.status === action.status
    case 'publish':
      return vehicle?.published === true
    case 'unpublish':
      return vehicle?.published === false
  }
}

export interface SettledActions {
  /** Changes the server shows (and unreadable records): their records can go. */
  applied: string[]
  /** Changes it does not show, with their records' keys: refused, or undone by another device since. */
  refused: { key: string; action: QueuedAction; vehicleGone: boolean }[]
}

/**
 * Compares the remembered changes with the server's vehicles (not the cache's); vehicles in `waiting` still
 * have writes on the way and are left out.
 */
export function settleQueuedActions(vehicles: readonly Vehicle[], waiting: (id: string) => boolean): SettledActions {
  const byId = new Map(vehicles.map((vehicle) => [vehicle.id, vehicle]))
  const settled: SettledActions = { applied: [], refused: [] }
  for (const key of listDraftKeys()) {
    if (!key.startsWith(PREFIX)) continue
    const action = loadDraft(key)?.value
    if (!isQueuedAction(action)) {
      // Unreadable: nothing to report, and nothing worth keeping.
      settled.applied.push(key)
      continue
    }
    if (waiting(action.vehicleId)) continue
    const vehicle = byId.get(action.vehicleId)
    if (applied(action, vehicle)) settled.applied.push(key)
    else settled.refused.push({ key, action, vehicleGone: vehicle === undefined })
  }
  return settled
}

export function forgetQueuedAction(key: string): void {
  clearDraft(key)
}
