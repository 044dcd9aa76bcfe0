import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BodyType, EquipmentKey, EuroClass, Fuel, Gearbox, VehicleCategory, VehicleStatus } from './model/vehicle-constants'
import type { VehicleSort } from './model/vehicle-listing'
import type { Vehicle } from './model/vehicle-schema'

/** "Fiat Panda 1.0 FireFly S&S Hybrid City Life": make, model and version: how every page, e-mail and export names a car. */
export function vehicleName(vehicle: Pick<Vehicle, 'make' | 'model' | 'version'>): string {
  return [vehicle.make, vehicle.model, vehicle.version]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ')
}

/** Names of the model's enum values, in the visitor's language. */

export const FUEL_LABELS: Record<Fuel, MessageDescriptor> = {
  petrol: msg`Petrol`,
  diesel: msg`Diesel`,
  hybrid: msg`Hybrid`,
  'plug-in-hybrid': msg`Plug-in hybrid`,
  electric: msg`Electric`,
  lpg: msg`LPG`,
  cng: msg`CNG (methane)`,
}

export const GEARBOX_LABELS: Record<Gearbox, MessageDescriptor> = {
  manual: msg`Manual`,
  automatic: msg`Automatic`,
}

export const BODY_TYPE_LABELS: Record<BodyType, MessageDescriptor> = {
  'city-car': msg`City car`,
  hatchback: msg`Hatchback`,
  sedan: msg`Sedan`,
  'station-wagon': msg`Station wagon`,
  suv: msg`SUV`,
  coupe: msg`Coupé`,
  convertible: msg`Convertible`,
  mpv: msg`MPV`,
  van: msg`Van`,
}

/** Euro classes are written the same way in both languages: `euro-6d-temp` is "Euro 6d-TEMP". */
export function euroClassLabel(euroClass: EuroClass): string {
  return euroClass.replace(/^euro-(\d)(.*)$/, (_, number: string, rest: string) => `Euro ${number}${rest.replace('-temp', '-TEMP')}`)
}

export const CATEGORY_LABELS: Record<VehicleCategory, MessageDescriptor> = {
  used: msg`Used`,
  rent: msg`Rental`,
}

export const STATUS_LABELS: Record<VehicleStatus, MessageDescriptor> = {
  available: msg`Available`,
  reserved: msg`Reserved`,
  sold: msg`Sold`,
  unavailable: msg`Not available`,
}

export const SORT_LABELS: Record<VehicleSort, MessageDescriptor> = {
  newest: msg`Newest first`,
  'price-asc': msg`Price: low to high`,
  'price-desc': msg`Price: high to low`,
  'km-asc': msg`Mileage: lowest first`,
  'year-desc': msg`Year: newest first`,
}

export const EQUIPMENT_LABELS: Record<EquipmentKey, MessageDescriptor> = {
  'air-conditioning': msg`Air conditioning`,
  'climate-control': msg`Automatic climate control`,
  navigation: msg`Navigation system`,
  'apple-carplay': msg`Apple CarPlay`,
  'android-auto': msg`Android Auto`,
  bluetooth: msg`Bluetooth`,
  usb: msg`USB ports`,
  'parking-sensors': msg`Parking sensors`,
  'rear-camera': msg`Rear-view camera`,
  'camera-360': msg`360° camera`,
  'cruise-control': msg`Cruise control`,
  'adaptive-cruise': msg`Adaptive cruise control`,
  'lane-assist': msg`Lane keeping assist`,
  'blind-spot': msg`Blind spot monitor`,
  'emergency-braking': msg`Automatic emergency braking`,
  'traffic-sign-recognition': msg`Traffic sign recognition`,
  'heated-seats': msg`Heated seats`,
  leather: msg`Leather upholstery`,
  'electric-seats': msg`Electric seats`,
  'alloy-wheels': msg`Alloy wheels`,
  'led-headlights': msg`LED headlights`,
  keyless: msg`Keyless entry and start`,
  'start-stop': msg`Start & stop`,
  'tow-bar': msg`Tow bar`,
  sunroof: msg`Sunroof`,
  'panoramic-roof': msg`Panoramic roof`,
  isofix: msg`ISOFIX child seat anchors`,
  'heated-steering-wheel': msg`Heated steering wheel`,
  'digital-cockpit': msg`Digital instrument cluster`,
  'wireless-charging': msg`Wireless phone charging`,
  'roof-rails': msg`Roof rails`,
  'four-wheel-drive': msg`Four-wheel drive`,
}
