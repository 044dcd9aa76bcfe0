import type { UseFormReturnType } from '@mantine/form'
import type { OpeningInterval } from '@/config/business'
import { addDays } from '@/features/site/model/opening-status'
import { DAY_KEYS, type DayKey } from '@/features/site/model/day-hours'
import { INTERVALS_PER_DAY, type AlertLang, type NoticeTone, type SiteSettingsInput } from '@/features/site/model/site-settings-schema'

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
  alertLang: AlertLang
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
const intervalsFromInput = (intervals: readonly OpeningInterval[]) =>
  intervals.map(({ opens, closes }) => ({ opens: opens.trim(), closes: fromInputTime(closes.trim()) }))

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
    alertLang: settings.alertLang,
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
    alertLang: values.alertLang,
    address: trimmed(values.address),
    geo: { latitude: readCoordinate(values.latitude), longitude: readCoordinate(values.longitude) },
    weeklyHours: Object.fromEntries(DAY_KEYS.map((day) => [day, intervalsFromInput(values.weeklyHours[day])])) as Record<DayKey, OpeningInterval[]>,
    exceptions: values.exceptions.map((exception) => ({
      from: exception.from,
      to: exception.to,
      intervals: exception.closed ? [] : intervalsFromInput(exception.intervals),
      reason: trimmed(exception.reason),
    })),
    notice: values.notice.shown ? { text: trimmed(values.notice.text), from: values.notice.from, to: values.notice.to, tone: values.notice.tone } : null,
  }
}

/** Exceptions of the form that share days with another: on those days the shorter decides (the site's rule). */
export function overlappingExceptions(exceptions: readonly FormException[]): Map<string, FormException[]> {
  const found = new Map<string, FormException[]>()
  for (const exception of exceptions) {
    const others = exceptions.filter(
      (other) => other !== exception && other.from && other.to && exception.from && exception.to && other.from <= exception.to && exception.from <= other.to,
    )
    if (others.length > 0) found.set(exception.key, others)
  }
  return found
}

/** The maximum of intervals a day takes, for the grid's "add" button. */
export const MAX_INTERVALS = INTERVALS_PER_DAY
