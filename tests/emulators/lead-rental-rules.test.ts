import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import { beforeEach, describe, expect, it } from 'vitest'
import { leadInputSchema } from '@/features/leads/model/lead-schema'
import { newLeadId } from '@/features/leads/model/lead-codec'
import { leadFixture } from '../test-utils/lead-fixtures'
import { setUpRulesTests } from './emulator-support'
import { leadDocument, sendLead, storeLeadCars } from './lead-batch'

/** A rental request's dates, times and the price the form showed (the rest of a lead: lead-rules.test.ts). */

type Data = Record<string, unknown>
const quoteOf = (lead: Data) => (lead.rental as Data).quote as Data

const rules = setUpRulesTests({ rules: ['firestore'], clearEachTest: true })
const { device } = rules.firestore
beforeEach(() => storeLeadCars(rules))

const sendAs = (uid: string, input: Data, id = newLeadId()) => sendLead(rules, device(uid), uid, id, leadDocument(input, uid))

/** The price of 39 days (to 2030-07-10 from the fixture's pick-up): a month, a week and two days, one line each. */
const LONG_QUOTE = {
  days: 39,
  lines: [
    { unit: 'month' as const, count: 1, rate: 900 },
    { unit: 'week' as const, count: 1, rate: 300 },
    { unit: 'day' as const, count: 2, rate: 50 },
  ],
  total: 1300,
  includedKm: 7800,
  deposit: 500,
}

describe('a visitor sending a rental request', () => {
  it('may send a rental without a return time and a price, as an older version did, and one of three price lines', async () => {
    const { returnTime: _time, quote: _quote, ...older } = leadFixture('rental').rental
    const olderLead = { ...leadFixture('rental'), rental: older }
    expect(leadInputSchema.safeParse(olderLead).success).toBe(true)
    await assertSucceeds(sendAs('device-older', olderLead))
    const long = leadFixture('rental')
    long.rental = {
      ...long.rental,
      to: '2030-07-10',
      quote: LONG_QUOTE,
    }
    expect(leadInputSchema.safeParse(long).success).toBe(true)
    await assertSucceeds(sendAs('device-long', long))
  })

  it('may send the extras chosen, a line each, and the rate of an extra kilometre: five lines at most', async () => {
    const extras = leadFixture('rental')
    extras.rental = {
      ...extras.rental,
      to: '2030-07-10',
      quote: {
        ...LONG_QUOTE,
        lines: [...LONG_QUOTE.lines, { unit: 'child-seat', count: 39, rate: 5 }, { unit: 'second-driver', count: 39, rate: 8 }],
        total: LONG_QUOTE.total + 39 * 13,
        extraKmCents: 25,
      },
    }
    expect(leadInputSchema.safeParse(extras).success).toBe(true)
    await assertSucceeds(sendAs('device-extras', extras))
  })
})

const invalidCases: { name: string; mutate: (lead: Data) => void }[] = [
  { name: 'a rental returned at 25:00', mutate: (d) => void ((d.rental as Data).returnTime = '25:00') },
  {
    name: 'a rental returned on its pick-up day before its pick-up time',
    mutate: (d) => void Object.assign(d.rental as Data, { from: '2030-06-01', to: '2030-06-01', pickUpTime: '15:00', returnTime: '10:00' }),
  },
  { name: 'a rental price with an extra key', mutate: (d) => void (quoteOf(d).discount = 10) },
  { name: 'a rental price whose lines do not add up to its total', mutate: (d) => void (quoteOf(d).total = 1) },
  { name: 'a rental price without lines', mutate: (d) => void Object.assign(quoteOf(d), { lines: [] }) },
  {
    name: 'a rental price of six lines',
    mutate: (d) => void Object.assign(quoteOf(d), { lines: [1, 2, 3, 4, 5, 6].map(() => ({ unit: 'day', count: 1, rate: 100 })), total: 600 }),
  },
  {
    name: 'a rental price line of an extra the site does not offer',
    mutate: (d) => void Object.assign(quoteOf(d), { lines: [...(quoteOf(d).lines as Data[]), { unit: 'snow-chains', count: 9, rate: 5 }], total: 445 }),
  },
  {
    name: 'a rental price whose extra line is left out of its total',
    mutate: (d) => void (quoteOf(d).lines as Data[]).push({ unit: 'child-seat', count: 9, rate: 5 }),
  },
  { name: 'a rental price of an extra kilometre at no cents', mutate: (d) => void (quoteOf(d).extraKmCents = 0) },
  { name: 'a rental price of an extra kilometre in fractions of a cent', mutate: (d) => void (quoteOf(d).extraKmCents = 25.5) },
  { name: 'a rental price line of an unknown unit', mutate: (d) => void ((quoteOf(d).lines as Data[])[0]!.unit = 'hour') },
  { name: 'a rental price line of a fractional rate', mutate: (d) => void ((quoteOf(d).lines as Data[])[1]!.rate = 49.5) },
  { name: 'a rental price line with an extra key', mutate: (d) => void ((quoteOf(d).lines as Data[])[0]!.note = 'x') },
  { name: 'a rental price of no days', mutate: (d) => void (quoteOf(d).days = 0) },
  { name: 'a rental price of a negative deposit', mutate: (d) => void (quoteOf(d).deposit = -1) },
  { name: 'a rental price as text', mutate: (d) => void ((d.rental as Data).quote = '400 €') },
]

describe('validating a rental request', () => {
  it.each(invalidCases.map((testCase) => [testCase.name, testCase] as const))('refuses %s', async (_name, testCase) => {
    const lead = leadFixture('rental') as Data
    testCase.mutate(lead)
    expect(leadInputSchema.safeParse(lead).success).toBe(false)
    await assertFails(sendAs('device-1', lead))
  })
})
