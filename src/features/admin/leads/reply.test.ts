import { describe, expect, it } from 'vitest'
import { translatorFor } from '@/lib/i18n'
import { storedLead } from '../../../../tests/test-utils/stored-leads'
import { internationalDigits, replyLinks } from './reply'

describe('replying to a lead', () => {
  it('dials the number as given, and opens WhatsApp with the country code (Italian when none)', () => {
    expect(internationalDigits('+44 7700 900123')).toBe('447700900123')
    expect(internationalDigits('0041 79 123 45 67')).toBe('41791234567')
    expect(internationalDigits('333 123 4567')).toBe('393331234567')
    expect(internationalDigits('12')).toBeNull()
  })

  it('prepares the message in the visitor’s language, naming the car', async () => {
    const lead = storedLead('test-drive', { lang: 'en', name: 'Anna', phone: '+39 333 1234567' })
    const links = replyLinks(lead, await translatorFor('en', 'admin', 'leads'))
    expect(links.tel).toBe('tel:+393331234567')
    const text = new URL(links.whatsapp!).searchParams.get('text')!
    expect(text).toMatch(/^Hello Anna,\nthank you for booking a test drive of the Volkswagen Golf 1\.5 TSI Life \(.*2030, morning\)\./)
    const mail = new URL(links.mailto!)
    expect(mail.pathname).toBe('mario.rossi@example.it')
    expect(mail.searchParams.get('subject')).toBe('Test drive: Volkswagen Golf 1.5 TSI Life')
  })

  it('in Italian for a visitor who wrote in Italian; without a phone, no call and no WhatsApp', async () => {
    const lead = storedLead('trade-in', { lang: 'it', phone: '', name: 'Lucia' })
    const links = replyLinks(lead, await translatorFor('it', 'admin', 'leads'))
    expect([links.tel, links.whatsapp]).toEqual([null, null])
    expect(new URL(links.mailto!).searchParams.get('body')).toContain('Buongiorno Lucia,')
  })
})
