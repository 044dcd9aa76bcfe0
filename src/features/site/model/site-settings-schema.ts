// Relative, not '@/': the seed and the prerender (run by Node) decode settings with this schema too.
import { business, type BusinessConfig, type OpeningInterval, type Weekday } from '../../../config/business'
import { describeIssues, matching, text, withoutUnknownKeys, z } from '../../../lib/zod'
import { minutesOf } from './opening-status'

/**
 * The dealer's site settings, one Firestore document (`settings/site`) that the staff edit from the reserved
 * area: contacts, address, weekly hours, dated exceptions and a notice. One schema for the editor's form, the
 * readers and the rules tests; `firestore.rules` checks the same shapes and bounds.
 */

export const SETTINGS_LIMITS = {
  intervalsPerDay: 2,
  exceptions: 60,
  reasonLength: 80,
  noticeLength: 280,
  streetLength: 120,
  placeLength: 60,
  emailLength: 120,
} as const

/** `HH:MM`, 24-hour; `24:00` closes at midnight. */
export const TIME_PATTERN = /^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$/
/** A calendar date, `YYYY-MM-DD`. */
export const DATE_PATTERN = /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/
/** A phone number as the dealer writes it: an optional +, then digits and spaces (6 to 20 characters). */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ]{5,19}$/
/** A WhatsApp number as wa.me wants it: country code and number, digits only. */
export const WHATSAPP_PATTERN = /^[1-9][0-9]{7,14}$/
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const POSTAL_CODE_PATTERN = /^[0-9]{5}$/
export const PROVINCE_CODE_PATTERN = /^[A-Z]{2}$/

/** The week's days as the document names them, Sunday first as `Date.getDay()` counts (0 = Sunday). */
export const DAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const
export type DayKey = (typeof DAY_KEYS)[number]

export const intervalSchema = z.strictObject({ opens: matching(TIME_PATTERN), closes: matching(TIME_PATTERN) }).check(
  z.refine(({ opens, closes }) => minutesOf(opens) < minutesOf(closes), {
    message: 'The interval ends before it starts',
    path: ['closes'],
    params: { reason: 'interval-order' },
  }),
)

/** A day's intervals: at most two, earliest first, not overlapping. Empty: closed. */
export const dayHoursSchema = z.array(intervalSchema).check(
  z.maxLength(SETTINGS_LIMITS.intervalsPerDay),
  z.refine((intervals) => intervals.every((interval, index) => index === 0 || minutesOf(intervals[index - 1]!.closes) <= minutesOf(interval.opens)), {
    message: 'The intervals overlap or are out of order',
    params: { reason: 'interval-overlap' },
  }),
)

export const weeklyHoursSchema = z.strictObject(Object.fromEntries(DAY_KEYS.map((day) => [day, dayHoursSchema])) as Record<DayKey, typeof dayHoursSchema>)

const localizedText = (max: number, min = 0) => z.strictObject({ it: text(max, min), en: text(max, min) })

export const hoursExceptionSchema = z
  .strictObject({
    from: matching(DATE_PATTERN),
    to: matching(DATE_PATTERN),
    intervals: dayHoursSchema,
    reason: localizedText(SETTINGS_LIMITS.reasonLength),
  })
  .check(
    z.refine(({ from, to }) => from <= to, { message: 'The exception ends before it starts', path: ['to'], params: { reason: 'date-order' } }),
  )

export const NOTICE_TONES = ['info', 'warning'] as const

export const noticeSchema = z
  .strictObject({
    text: localizedText(SETTINGS_LIMITS.noticeLength, 1),
    from: matching(DATE_PATTERN),
    to: matching(DATE_PATTERN),
    tone: z.enum(NOTICE_TONES),
  })
  .check(z.refine(({ from, to }) => from <= to, { message: 'The notice ends before it starts', path: ['to'], params: { reason: 'date-order' } }))

/** What the editor writes (the stored document adds its revision and time). */
export const siteSettingsInputSchema = z.strictObject({
  phone: matching(PHONE_PATTERN),
  whatsapp: matching(WHATSAPP_PATTERN),
  email: z.string().check(z.maxLength(SETTINGS_LIMITS.emailLength), z.regex(EMAIL_PATTERN)),
  address: z.strictObject({
    street: text(SETTINGS_LIMITS.streetLength, 1),
    postalCode: matching(POSTAL_CODE_PATTERN),
    city: text(SETTINGS_LIMITS.placeLength, 1),
    province: text(SETTINGS_LIMITS.placeLength, 1),
    provinceCode: matching(PROVINCE_CODE_PATTERN),
  }),
  geo: z.strictObject({
    latitude: z.number().check(z.minimum(-90), z.maximum(90)),
    longitude: z.number().check(z.minimum(-180), z.maximum(180)),
  }),
  weeklyHours: weeklyHoursSchema,
  exceptions: z.array(hoursExceptionSchema).check(z.maxLength(SETTINGS_LIMITS.exceptions)),
  notice: z.nullable(noticeSchema),
})

export type SiteSettingsInput = z.infer<typeof siteSettingsInputSchema>

/** The stored document: the input, its revision (1 when created, +1 on every write) and the time of the last write. */
export const siteSettingsSchema = z.extend(siteSettingsInputSchema, {
  revision: z.int().check(z.minimum(1)),
  updatedAt: z.date(),
})

export type SiteSettings = z.infer<typeof siteSettingsSchema>

/** The settings in `src/config/business.ts`: the seed's values, and what the site shows when the document is missing or unreadable. */
export function settingsFromConfig(config: BusinessConfig = business): SiteSettingsInput {
  const { street, postalCode, city, province, provinceCode } = config.address
  return {
    phone: config.phoneDisplay,
    whatsapp: config.whatsapp,
    email: config.email,
    address: { street, postalCode, city, province, provinceCode },
    geo: { ...config.geo },
    weeklyHours: Object.fromEntries(DAY_KEYS.map((day, index) => [day, config.openingHours[index as Weekday].map((interval) => ({ ...interval }))])) as Record<
      DayKey,
      OpeningInterval[]
    >,
    exceptions: config.hoursExceptions.map((exception) => ({ ...exception })),
    notice: null,
  }
}

export type SettingsDecodeResult = { ok: true; settings: SiteSettings } | { ok: false; reason: string }

/**
 * A stored settings document as the site uses it: fields it does not know are ignored (a newer app's), anything
 * else that does not fit the schema makes it unreadable, with the reason (the site then shows the fallback).
 */
export function decodeSiteSettings(data: Readonly<Record<string, unknown>> | null | undefined): SettingsDecodeResult {
  if (data === null || data === undefined || typeof data !== 'object') return { ok: false, reason: 'no document' }
  const candidate: Record<string, unknown> = { ...data }
  const updatedAt = candidate.updatedAt
  if (updatedAt && typeof updatedAt === 'object' && 'toDate' in updatedAt && typeof updatedAt.toDate === 'function') candidate.updatedAt = updatedAt.toDate()
  const parsed = siteSettingsSchema.safeParse(withoutUnknownKeys(siteSettingsSchema, candidate))
  return parsed.success ? { ok: true, settings: parsed.data } : { ok: false, reason: describeIssues(parsed.error) }
}

/** The week's hours by `Date.getDay()` number, as the opening status reads them. */
export function weekdayHours(settings: Pick<SiteSettingsInput, 'weeklyHours'>): Record<Weekday, OpeningInterval[]> {
  return Object.fromEntries(DAY_KEYS.map((day, index) => [index, settings.weeklyHours[day]])) as Record<Weekday, OpeningInterval[]>
}

