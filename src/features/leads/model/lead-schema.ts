import { EMAIL_PATTERN, PHONE_PATTERN, SINGLE_LINE_PATTERN } from '@/features/contact/contact-fields'
import { DATE_PATTERN } from '@/features/site/model/site-settings-schema'
import { LOCALES } from '@/lib/locale'
import { z } from '@/lib/zod'
import {
  DRIVER_AGE_BANDS,
  LEAD_KINDS,
  LEAD_LIMITS as L,
  LEAD_PHOTO_FILE_PATTERN,
  LEAD_STATES,
  LEAD_VEHICLE_CATEGORIES,
  PARTS_OF_DAY,
  PICK_UP_TIME_PATTERN,
  TRADE_IN_CONDITIONS,
  TRADE_IN_FUELS,
} from './lead-constants'

/**
 * A visitor's request to the dealer, one Firestore document `leads/{id}`: one schema, a union by `kind`, for the
 * forms, the device's outbox, the inbox's decoder and the rules tests. firestore.rules accept exactly what
 * leadInputSchema accepts (plus the fields the server sets: the time, the state `new` and the sender's
 * identity); the staff's own fields (state, read, notes, revision) come after, from the reserved area.
 */

/** A car's id, as the vehicles' (ID_PATTERN in src/features/vehicles/model/vehicle-schema.ts; a unit test keeps them equal). */
export const LEAD_VEHICLE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

const int = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max))
const text = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max))
/** Typed on one line by the visitor: no markup, no control characters. */
const singleLine = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max), z.regex(SINGLE_LINE_PATTERN))
/** Empty, or in the pattern's shape. */
const emptyOr = (pattern: RegExp, max: number) =>
  z.string().check(
    z.maxLength(max),
    z.refine((value) => value === '' || pattern.test(value), { params: { reason: 'format' } }),
  )
const matching = (pattern: RegExp) => z.string().check(z.regex(pattern))

/** The car a lead is about, as its page showed it when the visitor asked (the car may be sold or deleted since). */
export const leadVehicleSchema = z.strictObject({
  id: matching(LEAD_VEHICLE_ID_PATTERN),
  name: text(1, L.vehicleNameMax),
  category: z.enum(LEAD_VEHICLE_CATEGORIES),
  /** Its price (a used car) or daily rate (a rental), in euro. */
  price: int(1, L.priceMax),
})
export type LeadVehicle = z.infer<typeof leadVehicleSchema>

const usedVehicle = z.extend(leadVehicleSchema, { category: z.literal('used') })
const rentVehicle = z.extend(leadVehicleSchema, { category: z.literal('rent') })

/** Who asks, and how to answer: a name and a phone number or an e-mail address (either may be empty, not both). */
const contactShape = {
  lang: z.enum(LOCALES),
  name: singleLine(1, L.nameMax),
  phone: emptyOr(PHONE_PATTERN, L.phoneMax),
  email: emptyOr(EMAIL_PATTERN, L.emailMax),
  message: text(0, L.messageMax),
  /** The privacy policy accepted, as every form asks. */
  privacyConsent: z.literal(true),
}

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
export const tradeInSchema = z.strictObject({
  make: singleLine(1, L.tradeInMakeMax),
  model: singleLine(1, L.tradeInModelMax),
  year: z.int().check(
    z.minimum(L.tradeInYearMin),
    z.refine((year) => year <= new Date().getUTCFullYear(), { params: { reason: 'future-year' } }),
  ),
  km: int(0, L.tradeInKmMax),
  fuel: z.enum(TRADE_IN_FUELS),
  condition: z.enum(TRADE_IN_CONDITIONS),
})

export const rentalSchema = z.strictObject({
  from: matching(DATE_PATTERN),
  to: matching(DATE_PATTERN),
  pickUpTime: matching(PICK_UP_TIME_PATTERN),
  ageBand: z.enum(DRIVER_AGE_BANDS),
})

/** The photos of a trade-in, by their file names under `leads/{id}/` in Storage (uploaded after the lead). */
export const leadPhotosSchema = z.array(matching(LEAD_PHOTO_FILE_PATTERN)).check(
  z.maxLength(L.photosMax),
  z.refine((names) => new Set(names).size === names.length, { params: { reason: 'repeated' } }),
)

const kindShapes = {
  question: { kind: z.literal('question'), vehicle: leadVehicleSchema, message: text(1, L.messageMax) },
  testDrive: { kind: z.literal('test-drive'), vehicle: usedVehicle, testDrive: testDriveSchema },
  financing: { kind: z.literal('financing'), vehicle: usedVehicle, financing: financingSchema },
  tradeIn: { kind: z.literal('trade-in'), vehicle: z.optional(usedVehicle), tradeIn: tradeInSchema, photos: leadPhotosSchema },
  rental: { kind: z.literal('rental'), vehicle: rentVehicle, rental: rentalSchema },
  contact: { kind: z.literal('contact'), subject: singleLine(1, L.subjectMax), message: text(1, L.messageMax) },
} as const

interface CrossFieldInput {
  phone: string
  email: string
  vehicle?: { price: number } | undefined
  financing?: { downPayment: number }
  rental?: { from: string; to: string }
}

/** Rules that involve more than one field; firestore.rules checks the same. */
function checkCrossFieldRules(lead: CrossFieldInput, ctx: z.core.$RefinementCtx): void {
  if (lead.phone === '' && lead.email === '') {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: 'A phone number or an e-mail address is needed', params: { reason: 'contact-needed' } })
  }
  if (lead.financing && lead.vehicle && lead.financing.downPayment >= lead.vehicle.price) {
    ctx.addIssue({ code: 'custom', path: ['financing', 'downPayment'], message: 'Nothing left to finance', params: { reason: 'down-payment' } })
  }
  if (lead.rental && lead.rental.to < lead.rental.from) {
    ctx.addIssue({ code: 'custom', path: ['rental', 'to'], message: 'The return is before the pick-up', params: { reason: 'date-order' } })
  }
}
const crossFieldRules = z.superRefine(checkCrossFieldRules)

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
  text: text(1, L.noteMax),
  at: z.date(),
  /** The e-mail address of the staff member's account. */
  by: text(0, L.emailMax),
})
export type LeadNote = z.infer<typeof leadNoteSchema>

/** The fields the server and the staff add to what the visitor sent. */
const storedShape = {
  id: z.string().check(z.minLength(1)),
  createdAt: z.date(),
  /** The sender's identity (an anonymous account of the visitor's device): the rules' flood limit counts by it. */
  uid: text(1, 128),
  state: z.enum(LEAD_STATES),
  /** 0 until the staff first change the lead; each of their writes sets the revision it read plus one. */
  revision: z.int().check(z.minimum(0)),
  /** Opened in the inbox. */
  read: z.boolean(),
  notes: z.array(leadNoteSchema).check(z.maxLength(L.notesMax)),
  updatedAt: z.optional(z.date()),
}

/** A stored lead, as the inbox reads it. */
export const leadSchema = z.discriminatedUnion('kind', [
  z.strictObject({ ...storedShape, ...contactShape, ...kindShapes.question }).check(crossFieldRules),
  z.strictObject({ ...storedShape, ...contactShape, ...kindShapes.testDrive }).check(crossFieldRules),
  z.strictObject({ ...storedShape, ...contactShape, ...kindShapes.financing }).check(crossFieldRules),
  z.strictObject({ ...storedShape, ...contactShape, ...kindShapes.tradeIn }).check(crossFieldRules),
  z.strictObject({ ...storedShape, ...contactShape, ...kindShapes.rental }).check(crossFieldRules),
  z.strictObject({ ...storedShape, ...contactShape, ...kindShapes.contact }).check(crossFieldRules),
])
export type Lead = z.infer<typeof leadSchema>

/** Every kind's input schema, by kind. */
export const LEAD_INPUT_SCHEMAS = {
  question: questionLeadSchema,
  'test-drive': testDriveLeadSchema,
  financing: financingLeadSchema,
  'trade-in': tradeInLeadSchema,
  rental: rentalLeadSchema,
  contact: contactLeadSchema,
} as const satisfies Record<(typeof LEAD_KINDS)[number], unknown>
