import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { vehiclePriceLabel } from '@/features/vehicles/detail/contact-messages'
import { vehicleName } from '@/features/vehicles/vehicle-labels'
import { formatKm } from '@/features/vehicles/format'
import type { Vehicle } from '@/features/vehicles/model/vehicle-schema'
import { BODY_TYPE_LABELS, FUEL_LABELS, GEARBOX_LABELS, euroClassLabel } from '@/features/vehicles/vehicle-labels'
import { i18n as activeI18n } from '@/lib/i18n'
import type { Locale } from '@/lib/locale'
import { buildHead, homeCrumb, siteOrigin, type RouteHead } from '@/lib/seo'
import { absoluteUrl, canonicalUrl, vehiclePagePath } from '@/lib/seo-urls'
import { breadcrumbJsonLd, dealerId, type JsonLdObject } from '@/lib/structured-data'
import { business } from '@/config/business'

const DESCRIPTION_MAX_LENGTH = 160

const SCHEMA = 'https://schema.org/'

/** Text in the page's language, else in the other one (a vehicle may have one language only). */
function localized(text: Vehicle['title'], lang: Locale): string {
  return text[lang].trim() || text[lang === 'it' ? 'en' : 'it'].trim()
}

/**
 * What schema.org calls the vehicle's availability: a used car on sale is in stock, a reserved one is of
 * limited availability, a sold one is sold out; a rental is in stock unless it is out of service.
 */
export function offerAvailability(vehicle: Pick<Vehicle, 'category' | 'status'>): string {
  switch (vehicle.status) {
    case 'available':
      return `${SCHEMA}InStock`
    case 'reserved':
      return `${SCHEMA}LimitedAvailability`
    case 'sold':
      return `${SCHEMA}SoldOut`
    case 'unavailable':
      return `${SCHEMA}OutOfStock`
  }
}

/** A daily or weekly rental rate. */
function rate(price: number, unitCode: 'DAY' | 'WEE'): JsonLdObject {
  return {
    '@type': 'UnitPriceSpecification',
    price,
    priceCurrency: 'EUR',
    unitCode,
    referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode },
  }
}

/** The offer: a sale at a price, or a rental at a daily (and weekly) rate. */
function offerJsonLd(vehicle: Vehicle, url: string, origin: string): JsonLdObject {
  const common = {
    '@type': 'Offer',
    url,
    priceCurrency: 'EUR',
    availability: offerAvailability(vehicle),
    seller: { '@type': 'AutoDealer', '@id': dealerId(origin), name: business.name },
  }
  if (vehicle.category === 'used') {
    return { ...common, price: vehicle.price, itemCondition: `${SCHEMA}UsedCondition` }
  }
  return {
    ...common,
    price: vehicle.dailyRate,
    businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
    priceSpecification: [rate(vehicle.dailyRate, 'DAY'), rate(vehicle.weeklyRate, 'WEE')],
  }
}

export interface VehicleSeoContext {
  lang: Locale
  i18n: I18n
  origin: string
}

/** The vehicle as a schema.org `Car` with its `Offer`, in the page's language. */
export function carJsonLd(vehicle: Vehicle, { lang, i18n, origin }: VehicleSeoContext): JsonLdObject {
  const url = absoluteUrl(origin, `/${lang}${vehiclePagePath(vehicle.id)}`)
  const { month, year } = vehicle.firstRegistration
  const fuel = i18n._(FUEL_LABELS[vehicle.fuel])
  const description = localized(vehicle.description, lang)
  return {
    '@type': 'Car',
    '@id': `${url}#vehicle`,
    url,
    name: vehicleName(vehicle),
    ...(description ? { description } : {}),
    brand: { '@type': 'Brand', name: vehicle.make },
    model: vehicle.model,
    ...(vehicle.version.trim() ? { vehicleConfiguration: vehicle.version.trim() } : {}),
    bodyType: i18n._(BODY_TYPE_LABELS[vehicle.bodyType]),
    vehicleModelDate: String(year),
    dateVehicleFirstRegistered: `${year}-${String(month).padStart(2, '0')}`,
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: vehicle.mileageKm, unitCode: 'KMT' },
    fuelType: fuel,
    vehicleTransmission: i18n._(GEARBOX_LABELS[vehicle.gearbox]),
    vehicleEngine: {
      '@type': 'EngineSpecification',
      fuelType: fuel,
      enginePower: { '@type': 'QuantitativeValue', value: vehicle.powerKw, unitCode: 'KWT' },
      ...(vehicle.engineCc === undefined ? {} : { engineDisplacement: { '@type': 'QuantitativeValue', value: vehicle.engineCc, unitCode: 'CMQ' } }),
    },
    ...(vehicle.co2GKm === undefined ? {} : { emissionsCO2: vehicle.co2GKm }),
    additionalProperty: [{ '@type': 'PropertyValue', propertyID: 'euroClass', name: 'Euro class', value: euroClassLabel(vehicle.euroClass) }],
    color: vehicle.color,
    numberOfDoors: vehicle.doors,
    seatingCapacity: vehicle.seats,
    numberOfPreviousOwners: vehicle.previousOwners,
    ...(vehicle.vin ? { vehicleIdentificationNumber: vehicle.vin } : {}),
    ...(vehicle.photos.length ? { image: vehicle.photos.map((photo) => photo.large.url) } : {}),
    offers: offerJsonLd(vehicle, url, origin),
  }
}

/** "Fiat Panda 1.0 Hybrid – € 11.900": the title a shared link shows. */
export function vehicleTitle(vehicle: Vehicle, lang: Locale, i18n: I18n): string {
  return `${vehicleName(vehicle)} – ${vehiclePriceLabel(vehicle, lang, i18n)}`
}

/** The key facts and the start of the description, at most 160 characters. */
export function vehicleDescription(vehicle: Vehicle, lang: Locale, i18n: I18n): string {
  const facts = [
    localized(vehicle.title, lang),
    String(vehicle.firstRegistration.year),
    formatKm(vehicle.mileageKm, lang),
    i18n._(FUEL_LABELS[vehicle.fuel]),
    i18n._(GEARBOX_LABELS[vehicle.gearbox]),
  ]
    .filter(Boolean)
    .join(' · ')
  const text = localized(vehicle.description, lang)
  const full = text ? `${facts}. ${text.replace(/\s+/g, ' ')}` : facts
  return full.length > DESCRIPTION_MAX_LENGTH ? `${full.slice(0, DESCRIPTION_MAX_LENGTH - 1).trimEnd()}…` : full
}

/**
 * The head of a vehicle's page: title with the price, description with the key facts, the cover photo as the
 * link preview, and the `Car` with its offer and the breadcrumb trail (Home › Used cars or Rentals › the car).
 * A sold car's page is for nobody's index: its name only, and a robots `noindex` (no price, no offer).
 */
export function vehicleHead(vehicle: Vehicle, lang: Locale, { i18n = activeI18n, origin = siteOrigin() }: { i18n?: I18n; origin?: string } = {}): RouteHead {
  const path = `/${lang}${vehiclePagePath(vehicle.id)}`
  const name = vehicleName(vehicle)
  if (vehicle.status === 'sold') {
    return buildHead(
      {
        path,
        title: i18n._(msg`Sold: ${name}`),
        description: i18n._(msg`This car has been sold. Have a look at the used cars we have on sale now.`),
        noindex: true,
      },
      origin,
    )
  }
  const cover = vehicle.photos[0]
  const listing = vehicle.category === 'used' ? i18n._(msg`Used cars`) : i18n._(msg`Rentals`)
  return buildHead(
    {
      path,
      title: vehicleTitle(vehicle, lang, i18n),
      description: vehicleDescription(vehicle, lang, i18n),
      type: 'product',
      image: cover ? { url: cover.large.url, width: cover.large.width, height: cover.large.height, alt: name } : undefined,
      jsonLd: [
        carJsonLd(vehicle, { lang, i18n, origin }),
        breadcrumbJsonLd([
          homeCrumb(lang, origin, i18n),
          { name: listing, url: absoluteUrl(origin, `/${lang}/list/${vehicle.category}`) },
          { name, url: canonicalUrl(origin, path) },
        ]),
      ],
    },
    origin,
  )
}
