import { createStore, useStore } from '@/lib/live-store'
import type { VehicleErrorCode } from '@/features/vehicles/api/vehicle-errors'

/**
 * Writes of the admin pages are fired, not awaited: Firestore applies them to the local cache at once (the live
 * list shows them, marked as waiting to sync) and its promise settles only when the server answers, which may be
 * much later. This store keeps the failures of those promises so whichever admin page is open shows them.
 */

export type WriteKind = 'save' | 'publish' | 'unpublish' | 'status' | 'delete' | 'photos'

export interface WriteFailure {
  key: number
  vehicleId: string
  vehicleName: string
  kind: WriteKind
  code: VehicleErrorCode
}

const failures = createStore<readonly WriteFailure[]>([])
/** Vehicles with a write the server has not answered yet (the snapshot's pending flag can lag a render). */
const inFlight = createStore<ReadonlyMap<string, number>>(new Map())
let nextKey = 1

function countInFlight(vehicleId: string, delta: 1 | -1) {
  inFlight.set((current) => {
    const next = new Map(current)
    const count = (next.get(vehicleId) ?? 0) + delta
    if (count > 0) next.set(vehicleId, count)
    else next.delete(vehicleId)
    return next
  })
}

function codeOf(error: unknown): VehicleErrorCode {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : ''
  if (code === 'permission-denied' || code === 'not-found' || code === 'unavailable' || code === 'invalid') return code
  if (code === 'storage/unauthorized' || code === 'storage/unauthenticated') return 'permission-denied'
  return 'unknown'
}

/** Watches a write; a failure is recorded (and `onFailure` called) whenever it comes. */
export function trackWrite(
  write: Promise<unknown>,
  details: { vehicleId: string; vehicleName: string; kind: WriteKind; onFailure?: (code: VehicleErrorCode) => void; onSuccess?: () => void },
): void {
  countInFlight(details.vehicleId, 1)
  write.then(
    () => {
      countInFlight(details.vehicleId, -1)
      details.onSuccess?.()
    },
    (error: unknown) => {
      countInFlight(details.vehicleId, -1)
      const code = codeOf(error)
      console.warn(`Vehicle write (${details.kind}) on ${details.vehicleId} failed:`, error)
      failures.set((current) => [...current, { key: nextKey++, vehicleId: details.vehicleId, vehicleName: details.vehicleName, kind: details.kind, code }])
      details.onFailure?.(code)
    },
  )
}

export function dismissWriteFailure(key: number): void {
  failures.set((current) => current.filter((failure) => failure.key !== key))
}

export function useWriteFailures(): readonly WriteFailure[] {
  return useStore(failures)
}

/** True while any write of this page has not been answered by the server. */
export function hasWritesInFlight(): boolean {
  return inFlight.get().size > 0
}

/** Ids of vehicles with a write still waiting for the server. */
export function useWritesInFlight(): ReadonlyMap<string, number> {
  return useStore(inFlight)
}
