import { describe, expect, it } from 'vitest'
import { buildLeadMessage, leadUrl, readAlertLead, vehicleName, type LeadMessageInput } from '../../functions/src/lead-message'
import { bodyText, escapeHtml, headerText, replyToAddress, telHref } from '../../functions/src/mail-text'
import { LEAD_FIXTURES } from '../test-utils/lead-fixtures'

/** The dealer's e-mail about a new lead (functions/src/lead-message.ts): what the server's function sends. */

const ID = 'Ab3dEf6hIj9lMn2pQr5t'
const createdAt = new Date('2026-05-04T08:30:00Z')

function input(data: Record<string, unknown>, extra: Partial<LeadMessageInput> = {}): LeadMessageInput {
  return {
    lead: readAlertLead(ID, { ...data, state: 'new', uid: 'device-1', createdAt: { toDate: () => createdAt } }),
    carName: 'Volkswagen Golf 1.5 TSI Life',
    lang: 'it',
    siteUrl: 'https://autosalone.example',
    ...extra,
  }
}

describe('the e-mail about a new lead', () => {
  it('names the kind of request, the car and the visitor in the subject, and replies to the visitor', () => {
    const message = buildLeadMessage(input(LEAD_FIXTURES.question))
    expect(message.subject).toBe("Nuova richiesta: Domanda su un'auto – Volkswagen Golf 1.5 TSI Life (Mario Rossi)")
    expect(message.replyTo).toEqual({ name: 'Mario Rossi', address: 'mario.rossi@example.it' })
    expect(message.text).toContain('Telefono: +39 333 123 4567')
    expect(message.text).toContain('È ancora disponibile? Posso vederla sabato?')
    expect(message.text).toContain(`https://autosalone.example/it/admin/leads/${ID}`)
    expect(message.html).toContain(`<a href="https://autosalone.example/it/admin/leads/${ID}">`)
    expect(message.html).toContain('<a href="tel:+393331234567">+39 333 123 4567</a>')
  })

  it('says when the visitor would come: a test drive, a rental', () => {
    expect(buildLeadMessage(input(LEAD_FIXTURES['test-drive'])).text).toContain('Quando: sabato 4 maggio 2030, mattina')
    const rental = buildLeadMessage(input(LEAD_FIXTURES.rental, { carName: 'Fiat 500e La Prima', lang: 'en' }))
    expect(rental.subject).toBe('New request: Rental – Fiat 500e La Prima (Mario Rossi)')
    expect(rental.text).toContain("When: from Saturday, 1 June 2030 to Monday, 10 June 2030, pick-up at 09:30, return at 10:00; driver's age 25–69")
    expect(rental.text).toContain('Price shown: €400.00 for 9 days')
    expect(rental.text).not.toContain('Extras:')
    expect(rental.text).toContain("Visitor's language: it")
    expect(leadUrl('https://autosalone.example/', 'en', ID)).toBe(`https://autosalone.example/en/admin/leads/${ID}`)
  })

  it("names a rental's extras, whose days the total includes", () => {
    const quote = LEAD_FIXTURES.rental.rental.quote
    const withExtras = {
      ...LEAD_FIXTURES.rental,
      rental: {
        ...LEAD_FIXTURES.rental.rental,
        quote: { ...quote, lines: [...quote.lines, { unit: 'child-seat', count: 9, rate: 5 }, { unit: 'second-driver', count: 9, rate: 8 }], total: 517 },
      },
    }
    expect(buildLeadMessage(input(withExtras)).text).toContain('Extra: seggiolino per bambini, secondo conducente')
    expect(buildLeadMessage(input(withExtras, { lang: 'en' })).text).toContain('Extras: child seat, second driver\nPrice shown: €517.00 for 9 days')
  })

  it('names a car deleted since by its id, and the footer form by its subject', () => {
    expect(buildLeadMessage(input(LEAD_FIXTURES.financing, { carName: null })).subject).toContain('auto non più in stock (id used-004)')
    expect(buildLeadMessage(input(LEAD_FIXTURES.contact)).subject).toBe('Nuova richiesta: Messaggio – Orari di agosto (Mario Rossi)')
  })

  it('shows markup the visitor typed as text, never as markup', () => {
    const message = buildLeadMessage(
      input({ ...LEAD_FIXTURES.contact, name: '<b>Mario</b>', subject: '<img src=x onerror=alert(1)>', message: '<script>alert("x")</script>\nCiao & grazie' }),
    )
    expect(message.html).not.toMatch(/<script|<img|<b>/)
    expect(message.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;\nCiao &amp; grazie')
    expect(message.html).toContain('&lt;b&gt;Mario&lt;/b&gt;')
    expect(message.text).toContain('<script>alert("x")</script>')
  })

  it('keeps CR, LF and invisible controls out of the subject and the Reply-To name', () => {
    const message = buildLeadMessage(
      input({ ...LEAD_FIXTURES.question, name: 'Mario\r\nBcc: victim@example.com\u202E\u200B Rossi', email: 'mario.rossi@example.it' }),
    )
    for (const header of [message.subject, message.replyTo?.name ?? '']) {
      expect(header).not.toMatch(/[\r\n\u202E\u200B]/)
    }
    expect(message.replyTo?.name).toBe('Mario Bcc: victim@example.com Rossi')
  })

  it('replies to no address that a mail client could read as more than one', () => {
    for (const email of ['a@b.it,evil@x.it', 'a@b.it>evil', '"a"@b.it', 'a@b.it\r\nBcc: x@y.it', '', 'mario@localhost']) {
      expect(buildLeadMessage(input({ ...LEAD_FIXTURES.question, email })).replyTo).toBeNull()
    }
    expect(buildLeadMessage(input({ ...LEAD_FIXTURES.question, email: 'x,y@b.it' })).text).toContain('richiamalo al telefono')
  })

  it('reads a document with fields missing without throwing', () => {
    const message = buildLeadMessage({ lead: readAlertLead(ID, { kind: 'question' }), carName: null, lang: 'it', siteUrl: 'http://localhost:4173' })
    expect(message.subject).toBe("Nuova richiesta: Domanda su un'auto (?)")
  })
})

describe('text in an e-mail', () => {
  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;')
  })

  it('makes a header one line, without controls, bidirectional or zero-width characters, and cuts it', () => {
    expect(headerText('a\r\nb\tc\u0000d\u202Ee\u2066f\u200Dg\uFEFFh\u2028i')).toBe('a b c d e f g h i')
    expect(headerText('é'.repeat(10), 5)).toBe('éééé…')
  })

  it('keeps the lines of the body, without invisible controls', () => {
    expect(bodyText('uno\r\ndue\rtre\u202E\u200B')).toBe('uno\ndue\ntre')
  })

  it('accepts a plain address for Reply-To only', () => {
    expect(replyToAddress(' mario.rossi+auto@example.it ')).toBe('mario.rossi+auto@example.it')
    expect(replyToAddress('mario rossi@example.it')).toBeNull()
  })

  it('dials digits and a leading plus only', () => {
    expect(telHref('+39 035 000 0000')).toBe('tel:+390350000000')
    expect(telHref('abc')).toBeNull()
  })

  it('names a car as the reserved area does', () => {
    expect(vehicleName({ make: ' Fiat ', model: 'Panda', version: '' })).toBe('Fiat Panda')
  })
})
