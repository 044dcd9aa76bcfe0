import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { OpeningInterval } from '@/config/business'
import type { DayKey } from '@/features/site/model/day-hours'
import { encodeSiteSettings, SETTINGS_LIMITS, type StoredSiteSettingsInput } from '@/features/site/model/site-settings-schema'
import type { z } from '@/lib/zod'
import { formValuesToSettings, GRID_DAYS, type SettingsFormValues } from './settings-form-model'

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
  const order = settings.exceptions
    .map((exception, index) => ({ exception, index }))
    .sort((a, b) => a.exception.from.localeCompare(b.exception.from) || a.index - b.index)
  return { stored: { ...encoded.stored, exceptions: order.map(({ index }) => encoded.stored.exceptions[index]!) }, errors: {} }
}

/** The form's wrong fields in the order they appear, to focus the first. */
export function firstErrorPath(errors: SettingsFormErrors): string | undefined {
  const order = (path: string) => {
    const [first = '', second = ''] = path.split('.')
    const sections = ['phone', 'whatsapp', 'email', 'alertLang', 'address', 'latitude', 'longitude', 'weeklyHours', 'exceptions', 'notice']
    const day = first === 'weeklyHours' ? GRID_DAYS.indexOf(second as DayKey) : Number(second) || 0
    return sections.indexOf(first) * 1000 + day
  }
  return Object.keys(errors).sort((a, b) => order(a) - order(b))[0]
}
