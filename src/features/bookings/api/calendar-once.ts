import { getLiveDocument } from '@/lib/firebase/firestore-rest'
import { describeIssues, withoutUnknownKeys } from '@/lib/zod'
import { RENTAL_CALENDARS_COLLECTION } from '../model/booking-constants'
import { rentalCalendarSchema } from '../model/booking-schema'

export interface BusyDays {
  days: readonly string[]
  /** When the dealer last changed them; null for a car never booked. */
  updatedAt: Date | null
}

/**
 * A rental car's busy days for the public pages, read once without the Firestore SDK (one small request, which
 * the service worker answers with its last copy offline). A car never booked has no calendar: no busy days. A
 * calendar that does not read counts as none, with a warning. Throws RestReadError when it cannot be read at all.
 */
export async function fetchBusyDays(vehicleId: string): Promise<BusyDays> {
  const data = await getLiveDocument(`${RENTAL_CALENDARS_COLLECTION}/${vehicleId}`)
  if (data === null) return { days: [], updatedAt: null }
  const parsed = rentalCalendarSchema.safeParse(withoutUnknownKeys(rentalCalendarSchema, data))
  if (parsed.success) return { days: parsed.data.days, updatedAt: parsed.data.updatedAt }
  console.warn(`The calendar of ${vehicleId} cannot be read: ${describeIssues(parsed.error)}`)
  return { days: [], updatedAt: null }
}
