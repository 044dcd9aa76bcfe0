/**
 * The requests the benchmark puts in the dealer's inbox (./inbox.ts), as the server stores them: what a visitor
 * sends (checked by the lead schema, as the forms and the rules check it), with the time, the state and the sender.
 * Questions, test drives, financing and rentals about the demo's cars, one every 70 minutes back from `now`; the
 * newest unread and new, the older read and answered, as a working week leaves an inbox. Pure.
 */
import { LEAD_STATES } from '../../src/features/leads/model/lead-constants.ts'
import { leadInputSchema, type LeadInput } from '../../src/features/leads/model/lead-schema.ts'

/** The newest this many are unread and new. */
const UNREAD = 15
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** The demo's published cars the requests name, by category (at least one of each). */
export interface InboxCars {
  used: readonly string[]
  rent: readonly string[]
}

/** A lead document: its id (20 letters and digits, as the device makes them) and its stored fields. */
export interface InboxLead {
  id: string
  data: Record<string, unknown>
}

const day = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10)

/** What visitor `number` (1: the newest) sent. */
function sent(number: number, cars: InboxCars, now: Date): LeadInput {
  const contact = {
    lang: 'it',
    name: `Cliente ${String(number).padStart(2, '0')} Rossi`,
    phone: `+39 333 123 ${String(number).padStart(4, '0')}`,
    email: `cliente${number}@example.it`,
    message: '',
    privacyConsent: true,
  } as const
  const used = { id: cars.used[number % cars.used.length]!, category: 'used' } as const
  const rent = { id: cars.rent[number % cars.rent.length]!, category: 'rent' } as const
  switch (number % 4) {
    case 0:
      return { ...contact, kind: 'question', vehicle: used, message: 'È ancora disponibile? Posso vederla sabato mattina?' }
    case 1:
      return { ...contact, kind: 'test-drive', vehicle: used, testDrive: { date: day(now, 2 + (number % 5)), partOfDay: 'afternoon' } }
    case 2:
      return { ...contact, kind: 'financing', vehicle: used, financing: { downPayment: 3000, months: 48, monthly: 289.5 } }
    default:
      return { ...contact, kind: 'rental', vehicle: rent, rental: { from: day(now, 7), to: day(now, 14), pickUpTime: '09:30', ageBand: '25-69' } }
  }
}

/** `count` requests, the newest first. Throws if one of them is not what the forms send. */
export function inboxLeads(count: number, cars: InboxCars, now: Date): InboxLead[] {
  return Array.from({ length: count }, (_, index) => {
    const number = index + 1
    const createdAt = new Date(now.getTime() - number * 70 * MINUTE)
    const answered = number > UNREAD
    const data = {
      ...leadInputSchema.parse(sent(number, cars, now)),
      createdAt,
      uid: `bench-visitor-${number}`,
      state: answered ? LEAD_STATES[1 + (number % 3)] : 'new',
      ...(answered && { read: true, revision: 1, updatedAt: new Date(createdAt.getTime() + 60 * MINUTE) }),
    }
    return { id: `Bench${String(number).padStart(15, '0')}`, data }
  })
}
