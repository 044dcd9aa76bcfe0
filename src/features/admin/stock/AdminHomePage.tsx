import { Trans, useLingui } from '@lingui/react/macro'
import { IconPlus } from '@tabler/icons-react'
import { useMemo, useState } from 'react'
import { Page } from '@/components/Page'
import { VEHICLE_CATEGORIES, VEHICLE_STATUSES, type VehicleCategory, type VehicleStatus } from '@/features/vehicles/model/vehicle-constants'
import type { Vehicle } from '@/features/vehicles/model/vehicle-schema'
import { CATEGORY_LABELS, STATUS_LABELS } from '@/features/vehicles/vehicle-labels'
import { labelOptions } from '@/lib/label-options'
import { ButtonLink } from '@/lib/links'
import { useLocale } from '@/lib/use-locale'
import { loadStorage, loadVehicleRepository } from '../api/admin-repository'
import { trackWrite, useWritesInFlight } from '../api/admin-writes'
import { AdminSectionNav } from '../components/AdminSectionNav'
import { ListPageHeader } from '../components/ListPageHeader'
import { ListResults } from '../components/ListResults'
import { LoadFailedAlert } from '../components/LoadFailedAlert'
import { AdminVehicleItem } from './AdminVehicleItem'
import { DeleteVehicleDialog } from './DeleteVehicleDialog'
import { allPhotoFiles } from '@/lib/photos/photo-pipeline'
import { useAdminVehicles } from '../api/use-admin-vehicles'
import { useNewLeads } from '../api/use-new-leads'
import { leadCountsByVehicle } from '../model/inbox-model'
import { vehicleName } from '@/features/vehicles/vehicle-labels'
import { matchesAdminSearch } from '../model/vehicle-display'
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
  const { vehicles, pendingIds, fromCache, error } = useAdminVehicles()
  const [query, setQuery] = useState('')
  const [category, setCategory] = useState<VehicleCategory | 'all'>('all')
  const [status, setStatus] = useState<VehicleStatus | 'all'>('all')
  const [visibility, setVisibility] = useState<Visibility>('all')
  const [toDelete, setToDelete] = useState<Vehicle | null>(null)
  const [catalogFull, setCatalogFull] = useState<VehicleCategory | null>(null)
  const inFlight = useWritesInFlight()
  // Each car's new requests (those nobody has dealt with yet), from the one query of the requests in state `new`.
  const { leads: newLeads } = useNewLeads()
  const leadCounts = useMemo(() => leadCountsByVehicle(newLeads), [newLeads])

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
    trackWrite(
      loadVehicleRepository().then((repository) => run(repository)),
      {
        vehicleId: action.vehicleId,
        vehicleName: action.name,
        kind: action.kind,
        onSuccess: () => {
          forget()
          onSuccess?.()
        },
        // Reported here and now (WriteFailureAlerts).
        onFailure: forget,
      },
    )
  }

  /** False (and the refusal shown) when the change would not fit the site's list of its category. */
  const fitsCatalog = (after: Vehicle) => {
    const overflow = vehicles && catalogOverflow(vehicles, after)
    setCatalogFull(overflow ? overflow.category : null)
    return !overflow
  }
  const publish = (vehicle: Vehicle, published: boolean) => {
    if (!fitsCatalog({ ...vehicle, published })) return
    write({ vehicleId: vehicle.id, name: vehicleName(vehicle), kind: published ? 'publish' : 'unpublish' }, (repository) =>
      repository.setVehiclePublished(vehicle.id, published),
    )
  }
  const changeStatus = (vehicle: Vehicle, next: VehicleStatus) => {
    if (!fitsCatalog({ ...vehicle, status: next } as Vehicle)) return
    write({ vehicleId: vehicle.id, name: vehicleName(vehicle), kind: 'status', status: next }, (repository) =>
      repository.setVehicleStatus(vehicle.id, next, vehicle.category),
    )
  }
  const remove = (vehicle: Vehicle) => {
    setToDelete(null)
    const files = vehicle.photos.flatMap((photo) => allPhotoFiles(photo.path))
    write(
      { vehicleId: vehicle.id, name: vehicleName(vehicle), kind: 'delete' },
      (repository) => repository.deleteVehicle(vehicle.id, vehicle.revision),
      () => {
        // The photos go once the server has deleted the document: a refused delete keeps a car with its photos.
        if (files.length > 0) {
          trackWrite(
            loadStorage().then((storage) => storage.deleteFiles(files)),
            { vehicleId: vehicle.id, vehicleName: vehicleName(vehicle), kind: 'photos' },
          )
        }
      },
    )
  }

  const total = vehicles?.length ?? 0
  const count = shown.length

  return (
    <Page size="xl">
      <AdminSectionNav />
      <ListPageHeader
        title={<Trans>Vehicles</Trans>}
        lead={<Trans>Every vehicle, drafts included. Changes made offline are kept and sent when the connection returns.</Trans>}
        actions={
          <ButtonLink to="/$lang/admin/new" params={{ lang }} size="md" h={48} leftSection={<IconPlus size={20} aria-hidden />}>
            <Trans>New vehicle</Trans>
          </ButtonLink>
        }
        notices={
          <>
            <WriteFailureAlerts />
            <CatalogCapacityAlerts vehicles={vehicles} refused={catalogFull} onDismiss={() => setCatalogFull(null)} />
            <RefusedDraftAlerts />
            <QueuedActionAlerts />
            {error && (
              <LoadFailedAlert denied={error.code === 'permission-denied'} deniedMessage={i18n._(writeErrorMessage('permission-denied', ''))}>
                <Trans>The vehicles could not be loaded. Check the connection; the list updates by itself when it returns.</Trans>
              </LoadFailedAlert>
            )}
          </>
        }
        searchLabel={t`Find vehicles`}
        columns={{ base: 1, xs: 2, md: 4 }}
        search={{ placeholder: t`Make, model, VIN…`, value: query, onChange: setQuery }}
        filters={[
          {
            label: t`Category`,
            value: category,
            all: 'all',
            options: labelOptions(VEHICLE_CATEGORIES, CATEGORY_LABELS, i18n),
            onChange: (value) => setCategory(value as VehicleCategory | 'all'),
          },
          {
            label: t`Status`,
            value: status,
            all: 'all',
            options: labelOptions(VEHICLE_STATUSES, STATUS_LABELS, i18n),
            onChange: (value) => setStatus(value as VehicleStatus | 'all'),
          },
          {
            label: t`Visibility`,
            value: visibility,
            all: 'all',
            options: [
              { value: 'published', label: t`Published` },
              { value: 'draft', label: t`Drafts (not public)` },
            ],
            onChange: (value) => setVisibility(value as Visibility),
          },
        ]}
      />

      <ListResults
        loading={vehicles === null}
        loadingLabel={t`Loading vehicles`}
        offlineNotice={fromCache ? <Trans>Showing the vehicles saved on this device: the server has not answered yet.</Trans> : null}
        count={
          count === total ? (
            <Trans>{count} vehicles</Trans>
          ) : (
            <Trans>
              {count} of {total} vehicles
            </Trans>
          )
        }
        countTestId="admin-count"
        empty={count === 0 ? <Trans>No vehicle matches these filters.</Trans> : null}
      >
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
      </ListResults>

      <DeleteVehicleDialog vehicle={toDelete} onCancel={() => setToDelete(null)} onConfirm={remove} />
    </Page>
  )
}
