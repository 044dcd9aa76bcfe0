import { z } from '@/lib/zod'
import { describeIssues } from '../model/vehicle-codec'

export type VehicleErrorCode = 'permission-denied' | 'not-found' | 'unavailable' | 'invalid' | 'unknown'

/** The one error type the vehicle repository throws; `code` is what the UI translates. */
export class VehicleRepositoryError extends Error {
  readonly code: VehicleErrorCode

  constructor(code: VehicleErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'VehicleRepositoryError'
    this.code = code
  }
}

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

export function isVehicleRepositoryError(error: unknown): error is VehicleRepositoryError {
  return error instanceof VehicleRepositoryError
}
