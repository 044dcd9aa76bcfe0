import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { collator } from '@/lib/intl'
import type { Locale } from '@/lib/locale'
import { formatKm, formatNumber, formatPower, formatPrice, formatRegistration } from '../format'
import type { EquipmentKey } from '../model/vehicle-constants'
import type { Vehicle } from '../model/vehicle-schema'
import { BODY_TYPE_LABELS, EQUIPMENT_LABELS, FUEL_LABELS, GEARBOX_LABELS, STATUS_LABELS, euroClassLabel } from '../vehicle-labels'

/**
 * The rows of a comparison: one per specification, the cars' values side by side (null where a car has none, such
 * as the CO₂ of a car whose figure is not known), and whether they differ. Then one row per piece of equipment
 * that any of the cars has, ticked for each car that has it. (The vehicles carry no fuel consumption: there is no
 * such row.)
 */
export interface CompareRow {
  key: string
  label: string
  /** Text values; for an equipment row, true where the car has it. */
  values: (string | boolean | null)[]
  differs: boolean
  section: 'specs' | 'equipment'
}

type Spec = [key: string, label: MessageDescriptor, value: (vehicle: Vehicle) => string | null]

function specs(lang: Locale, i18n: I18n): Spec[] {
  const price = (amount: number) => formatPrice(amount, lang)
  const rental = (value: (vehicle: Extract<Vehicle, { category: 'rent' }>) => string) => (vehicle: Vehicle) =>
    vehicle.category === 'rent' ? value(vehicle) : null
  return [
    ['price', msg`Price`, (vehicle) => (vehicle.category === 'used' ? price(vehicle.price) : null)],
    ['dailyRate', msg`Daily rate`, rental((vehicle) => price(vehicle.dailyRate))],
    ['weeklyRate', msg`Weekly rate`, rental((vehicle) => price(vehicle.weeklyRate))],
    ['deposit', msg`Deposit`, rental((vehicle) => price(vehicle.deposit))],
    [
      'minAge',
      msg`Minimum driver age`,
      rental((vehicle) => {
        const age = vehicle.minAge
        return i18n._(msg`${age} years`)
      }),
    ],
    [
      'includedKm',
      msg`Included kilometres`,
      rental((vehicle) => {
        const km = formatKm(vehicle.includedKmPerDay, lang)
        return i18n._(msg`${km} per day`)
      }),
    ],
    ['status', msg`Availability`, (vehicle) => i18n._(STATUS_LABELS[vehicle.status])],
    ['firstRegistration', msg`First registration`, (vehicle) => formatRegistration(vehicle.firstRegistration)],
    ['mileage', msg`Mileage`, (vehicle) => formatKm(vehicle.mileageKm, lang)],
    ['fuel', msg`Fuel`, (vehicle) => i18n._(FUEL_LABELS[vehicle.fuel])],
    ['gearbox', msg`Gearbox`, (vehicle) => i18n._(GEARBOX_LABELS[vehicle.gearbox])],
    ['power', msg`Power`, (vehicle) => formatPower(vehicle.powerKw, lang)],
    ['engineCc', msg`Engine size`, (vehicle) => (vehicle.engineCc === undefined ? null : `${formatNumber(vehicle.engineCc, lang)} cm³`)],
    ['euroClass', msg`Emission class`, (vehicle) => euroClassLabel(vehicle.euroClass)],
    ['co2', msg`CO₂ emissions`, (vehicle) => (vehicle.co2GKm === undefined ? null : `${formatNumber(vehicle.co2GKm, lang)} g/km`)],
    ['bodyType', msg`Body type`, (vehicle) => i18n._(BODY_TYPE_LABELS[vehicle.bodyType])],
    ['doors', msg`Doors`, (vehicle) => formatNumber(vehicle.doors, lang)],
    ['seats', msg`Seats`, (vehicle) => formatNumber(vehicle.seats, lang)],
    ['color', msg`Colour`, (vehicle) => vehicle.color],
    ['previousOwners', msg`Previous owners`, (vehicle) => formatNumber(vehicle.previousOwners, lang)],
  ]
}

const differ = (values: readonly unknown[]) => values.some((value) => value !== values[0])

export function compareRows(vehicles: readonly Vehicle[], lang: Locale, i18n: I18n): CompareRow[] {
  const rows: CompareRow[] = []
  for (const [key, label, value] of specs(lang, i18n)) {
    const values = vehicles.map(value)
    // A row no car has (a rental's rates among used cars, CO₂ where none is known) is left out.
    if (values.every((entry) => entry === null)) continue
    rows.push({ key, label: i18n._(label), values, differs: differ(values), section: 'specs' })
  }
  const byName = collator(lang)
  const equipment = [...new Set(vehicles.flatMap((vehicle) => vehicle.equipment))]
    .map((key: EquipmentKey) => ({ key, label: i18n._(EQUIPMENT_LABELS[key]) }))
    .sort((a, b) => byName.compare(a.label, b.label))
  for (const { key, label } of equipment) {
    const values = vehicles.map((vehicle) => vehicle.equipment.includes(key))
    rows.push({ key: `equipment-${key}`, label, values, differs: differ(values), section: 'equipment' })
  }
  return rows
}
