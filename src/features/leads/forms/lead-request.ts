import type { DriverAgeBand } from '../model/lead-constants'
import type { LeadVehicle } from '../model/lead-schema'

/**
 * What opens a request form: its kind, the car it is about (none for a trade-in valuation asked from the
 * services page), and what the page already knows (the payment calculator's values, the rental's dates).
 */
export type LeadRequest =
  | { kind: 'question'; vehicle: LeadVehicle }
  | { kind: 'test-drive'; vehicle: LeadVehicle }
  | { kind: 'financing'; vehicle: LeadVehicle; financing: { downPayment: number; months: number; monthly: number } }
  | { kind: 'trade-in'; vehicle?: LeadVehicle }
  | { kind: 'rental'; vehicle: LeadVehicle; rental: { from: string; to: string; pickUpTime: string; ageBand: DriverAgeBand } }
