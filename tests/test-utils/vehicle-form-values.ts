import { emptyVehicleForm, type VehicleFormValues } from '@/features/admin/model/vehicle-form-model'
import type { VehiclePhoto } from '@/features/vehicles/model/vehicle-schema'
import type { ComponentProps } from 'react'
import type { VehicleForm } from '@/features/admin/editor/VehicleForm'

/** The props of the vehicle form editing car1 with nothing else known (no draft, no stored or live version): `changes` over them. */
export function vehicleFormProps(changes: Partial<ComponentProps<typeof VehicleForm>> = {}): ComponentProps<typeof VehicleForm> {
  return {
    mode: 'edit',
    vehicleId: 'car1',
    draftKey: 'vehicle:car1',
    initial: usedCarFormValues(),
    restored: null,
    original: null,
    current: null,
    deleted: false,
    pending: false,
    ...changes,
  }
}

/** A photo of vehicle car1 as stored: its two sizes in Storage. */
export function storedPhoto(id: string): VehiclePhoto {
  return {
    id,
    path: `vehicles/car1/${id}`,
    large: { url: `https://storage.test/${id}-large.webp`, width: 1280, height: 960 },
    thumb: { url: `https://storage.test/${id}-thumb.webp`, width: 480, height: 360 },
  }
}

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
