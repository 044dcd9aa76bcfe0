import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import type { Vehicle } from '@/features/vehicles/model/vehicle-schema'
import { vehicleDisplayName } from '../model/vehicle-display'

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
  const name = vehicle ? vehicleDisplayName(vehicle) : ''
  const count = vehicle?.photos.length ?? 0
  return (
    <Modal opened={vehicle !== null} onClose={onCancel} title={t`Delete ${name}?`} centered>
      <Stack>
        <Text>
          <Trans>
            {name} will be deleted for good, with its photos ({count}). This cannot be undone.
          </Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" h={44} onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red.9" h={44} onClick={() => vehicle && onConfirm(vehicle)} data-autofocus>
            <Trans>Delete for good</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
