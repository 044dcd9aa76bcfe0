import { CONTACT_LIMITS } from '@/features/contact/contact-fields'

/**
 * What a visitor's request (a lead) may hold: its kinds, the choices of its fields and their bounds. The lead
 * schema (lead-schema.ts), the forms, the device's outbox, the inbox and firestore.rules use these; a unit test
 * (tests/unit/lead-rules-sync.test.ts) fails when the rules drift from them.
 */

export const LEADS_COLLECTION = 'leads'
/** Where a trade-in's photo is in Storage: `leads/{leadId}/{file}` (storage.rules match the same). */
export const leadPhotoPath = (leadId: string, file: string): string => `${LEADS_COLLECTION}/${leadId}/${file}`

/** One document per visitor identity: when it last sent a lead, and which one (the rules' flood limit). */
export const LEAD_THROTTLES_COLLECTION = 'leadThrottles'

/**
 * One document for the whole site, `leadRate/site`: how many leads arrived in the current window and when it
 * started (the rules' site-wide cap, LEAD_LIMITS.siteLeadsMax in LEAD_LIMITS.siteWindowMinutes). Every lead's
 * batch advances it; visitors read it, so a device knows before sending whether the site is taking requests.
 */
export const LEAD_RATE_PATH = 'leadRate/site'

/** A trade-in's photos are taken only this many minutes after their lead arrived (storage.rules, leadPhotoWindowMinutes()). */
export const LEAD_PHOTO_WINDOW_MINUTES = 15

/** What the visitor asks for: about a car, a test drive, financing, a trade-in valuation, a rental, or anything (the footer form). */
export const LEAD_KINDS = ['question', 'test-drive', 'financing', 'trade-in', 'rental', 'contact'] as const
export type LeadKind = (typeof LEAD_KINDS)[number]

/** Where the dealer is with it: every lead arrives new. */
export const LEAD_STATES = ['new', 'contacted', 'won', 'lost'] as const
export type LeadState = (typeof LEAD_STATES)[number]

/** A test drive's preferred part of the day. */
export const PARTS_OF_DAY = ['morning', 'afternoon'] as const
export type PartOfDay = (typeof PARTS_OF_DAY)[number]

/** The visitor's own car, as they describe it for a trade-in: its fuel, and how it is kept. */
export const TRADE_IN_FUELS = ['petrol', 'diesel', 'hybrid', 'plug-in-hybrid', 'electric', 'lpg', 'cng', 'other'] as const
export type TradeInFuel = (typeof TRADE_IN_FUELS)[number]
export const TRADE_IN_CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const
export type TradeInCondition = (typeof TRADE_IN_CONDITIONS)[number]

/** A rental driver's age, in the bands a rental's price and conditions depend on. */
export const DRIVER_AGE_BANDS = ['18-24', '25-69', '70+'] as const
export type DriverAgeBand = (typeof DRIVER_AGE_BANDS)[number]
/** An age band as written in any language: "18–24", "70+". */
export const ageBandLabel = (band: DriverAgeBand): string => band.replace('-', '–')

/** A rental's extras the visitor may choose, where the car prices them: a child seat, a second driver. */
export const RENTAL_EXTRAS = ['child-seat', 'second-driver'] as const
export type RentalExtra = (typeof RENTAL_EXTRAS)[number]

/**
 * The units of a rental's price lines, as the visitor's page priced them (src/features/vehicles/model/rental-pricing.ts):
 * a month (30 days), a week, a weekend, a day; and an extra's line, its rental days at its rate per day.
 */
export const RENTAL_QUOTE_UNITS = ['month', 'week', 'weekend', 'day', ...RENTAL_EXTRAS] as const
export type RentalQuoteUnit = (typeof RENTAL_QUOTE_UNITS)[number]

/** The categories of the car a lead names (the vehicles', which this feature does not import). */
export const LEAD_VEHICLE_CATEGORIES = ['used', 'rent'] as const

/** Bounds of every field; firestore.rules has one function per entry, named `lead` + the key (leadNameMax()…). */
export const LEAD_LIMITS = {
  /** The footer form's first and last name, joined by a space. */
  nameMax: 2 * CONTACT_LIMITS.name + 1,
  phoneMax: CONTACT_LIMITS.phone,
  emailMax: CONTACT_LIMITS.email,
  subjectMax: CONTACT_LIMITS.subject,
  messageMax: CONTACT_LIMITS.message,
  /** A price or a daily rate, in euro. */
  priceMax: 1_000_000,
  tradeInMakeMax: 40,
  tradeInModelMax: 60,
  tradeInYearMin: 1950,
  tradeInKmMax: 2_000_000,
  photosMax: 6,
  /** The payment calculator's durations (PAYMENT_LIMITS in src/features/vehicles/payment.ts). */
  monthsMin: 12,
  monthsMax: 84,
  /**
   * A rental's price as the visitor saw it: its days, lines (months, weeks, days, or a weekend; then one per
   * extra), a line's rate, the total, the kilometres, the rate of an extra kilometre (euro cents).
   */
  rentalDaysMax: 365,
  rentalLinesMax: 5,
  rentalRateMax: 200_000,
  rentalTotalMax: 5_000_000,
  rentalKmMax: 2_000_000,
  rentalExtraKmCentsMax: 1000,
  /** The staff's notes on a lead: how many, and how long each. */
  notesMax: 200,
  noteMax: 2000,
  /** A visitor identity sends at most one lead in this many seconds. */
  throttleSeconds: 60,
  /** The whole site takes at most siteLeadsMax leads in a window of siteWindowMinutes (whoever sends them). */
  siteLeadsMax: 20,
  siteWindowMinutes: 10,
} as const

/** A lead's id: made on the device (20 letters and digits, as Firestore's own ids), so that a resend is recognised. */
export const LEAD_ID_PATTERN = /^[A-Za-z0-9]{20}$/
/** A trade-in photo's file under `leads/{leadId}/`: a photo id (24 hex digits) and the format's extension. */
export const LEAD_PHOTO_FILE_PATTERN = /^[0-9a-f]{24}[.](webp|jpg)$/
/** A rental's pick-up time, `HH:MM`. */
export const PICK_UP_TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/

/** How long the dealer keeps a lead (the privacy page says so); older ones are flagged in the inbox for deletion. */
export const LEAD_RETENTION_MONTHS = 24
