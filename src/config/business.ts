/**
 * The dealer's business details: the one place the site reads them from.
 * These are fictional demo values; replace them with the dealer's own before going live.
 */

/** 0 = Sunday … 6 = Saturday, as `Date.prototype.getDay()` counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6

/** An opening interval in local time, `HH:MM` 24-hour. */
export interface OpeningInterval {
  opens: string
  closes: string
}

export interface BusinessConfig {
  name: string
  legalName: string
  vatNumber: string
  address: {
    street: string
    postalCode: string
    city: string
    province: string
    provinceCode: string
    region: string
    country: string
  }
  geo: { latitude: number; longitude: number }
  phone: string
  phoneDisplay: string
  whatsapp: string
  email: string
  instagram: string
  /** Opening hours per weekday; an empty list means closed that day. */
  openingHours: Record<Weekday, OpeningInterval[]>
  foundedYear: number
  siteUrl: string
}

export const business: BusinessConfig = {
  name: 'Autosalone Orobico Demo',
  legalName: 'Autosalone Orobico Demo S.r.l.',
  vatNumber: 'IT00000000000',
  address: {
    street: 'Via degli Esempi 1',
    postalCode: '24126',
    city: 'Bergamo',
    province: 'Bergamo',
    provinceCode: 'BG',
    region: 'Lombardia',
    country: 'IT',
  },
  geo: { latitude: 45.6745, longitude: 9.6622 },
  phone: '+390350000000',
  phoneDisplay: '+39 035 000 0000',
  whatsapp: '390000000000',
  email: 'info@autosalone-demo.example',
  instagram: 'https://www.instagram.com/autosalone.demo.example',
  openingHours: {
    0: [],
    1: [{ opens: '15:00', closes: '19:00' }],
    2: [
      { opens: '09:00', closes: '12:30' },
      { opens: '15:00', closes: '19:00' },
    ],
    3: [
      { opens: '09:00', closes: '12:30' },
      { opens: '15:00', closes: '19:00' },
    ],
    4: [
      { opens: '09:00', closes: '12:30' },
      { opens: '15:00', closes: '19:00' },
    ],
    5: [
      { opens: '09:00', closes: '12:30' },
      { opens: '15:00', closes: '19:00' },
    ],
    6: [{ opens: '09:00', closes: '12:30' }],
  },
  foundedYear: 1998,
  siteUrl: 'https://autosalone-demo.example',
}

/** Weekdays in the order the footer lists them: Sunday to Saturday. */
export const WEEKDAYS: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6]
