import { beforeAll, describe, expect, it } from 'vitest'
import { business } from '@/config/business'
import {
  currentOrigin,
  formatRequestDate,
  parseIsoDate,
  rentalRequest,
  rentalRequestLinks,
  vehicleContactLinks,
  vehicleEnquiry,
  vehiclePageUrl,
  vehiclePriceLabel,
} from '@/features/vehicles/detail/contact-messages'
import { vehicleName } from '@/features/vehicles/vehicle-labels'
import { settingsFromConfig, telHref, whatsappHref } from '@/features/site/model/site-settings'
import { vehicleSchema, type Vehicle } from '@/features/vehicles/model/vehicle-schema'
import { activateLocale, i18n, loadMessages } from '@/lib/i18n'
import type { Locale } from '@/lib/locale'

const ORIGIN = 'https://cars.example.it'
/** The dealer's contacts as the site settings have them (another phone than business.ts's, as an edited one). */
const contacts = { ...settingsFromConfig(), phone: '+39 035 12 34 56', email: 'vendite@autosalone-demo.example' }

const common = {
  published: true,
  featured: false,
  createdAt: new Date('2026-03-01T09:00:00Z'),
  revision: 1,
  updatedAt: new Date('2026-03-02T09:00:00Z'),
  bodyType: 'city-car',
  fuel: 'hybrid',
  gearbox: 'manual',
  mileageKm: 28_500,
  powerKw: 51,
  doors: 5,
  seats: 5,
  color: 'Bianco Gelato',
  euroClass: 'euro-6d',
  previousOwners: 1,
  equipment: ['bluetooth'],
  title: { it: 'Panda & co.', en: 'Panda & co.' },
  description: { it: 'Descrizione', en: '' },
  photos: [],
}

const used: Vehicle = vehicleSchema.parse({
  ...common,
  id: 'used-001',
  category: 'used',
  status: 'available',
  make: 'Fiat',
  model: 'Panda',
  version: '1.0 FireFly S&S Hybrid City Life',
  firstRegistration: { month: 3, year: 2022 },
  price: 11_900,
})

const rental: Vehicle = vehicleSchema.parse({
  ...common,
  id: 'rent-001',
  category: 'rent',
  status: 'available',
  make: 'Toyota',
  model: 'Yaris',
  version: '1.5 Hybrid #5 porte',
  firstRegistration: { month: 5, year: 2025 },
  dailyRate: 42,
  weeklyRate: 260,
  deposit: 300,
  minAge: 21,
  includedKmPerDay: 200,
})

/** The decoded parameter of a link: what the visitor's app shows. */
function param(href: string, name: string): string {
  const value = new URL(href).searchParams.get(name)
  if (value === null) throw new Error(`${href} has no ${name}`)
  return value
}

async function context(lang: Locale) {
  await Promise.all([activateLocale(lang), loadMessages(lang, 'vehicle')])
  return { lang, i18n, origin: ORIGIN }
}

describe('links and names', () => {
  beforeAll(() => Promise.all([activateLocale('en'), loadMessages('en', 'vehicle')]))

  it('names the car by make, model and version', () => {
    expect(vehicleName(used)).toBe('Fiat Panda 1.0 FireFly S&S Hybrid City Life')
    expect(vehicleName({ make: 'Tesla', model: 'Model 3', version: ' ' })).toBe('Tesla Model 3')
  })

  it('builds the absolute page link from the origin, in the language', () => {
    expect(vehiclePageUrl('it', 'used-001', ORIGIN)).toBe('https://cars.example.it/it/detail/used-001')
    expect(vehiclePageUrl('en', 'rent-001', 'http://localhost:4173/')).toBe('http://localhost:4173/en/detail/rent-001')
  })

  it('links to the page being run, so local runs link to themselves', () => {
    expect(currentOrigin()).toBe(window.location.origin)
    expect(vehiclePageUrl('it', 'used-001')).toBe(`${window.location.origin}/it/detail/used-001`)
  })

  it('builds tel: and wa.me links from the settings’ phone and WhatsApp numbers', () => {
    expect(telHref(business.phoneDisplay)).toBe(`tel:${business.phone}`)
    expect(telHref('+39 035 12 34 56')).toBe('tel:+39035123456')
    const wa = whatsappHref(business.whatsapp, 'Ciao & grazie? #1\nA presto')
    expect(wa.startsWith(`https://wa.me/${business.whatsapp}?text=`)).toBe(true)
    expect(param(wa, 'text')).toBe('Ciao & grazie? #1\nA presto')
    expect(wa).not.toMatch(/[ \n#&](?!text)/)
  })

  it('shows a sale price or a daily rate', () => {
    expect(vehiclePriceLabel(used, 'en', i18n)).toBe('€11,900')
    expect(vehiclePriceLabel(rental, 'en', i18n)).toBe('from €42/day')
  })
})

describe.each(['it', 'en'] as const)('messages about a vehicle (%s)', (lang) => {
  const price = lang === 'it' ? '11.900' : '11,900'
  const km = lang === 'it' ? '28.500 km' : '28,500 km'

  it('the enquiry names make, model, version, year, mileage and price, and ends with the link', async () => {
    const { subject, text } = vehicleEnquiry(used, await context(lang))
    expect(subject).toContain('Fiat Panda 1.0 FireFly S&S Hybrid City Life')
    expect(text).toContain('Fiat Panda 1.0 FireFly S&S Hybrid City Life (2022, ' + km + ')')
    expect(text).toContain(price)
    expect(text.endsWith('\n\nhttps://cars.example.it/' + lang + '/detail/used-001')).toBe(true)
  })

  it('the three contact links carry that message, encoded', async () => {
    const ctx = await context(lang)
    const { subject, text } = vehicleEnquiry(used, ctx)
    const links = vehicleContactLinks(used, ctx, contacts)
    expect(links.tel).toBe('tel:+39035123456')
    expect(links.whatsapp.startsWith(`https://wa.me/${contacts.whatsapp}?`)).toBe(true)
    expect(param(links.whatsapp, 'text')).toBe(text)
    expect(links.mailto.startsWith('mailto:vendite@autosalone-demo.example?subject=')).toBe(true)
    expect(param(links.mailto, 'subject')).toBe(subject)
    expect(param(links.mailto, 'body')).toBe(text.replace(/\n/g, '\r\n'))
    expect(links.mailto).toContain('S%26S')
  })

  it('a rental enquiry names the car and its daily rate', async () => {
    const { text } = vehicleEnquiry(rental, await context(lang))
    expect(text).toContain('Toyota Yaris 1.5 Hybrid #5 porte (2025)')
    expect(text).toContain('42')
    expect(text).toContain(`/${lang}/detail/rent-001`)
    const { whatsapp } = vehicleContactLinks(rental, await context(lang), contacts)
    expect(whatsapp).toContain('%235%20porte')
  })

  it('a rental request carries the car, both dates in the language and the link', async () => {
    const ctx = await context(lang)
    const dates = { from: '2026-08-14', to: '2026-08-21' }
    const { subject, text } = rentalRequest(rental, dates, ctx)
    const from = lang === 'it' ? 'venerdì 14 agosto 2026' : '14 August 2026'
    const to = lang === 'it' ? 'venerdì 21 agosto 2026' : '21 August 2026'
    expect(subject).toContain('Toyota Yaris 1.5 Hybrid #5 porte')
    expect(text).toContain(from)
    expect(text).toContain(to)
    expect(text.indexOf(from)).toBeLessThan(text.indexOf(to))
    expect(text).toContain('Toyota Yaris 1.5 Hybrid #5 porte (2025)')
    expect(text).toMatch(lang === 'it' ? /42\s€/ : /€42/)
    expect(text.endsWith(`https://cars.example.it/${lang}/detail/rent-001`)).toBe(true)
    const links = rentalRequestLinks(rental, dates, ctx, contacts)
    expect(links.mailto.startsWith('mailto:vendite@autosalone-demo.example?')).toBe(true)
    expect(param(links.mailto, 'body')).toBe(text.replace(/\n/g, '\r\n'))
    expect(param(links.mailto, 'subject')).toBe(subject)
    expect(param(links.whatsapp, 'text')).toBe(text)
  })
})

describe('request dates', () => {
  it('parses real calendar days only', () => {
    expect(parseIsoDate('2028-02-29')?.getDate()).toBe(29)
    expect(parseIsoDate('2027-02-29')).toBeNull()
    expect(parseIsoDate('2026-13-01')).toBeNull()
    expect(parseIsoDate('14/08/2026')).toBeNull()
    expect(parseIsoDate('')).toBeNull()
  })

  it('formats a day in the visitor’s language, whatever the time zone', () => {
    expect(formatRequestDate('2026-01-01', 'it')).toBe('giovedì 1 gennaio 2026')
    expect(formatRequestDate('2026-01-01', 'en')).toMatch(/^Thursday,? 1 January 2026$/)
    expect(formatRequestDate('2026-08-14', 'en')).toMatch(/^Friday,? 14 August 2026$/)
    expect(formatRequestDate('not a date', 'en')).toBe('not a date')
  })
})
