import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import { Timestamp, collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  SETTINGS_LIMITS,
  encodeSiteSettings,
  siteSettingsSchema,
  type SiteSettingsInput,
  type StoredSiteSettingsInput,
} from '@/features/site/model/site-settings-schema'
import { SITE_SETTINGS_PATH, settingsFromConfig } from '@/features/site/model/site-settings'
import { z } from '@/lib/zod'
import { setUpRulesTests } from './emulator-support'

/**
 * firestore.rules for the site settings (settings/site): everyone reads, only admins write, every field typed and
 * bounded, each write on top of the revision it read. Each refusal is checked against the zod schema too, which
 * must refuse the same document.
 */

type Data = Record<string, unknown>

const rules = setUpRulesTests({ rules: ['firestore'], clearEachTest: true })
const { anonymous, visitor, admin } = rules.firestore

function stored(settings: SiteSettingsInput = settingsFromConfig()): StoredSiteSettingsInput {
  const encoded = encodeSiteSettings(settings)
  if (!encoded.ok) throw new Error(`The settings do not encode: ${encoded.error.message}`)
  return structuredClone(encoded.stored)
}

/** What the editor sends: the stored fields, a revision and the server's time. */
const payload = (fields: Data, revision = 1): Data => ({ ...fields, revision, updatedAt: serverTimestamp() })

/** Whether the schema takes the same document as it is, unknown keys included (the server's time stands in as a date). */
function schemaAccepts(fields: Data, revision = 1): boolean {
  return z.safeDecode(siteSettingsSchema, { ...fields, revision, updatedAt: new Date() } as z.input<typeof siteSettingsSchema>).success
}

const write = (database: Firestore, data: Data) => setDoc(doc(database, SITE_SETTINGS_PATH), data)

/** Stores the settings directly (rules off) at a revision. */
async function storeSettings(revision: number, fields: Data = stored()): Promise<void> {
  await rules.withoutRules(async (db) => {
    await setDoc(doc(db, SITE_SETTINGS_PATH), { ...fields, revision, updatedAt: Timestamp.fromDate(new Date('2026-03-02T09:00:00Z')) })
  })
}

/** An exception as stored: "from to|hours|reason in Italian|reason in English". */
function exception(parts: Partial<Record<'from' | 'to' | 'hours' | 'it' | 'en', string>> = {}): string {
  const { from = '2026-08-10', to = '2026-08-20', hours = '', it = 'ferie', en = 'holidays' } = parts
  return `${from} ${to}|${hours}|${it}|${en}`
}

/** The largest document the schema allows: every field at its longest, every day with two intervals, every exception used. */
function largest(): StoredSiteSettingsInput {
  const long = (length: number, letter: string) => letter.repeat(length)
  const twoIntervals = '08:00-12:30 14:00-24:00'
  return {
    ...stored(),
    phone: `+${'3'.repeat(20)}`,
    whatsapp: '3'.repeat(15),
    email: `${long(SETTINGS_LIMITS.emailMaxLength - 12, 'a')}@example.com`,
    address: {
      street: long(SETTINGS_LIMITS.streetMaxLength, 's'),
      postalCode: '24126',
      city: long(SETTINGS_LIMITS.placeMaxLength, 'c'),
      province: long(SETTINGS_LIMITS.placeMaxLength, 'p'),
      provinceCode: 'BG',
    },
    geo: { latitude: -89.999999, longitude: 179.999999 },
    weeklyHours: { sun: twoIntervals, mon: twoIntervals, tue: twoIntervals, wed: twoIntervals, thu: twoIntervals, fri: twoIntervals, sat: twoIntervals },
    exceptions: Array.from({ length: SETTINGS_LIMITS.exceptionsMax }, (_, index) =>
      exception({
        from: `2026-${String((index % 12) + 1).padStart(2, '0')}-01`,
        to: `2026-${String((index % 12) + 1).padStart(2, '0')}-28`,
        hours: twoIntervals,
        it: long(SETTINGS_LIMITS.reasonMaxLength, 'r'),
        en: long(SETTINGS_LIMITS.reasonMaxLength, 'e'),
      }),
    ),
    notice: {
      text: { it: long(SETTINGS_LIMITS.noticeMaxLength, 'n'), en: long(SETTINGS_LIMITS.noticeMaxLength, 'm') },
      from: '2026-08-01',
      to: '2026-08-31',
      tone: 'warning',
    },
  }
}

describe('reading the settings', () => {
  it('lets anyone read settings/site, and nothing else under settings', async () => {
    await storeSettings(1)
    const snapshot = await assertSucceeds(getDoc(doc(anonymous(), SITE_SETTINGS_PATH)))
    expect(snapshot.get('phone')).toBe(settingsFromConfig().phone)
    await assertSucceeds(getDoc(doc(visitor(), SITE_SETTINGS_PATH)))
    await assertFails(getDoc(doc(anonymous(), 'settings/other')))
    await assertFails(getDocs(collection(anonymous(), 'settings')))
  })

  it('answers a visitor when there is no document yet (the site shows its fallback)', async () => {
    const snapshot = await assertSucceeds(getDoc(doc(anonymous(), SITE_SETTINGS_PATH)))
    expect(snapshot.exists()).toBe(false)
  })
})

describe('writing the settings', () => {
  it('lets an admin create them at revision 1', async () => {
    await assertSucceeds(write(admin(), payload(stored())))
  })

  it('refuses a visitor, an anonymous write and an admin claim other than true', async () => {
    await assertFails(write(anonymous(), payload(stored())))
    await assertFails(write(visitor(), payload(stored())))
    await assertFails(write(rules.firestore.as('other', { admin: 'yes' }), payload(stored())))
  })

  it('accepts the largest document the schema allows, within the rules’ budget of expressions', async () => {
    const data = largest()
    expect(schemaAccepts(data)).toBe(true)
    await assertSucceeds(write(admin(), payload(data)))
    // And as an update, which reads the stored revision too.
    await assertSucceeds(write(admin(), payload(data, 2)))
  })

  it('refuses a document with a field of another document’s name, or without one of its own', async () => {
    const { notice: _notice, ...withoutNotice } = stored()
    await assertFails(write(admin(), withoutNotice))
    await assertFails(write(admin(), payload(withoutNotice)))
    await assertFails(write(admin(), { ...payload(stored()), name: 'Autosalone' }))
  })

  it('refuses a deletion, even by an admin', async () => {
    await storeSettings(1)
    await assertFails(deleteDoc(doc(admin(), SITE_SETTINGS_PATH)))
  })

  it('refuses an updatedAt other than the server’s time', async () => {
    await assertFails(write(admin(), { ...stored(), revision: 1, updatedAt: Timestamp.fromDate(new Date('2030-01-01T00:00:00Z')) }))
  })
})

const notice = (overrides: Data = {}): Data => ({
  text: { it: 'Porte aperte', en: 'Open weekend' },
  from: '2026-05-09',
  to: '2026-05-10',
  tone: 'info',
  ...overrides,
})

/** Each case breaks one rule; both the rules and the schema must refuse it. */
const invalidCases: [name: string, mutate: (d: Data & StoredSiteSettingsInput) => void][] = [
  ['an unknown key', (d) => void ((d as Data).openOnSundays = true)],
  ['a phone with letters', (d) => void (d.phone = '035 CALL ME')],
  ['a phone with dashes', (d) => void (d.phone = '035-000-0000')],
  ['a phone too short', (d) => void (d.phone = '12345')],
  ['a phone that is a number', (d) => void ((d as Data).phone = 390350000000)],
  ['a WhatsApp number with a +', (d) => void (d.whatsapp = '+390000000000')],
  ['an e-mail without a domain', (d) => void (d.email = 'info@')],
  ['an e-mail with a space', (d) => void (d.email = 'info @example.com')],
  ['an e-mail too long', (d) => void (d.email = `${'a'.repeat(SETTINGS_LIMITS.emailMaxLength)}@x.it`)],
  ['an e-mail language the e-mails are not written in', (d) => void ((d as Data).alertLang = 'de')],
  ['an e-mail language in capitals', (d) => void ((d as Data).alertLang = 'EN')],
  ['an e-mail language that is null', (d) => void ((d as Data).alertLang = null)],
  ['an e-mail language as a list', (d) => void ((d as Data).alertLang = ['en'])],
  ['an empty street', (d) => void (d.address.street = '')],
  ['a street too long', (d) => void (d.address.street = 's'.repeat(SETTINGS_LIMITS.streetMaxLength + 1))],
  ['a postal code of four digits', (d) => void (d.address.postalCode = '2412')],
  ['a province code in lower case', (d) => void (d.address.provinceCode = 'bg')],
  ['an address with an unknown key', (d) => void ((d.address as Data).country = 'IT')],
  ['an address without its city', (d) => void delete (d.address as Data).city],
  ['a latitude beyond the pole', (d) => void (d.geo.latitude = 91)],
  ['a longitude as text', (d) => void ((d.geo as Data).longitude = '9.66')],
  ['a week without Sunday', (d) => void delete (d.weeklyHours as Data).sun],
  ['a week with an eighth day', (d) => void ((d.weeklyHours as Data).hol = '')],
  ['a day with three intervals', (d) => void (d.weeklyHours.mon = '08:00-09:00 10:00-11:00 12:00-13:00')],
  ['a day of times without leading zeros', (d) => void (d.weeklyHours.mon = '9:00-12:30')],
  ['a day that opens at 24:00', (d) => void (d.weeklyHours.mon = '24:00-24:00')],
  ['a day closing at 24:30', (d) => void (d.weeklyHours.mon = '18:00-24:30')],
  ['a day as a list of intervals', (d) => void ((d.weeklyHours as Data).mon = [{ opens: '09:00', closes: '12:00' }])],
  ['exceptions that are not a list', (d) => void ((d as Data).exceptions = exception())],
  [
    'an exception as a map',
    (d) => void ((d as Data).exceptions = [{ from: '2026-08-10', to: '2026-08-20', intervals: '', reason: { it: 'ferie', en: 'holidays' } }]),
  ],
  ['an exception that is a number', (d) => void ((d as Data).exceptions = [exception(), 20260810])],
  ['an exception with a malformed date', (d) => void (d.exceptions = [exception({ from: '2026-8-10' })])],
  ['an exception without its end date', (d) => void (d.exceptions = ['2026-08-10|||'])],
  ['an exception with malformed hours', (d) => void (d.exceptions = [exception({ hours: '10-18' })])],
  ['an exception with three intervals', (d) => void (d.exceptions = [exception({ hours: '08:00-09:00 10:00-11:00 12:00-13:00' })])],
  ['an exception with a reason too long', (d) => void (d.exceptions = [exception({ it: 'r'.repeat(SETTINGS_LIMITS.reasonMaxLength + 1) })])],
  ['an exception with a third language', (d) => void (d.exceptions = [`${exception()}|Urlaub`])],
  ['an exception with a line break, as two in one', (d) => void (d.exceptions = [`${exception()}\n${exception()}`])],
  ['a malformed exception after good ones', (d) => void (d.exceptions = [exception(), exception(), exception({ to: '20260820' })])],
  ['one exception more than the limit', (d) => void (d.exceptions = Array.from({ length: SETTINGS_LIMITS.exceptionsMax + 1 }, () => exception()))],
  ['a notice ending before it starts', (d) => void ((d as Data).notice = notice({ from: '2026-05-10', to: '2026-05-09' }))],
  ['a notice without its English text', (d) => void ((d as Data).notice = notice({ text: { it: 'Porte aperte', en: '' } }))],
  ['a notice too long', (d) => void ((d as Data).notice = notice({ text: { it: 'n'.repeat(SETTINGS_LIMITS.noticeMaxLength + 1), en: 'ok' } }))],
  ['a notice of an unknown tone', (d) => void ((d as Data).notice = notice({ tone: 'danger' }))],
  ['a notice without its tone', (d) => void ((d as Data).notice = { text: { it: 'a', en: 'b' }, from: '2026-05-09', to: '2026-05-10' })],
  ['a notice that is text', (d) => void ((d as Data).notice = 'Chiuso ad agosto')],
]

describe('validating every field', () => {
  it.each(invalidCases)('refuses %s', async (_name, mutate) => {
    const data = stored() as Data & StoredSiteSettingsInput
    mutate(data)
    expect(schemaAccepts(data)).toBe(false)
    await assertFails(write(admin(), payload(data)))
  })

  it.each(['it', 'en'] as const)('accepts the e-mails in %s', async (alertLang) => {
    const data = { ...stored(), alertLang }
    expect(schemaAccepts(data)).toBe(true)
    await assertSucceeds(write(admin(), payload(data)))
    expect((await getDoc(doc(admin(), SITE_SETTINGS_PATH))).get('alertLang')).toBe(alertLang)
  })

  it('accepts a document without the e-mails’ language (saved before it existed), which reads as Italian', async () => {
    const { alertLang: _alertLang, ...withoutLang } = stored()
    expect(z.safeDecode(siteSettingsSchema, { ...withoutLang, revision: 1, updatedAt: new Date() }).data?.alertLang).toBe('it')
    await assertSucceeds(write(admin(), payload(withoutLang)))
    // And still refuses one that lacks a required field as well, or has a key in alertLang's place.
    const { phone: _phone, ...withoutPhone } = withoutLang
    await assertFails(write(admin(), payload(withoutPhone, 2)))
    await assertFails(write(admin(), payload({ ...withoutLang, alertLanguage: 'en' }, 2)))
  })

  it('refuses a revision that is not an integer', async () => {
    expect(schemaAccepts(stored(), 1.5)).toBe(false)
    await assertFails(write(admin(), { ...stored(), revision: 1.5, updatedAt: serverTimestamp() }))
    await assertFails(write(admin(), { ...stored(), revision: '1', updatedAt: serverTimestamp() }))
  })

  it('accepts what the schema accepts at its edges: a week closed every day, midnight closings, no notice, no exception', async () => {
    const data = stored()
    data.weeklyHours = { sun: '', mon: '', tue: '', wed: '', thu: '', fri: '18:00-24:00', sat: '00:00-24:00' }
    data.exceptions = []
    data.notice = null
    expect(schemaAccepts(data)).toBe(true)
    await assertSucceeds(write(admin(), payload(data)))
  })

  it.each([
    ['intervals out of order', (d: StoredSiteSettingsInput) => void (d.weeklyHours.mon = '15:00-19:00 09:00-12:30')],
    ['an interval that ends before it starts', (d: StoredSiteSettingsInput) => void (d.weeklyHours.mon = '19:00-15:00')],
    ['an exception that ends before it starts', (d: StoredSiteSettingsInput) => void (d.exceptions = [exception({ from: '2026-08-20', to: '2026-08-10' })])],
    ['an exception on 31 June', (d: StoredSiteSettingsInput) => void (d.exceptions = [exception({ from: '2026-06-31', to: '2026-07-01' })])],
  ])('leaves %s to the schema, which refuses it on every write and read (the rules check patterns, not order)', async (_name, mutate) => {
    const data = stored()
    mutate(data)
    expect(schemaAccepts(data)).toBe(false)
    // Written by hand past the editor, such a document is read as unreadable and never shown: the site falls back.
    await assertSucceeds(write(admin(), payload(data)))
  })
})

describe('revisions: a write only lands on top of the revision it read', () => {
  beforeEach(async () => {
    await storeSettings(3)
  })

  const revisionStored = async () => (await getDoc(doc(admin(), SITE_SETTINGS_PATH))).get('revision') as unknown

  it('accepts the next revision, and refuses one made on top of an older copy or skipping ahead', async () => {
    await assertFails(write(admin(), payload(stored(), 3)))
    await assertFails(write(admin(), payload(stored(), 2)))
    await assertFails(write(admin(), payload(stored(), 5)))
    await assertSucceeds(write(admin(), payload(stored(), 4)))
    expect(await revisionStored()).toBe(4)
  })

  it('lets only the first of two tablets that read the same revision save', async () => {
    await assertSucceeds(write(admin(), payload({ ...stored(), phone: '+39 035 111 1111' }, 4)))
    // The other tablet's save, queued offline on top of revision 3: refused, the first one stays.
    await assertFails(write(admin(), payload({ ...stored(), phone: '+39 035 222 2222' }, 4)))
    const snapshot = await getDoc(doc(anonymous(), SITE_SETTINGS_PATH))
    expect(snapshot.data()).toMatchObject({ phone: '+39 035 111 1111', revision: 4 })
  })

  it('refuses a create over the stored settings (a write where the document exists is an update)', async () => {
    await assertFails(write(admin(), payload(stored(), 1)))
  })

  it('takes a stored revision that is not a positive whole number (edited by hand) as 0, so the editor can write over it', async () => {
    await rules.withoutRules(async (db) => {
      await updateDoc(doc(db, SITE_SETTINGS_PATH), { revision: 'tre' })
    })
    await assertFails(write(admin(), payload(stored(), 4)))
    await assertSucceeds(write(admin(), payload(stored(), 1)))
  })

  it('refuses a partial update that keeps the revision', async () => {
    await assertFails(updateDoc(doc(admin(), SITE_SETTINGS_PATH), { phone: '+39 035 111 1111', updatedAt: serverTimestamp() }))
    await assertSucceeds(updateDoc(doc(admin(), SITE_SETTINGS_PATH), { phone: '+39 035 111 1111', revision: 4, updatedAt: serverTimestamp() }))
  })
})
