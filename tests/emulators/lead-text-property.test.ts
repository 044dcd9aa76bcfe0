import fc from 'fast-check'
import { beforeEach, describe, expect, it } from 'vitest'
import { LONE_SURROGATE } from '@/features/contact/contact-fields'
import { decodeLead, newLeadId } from '@/features/leads/model/lead-codec'
import { LEAD_LIMITS, LEAD_RATE_PATH, LEAD_THROTTLES_COLLECTION, LEADS_COLLECTION, type LeadKind } from '@/features/leads/model/lead-constants'
import { leadInputSchema, type LeadTextField } from '@/features/leads/model/lead-schema'
import { readSiteRate, siteBusyFor, siteRateMoved, siteRateWrite, type SiteRateReading } from '@/features/leads/outbox/site-rate'
import { commitWrites, getDocumentAs } from '@/lib/firebase/firestore-rest-write'
import { RestRequestError } from '@/lib/firebase/rest-request'
import { fromRestFields } from '@/lib/firebase/rest-values'
import { leadFixture } from '../test-utils/lead-fixtures'
import { PROJECT_ID, setUpRulesTests } from './emulator-support'
import { storeLeadCars } from './lead-batch'

/**
 * The rules and the app agree on every text a visitor may type: for strings across Unicode (spaces of every kind,
 * direction controls, zero-width characters, emoji and other astral characters, combining marks, control
 * characters, markup, halves of surrogate pairs), a lead that holds one in a field is created by the real rules in
 * the emulator exactly when leadInputSchema takes it, and whatever the rules create, decodeLead reads (so the
 * inbox lists it, and it can be deleted). Each lead is sent as the outbox sends it: one REST commit of the lead,
 * the identity's throttle and the site's counter, with a fresh anonymous identity each time.
 */

type Data = Record<string, unknown>

const RUNS = 1000
// The real firestore.rules in the emulator, and Firestore emptied before each test.
const rules = setUpRulesTests({ rules: ['firestore'], clearEachTest: true })
// The cars the fixtures name, published: the rules take a lead only about a car the site shows.
beforeEach(() => storeLeadCars(rules))

/** An anonymous visitor's ID token as the emulator takes it: unsigned, as @firebase/rules-unit-testing makes them. */
function visitorToken(uid: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const now = Math.floor(Date.now() / 1000)
  const claims = { iss: `https://securetoken.google.com/${PROJECT_ID}`, aud: PROJECT_ID, iat: now, exp: now + 3600, auth_time: now, sub: uid, user_id: uid }
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ ...claims, firebase: { sign_in_provider: 'anonymous', identities: {} } })}.`
}

/**
 * The site's counter as this file keeps it: a window from now, its count far below the cap, so that the cap
 * (lead-flood-rules.test.ts) never refuses a lead here. Leads go one at a time: each created one moves the count on,
 * which the next must know.
 */
let siteRate: SiteRateReading
let identities = 0
/** The emulator's owner: reads and writes with the rules off. */
const OWNER = 'owner'

async function freshWindow(): Promise<void> {
  const now = new Date()
  await commitWrites([{ path: LEAD_RATE_PATH, fields: { windowStart: now, count: -1_000_000, lastLeadId: newLeadId(), lastAt: now } }], OWNER)
  siteRate = await readSiteRate(OWNER)
}

beforeEach(freshWindow)

/** One commit of the lead, its identity's throttle and the site's counter; false if the rules refuse it. */
async function commitLead(input: Data, id: string): Promise<boolean> {
  const uid = `text-probe-${(identities += 1)}`
  const rate = siteRateWrite(siteRate, id)
  try {
    await commitWrites(
      [
        { path: `${LEADS_COLLECTION}/${id}`, fields: { ...input, state: 'new', uid }, mustNotExist: true, serverTimeFields: ['createdAt'] },
        { path: `${LEAD_THROTTLES_COLLECTION}/${uid}`, fields: { lastLeadId: id }, serverTimeFields: ['lastAt'] },
        rate,
      ],
      visitorToken(uid),
    )
  } catch (error) {
    if (error instanceof RestRequestError && error.code === 'PERMISSION_DENIED') return false
    throw error
  }
  // One more in the window, or (the counter was gone) a new window from the server's time, which only a reading tells.
  if (rate.merge) siteRate.rate!.count += 1
  else siteRate = await readSiteRate(OWNER)
  return true
}

/**
 * Sends the lead as a new visitor does; the stored document if the rules created it, else null. A refusal is
 * checked as the outbox checks one: if the counter moved meanwhile (another file's leads on the same emulator), or
 * its cap is met, the lead is sent again on the counter as it is now.
 */
async function send(input: Data): Promise<Data | null> {
  const id = newLeadId()
  for (let attempt = 1; !(await commitLead(input, id)); attempt += 1) {
    const now = await readSiteRate(OWNER)
    const busy = siteBusyFor(now) > 0
    if (attempt === 3 || (!busy && !siteRateMoved(siteRate, now))) return null
    if (busy) await freshWindow()
    else siteRate = now
  }
  // Read back as Firestore gives it to the inbox.
  const { fields } = await getDocumentAs(`${LEADS_COLLECTION}/${id}`, OWNER)
  return { id, ...fromRestFields(fields ?? {}) }
}

const code = (codes: readonly number[]) => fc.constantFrom(...codes.map((unit) => String.fromCharCode(unit)))
const range = (from: number, to: number) => fc.integer({ min: from, max: to }).map((point) => String.fromCodePoint(point))
const units = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index)

/** One character (or a short sequence) of a Unicode class. */
const piece = fc.oneof(
  { weight: 30, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789') },
  { weight: 6, arbitrary: fc.constantFrom(...' .,-+()/@\'_:;!?#&"*=%$'.split('')) },
  { weight: 3, arbitrary: fc.constantFrom('<', '>') },
  // Every space and line break: ASCII, NEL, no-break, typographic, separators, ideographic, the byte order mark.
  { weight: 5, arbitrary: code([...units(0x09, 0x0d), 0x20, 0x85, 0xa0, 0x1680, ...units(0x2000, 0x200a), 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff]) },
  // Direction marks, embeddings, overrides and isolates.
  { weight: 4, arbitrary: code([0x061c, 0x200e, 0x200f, ...units(0x202a, 0x202e), ...units(0x2066, 0x2069)]) },
  // Zero-width and other invisible characters (some the patterns refuse, some, as U+034F, they take).
  {
    weight: 4,
    arbitrary: code([
      0xad,
      0x034f,
      0x115f,
      0x1160,
      0x17b4,
      0x180e,
      ...units(0x200b, 0x200d),
      ...units(0x2060, 0x2064),
      0x3164,
      0xfeff,
      0xffa0,
      ...units(0xfff9, 0xfffb),
    ]),
  },
  { weight: 3, arbitrary: fc.oneof(range(0x00, 0x1f), range(0x7f, 0x9f)) },
  { weight: 3, arbitrary: range(0x300, 0x36f) },
  { weight: 3, arbitrary: fc.oneof(fc.constantFrom('🚗', '😀', '👨‍👩‍👧', '🇮🇹', '❤️'), range(0x10000, 0x10ffff)) },
  { weight: 3, arbitrary: fc.constantFrom('é', 'ß', 'Ж', '中', 'ع', 'ह', 'ñ', '٣', '１') },
  { weight: 2, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)) },
)

const text = (pieces: fc.Arbitrary<string>, maxLength = 24) => fc.array(pieces, { maxLength }).map((all) => all.join(''))

/** Strings of about `max` UTF-16 units (a few under, at, a few over) of one repeated character, and a little more. */
const nearLimit = (max: number, unit: fc.Arbitrary<string> = fc.constantFrom('a', '🚗', 'é', 'e\u0301', '中')) =>
  fc
    .tuple(unit, fc.integer({ min: -3, max: 3 }), text(piece, 2))
    .map(([each, delta, tail]) => each.repeat(Math.max(0, Math.floor((max + delta) / each.length))) + tail)

const phonePiece = fc.oneof(
  { weight: 20, arbitrary: fc.constantFrom(...'0123456789') },
  { weight: 5, arbitrary: fc.constantFrom(...' ().-/') },
  { weight: 5, arbitrary: piece },
)
const emailPiece = fc.oneof({ weight: 20, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789.-+_') }, { weight: 5, arbitrary: piece })

/** Each field a visitor types, in a lead of a kind that has it, with strings shaped for it and strings of anything. */
const FIELDS: { field: LeadTextField; kind: LeadKind; strings: fc.Arbitrary<string> }[] = [
  { field: 'name', kind: 'question', strings: fc.oneof(text(piece), nearLimit(LEAD_LIMITS.nameMax)) },
  {
    field: 'phone',
    kind: 'question',
    strings: fc.oneof(
      text(piece),
      text(phonePiece).map((rest) => `+39 ${rest}`),
      nearLimit(LEAD_LIMITS.phoneMax - 4, fc.constantFrom('3', '🚗')).map((rest) => `+39 ${rest}`),
    ),
  },
  {
    field: 'email',
    kind: 'question',
    strings: fc.oneof(
      text(piece),
      fc.tuple(text(emailPiece, 12), text(emailPiece, 12), text(emailPiece, 6)).map(([local, domain, top]) => `${local}@${domain}.${top}`),
      nearLimit(LEAD_LIMITS.emailMax - '@example.it'.length).map((local) => `${local}@example.it`),
    ),
  },
  { field: 'subject', kind: 'contact', strings: fc.oneof(text(piece), nearLimit(LEAD_LIMITS.subjectMax)) },
  { field: 'message', kind: 'contact', strings: fc.oneof(text(piece, 40), nearLimit(LEAD_LIMITS.messageMax)) },
  { field: 'tradeIn.make', kind: 'trade-in', strings: fc.oneof(text(piece), nearLimit(LEAD_LIMITS.tradeInMakeMax)) },
  { field: 'tradeIn.model', kind: 'trade-in', strings: fc.oneof(text(piece), nearLimit(LEAD_LIMITS.tradeInModelMax)) },
]

/** A lead of `kind` as the forms make it, with `value` in `field`. */
function leadWith(kind: LeadKind, field: LeadTextField, value: string): Data {
  const lead = leadFixture(kind) as Data
  const [outer, inner] = field.split('.') as [string, string | undefined]
  if (inner) (lead[outer] as Data)[inner] = value
  else lead[outer] = value
  return lead
}

const shown = (value: string) => JSON.stringify(value).replace(/[^\x20-\x7e]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`)

/** The rules and the schema judge `value` in `field` alike; what the rules create, the inbox reads, flagged or not. */
async function agree(kind: LeadKind, field: LeadTextField, value: string): Promise<void> {
  const input = leadWith(kind, field, value)
  const schemaTakes = leadInputSchema.safeParse(input).success
  const stored = await send(input)
  if (LONE_SURROGATE.test(value)) {
    // Not what the rules see: the REST API stores something else in place of a half pair. The schema never sends it.
    expect(schemaTakes, `the schema took a half surrogate pair: ${shown(value)}`).toBe(false)
  } else {
    expect(stored !== null, `${field} ${shown(value)}: the schema ${schemaTakes ? 'takes' : 'refuses'} it, the rules do not agree`).toBe(schemaTakes)
  }
  if (stored === null) return
  const decoded = decodeLead(String(stored.id), stored)
  expect(decoded.ok, `${field} ${shown(value)}: the rules created a lead that decodeLead refuses: ${decoded.ok ? '' : decoded.reason}`).toBe(true)
  if (decoded.ok && schemaTakes) expect(decoded.lead.warnings, `${field} ${shown(value)} flagged`).toBeUndefined()
}

describe('a text a visitor types', () => {
  it.each(FIELDS.map((each) => [each.field, each] as const))(
    `in %s: the rules create the lead exactly when the schema takes it, and the inbox reads it (${RUNS} strings)`,
    async (_field, { field, kind, strings }) => {
      const started = Date.now()
      await fc.assert(
        fc.asyncProperty(strings, (value) => agree(kind, field, value)),
        { numRuns: RUNS },
      )
      console.info(`${field}: ${RUNS} strings through the rules in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    },
    120_000,
  )

  it('is measured in UTF-16 code units by both: an emoji is two, a letter with a combining accent two', async () => {
    for (const [name, takes] of [
      [`${'🚗'.repeat(80)}N`, true],
      ['🚗'.repeat(81), false],
      ['é'.repeat(LEAD_LIMITS.nameMax), true],
      ['e\u0301'.repeat(81), false],
      ['中'.repeat(LEAD_LIMITS.nameMax + 1), false],
    ] as const) {
      expect(leadInputSchema.safeParse(leadWith('question', 'name', name)).success).toBe(takes)
      await agree('question', 'name', name)
    }
  })

  it('is refused alike where JavaScript’s \\s and RE2’s differ: a no-break space in an e-mail, a tab in a phone', async () => {
    for (const [field, value] of [
      ['email', 'a\u00A0b@x.it'],
      ['email', 'mario@example.it\u2028'],
      ['phone', '+39\t333 1234567'],
      ['phone', '+39\u3000333 1234567'],
      ['name', 'Mario\u202ERossi'],
      ['name', '\uFEFFMario'],
    ] as const) {
      expect(leadInputSchema.safeParse(leadWith('question', field, value)).success).toBe(false)
      await agree('question', field, value)
    }
  })

  it('with half of a surrogate pair (a cut emoji) is refused by the schema; what Firestore stores instead is well formed', async () => {
    const stored = await send(leadWith('question', 'name', 'Mario \uD83D'))
    expect(leadInputSchema.safeParse(leadWith('question', 'name', 'Mario \uD83D')).success).toBe(false)
    // Measured on the emulator: its REST API stores "?" in place of the half pair, and the rules take that.
    expect(stored?.name).toBe('Mario ?')
    expect(stored && decodeLead(String(stored.id), stored).ok).toBe(true)
  })
})
