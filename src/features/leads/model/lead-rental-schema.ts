import { DATE_PATTERN } from '@/features/site/model/site-settings-schema'
import { z } from '@/lib/zod'
import { DRIVER_AGE_BANDS, LEAD_LIMITS as L, PICK_UP_TIME_PATTERN, RENTAL_QUOTE_UNITS } from './lead-constants'

/**
 * A rental request's dates and the price its page showed (part of a rental lead, lead-schema.ts). firestore.rules
 * mirror it in isRental and isRentalQuote.
 */

const int = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max))
const matching = (pattern: RegExp) => z.string().check(z.regex(pattern))

/**
 * One line of a rental's price: `count` months, weeks, weekends or days at `rate` euro each; or an extra the
 * visitor chose (a child seat, a second driver), `count` rental days at `rate` euro a day.
 */
const rentalQuoteLineSchema = z.strictObject({
  unit: z.enum(RENTAL_QUOTE_UNITS),
  count: int(1, L.rentalDaysMax),
  rate: int(1, L.rentalRateMax),
})

/**
 * The price the visitor's page showed for the dates (in euro): the rental days, the lines (the rental's, then one
 * per extra chosen: the extras a request asks for are its extras' lines), their total, the kilometres included, the
 * deposit (not in the total) and, where the car sets it, the rate of each kilometre beyond the included ones (euro
 * cents, not in the total). The rules check its shape and that the lines add up to the total, not the rates: it is
 * what the visitor was shown, which the dealer confirms against the car's terms.
 */
const rentalQuoteSchema = z.strictObject({
  days: int(1, L.rentalDaysMax),
  lines: z.array(rentalQuoteLineSchema).check(z.minLength(1), z.maxLength(L.rentalLinesMax)),
  total: int(1, L.rentalTotalMax),
  includedKm: int(0, L.rentalKmMax),
  deposit: int(0, L.priceMax),
  extraKmCents: z.optional(int(1, L.rentalExtraKmCentsMax)),
})
export type RentalQuoteSent = z.infer<typeof rentalQuoteSchema>

/** A rental's dates; the return time and the price are missing only from requests sent by an older version. */
export const rentalSchema = z.strictObject({
  from: matching(DATE_PATTERN),
  to: matching(DATE_PATTERN),
  pickUpTime: matching(PICK_UP_TIME_PATTERN),
  returnTime: z.optional(matching(PICK_UP_TIME_PATTERN)),
  ageBand: z.enum(DRIVER_AGE_BANDS),
  quote: z.optional(rentalQuoteSchema),
})
export type RentalDetails = z.infer<typeof rentalSchema>
