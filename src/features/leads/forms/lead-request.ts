import type { RentalDetails } from '../model/lead-rental-schema'
import type { ShownVehicle } from '../model/lead-schema'

/**
 * What opens a request form: its kind, the car it is about as its page shows it (none for a trade-in valuation
 * asked from the services page; the lead sends only its id and category), and what the page already knows (the
 * payment calculator's values, the rental's dates).
 */
export type LeadRequest =
  | { kind: 'question'; vehicle: ShownVehicle }
  | { kind: 'test-drive'; vehicle: ShownVehicle }
  | { kind: 'financing'; vehicle: ShownVehicle; financing: { downPayment: number; months: number; monthly: number } }
  | { kind: 'trade-in'; vehicle?: ShownVehicle }
  | { kind: 'rental'; vehicle: ShownVehicle; rental: RentalDetails }
