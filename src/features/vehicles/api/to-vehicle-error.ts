import { describeIssues, z } from '@/lib/zod'
import { VehicleRepositoryError, type VehicleErrorCode } from './vehicle-errors'

const FIRESTORE_CODE_MAP: Readonly<Record<string, VehicleErrorCode>> = {
  'permission-denied': 'permission-denied',
  unauthenticated: 'permission-denied',
  'not-found': 'not-found',
  unavailable: 'unavailable',
  'deadline-exceeded': 'unavailable',
  'resource-exhausted': 'unavailable',
  'invalid-argument': 'invalid',
  'out-of-range': 'invalid',
}

/** Wraps anything thrown by Firestore or by validation into a VehicleRepositoryError. */
export function toVehicleRepositoryError(error: unknown): VehicleRepositoryError {
  if (error instanceof VehicleRepositoryError) return error
  if (error instanceof z.core.$ZodError) return new VehicleRepositoryError('invalid', describeIssues(error), { cause: error })
  const rawCode = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : ''
  const code = FIRESTORE_CODE_MAP[rawCode.replace(/^firestore\//, '')] ?? 'unknown'
  const message = error instanceof Error ? error.message : String(error)
  return new VehicleRepositoryError(code, message, { cause: error })
}
