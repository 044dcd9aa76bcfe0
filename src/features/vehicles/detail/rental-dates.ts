import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { toIsoDate } from '@/lib/clock'
import { refusalMessage } from '../components/rental-quote-text'
import type { RentalQuote, RentalRefusal } from '../model/rental-pricing'
import { parseIsoDate, type RentalDates } from './contact-messages'

export type RentalDateErrors = Partial<Record<keyof RentalDates | 'pickUpTime' | 'returnTime' | 'ageBand', MessageDescriptor>>

/** Both dates required and real, the pick-up not before today, the return not before the pick-up. */
export function validateRentalDates(dates: RentalDates, today: Date = new Date()): RentalDateErrors {
  const errors: RentalDateErrors = {}
  const from = parseIsoDate(dates.from)
  const to = parseIsoDate(dates.to)
  if (!dates.from) errors.from = msg`Choose the pick-up date.`
  else if (!from) errors.from = msg`Enter a valid date.`
  else if (dates.from < toIsoDate(today)) errors.from = msg`The pick-up date cannot be in the past.`
  if (!dates.to) errors.to = msg`Choose the return date.`
  else if (!to) errors.to = msg`Enter a valid date.`
  else if (from && dates.to < dates.from) errors.to = msg`The return date cannot be before the pick-up date.`
  return errors
}

/** The field a refusal of the price rules is about. */
const REFUSAL_FIELDS: Record<RentalRefusal['reason'], keyof RentalDateErrors> = {
  'return-before-pick-up': 'to',
  'pick-up-closed-day': 'from',
  'pick-up-closed-time': 'pickUpTime',
  'return-closed-day': 'to',
  'return-closed-time': 'returnTime',
  'too-short': 'to',
  'too-long': 'to',
  'driver-too-young': 'ageBand',
}

interface RentalRequestChoice {
  pickUpTime: string
  returnTime: string
  ageBand: string
  /** The dealer's opening times on the pick-up and on the return day. */
  times: readonly string[]
  returnTimes: readonly string[]
  /** The price rules' answer for the choice (rental-pricing.ts), once dates and times are chosen. */
  quote: RentalQuote | null
}

/**
 * A request sent from the site: the dates, pick-up and return times the dealer is open at, the driver's age, and
 * a choice the price rules take.
 */
export function validateRentalRequest(
  dates: RentalDates,
  { pickUpTime, returnTime, ageBand, times, returnTimes, quote }: RentalRequestChoice,
  today: Date = new Date(),
): RentalDateErrors {
  const errors = validateRentalDates(dates, today)
  if (!errors.from && times.length === 0) errors.from = msg`We are closed on that day: choose another pick-up date.`
  else if (!errors.from && !times.includes(pickUpTime)) errors.pickUpTime = msg`Choose the pick-up time.`
  if (!errors.to && returnTimes.length === 0) errors.to = msg`We are closed on that day: choose another return date.`
  else if (!errors.to && !returnTimes.includes(returnTime)) errors.returnTime = msg`Choose the return time.`
  if (!ageBand) errors.ageBand = msg`Choose the driver's age.`
  if (quote && !quote.ok) {
    const field = REFUSAL_FIELDS[quote.reason]
    errors[field] ??= refusalMessage(quote)
  }
  return errors
}
