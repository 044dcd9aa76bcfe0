import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Lead } from '@/features/leads/model/lead-schema'
import { formatPrice } from '@/features/vehicles/format'
import { listPrice, type PricedVehicle } from '@/features/vehicles/model/list-price'
import type { Vehicle } from '@/features/vehicles/model/vehicle-schema'
import type { Locale } from '@/lib/locale'
import { vehicleName } from '@/features/vehicles/vehicle-labels'

/**
 * The car a lead is about, as the reserved area shows it: a lead names its car by id alone, and its name and price
 * are the vehicle's own, read from the stock (never what the visitor's device sent, which an older version stored
 * and a visitor could have worded and priced at will).
 */
export type LeadCar =
  /** In the stock: its name and its price (a used car's) or daily rate (a rental's), in euro, as they are now. */
  | { state: 'found'; id: string; category: Vehicle['category']; name: string; price: number }
  /** Not in the stock the server gave: deleted since the request. */
  | { state: 'gone'; id: string }
  /** Not in the stock this device has read so far (the first answer is from its cache, or not there yet). */
  | { state: 'unknown'; id: string }

export interface LeadCarLookup {
  /** The stock has been read (from the device's cache or the server). */
  ready: boolean
  /** The car of a lead, or null for a lead about no car. */
  of(lead: Lead): LeadCar | null
  /** The car of that id. */
  byId(id: string): LeadCar
}

/** What the lookup reads of a vehicle. */
export type StockCar = Pick<Vehicle, 'id' | 'make' | 'model' | 'version'> & PricedVehicle

/**
 * The lookup over the stock as read (null before the first answer; `fromCache`: only the device's copy so far,
 * where a car missing may just not have been read yet).
 */
export function leadCarLookup(vehicles: readonly StockCar[] | null, fromCache: boolean): LeadCarLookup {
  const stock = new Map((vehicles ?? []).map((vehicle) => [vehicle.id, vehicle]))
  const byId = (id: string): LeadCar => {
    const vehicle = stock.get(id)
    if (vehicle) return { state: 'found', id, category: vehicle.category, name: vehicleName(vehicle), price: listPrice(vehicle) }
    return { state: vehicles === null || fromCache ? 'unknown' : 'gone', id }
  }
  return { ready: vehicles !== null, byId, of: (lead) => ('vehicle' in lead && lead.vehicle ? byId(lead.vehicle.id) : null) }
}

/** The car's name in the reserved area: its own, or plainly "no longer in stock" with its id. */
export function leadCarName(car: LeadCar, i18n: I18n): string {
  const id = car.id
  if (car.state === 'found') return car.name
  if (car.state === 'gone') return i18n._(msg`Car no longer in stock (id ${id})`)
  return i18n._(msg`Car ${id}`)
}

/** Its price as it is now ("21.900 €", "55 €/day"), in `lang` and `i18n`'s language; null for a car not in the stock. */
export function leadCarPrice(car: LeadCar, i18n: I18n, lang: Locale): string | null {
  if (car.state !== 'found') return null
  const amount = formatPrice(car.price, lang)
  return car.category === 'rent' ? i18n._(msg`${amount}/day`) : amount
}

/** One line: "Volkswagen Golf 1.5 TSI Life · 21.900 €", or the name alone for a car not in the stock. */
export function leadCarLine(car: LeadCar, i18n: I18n, lang: Locale): string {
  const price = leadCarPrice(car, i18n, lang)
  return price ? `${leadCarName(car, i18n)} · ${price}` : leadCarName(car, i18n)
}
