// Relative, not '@/': the seed and the prerender (run by Node) decode settings with this schema too.
import { describeIssues, matching, text, withoutUnknownKeys, z } from '../../../lib/zod'
import { minutesOf } from './opening-status'
import { DAY_KEYS, formatDayHours, formatException, parseDayHours, parseException, type DayKey } from './day-hours'

/**
 * The dealer's site settings, one Firestore document (`settings/site`) that the staff edit from the reserved
 * area: contacts, address, weekly hours, dated exceptions and a notice. One schema for the editor's form, the
 * readers, the seed and the rules tests; `firestore.rules` checks the same shapes and bounds.
 *
 * A day's hours are stored as one string, "09:00-12:30 15:00-19:00" ("" when closed), which the rules check
 * with one regular expression: checking each interval as a map of its own (keys, pattern, order, overlap) costs
 * the rules more expressions than they may evaluate in one request. The schema is a codec: it decodes the stored
 * strings into intervals ({ opens, closes }), which the site and the form use, checks their order and overlap
 * (what the rules cannot), and encodes them back for a write.
 */

/**
 * Bounds that firestore.rules repeats, one function per entry, same name, same number
 * (tests/unit/firestore-rules-sync.test.ts). A document with every bound reached passes the rules within their
 * budget of expressions per request (tests/emulators/site-settings-rules.test.ts).
 */
export const SETTINGS_LIMITS = {
  exceptionsMax: 60,
  reasonMaxLength: 80,
  noticeMaxLength: 280,
  streetMaxLength: 120,
  placeMaxLength: 60,
  emailMaxLength: 120,
} as const

/** Intervals in a day: a morning and an afternoon. The stored pattern (DAY_HOURS_PATTERN) allows as many. */
export const INTERVALS_PER_DAY = 2

/** `HH:MM`, 24-hour; `24:00` closes at midnight. */
export const TIME_PATTERN = /^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$/
const OPENS = '([01][0-9]|2[0-3]):[0-5][0-9]'
const CLOSES = '(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)'
const INTERVAL = `${OPENS}-${CLOSES}`
/** A day's hours as stored: "", "15:00-19:00" or "09:00-12:30 15:00-19:00". */
export const DAY_HOURS_PATTERN = new RegExp(`^(${INTERVAL}( ${INTERVAL})?)?$`)
/** A calendar date, `YYYY-MM-DD`. */
export const DATE_PATTERN = /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/
/** A phone number as the dealer writes it: an optional +, then digits and spaces (6 to 20 characters). */
export const PHONE_PATTERN = /^[+]?[0-9][0-9 ]{5,19}$/
/** A WhatsApp number as wa.me wants it: country code and number, digits only. */
export const WHATSAPP_PATTERN = /^[1-9][0-9]{7,14}$/
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const POSTAL_CODE_PATTERN = /^[0-9]{5}$/
export const PROVINCE_CODE_PATTERN = /^[A-Z]{2}$/

export const NOTICE_TONES = ['info', 'warning'] as const
export type NoticeTone = (typeof NOTICE_TONES)[number]

/** The languages the e-mails about new requests can be written in (functions/src/mail-labels.ts). */
export const ALERT_LANGS = ['it', 'en'] as const
export type AlertLang = (typeof ALERT_LANGS)[number]

/** Whether `YYYY-MM-DD` names a day of the calendar (no 31 June). */
export function isCalendarDate(date: string): boolean {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number)
  const parsed = new Date(Date.UTC(year, month - 1, day))
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day
}

const dateSchema = matching(DATE_PATTERN).check(z.refine(isCalendarDate, { message: 'No such day', params: { reason: 'no-such-day' } }))

export const intervalSchema = z.strictObject({ opens: matching(TIME_PATTERN), closes: matching(TIME_PATTERN) }).check(
  z.refine(({ opens, closes }) => minutesOf(opens) < minutesOf(closes), {
    message: 'The interval ends before it starts',
    path: ['closes'],
    params: { reason: 'interval-order' },
  }),
)

/** A day's intervals: at most two, earliest first, not overlapping. Empty: closed. */
export const intervalsSchema = z.array(intervalSchema).check(
  z.maxLength(INTERVALS_PER_DAY),
  z.refine((intervals) => intervals.every((interval, index) => index === 0 || minutesOf(intervals[index - 1]!.closes) <= minutesOf(interval.opens)), {
    message: 'The intervals overlap or are out of order',
    params: { reason: 'interval-overlap' },
  }),
)

/** A day's hours: stored as one string, used as intervals. */
export const dayHoursSchema = z.codec(matching(DAY_HOURS_PATTERN), intervalsSchema, { decode: parseDayHours, encode: formatDayHours })

export const weeklyHoursSchema = z.strictObject(Object.fromEntries(DAY_KEYS.map((day) => [day, dayHoursSchema])) as Record<DayKey, typeof dayHoursSchema>)

const localizedText = (max: number, min = 0) => z.strictObject({ it: text(max, min), en: text(max, min) })

/** A reason's text: one line, without the stored exception's separator. */
const REASON_TEXT_PATTERN = /^[^|\n]*$/
const reasonText = matching(REASON_TEXT_PATTERN, SETTINGS_LIMITS.reasonMaxLength)

/** A date or a range of dates (both included) with other hours than the week's; no intervals: closed. */
export const hoursExceptionValueSchema = z
  .strictObject({
    from: dateSchema,
    to: dateSchema,
    intervals: intervalsSchema,
    reason: z.strictObject({ it: reasonText, en: reasonText }),
  })
  .check(z.refine(({ from, to }) => from <= to, { message: 'The exception ends before it starts', path: ['to'], params: { reason: 'date-order' } }))

const DATE = DATE_PATTERN.source.slice(1, -1)
const DAY_HOURS = DAY_HOURS_PATTERN.source.slice(1, -1)
const REASON = `[^|\\n]{0,${SETTINGS_LIMITS.reasonMaxLength}}`
/**
 * An exception as stored: one line, "2026-08-10 2026-08-20||Ferie estive|Summer holidays" (from, to, the hours
 * as a day's, empty when closed, the reason in Italian and in English). The rules check the whole list with one
 * pattern (firestore.rules, isExceptionList), which costs the same for one exception as for sixty; checked field by
 * field as maps, the rules' budget of expressions per request ran out at seven.
 */
export const EXCEPTION_PATTERN = new RegExp(`^${DATE} ${DATE}[|]${DAY_HOURS}[|]${REASON}[|]${REASON}$`)

export const hoursExceptionSchema = z.codec(matching(EXCEPTION_PATTERN), hoursExceptionValueSchema, { decode: parseException, encode: formatException })

/** A notice shown at the top of every public page from one date to another (both included, on the dealer's clock). */
export const noticeSchema = z
  .strictObject({
    text: localizedText(SETTINGS_LIMITS.noticeMaxLength, 1),
    from: dateSchema,
    to: dateSchema,
    tone: z.enum(NOTICE_TONES),
  })
  .check(z.refine(({ from, to }) => from <= to, { message: 'The notice ends before it starts', path: ['to'], params: { reason: 'date-order' } }))

/** What the editor writes (the stored document adds its revision and time). */
export const siteSettingsInputSchema = z.strictObject({
  phone: matching(PHONE_PATTERN),
  whatsapp: matching(WHATSAPP_PATTERN),
  email: matching(EMAIL_PATTERN, SETTINGS_LIMITS.emailMaxLength),
  /**
   * The language of the e-mails about new requests, sent to `email`. Documents saved before it existed lack it and
   * read as Italian; a write always has it (encoding adds no default).
   */
  alertLang: z._default(z.enum(ALERT_LANGS), 'it'),
  address: z.strictObject({
    street: text(SETTINGS_LIMITS.streetMaxLength, 1),
    postalCode: matching(POSTAL_CODE_PATTERN),
    city: text(SETTINGS_LIMITS.placeMaxLength, 1),
    province: text(SETTINGS_LIMITS.placeMaxLength, 1),
    provinceCode: matching(PROVINCE_CODE_PATTERN),
  }),
  geo: z.strictObject({
    latitude: z.number().check(z.minimum(-90), z.maximum(90)),
    longitude: z.number().check(z.minimum(-180), z.maximum(180)),
  }),
  weeklyHours: weeklyHoursSchema,
  exceptions: z.array(hoursExceptionSchema).check(z.maxLength(SETTINGS_LIMITS.exceptionsMax)),
  notice: z.nullable(noticeSchema),
})

/** The settings as the site and the form use them: each day's hours as intervals. */
export type SiteSettingsInput = z.output<typeof siteSettingsInputSchema>
/** The settings as the document stores them: each day's hours as one string. */
export type StoredSiteSettingsInput = z.input<typeof siteSettingsInputSchema>
export type Notice = NonNullable<SiteSettingsInput['notice']>

/** The stored document: the input, its revision (1 when created, +1 on every write) and the time of the last write. */
export const siteSettingsSchema = z.extend(siteSettingsInputSchema, {
  revision: z.int().check(z.minimum(1)),
  updatedAt: z.date(),
})

export type SiteSettings = z.output<typeof siteSettingsSchema>

export type EncodeResult = { ok: true; stored: StoredSiteSettingsInput } | { ok: false; error: z.core.$ZodError }

/** The settings as the document stores them, validated: what a write sends (with its revision and time). */
export function encodeSiteSettings(settings: SiteSettingsInput): EncodeResult {
  const encoded = z.safeEncode(siteSettingsInputSchema, settings)
  return encoded.success ? { ok: true, stored: encoded.data } : { ok: false, error: encoded.error }
}

export type SettingsDecodeResult = { ok: true; settings: SiteSettings } | { ok: false; reason: string; error: z.core.$ZodError | null }

/**
 * A stored settings document as the site uses it: fields it does not know are ignored (a newer app's), anything
 * else that does not fit the schema makes it unreadable, with the reason by field (the site then shows the
 * fallback, the editor says which field is wrong).
 */
export function decodeSiteSettings(data: Readonly<Record<string, unknown>> | null | undefined): SettingsDecodeResult {
  if (data === null || data === undefined || typeof data !== 'object') return { ok: false, reason: 'no document', error: null }
  const candidate: Record<string, unknown> = { ...data }
  const updatedAt = candidate.updatedAt
  if (updatedAt && typeof updatedAt === 'object' && 'toDate' in updatedAt && typeof updatedAt.toDate === 'function') candidate.updatedAt = updatedAt.toDate()
  const parsed = z.safeDecode(siteSettingsSchema, withoutUnknownKeys(siteSettingsSchema, candidate) as z.input<typeof siteSettingsSchema>)
  return parsed.success ? { ok: true, settings: parsed.data } : { ok: false, reason: describeIssues(parsed.error), error: parsed.error }
}
