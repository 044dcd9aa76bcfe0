import { EMAIL_PATTERN, LONE_SURROGATE, PHONE_PATTERN, SINGLE_LINE_PATTERN } from '@/features/contact/contact-fields'
import { DATE_PATTERN } from '@/features/site/model/site-settings-schema'
import { LOCALES } from '@/lib/locale'
import { z } from '@/lib/zod'
import {
  LEAD_KINDS,
  LEAD_LIMITS as L,
  LEAD_PHOTO_FILE_PATTERN,
  LEAD_STATES,
  LEAD_VEHICLE_CATEGORIES,
  PARTS_OF_DAY,
  TRADE_IN_CONDITIONS,
  TRADE_IN_FUELS,
} from './lead-constants'
import type { LeadNotified } from './lead-notified'
import { rentalSchema, type RentalQuoteSent } from './lead-rental-schema'

/**
 * A visitor's request to the dealer, one Firestore document `leads/{id}`: one schema, a union by `kind`, for the
 * forms, the device's outbox, the inbox's decoder and the rules tests. firestore.rules accept exactly what
 * leadInputSchema accepts (plus the fields the server sets: the time, the state `new` and the sender's
 * identity); the staff's own fields (state, read, notes, revision) come after, from the reserved area.
 */

/** A car's id, as the vehicles' (ID_PATTERN in src/features/vehicles/model/vehicle-schema.ts; a unit test keeps them equal). */
export const LEAD_VEHICLE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

const int = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max))
const matching = (pattern: RegExp) => z.string().check(z.regex(pattern))
/** Never half of a surrogate pair, which Firestore cannot store as it is. */
const wellFormed = z.refine<string>((value) => !LONE_SURROGATE.test(value), { params: { reason: 'lone-surrogate' } })

/** How the text fields of a lead are checked: strictly for what is sent, as any string for what is read back. */
interface TextChecks {
  text: (min: number, max: number) => z.ZodMiniString<string>
  /** Typed on one line by the visitor: no markup, nothing invisible (SINGLE_LINE_PATTERN). */
  singleLine: (min: number, max: number) => z.ZodMiniString<string>
  /** Empty, or in the pattern's shape. */
  emptyOr: (pattern: RegExp, max: number) => z.ZodMiniString<string>
}

/**
 * Between `min` and `max` UTF-16 code units long (JavaScript's `.length`), which is what the rules' `size()` counts:
 * measured against the emulator, an emoji counts 2, an accented letter 1, a letter and a combining accent 2
 * (tests/emulators/lead-text-property.test.ts). Not z.minLength/z.maxLength, which count code points: with them a
 * name of 81 emoji (162 units) would pass here and be refused by the rules.
 */
const lengthIn = (min: number, max: number) =>
  z.refine<string>((value) => value.length >= min && value.length <= max, {
    error: `From ${min} to ${max} UTF-16 code units`,
    params: { reason: 'length', min, max },
  })

/** What the forms send and firestore.rules take. */
const sent: TextChecks = {
  text: (min, max) => z.string().check(lengthIn(min, max), wellFormed),
  singleLine: (min, max) => z.string().check(lengthIn(min, max), wellFormed, z.regex(SINGLE_LINE_PATTERN)),
  emptyOr: (pattern, max) =>
    z.string().check(
      lengthIn(0, max),
      wellFormed,
      z.refine((value) => value === '' || pattern.test(value), { params: { reason: 'format' } }),
    ),
}

/**
 * What the inbox reads: any string, so that a lead the rules took is never hidden from the dealer, even one stored
 * under an older, looser check (or by rules that count or match differently); decodeLead flags what `sent` refuses.
 */
const stored: TextChecks = { text: () => z.string(), singleLine: () => z.string(), emptyOr: () => z.string() }

/**
 * The car a lead is about: its id and category, nothing the visitor could word or price. firestore.rules accept
 * only a car that exists, is published and is of that category; the reserved area shows its name and price from
 * the vehicle's own document (a car deleted since shows as such). Leads stored by an older version also carry
 * the name and price the page showed: the inbox's decoder leaves them out (decodeLead).
 */
export const leadVehicleSchema = z.strictObject({
  id: matching(LEAD_VEHICLE_ID_PATTERN),
  category: z.enum(LEAD_VEHICLE_CATEGORIES),
})
export type LeadVehicle = z.infer<typeof leadVehicleSchema>

/**
 * The car as its page shows it, for the visitor's own screens only (the form, and the request while it waits on
 * the device): what is sent of it is its LeadVehicle.
 */
export interface ShownVehicle extends LeadVehicle {
  name: string
  /** Its price (a used car) or daily rate (a rental), in euro. */
  price: number
}

/** Who asks, and how to answer: a name and a phone number or an e-mail address (either may be empty, not both). */
const contactShapeOf = (t: TextChecks) => ({
  lang: z.enum(LOCALES),
  name: t.singleLine(1, L.nameMax),
  phone: t.emptyOr(PHONE_PATTERN, L.phoneMax),
  email: t.emptyOr(EMAIL_PATTERN, L.emailMax),
  message: t.text(0, L.messageMax),
  /** The privacy policy accepted, as every form asks. */
  privacyConsent: z.literal(true),
})

export const testDriveSchema = z.strictObject({
  /** The preferred day, `YYYY-MM-DD` on the dealer's calendar (Monday to Saturday, a day it is open). */
  date: matching(DATE_PATTERN),
  partOfDay: z.enum(PARTS_OF_DAY),
})

/** The payment calculator's values when the visitor asked. */
export const financingSchema = z.strictObject({
  downPayment: int(0, L.priceMax),
  months: int(L.monthsMin, L.monthsMax),
  /** The estimated monthly instalment, in euro (with cents). */
  monthly: z.number().check(z.positive(), z.maximum(L.priceMax)),
})

/** The visitor's own car. */
const tradeInOf = (t: TextChecks) =>
  z.strictObject({
    make: t.singleLine(1, L.tradeInMakeMax),
    model: t.singleLine(1, L.tradeInModelMax),
    year: z.int().check(
      z.minimum(L.tradeInYearMin),
      z.refine((year) => year <= new Date().getUTCFullYear(), { params: { reason: 'future-year' } }),
    ),
    km: int(0, L.tradeInKmMax),
    fuel: z.enum(TRADE_IN_FUELS),
    condition: z.enum(TRADE_IN_CONDITIONS),
  })

/** The photos of a trade-in, by their file names under `leads/{id}/` in Storage (uploaded after the lead). */
export const leadPhotosSchema = z.array(matching(LEAD_PHOTO_FILE_PATTERN)).check(
  z.maxLength(L.photosMax),
  z.refine((names) => new Set(names).size === names.length, { params: { reason: 'repeated' } }),
)

function kindShapesOf(t: TextChecks) {
  const vehicle = leadVehicleSchema
  const usedVehicle = z.extend(vehicle, { category: z.literal('used') })
  const rentVehicle = z.extend(vehicle, { category: z.literal('rent') })
  return {
    question: { kind: z.literal('question'), vehicle, message: t.text(1, L.messageMax) },
    testDrive: { kind: z.literal('test-drive'), vehicle: usedVehicle, testDrive: testDriveSchema },
    financing: { kind: z.literal('financing'), vehicle: usedVehicle, financing: financingSchema },
    tradeIn: { kind: z.literal('trade-in'), vehicle: z.optional(usedVehicle), tradeIn: tradeInOf(t), photos: leadPhotosSchema },
    rental: { kind: z.literal('rental'), vehicle: rentVehicle, rental: rentalSchema },
    contact: { kind: z.literal('contact'), subject: t.singleLine(1, L.subjectMax), message: t.text(1, L.messageMax) },
  } as const
}
const contactShape = contactShapeOf(sent)
const kindShapes = kindShapesOf(sent)

interface CrossFieldInput {
  phone: string
  email: string
  rental?: { from: string; to: string; pickUpTime: string; returnTime?: string | undefined; quote?: RentalQuoteSent | undefined }
}

/** Rules that involve more than one field; firestore.rules checks the same. */
function checkCrossFieldRules(lead: CrossFieldInput, ctx: z.core.$RefinementCtx): void {
  if (lead.phone === '' && lead.email === '') {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: 'A phone number or an e-mail address is needed', params: { reason: 'contact-needed' } })
  }
  checkDetailRules(lead, ctx)
}

/**
 * Those that involve no text field (which the inbox reads whatever it holds). A financing's down payment below the
 * car's price is the rules' to check, against the vehicle's document (and the form's, against the price shown).
 */
function checkDetailRules(lead: CrossFieldInput, ctx: z.core.$RefinementCtx): void {
  const rental = lead.rental
  if (!rental) return
  if (rental.to < rental.from || (rental.to === rental.from && rental.returnTime !== undefined && rental.returnTime <= rental.pickUpTime)) {
    ctx.addIssue({ code: 'custom', path: ['rental', 'to'], message: 'The return is before the pick-up', params: { reason: 'date-order' } })
  }
  const quote = rental.quote
  if (quote && quote.lines.reduce((sum, line) => sum + line.count * line.rate, 0) !== quote.total) {
    ctx.addIssue({ code: 'custom', path: ['rental', 'quote', 'total'], message: 'The lines do not add up to the total', params: { reason: 'total' } })
  }
}
const crossFieldRules = z.superRefine(checkCrossFieldRules)
const detailRules = z.superRefine(checkDetailRules)

export const questionLeadSchema = z.strictObject({ ...contactShape, ...kindShapes.question }).check(crossFieldRules)
export const testDriveLeadSchema = z.strictObject({ ...contactShape, ...kindShapes.testDrive }).check(crossFieldRules)
export const financingLeadSchema = z.strictObject({ ...contactShape, ...kindShapes.financing }).check(crossFieldRules)
export const tradeInLeadSchema = z.strictObject({ ...contactShape, ...kindShapes.tradeIn }).check(crossFieldRules)
export const rentalLeadSchema = z.strictObject({ ...contactShape, ...kindShapes.rental }).check(crossFieldRules)
export const contactLeadSchema = z.strictObject({ ...contactShape, ...kindShapes.contact }).check(crossFieldRules)

/** What a visitor sends: everything but what the server sets. */
export const leadInputSchema = z.discriminatedUnion('kind', [
  questionLeadSchema,
  testDriveLeadSchema,
  financingLeadSchema,
  tradeInLeadSchema,
  rentalLeadSchema,
  contactLeadSchema,
])
export type LeadInput = z.infer<typeof leadInputSchema>
export type LeadInputOf<K extends LeadInput['kind']> = Extract<LeadInput, { kind: K }>

/** A staff member's note on a lead: who wrote it, when. */
export const leadNoteSchema = z.strictObject({
  text: z.string().check(z.minLength(1), z.maxLength(L.noteMax)),
  at: z.date(),
  /** The e-mail address of the staff member's account. */
  by: z.string().check(z.maxLength(L.emailMax)),
})
export type LeadNote = z.infer<typeof leadNoteSchema>

/** The fields the server and the staff add to what the visitor sent. */
const storedShape = {
  id: z.string().check(z.minLength(1)),
  createdAt: z.date(),
  /** The sender's identity (an anonymous account of the visitor's device): the rules' flood limit counts by it. */
  uid: z.string().check(z.minLength(1), z.maxLength(128)),
  state: z.enum(LEAD_STATES),
  /** 0 until the staff first change the lead; each of their writes sets the revision it read plus one. */
  revision: z.int().check(z.minimum(0)),
  /** Opened in the inbox. */
  read: z.boolean(),
  notes: z.array(leadNoteSchema).check(z.maxLength(L.notesMax)),
  updatedAt: z.optional(z.date()),
}

const readContact = contactShapeOf(stored)
const readKinds = kindShapesOf(stored)

/**
 * A stored lead, as the inbox reads it: its text fields as any string (decodeLead flags those that the input schema
 * refuses), everything else as the input schema and the rules check it.
 */
export const leadSchema = z.discriminatedUnion('kind', [
  z.strictObject({ ...storedShape, ...readContact, ...readKinds.question }).check(detailRules),
  z.strictObject({ ...storedShape, ...readContact, ...readKinds.testDrive }).check(detailRules),
  z.strictObject({ ...storedShape, ...readContact, ...readKinds.financing }).check(detailRules),
  z.strictObject({ ...storedShape, ...readContact, ...readKinds.tradeIn }).check(detailRules),
  z.strictObject({ ...storedShape, ...readContact, ...readKinds.rental }).check(detailRules),
  z.strictObject({ ...storedShape, ...readContact, ...readKinds.contact }).check(detailRules),
])

/** The text fields of a lead, by their path: those the inbox may flag as holding what the forms never send. */
export const LEAD_TEXT_FIELDS = ['name', 'phone', 'email', 'subject', 'message', 'tradeIn.make', 'tradeIn.model'] as const
export type LeadTextField = (typeof LEAD_TEXT_FIELDS)[number]

/**
 * A lead as the inbox shows it; `warnings`: its text fields that the input schema refuses (decodeLead);
 * `sentVehicleName`: of a lead stored by an older version, the car's name as the visitor's page sent it, shown
 * only beside a car deleted since, as the visitor's words, and never put in a reply; `notified`: what became of the
 * e-mail to the dealer (lead-notified.ts).
 */
export type Lead = z.infer<typeof leadSchema> & { warnings?: readonly LeadTextField[]; sentVehicleName?: string; notified?: LeadNotified }

/** Every kind's input schema, by kind. */
export const LEAD_INPUT_SCHEMAS = {
  question: questionLeadSchema,
  'test-drive': testDriveLeadSchema,
  financing: financingLeadSchema,
  'trade-in': tradeInLeadSchema,
  rental: rentalLeadSchema,
  contact: contactLeadSchema,
} as const satisfies Record<(typeof LEAD_KINDS)[number], unknown>
