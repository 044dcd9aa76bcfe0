import { describe, expect, it } from 'vitest'
import {
  DRIVER_AGE_BANDS,
  LEAD_ID_PATTERN,
  LEAD_KINDS,
  LEAD_LIMITS,
  LEAD_PHOTO_FILE_PATTERN,
  LEAD_PHOTO_WINDOW_MINUTES,
  LEAD_RATE_PATH,
  LEAD_STATES,
  PARTS_OF_DAY,
  PICK_UP_TIME_PATTERN,
  RENTAL_QUOTE_UNITS,
  TRADE_IN_CONDITIONS,
  TRADE_IN_FUELS,
} from '@/features/leads/model/lead-constants'
import { LEAD_INPUT_SCHEMAS, LEAD_VEHICLE_ID_PATTERN } from '@/features/leads/model/lead-schema'
import { EMAIL_PATTERN, PHONE_PATTERN, SINGLE_LINE_PATTERN } from '@/features/contact/contact-fields'
import { DATE_PATTERN } from '@/features/site/model/site-settings-schema'
import { ID_PATTERN } from '@/features/vehicles/model/vehicle-schema'
import { PAYMENT_LIMITS } from '@/features/vehicles/payment'
import { LOCALES } from '@/lib/locale'
import { PHOTO_UPLOAD_MAX_BYTES } from '@/lib/photos/photo-pipeline'
import { listOf, returned, rulesFile, stringOf } from '../test-utils/rules-text'

/** firestore.rules and storage.rules mirror the lead schema: its choices, bounds, patterns and keys. */

const firestoreRules = rulesFile('firestore.rules')
const storageRules = rulesFile('storage.rules')
const limitName = (key: string) => `lead${key[0]!.toUpperCase()}${key.slice(1)}`

/** A rules string literal's value: `\\` is a backslash, `\u200B` the character itself, `\'` a quote. */
const rulesLiteral = (literal: string) =>
  literal.replace(/\\(u[0-9A-Fa-f]{4}|.)/g, (_all, escaped: string) => (escaped.length === 5 ? String.fromCharCode(parseInt(escaped.slice(1), 16)) : escaped))

/** The pattern a rules function returns, its literals and the functions it joins with `+` read as the rules read them. */
function rulesPattern(rules: string, name: string): string {
  const body = returned(rules, name)
  const parts = [...body.matchAll(/\s*(?:'((?:[^'\\]|\\.)*)'|(\w+)\(\))\s*(\+|$)/g)]
  expect(parts.map((part) => part[0]).join(''), `${name}() joins only literals and functions`).toBe(body)
  return parts.map((part) => (part[2] ? rulesPattern(rules, part[2]) : rulesLiteral(part[1]!))).join('')
}

/** The pattern a RegExp matches by, its `\u200B` escapes read as the characters (as the rules' literals give them to RE2). */
const patternText = (pattern: RegExp) => pattern.source.replace(/\\u([0-9A-Fa-f]{4})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)))

describe('firestore.rules mirror the lead schema', () => {
  it.each([
    ['leadKinds', LEAD_KINDS],
    ['leadStates', LEAD_STATES],
    ['leadLangs', LOCALES],
    ['leadPartsOfDay', PARTS_OF_DAY],
    ['leadTradeInFuels', TRADE_IN_FUELS],
    ['leadTradeInConditions', TRADE_IN_CONDITIONS],
    ['leadDriverAgeBands', DRIVER_AGE_BANDS],
    ['leadRentalQuoteUnits', RENTAL_QUOTE_UNITS],
  ] as const)('%s()', (name, values) => {
    expect(listOf(firestoreRules, name)).toEqual([...values])
  })

  it.each(Object.entries(LEAD_LIMITS))('limit %s', (key, value) => {
    expect(Number(returned(firestoreRules, limitName(key)))).toBe(value)
  })

  it('has no lead limit that the model lacks', () => {
    const numeric = [...firestoreRules.matchAll(/function (lead\w+)\(\) \{ return (\d+); \}/g)].map((match) => match[1])
    expect(numeric.sort()).toEqual(Object.keys(LEAD_LIMITS).map(limitName).sort())
  })

  it('uses the same patterns', () => {
    expect(stringOf(firestoreRules, 'leadIdPattern')).toBe(LEAD_ID_PATTERN.source)
    expect(stringOf(firestoreRules, 'leadDatePattern')).toBe(DATE_PATTERN.source)
    expect(stringOf(firestoreRules, 'leadPickUpTimePattern')).toBe(PICK_UP_TIME_PATTERN.source)
    expect(stringOf(firestoreRules, 'leadPhotoFilePattern')).toBe(LEAD_PHOTO_FILE_PATTERN.source)
    // A lead's car id is a vehicle's id, which the rules check with the vehicles' pattern.
    expect(LEAD_VEHICLE_ID_PATTERN.source).toBe(ID_PATTERN.source)
  })

  it('count the whole site’s leads in the document the outbox reads', () => {
    expect(returned(firestoreRules, 'leadRatePath')).toBe(`/databases/$(database)/documents/${LEAD_RATE_PATH}`)
    const [collection, name] = LEAD_RATE_PATH.split('/')
    expect(firestoreRules).toContain(`match /${collection}/{name} {`)
    expect(firestoreRules).toContain(`name == '${name}'`)
  })

  it.each([
    ['leadSingleLinePattern', SINGLE_LINE_PATTERN],
    ['leadPhonePattern', PHONE_PATTERN],
    ['leadEmailPattern', EMAIL_PATTERN],
  ] as const)('checks what a visitor types as the app does: %s()', (name, pattern) => {
    const rules = rulesPattern(firestoreRules, name)
    expect(rules).toBe(patternText(pattern))
    // No shortcut class: RE2 and JavaScript read `\s`, `\d`, `\w` and `\p{…}` differently (and `.` by code units without the u flag).
    expect(rules).not.toMatch(/\\[sSdDwWpPbBhHvV]/)
    expect(pattern.flags).toBe('u')
  })

  it("offers the payment calculator's durations", () => {
    expect([LEAD_LIMITS.monthsMin, LEAD_LIMITS.monthsMax]).toEqual([PAYMENT_LIMITS.monthsMin, PAYMENT_LIMITS.monthsMax])
  })

  it('allows the same keys for every kind', () => {
    const common = listOf(firestoreRules, 'leadKeys')
    const serverSet = ['state', 'createdAt', 'uid']
    const kindKeys = returned(firestoreRules, 'leadKindKeys')
    for (const [kind, schema] of Object.entries(LEAD_INPUT_SCHEMAS)) {
      const listed = new RegExp(`'${kind}': \\[([^\\]]*)\\]`).exec(kindKeys)
      expect(listed, kind).not.toBeNull()
      const own = [...listed![1]!.matchAll(/'([^']*)'/g)].map((match) => match[1]!)
      expect([...common, ...own].sort(), kind).toEqual([...Object.keys(schema.shape), ...serverSet].sort())
    }
  })

  it("let no visitor send, and no staff member change, the functions' records on a lead", () => {
    // The keys a new lead may have and those a staff member's update may touch are whitelists: the records the
    // functions write with the Admin SDK (functions/src/lead-claim.ts) are in neither.
    const writable = [...listOf(firestoreRules, 'leadKeys'), ...listOf(firestoreRules, 'leadWorkKeys'), returned(firestoreRules, 'leadKindKeys')].join(' ')
    for (const field of ['notified', 'pushed']) expect(writable).not.toContain(`'${field}'`)
  })
})

describe('storage.rules mirror the lead photos', () => {
  it('accept the same file names and the same bytes as the vehicles’ photos', () => {
    expect(stringOf(storageRules, 'leadPhotoFileName')).toBe(LEAD_PHOTO_FILE_PATTERN.source)
    expect(Number(returned(storageRules, 'maxUploadBytes'))).toBe(PHOTO_UPLOAD_MAX_BYTES)
  })

  it('take them for as many minutes after the lead as the outbox expects', () => {
    expect(Number(returned(storageRules, 'leadPhotoWindowMinutes'))).toBe(LEAD_PHOTO_WINDOW_MINUTES)
  })
})
