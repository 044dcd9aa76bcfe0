import { emptyVehicleForm, type VehicleFormValues } from '@/features/admin/model/vehicle-form-model'

/** The form of a valid used car, as the admin would have filled it in (a Fiat Panda at 12.500 €). */
export function usedCarFormValues(): VehicleFormValues {
  return {
    ...emptyVehicleForm(),
    make: 'Fiat',
    model: 'Panda',
    version: '1.0 Hybrid',
    bodyType: 'city-car',
    fuel: 'hybrid',
    gearbox: 'manual',
    registrationMonth: '3',
    registrationYear: '2021',
    mileageKm: '45000',
    powerKw: '51',
    engineCc: '999',
    color: 'Bianco',
    euroClass: 'euro-6d',
    previousOwners: '1',
    price: '12500',
    title: { it: 'Fiat Panda ibrida', en: '' },
  }
}
