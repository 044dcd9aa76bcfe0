import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Group, NativeSelect, Skeleton, Stack, Text, TextInput } from '@mantine/core'
import { IconAlertTriangle, IconPlus, IconSearch, IconWifiOff } from '@tabler/icons-react'
import { useLocation } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { Page } from '@/components/Page'
import { PageHeader } from '@/components/PageHeader'
import { ResponsiveGrid } from '@/components/ResponsiveGrid'
import { VEHICLE_CATEGORIES, VEHICLE_STATUSES, type VehicleCategory, type VehicleStatus } from '@/features/vehicles/model/vehicle-constants'
import type { Vehicle } from '@/features/vehicles/model/vehicle-schema'
import { CATEGORY_LABELS, STATUS_LABELS } from '@/features/vehicles/vehicle-labels'
import { AnchorLink, ButtonLink } from '@/lib/links'
import { useLocale } from '@/lib/use-locale'
import { loadStorage, loadVehicleRepository } from '../api/admin-repository'
import { trackWrite, useWritesInFlight } from '../api/admin-writes'
import { AdminSectionNav } from '../components/AdminSectionNav'
import { AdminVehicleItem } from './AdminVehicleItem'
import { DeleteVehicleDialog } from './DeleteVehicleDialog'
import { allPhotoFiles } from '@/lib/photos/photo-pipeline'
import { useAdminVehicles } from '../api/use-admin-vehicles'
import { useLeads } from '../api/use-leads'
import { leadCountsByVehicle } from '../model/inbox-model'
import { matchesAdminSearch, vehicleDisplayName } from '../model/vehicle-display'
import { WriteFailureAlerts, writeErrorMessage } from '../components/WriteFailureAlerts'
import { CatalogCapacityAlerts } from '../components/CatalogCapacityAlerts'
import { catalogOverflow } from '../model/catalog-capacity'
import { RefusedDraftAlerts } from '../editor/RefusedDraftAlerts'
import { QueuedActionAlerts } from './QueuedActionAlerts'
import { rememberAction, type QueuedAction } from './queued-actions'

type Visibility = 'all' | 'published' | 'draft'

/** The reserved area's home: every vehicle, drafts included, live, with the quick actions. */
export function AdminHomePage() {
  const { t, i18n } = useLingui()
  const lang = useLocale()
  const href = useLocation({ select: (location) => location.href })
  const { vehicles, pendingIds, fromCache, error } = useAdminVehicles()
  const [query, setQuery] = useState('')
  const [category, setCategory] = useState<VehicleCategory | 'all'>('all')
  const [status, setStatus] = useState<VehicleStatus | 'all'>('all')
  const [visibility, setVisibility] = useState<Visibility>('all')
  const [toDelete, setToDelete] = useState<Vehicle | null>(null)
  const [catalogFull, setCatalogFull] = useState<VehicleCategory | null>(null)
  const inFlight = useWritesInFlight()
  const { leads } = useLeads()
  const leadCounts = useMemo(() => leadCountsByVehicle(leads), [leads])

  const shown = useMemo(
    () =>
      (vehicles ?? []).filter(
        (vehicle) =>
          (category === 'all' || vehicle.category === category) &&
          (status === 'all' || vehicle.status === status) &&
          (visibility === 'all' || vehicle.published === (visibility === 'published')) &&
          matchesAdminSearch(vehicle, query),
      ),
    [vehicles, category, status, visibility, query],
  )

  const write = (action: QueuedAction, run: (repository: Awaited<ReturnType<typeof loadVehicleRepository>>) => Promise<void>, onSuccess?: () => void) => {
    // Remembered on the device until the server answers: a refusal after a reload is still reported.
    const forget = rememberAction(action)
    trackWrite(loadVehicleRepository().then((repository) => run(repository)), {
      vehicleId: action.vehicleId,
      vehicleName: action.name,
      kind: action.kind,
      onSuccess: () => {
        forget()
        onSuccess?.()
      },
      // Reported here and now (WriteFailureAlerts).
      onFailure: forget,
    })
  }

  /** False (and the refusal shown) when the change would not fit the site's list of its category. */
  const fitsCatalog = (after: Vehicle) => {
    const overflow = vehicles && catalogOverflow(vehicles, after)
    setCatalogFull(overflow ? overflow.category : null)
    return !overflow
  }
  const publish = (vehicle: Vehicle, published: boolean) => {
    if (!fitsCatalog({ ...vehicle, published })) return
    write({ vehicleId: vehicle.id, name: vehicleDisplayName(vehicle), kind: published ? 'publish' : 'unpublish' }, (repository) => repository.setVehiclePublished(vehicle.id, published))
  }
  const changeStatus = (vehicle: Vehicle, next: VehicleStatus) => {
    if (!fitsCatalog({ ...vehicle, status: next } as Vehicle)) return
    write({ vehicleId: vehicle.id, name: vehicleDisplayName(vehicle), kind: 'status', status: next }, (repository) => repository.setVehicleStatus(vehicle.id, next, vehicle.category))
  }
  const remove = (vehicle: Vehicle) => {
    setToDelete(null)
    const files = vehicle.photos.flatMap((photo) => allPhotoFiles(photo.path))
    write({ vehicleId: vehicle.id, name: vehicleDisplayName(vehicle), kind: 'delete' }, (repository) => repository.deleteVehicle(vehicle.id, vehicle.revision), () => {
      // The photos go once the server has deleted the document: a refused delete keeps a car with its photos.
      if (files.length > 0) {
        trackWrite(
          loadStorage().then((storage) => storage.deleteFiles(files)),
          { vehicleId: vehicle.id, vehicleName: vehicleDisplayName(vehicle), kind: 'photos' },
        )
      }
    })
  }

  const total = vehicles?.length ?? 0
  const count = shown.length

  return (
    <Page size="xl">
      <AdminSectionNav />
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageHeader eyebrow={<Trans>Reserved area</Trans>} title={<Trans>Vehicles</Trans>} lead={<Trans>Every vehicle, drafts included. Changes made offline are kept and sent when the connection returns.</Trans>} />
        <ButtonLink to="/$lang/admin/new" params={{ lang }} size="md" h={48} leftSection={<IconPlus size={20} aria-hidden />}>
          <Trans>New vehicle</Trans>
        </ButtonLink>
      </Group>

      <WriteFailureAlerts />
      <CatalogCapacityAlerts vehicles={vehicles} refused={catalogFull} onDismiss={() => setCatalogFull(null)} />
      <RefusedDraftAlerts />
      <QueuedActionAlerts />

      {error && (
        <Alert color="red" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert" mb="md">
          {error.code === 'permission-denied' ? (
            <>
              {i18n._(writeErrorMessage('permission-denied', ''))}{' '}
              <AnchorLink to="/$lang/login" params={{ lang }} search={{ redirect: href }}>
                <Trans>Sign in</Trans>
              </AnchorLink>
            </>
          ) : (
            <Trans>The vehicles could not be loaded. Check the connection; the list updates by itself when it returns.</Trans>
          )}
        </Alert>
      )}

      <ResponsiveGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" mb="md" role="search" aria-label={t`Find vehicles`}>
        <TextInput
          type="search"
          label={t`Search`}
          placeholder={t`Make, model, VIN…`}
          leftSection={<IconSearch size={18} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          styles={{ input: { minHeight: 44 } }}
        />
        <NativeSelect
          label={t`Category`}
          value={category}
          onChange={(event) => setCategory(event.currentTarget.value as VehicleCategory | 'all')}
          data={[{ value: 'all', label: t`All` }, ...VEHICLE_CATEGORIES.map((value) => ({ value, label: i18n._(CATEGORY_LABELS[value]) }))]}
          styles={{ input: { minHeight: 44 } }}
        />
        <NativeSelect
          label={t`Status`}
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value as VehicleStatus | 'all')}
          data={[{ value: 'all', label: t`All` }, ...VEHICLE_STATUSES.map((value) => ({ value, label: i18n._(STATUS_LABELS[value]) }))]}
          styles={{ input: { minHeight: 44 } }}
        />
        <NativeSelect
          label={t`Visibility`}
          value={visibility}
          onChange={(event) => setVisibility(event.currentTarget.value as Visibility)}
          data={[
            { value: 'all', label: t`All` },
            { value: 'published', label: t`Published` },
            { value: 'draft', label: t`Drafts (not public)` },
          ]}
          styles={{ input: { minHeight: 44 } }}
        />
      </ResponsiveGrid>

      {fromCache && vehicles !== null && (
        <Alert color="gray" icon={<IconWifiOff size={20} aria-hidden />} mb="md" role="status">
          <Trans>Showing the vehicles saved on this device: the server has not answered yet.</Trans>
        </Alert>
      )}

      {vehicles === null ? (
        <Stack aria-busy="true" aria-label={t`Loading vehicles`}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={110} radius="md" />
          ))}
        </Stack>
      ) : (
        <>
          <Text c="dimmed" mb="sm" aria-live="polite" data-testid="admin-count">
            {count === total ? <Trans>{count} vehicles</Trans> : <Trans>{count} of {total} vehicles</Trans>}
          </Text>
          <Stack gap="sm">
            {shown.map((vehicle) => (
              <AdminVehicleItem
                key={vehicle.id}
                vehicle={vehicle}
                pending={pendingIds.has(vehicle.id) || inFlight.has(vehicle.id)}
                leadCount={leadCounts.get(vehicle.id) ?? 0}
                onPublish={publish}
                onStatus={changeStatus}
                onDelete={setToDelete}
              />
            ))}
          </Stack>
          {count === 0 && (
            <Text mt="md">
              <Trans>No vehicle matches these filters.</Trans>
            </Text>
          )}
        </>
      )}

      <DeleteVehicleDialog vehicle={toDelete} onCancel={() => setToDelete(null)} onConfirm={remove} />
    </Page>
  )
}
