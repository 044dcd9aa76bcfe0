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

export function isVehicleRepositoryError(error: unknown): error is VehicleRepositoryError {
  return error instanceof VehicleRepositoryError
}
