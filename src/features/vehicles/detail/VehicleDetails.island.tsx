import type { Locale } from '@/lib/locale'
import type { Vehicle } from '../model/vehicle-schema'
import { EquipmentList } from './EquipmentList'
import { SpecTable } from './SpecTable'
import { VehicleDescription } from './VehicleDescription'

/** A car's specifications, equipment and description (an island of the vehicle page: below its first screen). */
export function VehicleDetails({ vehicle, lang }: { vehicle: Vehicle; lang: Locale }) {
  return (
    <>
      <SpecTable vehicle={vehicle} lang={lang} />
      <EquipmentList equipment={vehicle.equipment} lang={lang} />
      <VehicleDescription description={vehicle.description} lang={lang} />
    </>
  )
}
