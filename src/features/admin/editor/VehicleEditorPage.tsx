import { Trans } from '@lingui/react/macro'
import { Alert, Skeleton, Stack } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { Page } from '@/components/Page'
import { PageHeader } from '@/components/PageHeader'
import type { Vehicle } from '@/features/vehicles/model/vehicle-schema'
import { AnchorLink } from '@/lib/links'
import { useLocale } from '@/lib/use-locale'
import { loadVehicleRepository } from '../api/admin-repository'
import { useWritesInFlight } from '../api/admin-writes'
import type { StoredDraft } from '../document-editor/draft-store'
import { draftKeyFor, loadEditorDraft, type EditorDraft } from './editor-draft'
import { pendingVehicleIdFor } from '../photos/pending-photos'
import { useAdminVehicles } from '../api/use-admin-vehicles'
import { emptyVehicleForm, vehicleToFormValues, type VehicleFormValues } from '../model/vehicle-form-model'
import { VehicleForm } from './VehicleForm'

interface Setup {
  vehicleId: string
  initial: VehicleFormValues
  restored: StoredDraft<EditorDraft> | null
  original: Vehicle | null
}

/** Create (no id) or edit a vehicle: one form for both, with a draft kept on the device. */
export function VehicleEditorPage({ id }: { id?: string }) {
  const lang = useLocale()
  const draftKey = draftKeyFor(id)
  const { vehicles, fromCache, pendingIds } = useAdminVehicles()
  const inFlight = useWritesInFlight()
  const [setup, setSetup] = useState<Setup | null>(() => {
    if (id) return null
    const restored = loadEditorDraft(draftKey)
    return restored ? { vehicleId: restored.value.vehicleId, initial: emptyVehicleForm(), restored, original: null } : null
  })
  const [failed, setFailed] = useState(false)
  const current = id ? vehicles?.find((vehicle) => vehicle.id === id) : undefined
  const settled = vehicles !== null && !fromCache

  // A new vehicle needs an id before its photos upload (they go under vehicles/{id}/).
  useEffect(() => {
    if (setup || id) return
    let cancelled = false
    // Photos picked for a new vehicle that was never saved keep waiting under its id: the form takes it up again.
    Promise.all([loadVehicleRepository(), pendingVehicleIdFor(draftKey)]).then(
      ([{ newVehicleId }, waitingFor]) => {
        if (!cancelled)
          setSetup((existing) => existing ?? { vehicleId: waitingFor ?? newVehicleId(), initial: emptyVehicleForm(), restored: null, original: null })
      },
      () => setFailed(true),
    )
    return () => {
      cancelled = true
    }
  }, [setup, id, draftKey])

  // The form starts once what it edits is known: the stored vehicle, or the draft when the vehicle is gone.
  if (!setup && id) {
    if (current) setSetup({ vehicleId: id, initial: vehicleToFormValues(current), restored: loadEditorDraft(draftKey), original: current })
    else if (vehicles !== null) {
      const restored = loadEditorDraft(draftKey)
      if (restored) setSetup({ vehicleId: id, initial: restored.value.values, restored, original: null })
    }
  }

  const title = id ? <Trans>Edit vehicle</Trans> : <Trans>New vehicle</Trans>
  const missing = Boolean(id) && settled && !current

  if (!setup) {
    return (
      <Page size="xl">
        <PageHeader eyebrow={<Trans>Reserved area</Trans>} title={title} />
        {missing ? (
          <Alert color="orange" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
            <Trans>
              This vehicle does not exist: it may have been deleted.{' '}
              <AnchorLink to="/$lang/admin" params={{ lang }}>
                Back to the vehicles
              </AnchorLink>
            </Trans>
          </Alert>
        ) : failed ? (
          <Alert color="red" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
            <Trans>The form could not be loaded. Check the connection and reload the page.</Trans>
          </Alert>
        ) : (
          <Stack aria-busy="true">
            <Skeleton height={200} radius="md" />
            <Skeleton height={300} radius="md" />
          </Stack>
        )}
      </Page>
    )
  }

  return (
    <Page size="xl">
      <PageHeader eyebrow={<Trans>Reserved area</Trans>} title={title} />
      <VehicleForm
        key={setup.vehicleId}
        mode={id ? 'edit' : 'new'}
        vehicleId={setup.vehicleId}
        draftKey={draftKey}
        initial={setup.initial}
        restored={setup.restored}
        original={setup.original}
        current={current ?? null}
        deleted={Boolean(id) && vehicles !== null && !current && (settled || setup.original === null)}
        synced={settled && !pendingIds.has(setup.vehicleId) && !inFlight.has(setup.vehicleId)}
        pending={pendingIds.has(setup.vehicleId) || inFlight.has(setup.vehicleId)}
        vehicles={vehicles}
      />
    </Page>
  )
}
