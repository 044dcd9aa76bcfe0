import type { Locale } from '@/lib/locale'
import type { RentVehicle } from '../model/vehicle-schema'
import { BusyDaysCalendar } from './BusyDaysCalendar'
import { RentalRequestForm, type RentalRequestValues } from './RentalRequestForm'

/**
 * A rental car's request form and its calendar of busy days (an island of the vehicle page: below a phone's
 * first screen). The form's price rules and the calendar's reading of the busy days are the rental page's
 * largest parts: as an island they load and hydrate after the page is the app's, not before its first tap.
 */
export function RentalBooking({ vehicle, lang, onRequest }: { vehicle: RentVehicle; lang: Locale; onRequest: (values: RentalRequestValues) => void }) {
  return (
    <>
      <RentalRequestForm vehicle={vehicle} lang={lang} onRequest={onRequest} />
      <BusyDaysCalendar vehicleId={vehicle.id} lang={lang} />
    </>
  )
}
