import { beforeAll, describe, expect, it } from 'vitest'
import { buildSeedVehicles } from '../../scripts/seed/vehicles'
import { business, type BusinessConfig } from '@/config/business'
import { carJsonLd, offerAvailability, vehicleDescription, vehicleHead } from '@/features/seo/vehicle-head'
import { formatPrice } from '@/features/vehicles/format'
import { vehicleSchema, type Vehicle } from '@/features/vehicles/model/vehicle-schema'
import { activateLocale, i18n, loadMessages } from '@/lib/i18n'
import type { RouteHead } from '@/lib/seo'
import { autoDealerJsonLd, breadcrumbJsonLd, jsonLdScript, openingHoursSpecification, serializeJsonLd } from '@/lib/structured-data'

const ORIGIN = 'https://cars.example.it'
const seed = buildSeedVehicles({ storageOrigin: 'http://127.0.0.1:9199', bucket: 'demo-autosalone.appspot.com' }).map(({ vehicle }) => vehicle)

function seedVehicle(predicate: (vehicle: Vehicle) => boolean): Vehicle {
  const vehicle = seed.find(predicate)
  if (!vehicle) throw new Error('no such seed vehicle')
  return vehicle
}

function scripts(head: RouteHead): Array<Record<string, unknown>> {
  return head.scripts.map((script) => JSON.parse(script.children) as Record<string, unknown>)
}

function meta(head: RouteHead, key: string): string | undefined {
  return head.meta.find((tag) => tag.name === key || tag.property === key)?.content
}

describe('JSON-LD in a script', () => {
  it('escapes what could close the script or start markup, and still parses to the same data', () => {
    const data = { '@type': 'Car', description: 'Bella </script><script>alert(1)</script> & <!-- nota --> \u2028 fine' }
    const json = serializeJsonLd(data)
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(json).toContain('\\u003c/script\\u003e')
    expect(JSON.parse(json)).toEqual(data)
  })

  it('adds the schema.org context', () => {
    const script = jsonLdScript({ '@type': 'Thing', name: 'x' })
    expect(script.type).toBe('application/ld+json')
    expect(JSON.parse(script.children)).toEqual({ '@context': 'https://schema.org', '@type': 'Thing', name: 'x' })
  })
})

describe('the dealer', () => {
  it('is an AutoDealer with the business details', () => {
    const dealer = autoDealerJsonLd(business, ORIGIN)
    expect(dealer).toMatchObject({
      '@type': 'AutoDealer',
      '@id': `${ORIGIN}/#dealer`,
      name: business.name,
      url: `${ORIGIN}/`,
      telephone: business.phone,
      email: business.email,
      sameAs: [business.instagram],
      logo: `${ORIGIN}/icons/icon-512.png`,
      image: `${ORIGIN}/og-image.png`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: business.address.street,
        postalCode: business.address.postalCode,
        addressLocality: business.address.city,
        addressCountry: 'IT',
      },
      geo: { '@type': 'GeoCoordinates', latitude: business.geo.latitude, longitude: business.geo.longitude },
    })
  })

  it('has one opening-hours entry per time range, with every day that has it', () => {
    const hours: BusinessConfig['openingHours'] = {
      0: [],
      1: [{ opens: '15:00', closes: '19:00' }],
      2: [
        { opens: '09:00', closes: '12:30' },
        { opens: '15:00', closes: '19:00' },
      ],
      3: [],
      4: [],
      5: [],
      6: [{ opens: '09:00', closes: '12:30' }],
    }
    expect(openingHoursSpecification(hours)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Tuesday', 'https://schema.org/Saturday'], opens: '09:00', closes: '12:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday'], opens: '15:00', closes: '19:00' },
    ])
  })

  it('covers every open interval of the configured week, and no closed day', () => {
    const entries = openingHoursSpecification(business.openingHours) as Array<{ dayOfWeek: string[] }>
    const intervals = Object.values(business.openingHours).flat().length
    expect(entries.reduce((sum, entry) => sum + entry.dayOfWeek.length, 0)).toBe(intervals)
    expect(entries.some((entry) => entry.dayOfWeek.includes('https://schema.org/Sunday'))).toBe(business.openingHours[0].length > 0)
  })

  it('gives holidays and special hours as special opening hours, a closure as 00:00 to 00:00, and none when there are none', () => {
    const exceptions = [
      { from: '2026-08-10', to: '2026-08-20', intervals: [], reason: { it: 'ferie', en: 'holidays' } },
      { from: '2026-12-24', to: '2026-12-24', intervals: [{ opens: '09:00', closes: '12:00' }], reason: { it: 'vigilia', en: 'Christmas Eve' } },
    ]
    expect(autoDealerJsonLd({ ...business, hoursExceptions: exceptions }, ORIGIN).specialOpeningHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-08-10', validThrough: '2026-08-20', opens: '00:00', closes: '00:00' },
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-24', validThrough: '2026-12-24', opens: '09:00', closes: '12:00' },
    ])
    expect(autoDealerJsonLd({ ...business, hoursExceptions: [] }, ORIGIN)).not.toHaveProperty('specialOpeningHoursSpecification')
  })

  it('lists breadcrumbs in order', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: 'https://a/it' },
        { name: 'Auto usate', url: 'https://a/it/list/used' },
      ]),
    ).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://a/it' },
        { '@type': 'ListItem', position: 2, name: 'Auto usate', item: 'https://a/it/list/used' },
      ],
    })
  })
})

describe('availability of an offer', () => {
  it('maps each status', () => {
    expect(offerAvailability({ category: 'used', status: 'available' })).toBe('https://schema.org/InStock')
    expect(offerAvailability({ category: 'used', status: 'reserved' })).toBe('https://schema.org/LimitedAvailability')
    expect(offerAvailability({ category: 'used', status: 'sold' })).toBe('https://schema.org/SoldOut')
    expect(offerAvailability({ category: 'rent', status: 'available' })).toBe('https://schema.org/InStock')
    expect(offerAvailability({ category: 'rent', status: 'unavailable' })).toBe('https://schema.org/OutOfStock')
  })
})

describe('a used car', () => {
  const car = seedVehicle((vehicle) => vehicle.id === 'used-001')
  beforeAll(() => Promise.all([activateLocale('it'), loadMessages('it', 'vehicle')]))

  it('is a Car with its facts and an Offer at its price', () => {
    const data = carJsonLd(car, { lang: 'it', i18n, origin: ORIGIN })
    expect(car.category).toBe('used')
    if (car.category !== 'used') return
    expect(data).toMatchObject({
      '@type': 'Car',
      url: `${ORIGIN}/it/detail/used-001`,
      name: 'Fiat Panda 1.0 FireFly S&S Hybrid City Life',
      brand: { '@type': 'Brand', name: 'Fiat' },
      model: 'Panda',
      vehicleModelDate: '2022',
      dateVehicleFirstRegistered: '2022-03',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 28500, unitCode: 'KMT' },
      fuelType: 'Ibrida',
      vehicleTransmission: 'Manuale',
      color: car.color,
      emissionsCO2: car.co2GKm,
      vehicleEngine: {
        '@type': 'EngineSpecification',
        enginePower: { value: car.powerKw, unitCode: 'KWT' },
        engineDisplacement: { value: car.engineCc, unitCode: 'CMQ' },
      },
      additionalProperty: [{ '@type': 'PropertyValue', name: 'Euro class', value: expect.stringMatching(/^Euro \d/) }],
      image: car.photos.map((photo) => photo.large.url),
      offers: {
        '@type': 'Offer',
        price: car.price,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
        seller: { '@type': 'AutoDealer', '@id': `${ORIGIN}/#dealer`, name: business.name },
      },
    })
  })

  it('has a head with the price in the title, the cover as preview, and the trail through the used cars', () => {
    const head = vehicleHead(car, 'it', { i18n, origin: ORIGIN })
    const price = formatPrice(11_900, 'it')
    expect(price).toMatch(/11\.900/)
    expect(head.meta[0]!.title).toBe(`Fiat Panda 1.0 FireFly S&S Hybrid City Life – ${price} | ${business.name}`)
    expect(meta(head, 'og:title')).toBe(`Fiat Panda 1.0 FireFly S&S Hybrid City Life – ${price}`)
    expect(meta(head, 'og:type')).toBe('product')
    expect(meta(head, 'og:image')).toBe(car.photos[0]!.large.url)
    expect(meta(head, 'og:image:width')).toBe(String(car.photos[0]!.large.width))
    expect(meta(head, 'og:url')).toBe(`${ORIGIN}/it/detail/used-001`)
    expect(head.links).toContainEqual({ rel: 'canonical', href: `${ORIGIN}/it/detail/used-001` })
    expect(head.links).toContainEqual({ rel: 'alternate', hrefLang: 'en', href: `${ORIGIN}/en/detail/used-001` })
    const [vehicle, trail] = scripts(head)
    expect(vehicle!['@type']).toBe('Car')
    expect((trail!.itemListElement as Array<{ name: string }>).map((crumb) => crumb.name)).toEqual([
      'Home',
      'Auto usate',
      'Fiat Panda 1.0 FireFly S&S Hybrid City Life',
    ])
  })

  it('keeps the description to 160 characters, facts first', () => {
    const long = vehicleSchema.parse({ ...car, description: { it: 'Lunga descrizione. '.repeat(40), en: '' } })
    const description = vehicleDescription(long, 'it', i18n)
    expect(description.length).toBeLessThanOrEqual(160)
    expect(description.endsWith('…')).toBe(true)
    expect(description.startsWith(`${car.title.it} · 2022 · 28.500 km · Ibrida · Manuale`)).toBe(true)
  })
})

describe('other vehicles', () => {
  beforeAll(() => Promise.all([activateLocale('en'), loadMessages('en', 'vehicle')]))

  it('a reserved and a sold car keep their offer with the matching availability', () => {
    const reserved = seedVehicle((vehicle) => vehicle.status === 'reserved')
    const sold = seedVehicle((vehicle) => vehicle.status === 'sold')
    expect((carJsonLd(reserved, { lang: 'en', i18n, origin: ORIGIN }).offers as { availability: string }).availability).toBe(
      'https://schema.org/LimitedAvailability',
    )
    expect((carJsonLd(sold, { lang: 'en', i18n, origin: ORIGIN }).offers as { availability: string }).availability).toBe('https://schema.org/SoldOut')
  })

  it('a sold car’s page is for nobody’s index: its name, no price, no offer, no canonical address', () => {
    const sold = seedVehicle((vehicle) => vehicle.status === 'sold')
    const head = vehicleHead(sold, 'en', { i18n, origin: ORIGIN })
    expect(meta(head, 'robots')).toBe('noindex')
    expect(head.meta[0]).toEqual({ title: `Sold: ${sold.make} ${sold.model} ${sold.version} | ${business.name}` })
    expect(meta(head, 'description')).toBe('This car has been sold. Have a look at the used cars we have on sale now.')
    expect(head.links).toEqual([])
    expect(head.scripts).toEqual([])
    if (sold.category !== 'used') throw new Error('not a used car')
    expect(JSON.stringify(head)).not.toContain(formatPrice(sold.price, 'en'))
    // A car still on sale is indexed.
    const available = seedVehicle((vehicle) => vehicle.category === 'used' && vehicle.status === 'available')
    expect(meta(vehicleHead(available, 'en', { i18n, origin: ORIGIN }), 'robots')).toBeUndefined()
  })

  it('a rental is offered for lease at a daily and a weekly rate', () => {
    const rental = seedVehicle((vehicle) => vehicle.category === 'rent' && vehicle.status === 'available')
    if (rental.category !== 'rent') throw new Error('not a rental')
    const data = carJsonLd(rental, { lang: 'en', i18n, origin: ORIGIN })
    expect(data.offers).toEqual({
      '@type': 'Offer',
      url: `${ORIGIN}/en/detail/${rental.id}`,
      priceCurrency: 'EUR',
      price: rental.dailyRate,
      availability: 'https://schema.org/InStock',
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      seller: { '@type': 'AutoDealer', '@id': `${ORIGIN}/#dealer`, name: business.name },
      priceSpecification: [
        {
          '@type': 'UnitPriceSpecification',
          price: rental.dailyRate,
          priceCurrency: 'EUR',
          unitCode: 'DAY',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'DAY' },
        },
        {
          '@type': 'UnitPriceSpecification',
          price: rental.weeklyRate,
          priceCurrency: 'EUR',
          unitCode: 'WEE',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'WEE' },
        },
      ],
    })
    const head = vehicleHead(rental, 'en', { i18n, origin: ORIGIN })
    expect(head.meta[0]!.title).toMatch(new RegExp(`from €${rental.dailyRate}/day \\| `))
    const trail = scripts(head)[1]!.itemListElement as Array<{ name: string; item: string }>
    expect(trail[1]).toMatchObject({ name: 'Rentals', item: `${ORIGIN}/en/list/rent` })
  })

  it('a car without photos previews with the site image; one without an English text uses the Italian', () => {
    const bare = seedVehicle((vehicle) => vehicle.photos.length === 0)
    const head = vehicleHead(bare, 'en', { i18n, origin: ORIGIN })
    expect(meta(head, 'og:image')).toBe(`${ORIGIN}/og-image.png`)
    expect(carJsonLd(bare, { lang: 'en', i18n, origin: ORIGIN }).image).toBeUndefined()
    const italianOnly = vehicleSchema.parse({ ...bare, description: { it: 'Solo italiano.', en: '' } })
    expect(carJsonLd(italianOnly, { lang: 'en', i18n, origin: ORIGIN }).description).toBe('Solo italiano.')
  })

  it('a description that tries to close the script stays inside it', () => {
    const car = seedVehicle((vehicle) => vehicle.category === 'used')
    const hostile = vehicleSchema.parse({ ...car, description: { it: '</script><script>alert(1)</script>', en: '</script><img src=x onerror=alert(1)>' } })
    const head = vehicleHead(hostile, 'en', { i18n, origin: ORIGIN })
    for (const script of head.scripts) expect(script.children).not.toMatch(/<\/?script|<img/i)
    expect(scripts(head)[0]!.description).toBe('</script><img src=x onerror=alert(1)>')
  })
})
