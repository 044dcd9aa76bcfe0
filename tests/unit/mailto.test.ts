import { describe, expect, it } from 'vitest'
import { buildMailto, composeBody } from '@/features/contact/mailto'

describe('buildMailto', () => {
  it('encodes accents, ampersands, question marks, hashes and plus signs', () => {
    const url = buildMailto('info@example.com', 'Perché? Fiat & Alfa #1 + IVA', 'Città: Bergamo')
    expect(url).toBe('mailto:info@example.com?subject=Perch%C3%A9%3F%20Fiat%20%26%20Alfa%20%231%20%2B%20IVA&body=Citt%C3%A0%3A%20Bergamo')
  })
  it('sends line breaks as CRLF', () => {
    expect(buildMailto('a@b.it', 's', 'one\ntwo\r\nthree\rfour')).toBe('mailto:a@b.it?subject=s&body=one%0D%0Atwo%0D%0Athree%0D%0Afour')
  })
  it('round-trips every character through decoding', () => {
    const body = 'Nome: Zoë\nMessaggio:\n100% sicuro? sì & no #ok = forse'
    const url = new URL(buildMailto('info@example.com', 'Oggetto', body))
    expect(url.protocol).toBe('mailto:')
    expect(url.searchParams.get('body')).toBe(body.replace(/\n/g, '\r\n'))
  })
})

describe('composeBody', () => {
  it('lists each field on its own line and the message after a blank line', () => {
    expect(
      composeBody(
        [
          { label: 'Nome', value: 'Mario' },
          { label: 'Email', value: 'm@x.it' },
        ],
        { label: 'Messaggio', value: 'Ciao\nA presto' },
      ),
    ).toBe('Nome: Mario\nEmail: m@x.it\n\nMessaggio:\nCiao\nA presto')
  })
})
