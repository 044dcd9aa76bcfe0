import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { UseFormReturnType } from '@mantine/form'
import type { OpeningInterval } from '@/config/business'
import { addDays } from '@/features/site/model/opening-status'
import { DAY_KEYS, type DayKey } from '@/features/site/model/day-hours'
import {
  encodeSiteSettings,
  INTERVALS_PER_DAY,
  SETTINGS_LIMITS,
  type NoticeTone,
  type SiteSettingsInput,
  type StoredSiteSettingsInput,
} from '@/features/site/model/site-settings-schema'
import type { z } from '@/lib/zod'

/**
 * What the settings form edits: the settings as the site uses them, with what a person types kept as typed (the
 * map position as text, in either decimal notation), times as `<input type="time">` gives them (a closing at
 * midnight is 00:00 there, 24:00 in the settings), each exception with a key of its own for the list, and the
 * notice with a switch (off: no notice).
 */
export interface FormException {
  key: string
  from: string
  to: string
  /** Closed all day; otherwise open with `intervals`. */
  closed: boolean
  intervals: OpeningInterval[]
  reason: { it: string; en: string }
}

export interface SettingsFormValues {
  phone: string
  whatsapp: string
  email: string
  address: SiteSettingsInput['address']
  latitude: string
  longitude: string
  weeklyHours: Record<DayKey, OpeningInterval[]>
  exceptions: FormException[]
  notice: { shown: boolean; text: { it: string; en: string }; from: string; to: string; tone: NoticeTone }
}

export type SettingsForm = UseFormReturnType<SettingsFormValues>

/** The week as the grid lists it: Monday first, as people in Italy read it. */
export const GRID_DAYS: readonly DayKey[] = [...DAY_KEYS.slice(1), DAY_KEYS[0]]

/** `Date.getDay()`'s number of a day key (0 = Sunday). */
export function dayNumber(day: DayKey): number {
  return DAY_KEYS.indexOf(day)
}

/** A closing at midnight: 24:00 in the settings, 00:00 in a time input. */
const toInputTime = (time: string) => (time === '24:00' ? '00:00' : time)
const fromInputTime = (time: string) => (time === '00:00' ? '24:00' : time)

const intervalsToInput = (intervals: readonly OpeningInterval[]) => intervals.map(({ opens, closes }) => ({ opens, closes: toInputTime(closes) }))
const intervalsFromInput = (intervals: readonly OpeningInterval[]) => intervals.map(({ opens, closes }) => ({ opens: opens.trim(), closes: fromInputTime(closes.trim()) }))

let nextKey = 1
/** A key for a new row of the exceptions list. */
export function newExceptionKey(): string {
  return `exception-${Date.now().toString(36)}-${nextKey++}`
}

/** The form's values for the settings; exceptions that ended before `today` are left out (they change nothing any more). */
export function settingsToFormValues(settings: SiteSettingsInput, today: string): SettingsFormValues {
  const { notice } = settings
  return {
    phone: settings.phone,
    whatsapp: settings.whatsapp,
    email: settings.email,
    address: { ...settings.address },
    latitude: String(settings.geo.latitude),
    longitude: String(settings.geo.longitude),
    weeklyHours: Object.fromEntries(DAY_KEYS.map((day) => [day, intervalsToInput(settings.weeklyHours[day])])) as Record<DayKey, OpeningInterval[]>,
    exceptions: settings.exceptions
      .filter((exception) => exception.to >= today)
      .map((exception) => ({
        key: newExceptionKey(),
        from: exception.from,
        to: exception.to,
        closed: exception.intervals.length === 0,
        intervals: intervalsToInput(exception.intervals),
        reason: { ...exception.reason },
      })),
    notice: notice
      ? { shown: true, text: { ...notice.text }, from: notice.from, to: notice.to, tone: notice.tone }
      : { shown: false, text: { it: '', en: '' }, from: today, to: addDays(today, 7), tone: 'info' },
  }
}

/** How many exceptions of the settings ended before `today`: the form leaves them out, and a save removes them. */
export function pastExceptionCount(settings: SiteSettingsInput, today: string): number {
  return settings.exceptions.filter((exception) => exception.to < today).length
}

/** A coordinate as typed: `45.6745` or `45,6745` (no thousands in a coordinate), or NaN. */
export function readCoordinate(text: string): number {
  const trimmed = text.trim()
  return /^[-+]?\d{1,3}([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN
}

/** The settings the form holds, as the schema will check them (texts trimmed, times and coordinates read). */
export function formValuesToSettings(values: SettingsFormValues): SiteSettingsInput {
  const trimmed = <T extends Record<string, string>>(texts: T) => Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, text.trim()])) as T
  return {
    phone: values.phone.trim().replace(/\s+/g, ' '),
    whatsapp: values.whatsapp.trim(),
    email: values.email.trim(),
    address: trimmed(values.address),
    geo: { latitude: readCoordinate(values.latitude), longitude: readCoordinate(values.longitude) },
    weeklyHours: Object.fromEntries(DAY_KEYS.map((day) => [day, intervalsFromInput(values.weeklyHours[day])])) as Record<DayKey, OpeningInterval[]>,
    exceptions: values.exceptions.map((exception) => ({
      from: exception.from,
      to: exception.to,
      intervals: exception.closed ? [] : intervalsFromInput(exception.intervals),
      reason: trimmed(exception.reason),
    })),
    notice: values.notice.shown
      ? { text: trimmed(values.notice.text), from: values.notice.from, to: values.notice.to, tone: values.notice.tone }
      : null,
  }
}

/** The label of each field, as the form shows it; the messages of the document's problems name fields with it. */
export const SETTINGS_FIELD_LABELS = {
  phone: msg`Phone`,
  whatsapp: msg`WhatsApp number`,
  email: msg`E-mail`,
  'address.street': msg`Street and number`,
  'address.postalCode': msg`Postal code`,
  'address.city': msg`Town`,
  'address.province': msg`Province`,
  'address.provinceCode': msg`Province code`,
  latitude: msg`Latitude`,
  longitude: msg`Longitude`,
  weeklyHours: msg`Weekly hours`,
  exceptions: msg`Holidays and special hours`,
  notice: msg`Notice`,
  'notice.text.it': msg`Notice in Italian`,
  'notice.text.en': msg`Notice in English`,
  'notice.dates': msg`Notice dates`,
} satisfies Record<string, MessageDescriptor>

export type SettingsFormErrors = Record<string, string>

export interface SettingsFormResult {
  /** The settings as the document stores them, ready to save; null when a field is wrong. */
  stored: StoredSiteSettingsInput | null
  /** One message per wrong field, by the form's path (`weeklyHours.mon.1.opens`, `exceptions.0.dates`). */
  errors: SettingsFormErrors
}

const reasonOf = (issue: z.core.$ZodIssue) => (issue.code === 'custom' ? (issue.params as { reason?: string } | undefined)?.reason : undefined)

/** The form's field for a path of the schema: the dates of an exception or of the notice are one range picker. */
function formPath(path: readonly PropertyKey[], issue: z.core.$ZodIssue): string {
  const parts = path.map(String)
  const [first, second, third] = parts
  if (first === 'geo') return second ?? 'latitude'
  if ((first === 'notice' && (second === 'from' || second === 'to')) || (first === 'exceptions' && (third === 'from' || third === 'to'))) {
    return [...parts.slice(0, first === 'notice' ? 1 : 2), 'dates'].join('.')
  }
  // Two intervals that overlap: the second one's opening is the one to change.
  if (reasonOf(issue) === 'interval-overlap') return [...parts, '1', 'opens'].join('.')
  return parts.join('.')
}

/** A day's or an exception's interval field: "Monday, 2nd interval, closes", said by the message of its problem. */
function intervalMessage(issue: z.core.$ZodIssue, values: SettingsFormValues, path: string): MessageDescriptor | string | null {
  const reason = reasonOf(issue)
  if (reason === 'interval-order') {
    const opens = intervalAt(values, path)?.opens ?? ''
    return msg`Closes before it opens: the closing time must come after ${opens}. For midnight, write 00:00.`
  }
  if (reason === 'interval-overlap') {
    const first = intervalAt(values, path.replace(/1\.opens$/, '0.closes'))
    const closes = first?.closes ?? ''
    return msg`The two intervals overlap: the second must start at ${closes} or later.`
  }
  if (issue.code === 'invalid_format' || issue.code === 'invalid_type') return msg`Write a time such as 09:00.`
  if (issue.code === 'too_big') return msg`At most two intervals a day.`
  return null
}

/** The interval a form path such as `weeklyHours.mon.0.closes` or `exceptions.2.intervals.1.opens` is in. */
function intervalAt(values: SettingsFormValues, path: string): OpeningInterval | undefined {
  const parts = path.split('.')
  if (parts[0] === 'weeklyHours') return values.weeklyHours[parts[1] as DayKey]?.[Number(parts[2])]
  if (parts[0] === 'exceptions') return values.exceptions[Number(parts[1])]?.intervals[Number(parts[3])]
  return undefined
}

function messageFor(issue: z.core.$ZodIssue, path: string, values: SettingsFormValues): MessageDescriptor | string {
  if (path.startsWith('weeklyHours.') || /^exceptions\.\d+\.intervals/.test(path)) {
    const message = intervalMessage(issue, values, path)
    if (message) return message
  }
  if (path.endsWith('.dates')) {
    if (reasonOf(issue) === 'date-order') return msg`Ends before it starts: choose the last day after the first.`
    return msg`Choose the first and the last day.`
  }
  if (/^exceptions\.\d+\.reason\./.test(path)) {
    const max = SETTINGS_LIMITS.reasonMaxLength
    if (issue.code === 'too_big') return msg`At most ${max} characters.`
    return msg`One line, without the | sign.`
  }
  if (path === 'exceptions') {
    const max = SETTINGS_LIMITS.exceptionsMax
    return msg`At most ${max} exceptions: remove some of them.`
  }
  switch (path) {
    case 'phone':
      return msg`Write the number with digits and spaces, and + with the country code if you like: +39 035 000 0000.`
    case 'whatsapp':
      return msg`Digits only, country code first, without + or spaces: 393331234567.`
    case 'email': {
      const max = SETTINGS_LIMITS.emailMaxLength
      return issue.code === 'too_big' ? msg`At most ${max} characters.` : msg`Write an e-mail address such as info@example.com.`
    }
    case 'address.postalCode':
      return msg`Five digits, such as 24126.`
    case 'address.provinceCode':
      return msg`Two capital letters, such as BG.`
    case 'latitude':
      return msg`A number from -90 to 90, such as 45.6745.`
    case 'longitude':
      return msg`A number from -180 to 180, such as 9.6622.`
    case 'notice.text.it':
    case 'notice.text.en': {
      const max = SETTINGS_LIMITS.noticeMaxLength
      return issue.code === 'too_big' ? msg`At most ${max} characters.` : msg`Write the notice in both languages.`
    }
  }
  if (issue.code === 'too_small') return msg`Required.`
  if (issue.code === 'too_big' && issue.origin === 'string') {
    const max = Number(issue.maximum)
    return msg`At most ${max} characters.`
  }
  return msg`Not valid.`
}

/** One message per wrong field of the settings, by the form's paths, in the user's language. */
export function describeSettingsIssues(issues: readonly z.core.$ZodIssue[], values: SettingsFormValues, i18n: I18n): SettingsFormErrors {
  const errors: SettingsFormErrors = {}
  for (const issue of issues) {
    const path = formPath(issue.path, issue)
    if (errors[path]) continue
    const message = messageFor(issue, path, values)
    errors[path] = typeof message === 'string' ? message : i18n._(message)
  }
  return errors
}

/**
 * Checks the form with the settings schema (the one the rules mirror) and gives the document to save, or one
 * localized message per wrong field. The exceptions are stored in date order. Never throws.
 */
export function validateSettingsForm(values: SettingsFormValues, i18n: I18n): SettingsFormResult {
  const settings = formValuesToSettings(values)
  const encoded = encodeSiteSettings(settings)
  if (!encoded.ok) return { stored: null, errors: describeSettingsIssues(encoded.error.issues, values, i18n) }
  const order = settings.exceptions.map((exception, index) => ({ exception, index })).sort((a, b) => a.exception.from.localeCompare(b.exception.from) || a.index - b.index)
  return { stored: { ...encoded.stored, exceptions: order.map(({ index }) => encoded.stored.exceptions[index]!) }, errors: {} }
}

/** The form's wrong fields in the order they appear, to focus the first. */
export function firstErrorPath(errors: SettingsFormErrors): string | undefined {
  const order = (path: string) => {
    const [first = '', second = ''] = path.split('.')
    const sections = ['phone', 'whatsapp', 'email', 'address', 'latitude', 'longitude', 'weeklyHours', 'exceptions', 'notice']
    const day = first === 'weeklyHours' ? GRID_DAYS.indexOf(second as DayKey) : Number(second) || 0
    return sections.indexOf(first) * 1000 + day
  }
  return Object.keys(errors).sort((a, b) => order(a) - order(b))[0]
}

/** Exceptions of the form that share days with another: on those days the shorter decides (the site's rule). */
export function overlappingExceptions(exceptions: readonly FormException[]): Map<string, FormException[]> {
  const found = new Map<string, FormException[]>()
  for (const exception of exceptions) {
    const others = exceptions.filter((other) => other !== exception && other.from && other.to && exception.from && exception.to && other.from <= exception.to && exception.from <= other.to)
    if (others.length > 0) found.set(exception.key, others)
  }
  return found
}

/** The maximum of intervals a day takes, for the grid's "add" button. */
export const MAX_INTERVALS = INTERVALS_PER_DAY

/**
 * The fields of a stored document that does not decode, named as the form names them ("Phone", "Weekly hours:
 * Monday", "Holidays and special hours: no. 3"), once each.
 */
export function storedSettingsProblems(issues: readonly z.core.$ZodIssue[], i18n: I18n, dayName: (day: number) => string): string[] {
  const labels = SETTINGS_FIELD_LABELS as Record<string, MessageDescriptor>
  const names = issues.map(({ path }) => {
    const [first, second] = path.map(String)
    if (first === undefined) return i18n._(msg`The whole document`)
    if (first === 'geo' && second) return i18n._(labels[second] ?? msg`Map position`)
    if (first === 'address' && second && labels[`address.${second}`]) return i18n._(labels[`address.${second}`]!)
    if (first === 'weeklyHours' && second && DAY_KEYS.includes(second as DayKey)) {
      const label = i18n._(labels.weeklyHours!)
      const day = dayName(DAY_KEYS.indexOf(second as DayKey))
      return `${label}: ${day}`
    }
    if (first === 'exceptions' && second !== undefined && /^\d+$/.test(second)) {
      const label = i18n._(labels.exceptions!)
      const number = Number(second) + 1
      return i18n._(msg`${label}: no. ${number}`)
    }
    if (labels[first]) return i18n._(labels[first])
    if (first === 'revision' || first === 'updatedAt') return i18n._(msg`Revision and time of the last change`)
    return first
  })
  return [...new Set(names)]
}
