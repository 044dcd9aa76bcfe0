import type { LeadInput, LeadInputOf, ShownVehicle } from '@/features/leads/model/lead-schema'

/** A valid lead of each kind, as the forms make them. */

/**
 * The cars the fixtures name, as their pages show them (the emulator tests store them as published vehicles:
 * storeLeadCars in tests/emulators/lead-batch.ts); a lead sends only their id and category.
 */
export const FIXTURE_CARS = {
  used: { id: 'used-004', name: 'Volkswagen Golf 1.5 TSI Life', category: 'used', price: 21900 },
  rent: { id: 'rent-007', name: 'Fiat 500e La Prima', category: 'rent', price: 55 },
  /** The largest lead's: an id of the longest kind. */
  longest: { id: 'v'.repeat(64), name: 'Volvo V90', category: 'used', price: 1_000_000 },
} as const satisfies Record<string, ShownVehicle>

const contact = { lang: 'it', name: 'Mario Rossi', phone: '+39 333 123 4567', email: 'mario.rossi@example.it', message: '', privacyConsent: true } as const
const usedCar = { id: FIXTURE_CARS.used.id, category: 'used' } as const
const rentCar = { id: FIXTURE_CARS.rent.id, category: 'rent' } as const

export const LEAD_FIXTURES = {
  question: { kind: 'question', ...contact, vehicle: usedCar, message: 'È ancora disponibile? Posso vederla sabato?' },
  'test-drive': { kind: 'test-drive', ...contact, vehicle: usedCar, testDrive: { date: '2030-05-04', partOfDay: 'morning' } },
  financing: { kind: 'financing', ...contact, vehicle: usedCar, financing: { downPayment: 4500, months: 48, monthly: 415.87 } },
  'trade-in': {
    kind: 'trade-in',
    ...contact,
    vehicle: usedCar,
    tradeIn: { make: 'Fiat', model: 'Punto', year: 2012, km: 148000, fuel: 'petrol', condition: 'good' },
    photos: ['0123456789abcdef01234567.webp', '89abcdef0123456789abcdef.jpg'],
  },
  rental: {
    kind: 'rental',
    ...contact,
    vehicle: rentCar,
    rental: {
      from: '2030-06-01',
      to: '2030-06-10',
      pickUpTime: '09:30',
      returnTime: '10:00',
      ageBand: '25-69',
      quote: {
        days: 9,
        lines: [
          { unit: 'week', count: 1, rate: 300 },
          { unit: 'day', count: 2, rate: 50 },
        ],
        total: 400,
        includedKm: 1800,
        deposit: 500,
      },
    },
  },
  contact: { kind: 'contact', ...contact, subject: 'Orari di agosto', message: 'Siete aperti a Ferragosto?' },
} as const satisfies { [K in LeadInput['kind']]: LeadInputOf<K> }

/** A fresh copy, safe to change. */
export function leadFixture<K extends LeadInput['kind']>(kind: K): LeadInputOf<K> {
  return structuredClone(LEAD_FIXTURES[kind]) as unknown as LeadInputOf<K>
}

/** The largest lead the schema allows: a trade-in with every field at its longest and six photos. */
export function largestLead(): LeadInputOf<'trade-in'> {
  const lead = leadFixture('trade-in')
  return {
    ...lead,
    name: 'N'.repeat(161),
    phone: `+39 ${'3'.repeat(26)}`,
    email: `${'m'.repeat(240)}@example.it`,
    message: 'x'.repeat(3000),
    vehicle: { id: FIXTURE_CARS.longest.id, category: 'used' },
    tradeIn: { make: 'M'.repeat(40), model: 'm'.repeat(60), year: 2020, km: 2_000_000, fuel: 'other', condition: 'poor' },
    photos: Array.from({ length: 6 }, (_, index) => `${String(index).repeat(24)}.webp`),
  }
}
