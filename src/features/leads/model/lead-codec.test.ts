import { describe, expect, it } from 'vitest'
import { leadFixture } from '../../../../tests/test-utils/lead-fixtures'
import { decodeLead } from './lead-codec'
import { LEAD_LIMITS } from './lead-constants'
import type { LeadTextField } from './lead-schema'

type Data = Record<string, unknown>

/** A lead as Firestore gives it back: what the visitor sent, with the server's fields. */
const storedData = (input: Data, extra: Data = {}): Data => ({ ...input, state: 'new', uid: 'device-1', createdAt: new Date('2026-05-04T08:30:00Z'), ...extra })

const decode = (input: Data, extra?: Data) => decodeLead('Ab3dEf6hIj9lMn2pQr5t', storedData(input, extra))

describe('decodeLead', () => {
  it('reads a lead as the forms send it, with no warnings and the staff fields at their start', () => {
    const decoded = decode(leadFixture('trade-in'))
    expect(decoded.ok).toBe(true)
    if (!decoded.ok) return
    expect(decoded.lead).toMatchObject({ id: 'Ab3dEf6hIj9lMn2pQr5t', revision: 0, read: false, notes: [] })
    expect(decoded.lead.warnings).toBeUndefined()
  })

  it.each<[string, 'question' | 'contact' | 'trade-in', (lead: Data) => void, LeadTextField[]]>([
    ['an e-mail with a no-break space (which an older check took)', 'question', (d) => void (d.email = 'mario\u00A0rossi@example.it'), ['email']],
    ['a name with a zero-width space', 'question', (d) => void (d.name = 'Mario\u200BRossi'), ['name']],
    ['a subject with a right-to-left override', 'contact', (d) => void (d.subject = 'Orari \u202Eotsoga'), ['subject']],
    ['a phone with a tab', 'question', (d) => void (d.phone = '333\t1234567'), ['phone']],
    [
      'a trade-in with a byte order mark in its make and model',
      'trade-in',
      (d) => void Object.assign(d.tradeIn as Data, { make: '\uFEFFFiat', model: 'Punto\u2066' }),
      ['tradeIn.make', 'tradeIn.model'],
    ],
    ['a name longer than the forms send', 'question', (d) => void (d.name = 'N'.repeat(LEAD_LIMITS.nameMax + 1)), ['name']],
    ['an empty question', 'question', (d) => void (d.message = ''), ['message']],
    ['neither a phone nor an e-mail address', 'question', (d) => void Object.assign(d, { phone: '', email: '' }), ['phone']],
  ])('reads %s, and flags the field', (_name, kind, change, warnings) => {
    const input = leadFixture(kind) as Data
    change(input)
    const decoded = decode(input)
    expect(decoded.ok).toBe(true)
    if (decoded.ok) expect(decoded.lead.warnings).toEqual(warnings)
  })

  it('reads a lead stored by an older version, whose car carries the name and price its page showed, as naming the car by id', () => {
    const sentName = 'Golf\u202E \nPREZZO SPECIALE 1 €'
    const decoded = decode({ ...leadFixture('financing'), vehicle: { id: 'used-004', name: sentName, category: 'used', price: 1 } })
    expect(decoded.ok).toBe(true)
    if (!decoded.ok) return
    expect(decoded.lead).toMatchObject({ kind: 'financing', vehicle: { id: 'used-004', category: 'used' }, sentVehicleName: sentName })
    expect((decoded.lead as { vehicle: object }).vehicle).not.toHaveProperty('name')
    expect((decoded.lead as { vehicle: object }).vehicle).not.toHaveProperty('price')
    // Not a field the inbox answers with, so not one it flags.
    expect(decoded.lead.warnings).toBeUndefined()
  })

  it('has no sent name for a lead of this version', () => {
    const decoded = decode(leadFixture('question'))
    expect(decoded.ok && decoded.lead).not.toHaveProperty('sentVehicleName')
  })

  it('keeps an odd text as it is stored, for the dealer to see', () => {
    const decoded = decode({ ...leadFixture('question'), name: 'Mario\u200BRossi' })
    expect(decoded.ok && decoded.lead.name).toBe('Mario\u200BRossi')
  })

  it('ignores a stored `warnings` field and other fields it does not know', () => {
    const decoded = decode(leadFixture('question'), { warnings: ['name'], discount: 5 })
    expect(decoded.ok).toBe(true)
    if (decoded.ok) expect(decoded.lead).not.toHaveProperty('warnings')
  })

  it.each<[string, (lead: Data) => void]>([
    ['a text field of another type', (d) => void (d.name = 42)],
    ['an unknown kind', (d) => void (d.kind = 'complaint')],
    ['an unknown state', (d) => void (d.state = 'archived')],
    ['no time of arrival', (d) => void delete d.createdAt],
    ['a car of no category', (d) => void ((d.vehicle as Data).category = 'lease')],
  ])('still refuses %s, which the rules never take', (_name, change) => {
    const data = storedData(leadFixture('question') as Data)
    change(data)
    expect(decodeLead('Ab3dEf6hIj9lMn2pQr5t', data).ok).toBe(false)
  })
})

describe("decodeLead: the server's records of the e-mail to the dealer and of the push messages", () => {
  const at = new Date('2026-05-04T08:31:00Z')
  const timestamp = (date: Date) => ({ toDate: () => date })

  it('reads `notified` with its times as dates', () => {
    const decoded = decode(leadFixture('question'), { notified: { email: 'failed', at: timestamp(at), attempts: 2, error: 'ECONNREFUSED', retry: true } })
    expect(decoded.ok && decoded.lead.notified).toEqual({ email: 'failed', at, attempts: 2, error: 'ECONNREFUSED', retry: true })
  })

  it('reads a lead that also has the record of the push messages (`pushed`), which it leaves out', () => {
    const pushed = { state: 'failed', at: timestamp(at), attempts: 2, error: 'staff/u/pushDevices/d: 500', retry: true, devices: ['staff/u/pushDevices/e'] }
    const decoded = decode(leadFixture('question'), { notified: { email: 'sent', at: timestamp(at), attempts: 1 }, pushed })
    expect(decoded.ok).toBe(true)
    expect(decoded.ok && decoded.lead.notified).toEqual({ email: 'sent', at, attempts: 1 })
    expect(decoded.ok && decoded.lead).not.toHaveProperty('pushed')
  })

  it('leaves out a `notified` that does not read as one, never the lead', () => {
    const decoded = decode(leadFixture('question'), { notified: { email: 'delivered?', at: 'yesterday' } })
    expect(decoded.ok).toBe(true)
    expect(decoded.ok && decoded.lead.notified).toBeUndefined()
  })
})
