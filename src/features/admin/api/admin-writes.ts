import { useSyncExternalStore } from 'react'
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

let failures: readonly WriteFailure[] = []
/** Vehicles with a write the server has not answered yet (the snapshot's pending flag can lag a render). */
let inFlight: ReadonlyMap<string, number> = new Map()
let nextKey = 1
const listeners = new Set<() => void>()

function emit(next: readonly WriteFailure[]) {
  failures = next
  for (const listener of listeners) listener()
}

function countInFlight(vehicleId: string, delta: 1 | -1) {
  const next = new Map(inFlight)
  const count = (next.get(vehicleId) ?? 0) + delta
  if (count > 0) next.set(vehicleId, count)
  else next.delete(vehicleId)
  inFlight = next
  for (const listener of listeners) listener()
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
      emit([...failures, { key: nextKey++, vehicleId: details.vehicleId, vehicleName: details.vehicleName, kind: details.kind, code }])
      details.onFailure?.(code)
    },
  )
}

export function dismissWriteFailure(key: number): void {
  emit(failures.filter((failure) => failure.key !== key))
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useWriteFailures(): readonly WriteFailure[] {
  return useSyncExternalStore(subscribe, () => failures, () => failures)
}

/** Ids of vehicles with a write still waiting for the server. */
export function useWritesInFlight(): ReadonlyMap<string, number> {
  return useSyncExternalStore(subscribe, () => inFlight, () => inFlight)
}
