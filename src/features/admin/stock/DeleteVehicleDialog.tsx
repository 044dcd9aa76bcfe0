import { Trans, useLingui } from '@lingui/react/macro'
import type { Vehicle } from '@/features/vehicles/model/vehicle-schema'
import { ConfirmDeleteDialog } from '../components/ConfirmDeleteDialog'
import { vehicleName } from '@/features/vehicles/vehicle-labels'

/** Asks before deleting, naming the vehicle and how many photos go with it. */
export function DeleteVehicleDialog({
  vehicle,
  onCancel,
  onConfirm,
}: {
  vehicle: Vehicle | null
  onCancel: () => void
  onConfirm: (vehicle: Vehicle) => void
}) {
  const { t } = useLingui()
  const name = vehicle ? vehicleName(vehicle) : ''
  const count = vehicle?.photos.length ?? 0
  return (
    <ConfirmDeleteDialog opened={vehicle !== null} title={t`Delete ${name}?`} onCancel={onCancel} onConfirm={() => vehicle && onConfirm(vehicle)}>
      <Trans>
        {name} will be deleted for good, with its photos ({count}). This cannot be undone.
      </Trans>
    </ConfirmDeleteDialog>
  )
}
