import { describe, expect, it } from 'vitest'
import { business } from '@/config/business'
import { z } from '@/lib/zod'
import { settingsFromConfig, weekdayHours } from './site-settings'
import { decodeSiteSettings, encodeSiteSettings, siteSettingsInputSchema, type SiteSettingsInput } from './site-settings-schema'

const valid = (): SiteSettingsInput => settingsFromConfig()

/** The paths and reasons of what the schema refuses in `settings`. */
function problems(settings: unknown): string[] {
  const result = z.safeEncode(siteSettingsInputSchema, settings as SiteSettingsInput)
  if (result.success) return []
  return result.error.issues.map((issue) => {
    const reason = issue.code === 'custom' ? (issue.params as { reason?: string } | undefined)?.reason : issue.code
    return `${issue.path.join('.')}: ${reason}`
  })
}

describe('site settings schema', () => {
  it('accepts the values of business.ts, which are the seed and the fallback, and keeps their week', () => {
    expect(problems(valid())).toEqual([])
    expect(weekdayHours(valid())).toEqual(business.openingHours)
    expect(valid().phone).toBe(business.phoneDisplay)
  })

  it('refuses an interval that ends before it starts, naming where', () => {
    const settings = valid()
    settings.weeklyHours.mon = [{ opens: '19:00', closes: '15:00' }]
    expect(problems(settings)).toEqual(['weeklyHours.mon.0.closes: interval-order'])
  })

  it('refuses overlapping intervals and a third interval in a day', () => {
    const overlapping = valid()
    overlapping.weeklyHours.tue = [
      { opens: '09:00', closes: '13:00' },
      { opens: '12:30', closes: '19:00' },
    ]
    expect(problems(overlapping)).toEqual(['weeklyHours.tue: interval-overlap'])
    const three = valid()
    three.weeklyHours.wed = [
      { opens: '08:00', closes: '09:00' },
      { opens: '10:00', closes: '11:00' },
      { opens: '12:00', closes: '13:00' },
    ]
    expect(problems(three)).toEqual(['weeklyHours.wed: too_big'])
  })

  it('takes midnight as 24:00 for a closing time only, and a closed week', () => {
    const late = valid()
    late.weeklyHours.fri = [{ opens: '18:00', closes: '24:00' }]
    expect(problems(late)).toEqual([])
    late.weeklyHours.fri = [{ opens: '24:00', closes: '24:00' }]
    expect(problems(late)).toEqual(['weeklyHours.fri.0.closes: interval-order'])
    late.weeklyHours.fri = [{ opens: '18:00', closes: '24:30' }]
    expect(problems(late)).toEqual(['weeklyHours.fri.0.closes: invalid_format'])
    const closed = valid()
    for (const day of Object.keys(closed.weeklyHours) as (keyof SiteSettingsInput['weeklyHours'])[]) closed.weeklyHours[day] = []
    expect(problems(closed)).toEqual([])
  })

  it('refuses an exception or a notice that ends before it starts', () => {
    const settings = valid()
    settings.exceptions = [{ from: '2026-08-20', to: '2026-08-10', intervals: [], reason: { it: 'ferie', en: 'holidays' } }]
    settings.notice = { text: { it: 'Porte aperte', en: 'Open weekend' }, from: '2026-05-10', to: '2026-05-09', tone: 'info' }
    expect(problems(settings)).toEqual(['exceptions.0.to: date-order', 'notice.to: date-order'])
  })

  it('refuses a malformed phone number, WhatsApp number or e-mail', () => {
    const settings = valid()
    settings.phone = '035-000 0000'
    settings.whatsapp = '+39 333 000 0000'
    settings.email = 'info@'
    expect(problems(settings)).toEqual(['phone: invalid_format', 'whatsapp: invalid_format', 'email: invalid_format'])
  })
})

describe('decodeSiteSettings', () => {
  const encoded = encodeSiteSettings(valid())
  if (!encoded.ok) throw new Error('The fallback does not encode')
  const stored = () => ({ ...encoded.stored, revision: 3, updatedAt: { toDate: () => new Date('2026-11-25T10:00:00Z') } })

  it('reads a stored document, its time from a Firestore timestamp, ignoring fields it does not know', () => {
    const decoded = decodeSiteSettings({ ...stored(), addedByANewerApp: true })
    expect(decoded).toMatchObject({ ok: true, settings: { revision: 3, updatedAt: new Date('2026-11-25T10:00:00Z'), phone: business.phoneDisplay } })
    expect(decoded.ok && 'addedByANewerApp' in decoded.settings).toBe(false)
  })

  it('says why a document edited by hand into a wrong shape cannot be used', () => {
    expect(decodeSiteSettings({ ...stored(), weeklyHours: { ...stored().weeklyHours, mon: 'sempre' } })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('weeklyHours.mon: invalid_format'),
    })
    expect(decodeSiteSettings(null)).toEqual({ ok: false, reason: 'no document', error: null })
  })
})

describe('the stored form of the settings', () => {
  it('stores each day as one string and each exception as one line, and reads them back as they were', () => {
    const settings: SiteSettingsInput = {
      ...valid(),
      exceptions: [
        { from: '2026-08-10', to: '2026-08-20', intervals: [], reason: { it: 'ferie', en: 'holidays' } },
        { from: '2026-12-24', to: '2026-12-24', intervals: [{ opens: '09:00', closes: '12:00' }], reason: { it: 'vigilia', en: '' } },
      ],
    }
    const encoded = encodeSiteSettings(settings)
    expect(encoded.ok && encoded.stored.weeklyHours).toEqual({
      sun: '',
      mon: '15:00-19:00',
      tue: '09:00-12:30 15:00-19:00',
      wed: '09:00-12:30 15:00-19:00',
      thu: '09:00-12:30 15:00-19:00',
      fri: '09:00-12:30 15:00-19:00',
      sat: '09:00-12:30',
    })
    expect(encoded.ok && encoded.stored.exceptions).toEqual(['2026-08-10 2026-08-20||ferie|holidays', '2026-12-24 2026-12-24|09:00-12:00|vigilia|'])
    if (!encoded.ok) return
    expect(decodeSiteSettings({ ...encoded.stored, revision: 1, updatedAt: new Date() })).toMatchObject({ ok: true, settings })
  })

  it('keeps two exceptions that share days (on those days the shorter decides), and refuses a day that does not exist', () => {
    const settings = valid()
    settings.exceptions = [
      { from: '2026-08-01', to: '2026-08-31', intervals: [], reason: { it: 'ferie', en: 'holidays' } },
      { from: '2026-08-15', to: '2026-08-15', intervals: [{ opens: '10:00', closes: '18:00' }], reason: { it: 'porte aperte', en: 'open day' } },
    ]
    expect(problems(settings)).toEqual([])
    settings.exceptions = [{ from: '2026-06-31', to: '2026-07-02', intervals: [], reason: { it: '', en: '' } }]
    expect(problems(settings)).toEqual(['exceptions.0.from: no-such-day'])
  })

  it('refuses a reason that would break the stored line: the separator or a line break', () => {
    const settings = valid()
    settings.exceptions = [{ from: '2026-08-10', to: '2026-08-20', intervals: [], reason: { it: 'ferie | chiuso', en: 'two\nlines' } }]
    expect(problems(settings)).toEqual(['exceptions.0.reason.it: invalid_format', 'exceptions.0.reason.en: invalid_format'])
  })

  it('reads a stored day or exception that does not fit its pattern as a wrong shape, naming it', () => {
    const encoded = encodeSiteSettings(valid())
    if (!encoded.ok) throw new Error('The fallback does not encode')
    const stored = { ...encoded.stored, revision: 1, updatedAt: new Date() }
    expect(decodeSiteSettings({ ...stored, exceptions: ['2026-08-10|ferie'] })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('exceptions.0: invalid_format'),
    })
    expect(decodeSiteSettings({ ...stored, weeklyHours: { ...stored.weeklyHours, sat: '12:30-09:00' } })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('weeklyHours.sat.0.closes: The interval ends before it starts'),
    })
  })
})
