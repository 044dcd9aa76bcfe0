import type { OpeningInterval } from '@/config/business'
import { DAY_KEYS, type DayKey } from '@/features/site/model/day-hours'
import { ALERT_LANGS, NOTICE_TONES } from '@/features/site/model/site-settings-schema'
import { loadDraft, type StoredDraft } from '../document-editor/draft-store'
import { newExceptionKey, type FormException, type SettingsFormValues } from './model/settings-form-model'

/**
 * What the settings editor keeps on the device (the draft store, which a logout empties): the form as typed and
 * where it stands with the server. It stays until the server has confirmed a save of it, so that a save refused
 * later, even after a reload, loses nothing.
 */
export interface SettingsDraft {
  values: SettingsFormValues
  /** The stored revision the values were edited from (0: no document yet). */
  baseRevision: number
  /** A save of these values was sent and not yet confirmed: the revision it makes. */
  pendingRevision?: number
}

export const SETTINGS_DRAFT_KEY = 'site-settings'

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback)
const revision = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined)

function intervals(value: unknown, fallback: OpeningInterval[]): OpeningInterval[] {
  if (!Array.isArray(value)) return fallback
  return value.filter(isRecord).map((interval) => ({ opens: text(interval.opens, ''), closes: text(interval.closes, '') }))
}

function exception(value: unknown): FormException | null {
  if (!isRecord(value)) return null
  const reason = isRecord(value.reason) ? value.reason : {}
  return {
    key: text(value.key, newExceptionKey()),
    from: text(value.from, ''),
    to: text(value.to, ''),
    closed: value.closed !== false,
    intervals: intervals(value.intervals, []),
    reason: { it: text(reason.it, ''), en: text(reason.en, '') },
  }
}

/**
 * The draft on this device, its values completed from `base` where an older (or damaged) draft lacks a part;
 * null when there is none or it cannot be read.
 */
export function loadSettingsDraft(base: SettingsFormValues): StoredDraft<SettingsDraft> | null {
  const stored = loadDraft<Partial<SettingsDraft>>(SETTINGS_DRAFT_KEY)
  const value = stored?.value
  const baseRevision = revision(value?.baseRevision)
  if (!stored || !value || !isRecord(value.values) || baseRevision === undefined) return null
  const values = value.values as Record<string, unknown>
  const address = isRecord(values.address) ? values.address : {}
  const week = isRecord(values.weeklyHours) ? values.weeklyHours : {}
  const notice = isRecord(values.notice) ? values.notice : {}
  const noticeText = isRecord(notice.text) ? notice.text : {}
  const pendingRevision = revision(value.pendingRevision)
  return {
    savedAt: stored.savedAt,
    value: {
      baseRevision,
      ...(pendingRevision !== undefined ? { pendingRevision } : {}),
      values: {
        phone: text(values.phone, base.phone),
        whatsapp: text(values.whatsapp, base.whatsapp),
        email: text(values.email, base.email),
        alertLang: ALERT_LANGS.find((lang) => lang === values.alertLang) ?? base.alertLang,
        address: {
          street: text(address.street, base.address.street),
          postalCode: text(address.postalCode, base.address.postalCode),
          city: text(address.city, base.address.city),
          province: text(address.province, base.address.province),
          provinceCode: text(address.provinceCode, base.address.provinceCode),
        },
        latitude: text(values.latitude, base.latitude),
        longitude: text(values.longitude, base.longitude),
        weeklyHours: Object.fromEntries(DAY_KEYS.map((day) => [day, intervals(week[day], base.weeklyHours[day])])) as Record<DayKey, OpeningInterval[]>,
        exceptions: Array.isArray(values.exceptions) ? values.exceptions.map(exception).filter((each) => each !== null) : base.exceptions,
        notice: {
          shown: typeof notice.shown === 'boolean' ? notice.shown : base.notice.shown,
          text: { it: text(noticeText.it, base.notice.text.it), en: text(noticeText.en, base.notice.text.en) },
          from: text(notice.from, base.notice.from),
          to: text(notice.to, base.notice.to),
          tone: NOTICE_TONES.find((tone) => tone === notice.tone) ?? base.notice.tone,
        },
      },
    },
  }
}
