// Relative, not '@/': the build's sitemap plugin decodes vehicles with this module (see vehicle-schema.ts).
import { describeIssues, withoutUnknownKeys } from '../../../lib/zod'
import { vehicleInputSchema, vehicleSchema, type Vehicle, type VehicleInput } from './vehicle-schema'

export type VehicleDecodeResult = { ok: true; vehicle: Vehicle } | { ok: false; reason: string }

interface TimestampLike {
  toDate(): Date
}

export function isTimestampLike(value: unknown): value is TimestampLike {
  return typeof value === 'object' && value !== null && typeof (value as { toDate?: unknown }).toDate === 'function'
}

const warned = new Set<string>()

/**
 * console.warn, once per message: live listeners decode the same stored data on every snapshot, and a malformed
 * document or entry is worth one line in the log, not one per snapshot.
 */
export function warnOnce(message: string): void {
  if (warned.has(message)) return
  warned.add(message)
  console.warn(message)
}

/**
 * Turns stored data (client or admin SDK: timestamps have toDate()) into a validated Vehicle. Never throws: a
 * malformed document gives { ok: false, reason }. Fields the schema does not know (written by a newer version of
 * the app) are left out, not refused.
 */
export function decodeVehicle(id: string, data: Readonly<Record<string, unknown>> | undefined): VehicleDecodeResult {
  if (data === undefined || data === null || typeof data !== 'object') return { ok: false, reason: 'no data' }
  const candidate: Record<string, unknown> = { ...data, id }
  // Stored before revisions existed: its first write makes it revision 1.
  if (!('revision' in candidate)) candidate.revision = 0
  for (const key of ['createdAt', 'updatedAt', 'publishedAt'] as const) {
    const value = candidate[key]
    if (isTimestampLike(value)) {
      try {
        candidate[key] = value.toDate()
      } catch {
        return { ok: false, reason: `${key}: unreadable timestamp` }
      }
    }
  }
  const parsed = vehicleSchema.safeParse(withoutUnknownKeys(vehicleSchema, candidate))
  return parsed.success ? { ok: true, vehicle: parsed.data } : { ok: false, reason: describeIssues(parsed.error) }
}

/** Drops keys whose value is undefined (Firestore rejects them; the rules treat absent optional fields as unset). */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T
}

/** The stored fields of a vehicle, without id and timestamps, validated; throws the ZodError on invalid input. */
export function encodeVehicleInput(input: VehicleInput): VehicleInput {
  return withoutUndefined(vehicleInputSchema.parse(input))
}

/** Splits a Vehicle into its id, its timestamps, its revision and the fields written as they are. */
export function splitVehicle(vehicle: Vehicle): {
  id: string
  createdAt: Date
  updatedAt: Date
  publishedAt: Date | undefined
  revision: number
  input: VehicleInput
} {
  const { id, createdAt, updatedAt, publishedAt, revision, ...input } = vehicle
  return { id, createdAt, updatedAt, publishedAt, revision, input: withoutUndefined(input) }
}
