import { listLiveCollection } from '@/lib/firebase/firestore-rest'
import { describeIssues, withoutUnknownKeys } from '@/lib/zod'
import { RENTAL_CALENDARS_COLLECTION } from '../model/booking-constants'
import { rentalCalendarSchema } from '../model/booking-schema'

export interface BusyDays {
  days: readonly string[]
  /** When the dealer last changed them; null for a car never booked. */
  updatedAt: Date | null
}

const NEVER_BOOKED: BusyDays = { days: [], updatedAt: null }

/**
 * The rental cars' busy days for the public pages, by car: the whole collection of calendars read in one request
 * without the Firestore SDK (the service worker answers with its last copy offline). A car never booked has no
 * calendar, and so no busy days; a calendar that does not read counts as none, with a warning. Throws
 * RestReadError when they cannot be read at all.
 */
export async function fetchAllBusyDays(): Promise<(vehicleId: string) => BusyDays> {
  const calendars = await listLiveCollection(RENTAL_CALENDARS_COLLECTION)
  const byCar = new Map<string, BusyDays>()
  for (const [vehicleId, data] of calendars) {
    const parsed = rentalCalendarSchema.safeParse(withoutUnknownKeys(rentalCalendarSchema, data))
    if (parsed.success) byCar.set(vehicleId, { days: parsed.data.days, updatedAt: parsed.data.updatedAt })
    else console.warn(`The calendar of ${vehicleId} cannot be read: ${describeIssues(parsed.error)}`)
  }
  return (vehicleId) => byCar.get(vehicleId) ?? NEVER_BOOKED
}
