import { describe, expect, it } from 'vitest'
import { i18n, loadMessages, activateLocale } from '@/lib/i18n'
import { storedLead } from '../../../../tests/test-utils/stored-leads'
import { leadCarLookup } from '../model/lead-car'
import { csvCell, csvSeparator, leadsCsv } from './lead-csv'

/** Reads a CSV back as a spreadsheet would: quoted cells, doubled quotes, line breaks inside quotes. */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"'
        index++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === separator) {
      row.push(cell)
      cell = ''
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      index++
    } else cell += char
  }
  return rows
}

describe('CSV export', () => {
  it('neutralises what a spreadsheet would run as a formula, and quotes every cell', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`)
    expect(csvCell('+39 333 1234567')).toBe(`"'+39 333 1234567"`)
    expect(csvCell('-2+3')).toBe(`"'-2+3"`)
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`)
    expect(csvCell('\tcmd')).toBe(`"'\tcmd"`)
    expect(csvCell('Mario; "il Rosso"')).toBe(`"Mario; ""il Rosso"""`)
  })

  it('uses the separator Excel expects in the language', () => {
    expect(csvSeparator('it')).toBe(';')
    expect(csvSeparator('en')).toBe(',')
  })

  it('writes UTF-8 with a byte order mark, and reads back with accents, line breaks and HTML as text', async () => {
    await Promise.all([activateLocale('it'), loadMessages('it', 'admin', 'leads')])
    const leads = [
      storedLead('trade-in', { name: 'Niccolò Bellè', message: '<script>alert("x")</script>\nGrazie; a presto', phone: '+39 333 1234567' }),
      storedLead('contact', { name: '=cmd|"/c calc"!A1', subject: '@Orari' }),
    ]
    const stock = leadCarLookup([{ id: 'used-004', make: 'Volkswagen', model: 'Golf', version: '1.5 TSI Life', category: 'used', price: 21900 }], false)
    const csv = leadsCsv(leads, i18n, 'it', stock)
    // UTF-8, starting with its byte order mark (EF BB BF), which tells Excel the encoding.
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [header, tradeIn, contact] = parseCsv(csv.slice(1), ';')
    expect(header).toEqual([
      'Ricevuta',
      'Richiesta',
      'Stato',
      'Nome',
      'Telefono',
      'E-mail',
      'Auto',
      'Codice auto',
      'Prezzo',
      'Dettagli',
      'Messaggio',
      'Note',
      'Lingua',
    ])
    expect(tradeIn).toHaveLength(13)
    expect(tradeIn![1]).toBe("Valutazione dell'usato")
    expect(tradeIn![2]).toBe('Nuova')
    expect(tradeIn![3]).toBe('Niccolò Bellè')
    expect(tradeIn![4]).toBe("'+39 333 1234567")
    expect(tradeIn![6]).toBe('Volkswagen Golf 1.5 TSI Life')
    expect(tradeIn![7]).toBe('used-004')
    expect(tradeIn![8]).toBe('21.900\u00A0€')
    expect(tradeIn![9]).toContain('Fiat Punto')
    expect(tradeIn![10]).toBe('<script>alert("x")</script>\nGrazie; a presto')
    expect(contact![3]).toBe(`'=cmd|"/c calc"!A1`)
    expect([contact![6], contact![7], contact![8]]).toEqual(['', '', ''])
    expect(contact![9]).toBe('Oggetto: @Orari')
  })

  it('names a car deleted since as such, with no price', async () => {
    await Promise.all([activateLocale('it'), loadMessages('it', 'admin', 'leads')])
    const csv = leadsCsv([storedLead('question', { sentVehicleName: 'Golf a 1 €' })], i18n, 'it', leadCarLookup([], false))
    const [, row] = parseCsv(csv.slice(1), ';')
    expect([row![6], row![7], row![8]]).toEqual(['Auto non più in parco (codice used-004)', 'used-004', ''])
  })
})
