import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { DAY_KEYS, type DayKey } from '@/features/site/model/day-hours'
import type { z } from '@/lib/zod'

/** The label of each field, as the form shows it; the messages of the document's problems name fields with it. */
export const SETTINGS_FIELD_LABELS = {
  phone: msg`Phone`,
  whatsapp: msg`WhatsApp number`,
  email: msg`E-mail`,
  alertLang: msg`Language of the request e-mails`,
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
