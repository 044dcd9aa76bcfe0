import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Card, Group, NativeSelect, Stack, Text } from '@mantine/core'
import { IconCar, IconCloudUpload, IconEdit, IconEye, IconEyeOff, IconInbox, IconTrash } from '@tabler/icons-react'
import { StoragePhoto } from '@/components/StoragePhoto'
import { VehiclePrice } from '@/features/vehicles/components/VehicleCard'
import { STATUSES_BY_CATEGORY, type VehicleStatus } from '@/features/vehicles/model/vehicle-constants'
import type { Vehicle } from '@/features/vehicles/model/vehicle-schema'
import { CATEGORY_LABELS, STATUS_LABELS } from '@/features/vehicles/vehicle-labels'
import { labelOptions } from '@/lib/label-options'
import { ButtonLink } from '@/lib/links'
import { useLocale } from '@/lib/use-locale'
import { vehicleName } from '@/features/vehicles/vehicle-labels'

const TOUCH = 44

interface Props {
  vehicle: Vehicle
  pending: boolean
  /** How many new requests (state `new`) name this car. */
  leadCount: number
  onPublish: (vehicle: Vehicle, published: boolean) => void
  onStatus: (vehicle: Vehicle, status: VehicleStatus) => void
  onDelete: (vehicle: Vehicle) => void
}

/** One vehicle of the admin list: what it is, its state, and the quick actions. */
export function AdminVehicleItem({ vehicle, pending, leadCount, onPublish, onStatus, onDelete }: Props) {
  const { i18n, t } = useLingui()
  const lang = useLocale()
  const name = vehicleName(vehicle)
  const cover = vehicle.photos[0]
  const statusColor = vehicle.status === 'available' ? 'green.9' : vehicle.status === 'sold' ? 'red.9' : 'orange.9'
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={name} data-testid="admin-vehicle">
      <Group align="flex-start" wrap="wrap" gap="md">
        <div
          style={{
            width: 120,
            height: 90,
            borderRadius: 8,
            overflow: 'hidden',
            background: 'var(--mantine-color-gray-2)',
            flexShrink: 0,
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {cover ? (
            <StoragePhoto
              src={cover.thumb.url}
              privateRead={!vehicle.published}
              alt=""
              width={120}
              height={90}
              loading="lazy"
              decoding="async"
              style={{ objectFit: 'cover', width: '100%', height: '100%' }}
            />
          ) : (
            <IconCar size={36} aria-hidden color="var(--mantine-color-gray-6)" />
          )}
        </div>
        <Stack gap={4} style={{ flex: '1 1 14rem', minWidth: 0 }}>
          <Text fw={700} fz="lg" lh={1.25}>
            {vehicle.make} {vehicle.model}
          </Text>
          {vehicle.version && (
            <Text size="sm" c="dimmed" lineClamp={1}>
              {vehicle.version}
            </Text>
          )}
          <Text fw={800} c="green.9" data-testid="admin-vehicle-price">
            <VehiclePrice vehicle={vehicle} />
          </Text>
          <Group gap={6}>
            <Badge variant="light" color="gray">
              {i18n._(CATEGORY_LABELS[vehicle.category])}
            </Badge>
            <Badge variant="filled" color={statusColor} data-testid="status-badge">
              {i18n._(STATUS_LABELS[vehicle.status])}
            </Badge>
            {vehicle.published ? (
              <Badge variant="filled" color="green.9" data-testid="visibility-badge">
                <Trans>Published</Trans>
              </Badge>
            ) : (
              <Badge variant="default" data-testid="visibility-badge">
                <Trans>Draft</Trans>
              </Badge>
            )}
            {vehicle.featured && (
              <Badge variant="filled" color="blue.9">
                <Trans>Featured</Trans>
              </Badge>
            )}
            {pending && (
              <Badge variant="filled" color="yellow.4" c="dark.9" leftSection={<IconCloudUpload size={14} aria-hidden />} data-testid="pending-sync">
                <Trans>Waiting to sync</Trans>
              </Badge>
            )}
          </Group>
          {leadCount > 0 && (
            <ButtonLink
              to="/$lang/admin/leads"
              params={{ lang }}
              search={{ vehicle: vehicle.id }}
              variant="subtle"
              size="compact-md"
              leftSection={<IconInbox size={16} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
              data-testid="vehicle-lead-count"
            >
              <Plural value={leadCount} one="# new request" other="# new requests" />
            </ButtonLink>
          )}
        </Stack>
        <Group gap="xs" wrap="wrap" style={{ flex: '1 1 18rem' }} justify="flex-end" align="flex-end">
          <NativeSelect
            label={t`Status`}
            value={vehicle.status}
            onChange={(event) => onStatus(vehicle, event.currentTarget.value as VehicleStatus)}
            data={labelOptions(STATUSES_BY_CATEGORY[vehicle.category], STATUS_LABELS, i18n)}
            styles={{ input: { minHeight: TOUCH } }}
            w={170}
          />
          <Button
            variant={vehicle.published ? 'default' : 'filled'}
            h={TOUCH}
            leftSection={vehicle.published ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />}
            onClick={() => onPublish(vehicle, !vehicle.published)}
          >
            {vehicle.published ? <Trans>Unpublish</Trans> : <Trans>Publish</Trans>}
          </Button>
          <ButtonLink to="/$lang/admin/edit/$id" params={{ lang, id: vehicle.id }} variant="light" h={TOUCH} leftSection={<IconEdit size={18} aria-hidden />}>
            <Trans>Edit</Trans>
          </ButtonLink>
          <Button variant="subtle" color="red.9" h={TOUCH} leftSection={<IconTrash size={18} aria-hidden />} onClick={() => onDelete(vehicle)}>
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Group>
    </Card>
  )
}
