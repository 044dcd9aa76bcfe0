import { describe, expect, it } from 'vitest'
import { formatKm, formatPower, formatPrice, formatPriceWithCents, formatRegistration } from '@/features/vehicles/format'
import { euroClassLabel } from '@/features/vehicles/vehicle-labels'

// Intl puts a non-breaking space between the amount and the symbol in Italian.
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ')

describe('vehicle formatting', () => {
  it('formats prices in euro for each locale, without cents', () => {
    expect(plain(formatPrice(12500, 'it'))).toBe('12.500 €')
    expect(plain(formatPrice(12500, 'en'))).toBe('€12,500')
    expect(plain(formatPrice(999.6, 'it'))).toBe('1.000 €')
  })
  it('groups thousands from four digits on, in both languages', () => {
    expect(plain(formatPrice(6900, 'it'))).toBe('6.900 €')
    expect(plain(formatPrice(6900, 'en'))).toBe('€6,900')
    expect(plain(formatPriceWithCents(1245.5, 'it'))).toBe('1.245,50 €')
    expect(formatKm(8500, 'it')).toBe('8.500 km')
    expect(plain(formatPrice(950, 'it'))).toBe('950 €')
  })
  it('formats monthly payments with cents', () => {
    expect(plain(formatPriceWithCents(245.5, 'it'))).toBe('245,50 €')
    expect(plain(formatPriceWithCents(1245.5, 'en'))).toBe('€1,245.50')
  })
  it('formats mileage with grouping', () => {
    expect(formatKm(45000, 'it')).toBe('45.000 km')
    expect(formatKm(45000, 'en')).toBe('45,000 km')
    expect(formatKm(0, 'en')).toBe('0 km')
  })
  it('shows power in kW and CV (kW × 1.36)', () => {
    expect(formatPower(85, 'it')).toBe('85 kW (116 CV)')
    expect(formatPower(110, 'en')).toBe('110 kW (150 hp)')
  })
  it('shows the first registration as month/year', () => {
    expect(formatRegistration({ month: 3, year: 2019 })).toBe('03/2019')
    expect(formatRegistration({ month: 11, year: 2021 })).toBe('11/2021')
  })
  it('writes Euro classes as on the registration document', () => {
    expect(euroClassLabel('euro-5')).toBe('Euro 5')
    expect(euroClassLabel('euro-6b')).toBe('Euro 6b')
    expect(euroClassLabel('euro-6d-temp')).toBe('Euro 6d-TEMP')
  })
})
