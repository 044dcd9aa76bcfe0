import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LeadKind, LeadState, PartOfDay, TradeInCondition, TradeInFuel } from './lead-constants'

/** The names of a lead's kinds and choices, for the forms and the inbox. */

export const LEAD_KIND_LABELS: Record<LeadKind, MessageDescriptor> = {
  question: msg`Question about a car`,
  'test-drive': msg`Test drive`,
  financing: msg`Financing`,
  'trade-in': msg`Trade-in valuation`,
  rental: msg`Rental`,
  contact: msg`Message`,
}

export const LEAD_STATE_LABELS: Record<LeadState, MessageDescriptor> = {
  new: msg({ id: 'lead.state.new', message: 'New' }),
  contacted: msg`Contacted`,
  won: msg`Won`,
  lost: msg`Lost`,
}

export const PART_OF_DAY_LABELS: Record<PartOfDay, MessageDescriptor> = {
  morning: msg`Morning`,
  afternoon: msg`Afternoon`,
}

export const TRADE_IN_FUEL_LABELS: Record<TradeInFuel, MessageDescriptor> = {
  petrol: msg`Petrol`,
  diesel: msg`Diesel`,
  hybrid: msg`Hybrid`,
  'plug-in-hybrid': msg`Plug-in hybrid`,
  electric: msg`Electric`,
  lpg: msg`LPG`,
  cng: msg`CNG (methane)`,
  other: msg`Other`,
}

export const TRADE_IN_CONDITION_LABELS: Record<TradeInCondition, MessageDescriptor> = {
  excellent: msg`Excellent`,
  good: msg`Good`,
  fair: msg`Fair: some wear`,
  poor: msg`Needs work`,
}
