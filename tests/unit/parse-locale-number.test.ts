import { describe, expect, it } from 'vitest'
import { parseLocaleNumber } from '@/features/admin/model/parse-locale-number'

describe('parseLocaleNumber', () => {
  it.each([
    ['12.500', 12500],
    ['12.500,00', 12500],
    ['12500', 12500],
    ['12,5', 12.5],
    ['1.234.567', 1234567],
    ['1.234.567,89', 1234567.89],
    ['0,82', 0.82],
    [',5', 0.5],
    [' 12 500 ', 12500],
    ['€ 12.500', 12500],
    ['12.5', 12.5],
    ['-3', -3],
    ['0', 0],
  ])('Italian %j is %d', (text, expected) => {
    expect(parseLocaleNumber(text, 'it')).toBe(expected)
  })

  it.each([
    ['12,500', 12500],
    ['12,500.00', 12500],
    ['12500', 12500],
    ['12.5', 12.5],
    ['1,234,567.89', 1234567.89],
    ['12,5', 12.5],
  ])('English %j is %d', (text, expected) => {
    expect(parseLocaleNumber(text, 'en')).toBe(expected)
  })

  it.each(['', '   ', 'abc', '12a', '1.2.3', '12,5,0', '1.23,4.5', '12.50.000', '-', ',', '12,500,00'])('Italian %j is not a number', (text) => {
    expect(parseLocaleNumber(text, 'it')).toBeNull()
  })

  it('reads the locale from a full tag', () => {
    expect(parseLocaleNumber('12.500', 'it-IT')).toBe(12500)
    expect(parseLocaleNumber('12.500', 'en-GB')).toBe(12.5)
  })
})
