import { describe, expect, it } from 'vitest'
import { readAlertLead } from '../../functions/src/lead-message'
import { buildPushPayload, encodePushPayload, pushLang, type PushPayloadInput } from '../../functions/src/push-message'
import { LEAD_FIXTURES } from '../test-utils/lead-fixtures'

/** The Web Push message about a new lead (functions/src/push-message.ts): what the staff's devices receive. */

const ID = 'Ab3dEf6hIj9lMn2pQr5t'

function input(data: Record<string, unknown>, extra: Partial<PushPayloadInput> = {}): PushPayloadInput {
  return {
    lead: readAlertLead(ID, { ...data, state: 'new', uid: 'device-1', createdAt: { toDate: () => new Date('2026-05-04T08:30:00Z') } }),
    carName: 'Volkswagen Golf 1.5 TSI Life',
    lang: 'it',
    unread: 3,
    ...extra,
  }
}

describe('the push message about a new lead', () => {
  it('names the kind of request and the car, the visitor and their phone, in the device’s language', () => {
    expect(buildPushPayload(input(LEAD_FIXTURES['test-drive']))).toEqual({
      v: 1,
      leadId: ID,
      title: 'Nuova richiesta: Test drive – Volkswagen Golf 1.5 TSI Life',
      body: 'Mario Rossi · +39 333 123 4567',
      url: `/it/admin/leads/${ID}`,
      tag: `lead-${ID}`,
      unread: 3,
    })
    const english = buildPushPayload(input(LEAD_FIXTURES.question, { lang: 'en', unread: 0 }))
    expect(english).toMatchObject({ title: 'New request: Question about a car – Volkswagen Golf 1.5 TSI Life', url: `/en/admin/leads/${ID}`, unread: 0 })
  })

  it('names the kind alone without a car, and the e-mail address when the visitor left no phone', () => {
    const payload = buildPushPayload(input({ ...LEAD_FIXTURES.contact, phone: '' }, { carName: null }))
    expect(payload.title).toBe('Nuova richiesta: Messaggio')
    expect(payload.body).toBe('Mario Rossi · mario.rossi@example.it')
  })

  it('keeps line breaks, controls, bidirectional and zero-width characters out of the title and the body', () => {
    const payload = buildPushPayload(
      input({ ...LEAD_FIXTURES.question, name: 'Mario\r\n\u202Eissor\u202C\u200B Rossi', phone: '333\t123\u2066' }, { carName: 'Golf\nGTI\u200D' }),
    )
    for (const text of [payload.title, payload.body]) expect(text).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u)
    expect(payload.body).toBe('Mario issor Rossi · 333 123')
    expect(payload.title).toBe("Nuova richiesta: Domanda su un'auto – Golf GTI")
  })

  it('stays well under the 4 KB a push service takes, whatever the visitor typed', () => {
    const long = '𝔐'.repeat(5000)
    const payload = buildPushPayload(input({ ...LEAD_FIXTURES.question, name: long, phone: long, email: long }, { carName: long }))
    expect(encodePushPayload(payload).length).toBeLessThan(2048)
    expect(payload.title.endsWith('…')).toBe(true)
    expect(JSON.parse(encodePushPayload(payload).toString('utf8'))).toEqual(payload)
  })

  it('reads a device’s language, Italian for anything else, and a document with fields missing', () => {
    expect([pushLang('en'), pushLang('it'), pushLang('de'), pushLang(undefined)]).toEqual(['en', 'it', 'it', 'it'])
    const bare = buildPushPayload({ lead: readAlertLead(ID, {}), carName: null, lang: 'en', unread: Number.NaN })
    expect(bare).toMatchObject({ title: 'New request', body: '?', unread: 0 })
  })
})
