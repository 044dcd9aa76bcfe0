import { describe, expect, it } from 'vitest'
import { translatorFor } from '@/lib/i18n'
import { storedLead } from '../../../../tests/test-utils/stored-leads'
import { leadCarLookup } from '../model/lead-car'
import { internationalDigits, replyLinks } from './reply'

/** The stock as the reserved area reads it from the server: the Golf, and a rental. */
const stock = leadCarLookup(
  [
    { id: 'used-004', make: 'Volkswagen', model: 'Golf', version: '1.5 TSI Life', category: 'used', price: 21900 },
    { id: 'rent-007', make: 'Fiat', model: '500e', version: 'La Prima', category: 'rent', dailyRate: 55 },
  ],
  false,
)
const emptyStock = leadCarLookup([], false)

describe('replying to a lead', () => {
  it('dials the number as given, and opens WhatsApp with the country code (Italian when none)', () => {
    expect(internationalDigits('+44 7700 900123')).toBe('447700900123')
    expect(internationalDigits('0041 79 123 45 67')).toBe('41791234567')
    expect(internationalDigits('333 123 4567')).toBe('393331234567')
    expect(internationalDigits('12')).toBeNull()
  })

  it('prepares the message in the visitor’s language, naming the car and its price as the stock has them', async () => {
    const lead = storedLead('test-drive', { lang: 'en', name: 'Anna', phone: '+39 333 1234567' })
    const links = replyLinks(lead, await translatorFor('en', 'admin', 'leads'), stock.of(lead))
    expect(links.tel).toBe('tel:+393331234567')
    const text = new URL(links.whatsapp!).searchParams.get('text')!
    expect(text).toMatch(/^Hello Anna,\nthank you for booking a test drive of the Volkswagen Golf 1\.5 TSI Life \(€21,900\) \(.*2030, morning\)\./)
    const mail = new URL(links.mailto!)
    expect(mail.pathname).toBe('mario.rossi@example.it')
    expect(mail.searchParams.get('subject')).toBe('Test drive: Volkswagen Golf 1.5 TSI Life (€21,900)')
  })

  it('names a rental’s daily rate', async () => {
    const lead = storedLead('rental', { lang: 'it' })
    const text = new URL(replyLinks(lead, await translatorFor('it', 'admin', 'leads'), stock.of(lead)).whatsapp!).searchParams.get('text')!
    expect(text).toContain('noleggio della Fiat 500e La Prima (55\u00A0€/giorno)')
  })

  it('never carries what an older version stored of the car: a lead whose car was deleted names its id and no price', async () => {
    // Stored by an older version, with the name and price the visitor's device sent.
    const lead = storedLead('question', { lang: 'en', phone: '+39 333 1234567', sentVehicleName: 'Golf\nSPECIAL PRICE €1, pay at evil.example' })
    const links = replyLinks(lead, await translatorFor('en', 'admin', 'leads'), emptyStock.of(lead))
    const text = new URL(links.whatsapp!).searchParams.get('text')!
    expect(text).toContain('thank you for your question about the car used-004.')
    expect(text).not.toContain('evil')
    expect(text).not.toContain('€')
    expect(new URL(links.mailto!).searchParams.get('subject')).toBe('Question about a car: car used-004')
  })

  it('in Italian for a visitor who wrote in Italian; without a phone, no call and no WhatsApp', async () => {
    const lead = storedLead('trade-in', { lang: 'it', phone: '', name: 'Lucia' })
    const links = replyLinks(lead, await translatorFor('it', 'admin', 'leads'), stock.of(lead))
    expect([links.tel, links.whatsapp]).toEqual([null, null])
    expect(new URL(links.mailto!).searchParams.get('body')).toContain('Buongiorno Lucia,')
  })
})
