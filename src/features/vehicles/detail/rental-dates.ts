import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { toIsoDate } from '@/lib/clock'
import { parseIsoDate, type RentalDates } from './contact-messages'

export type RentalDateErrors = Partial<Record<keyof RentalDates | 'pickUpTime' | 'ageBand', MessageDescriptor>>

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

/** A request sent from the site: the dates, and a pick-up time the dealer is open at and the driver's age. */
export function validateRentalRequest(
  dates: RentalDates,
  { pickUpTime, ageBand, times }: { pickUpTime: string; ageBand: string; times: readonly string[] },
  today: Date = new Date(),
): RentalDateErrors {
  const errors = validateRentalDates(dates, today)
  if (!errors.from && times.length === 0) errors.from = msg`We are closed on that day: choose another pick-up date.`
  else if (!errors.from && !times.includes(pickUpTime)) errors.pickUpTime = msg`Choose the pick-up time.`
  if (!ageBand) errors.ageBand = msg`Choose the driver's age.`
  return errors
}
