import { describe, expect, it } from 'vitest'
import { parseLocaleNumber, readLocaleNumber } from '@/features/admin/model/parse-locale-number'

const DECIMALS = { decimals: true }
const WHOLE = { decimals: false }

describe('readLocaleNumber in Italian', () => {
  it.each([
    ['15.000', 15000],
    ['15000', 15000],
    ['12,5', 12.5],
    ['15.000,50', 15000.5],
    ['12.500,00', 12500],
    ['1.234.567', 1234567],
    ['1.234.567,89', 1234567.89],
    ['1.234,567', 1234.567],
    ['0,82', 0.82],
    ['0,500', 0.5],
    [',5', 0.5],
    ['1234,567', 1234.567],
    [' 12 500 ', 12500],
    ['12\u00a0500', 12500],
    ['12\u202f500,5', 12500.5],
    ["12'500", 12500],
    ['€ 12.500', 12500],
    ['12.500 €', 12500],
    ['-3', -3],
    ['- 3', -3],
    ['0', 0],
  ])('%j is %d', (text, expected) => {
    expect(readLocaleNumber(text, 'it', DECIMALS)).toEqual({ ok: true, value: expected })
  })

  it.each([
    ['15,000', 15000],
    ['1,500', 1500],
    ['999,999', 999999],
    ['-15,000', -15000],
  ])('%j could be English thousands: refused, suggesting %d', (text, thousands) => {
    expect(readLocaleNumber(text, 'it', DECIMALS)).toEqual({ ok: false, problem: 'ambiguous', thousands })
    expect(readLocaleNumber(text, 'it', WHOLE)).toEqual({ ok: false, problem: 'ambiguous', thousands })
  })

  it.each([
    'abc',
    '12a',
    '15k',
    '1e5',
    '1.2.3',
    '12.5',
    '12.50',
    '15.00.0',
    '0.500',
    '1,23.4',
    '12,5,0',
    '1.23,4.5',
    '12.50.000',
    '12,500,00',
    '12 5',
    '12..500',
    '-',
    ',',
    '€',
  ])('%j is unreadable', (text) => {
    expect(readLocaleNumber(text, 'it', DECIMALS)).toEqual({ ok: false, problem: 'unreadable' })
  })

  it.each(['', '   ', '\u00a0'])('%j is empty', (text) => {
    expect(readLocaleNumber(text, 'it', DECIMALS)).toEqual({ ok: false, problem: 'empty' })
  })

  it('refuses decimals in a whole number field, but not zero decimals', () => {
    expect(readLocaleNumber('12,5', 'it', WHOLE)).toEqual({ ok: false, problem: 'decimal' })
    expect(readLocaleNumber('15.000,50', 'it', WHOLE)).toEqual({ ok: false, problem: 'decimal' })
    expect(readLocaleNumber('0,82', 'it', WHOLE)).toEqual({ ok: false, problem: 'decimal' })
    expect(readLocaleNumber('15.000,00', 'it', WHOLE)).toEqual({ ok: true, value: 15000 })
    expect(readLocaleNumber('15.000', 'it', WHOLE)).toEqual({ ok: true, value: 15000 })
    expect(readLocaleNumber('15000', 'it', WHOLE)).toEqual({ ok: true, value: 15000 })
  })
})

describe('readLocaleNumber in English', () => {
  it.each([
    ['15,000', 15000],
    ['15000', 15000],
    ['12.5', 12.5],
    ['15,000.50', 15000.5],
    ['12,500.00', 12500],
    ['1,234,567.89', 1234567.89],
    ['0.500', 0.5],
    ['.5', 0.5],
    ['12 500', 12500],
    ['€12,500', 12500],
  ])('%j is %d', (text, expected) => {
    expect(readLocaleNumber(text, 'en', DECIMALS)).toEqual({ ok: true, value: expected })
  })

  it.each([
    ['15.000', 15000],
    ['1.500', 1500],
  ])('%j could be Italian thousands: refused, suggesting %d', (text, thousands) => {
    expect(readLocaleNumber(text, 'en', DECIMALS)).toEqual({ ok: false, problem: 'ambiguous', thousands })
    expect(readLocaleNumber(text, 'en', WHOLE)).toEqual({ ok: false, problem: 'ambiguous', thousands })
  })

  it.each(['abc', '12,5', '12,50', '1.2.3', '15.00.0', '1.234,5', '12.500,00', '0,500', '12,5.0', '1,23.4.5'])('%j is unreadable', (text) => {
    expect(readLocaleNumber(text, 'en', DECIMALS)).toEqual({ ok: false, problem: 'unreadable' })
  })

  it('refuses decimals in a whole number field, but not zero decimals', () => {
    expect(readLocaleNumber('12.5', 'en', WHOLE)).toEqual({ ok: false, problem: 'decimal' })
    expect(readLocaleNumber('15,000.50', 'en', WHOLE)).toEqual({ ok: false, problem: 'decimal' })
    expect(readLocaleNumber('15,000.00', 'en', WHOLE)).toEqual({ ok: true, value: 15000 })
    expect(readLocaleNumber('15,000', 'en', WHOLE)).toEqual({ ok: true, value: 15000 })
  })
})

describe('parseLocaleNumber', () => {
  it('is the value read, or null for whatever is refused', () => {
    expect(parseLocaleNumber('15.000', 'it')).toBe(15000)
    expect(parseLocaleNumber('15,000', 'en')).toBe(15000)
    expect(parseLocaleNumber('15,000', 'it')).toBeNull()
    expect(parseLocaleNumber('15.000', 'en')).toBeNull()
    expect(parseLocaleNumber('12,5', 'it', WHOLE)).toBeNull()
    expect(parseLocaleNumber('12,5', 'it')).toBe(12.5)
    expect(parseLocaleNumber('', 'it')).toBeNull()
  })

  it('reads the locale from a full tag', () => {
    expect(parseLocaleNumber('12.500', 'it-IT')).toBe(12500)
    expect(parseLocaleNumber('12,500', 'en-GB')).toBe(12500)
    expect(parseLocaleNumber('12.500', 'en-GB')).toBeNull()
  })
})
