import { Trans, useLingui } from '@lingui/react/macro'
import { Alert } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useEffect, useMemo, useState } from 'react'
import { STATUS_LABELS } from '@/features/vehicles/vehicle-labels'
import { loadVehicleRepository } from '../api/admin-repository'
import { useWritesInFlight } from '../api/admin-writes'
import { useAdminVehicles } from '../api/use-admin-vehicles'
import { AlertStack } from '../components/AlertStack'
import { forgetQueuedAction, settleQueuedActions, type QueuedAction } from './queued-actions'

function ChangeNotApplied({ action, vehicleGone }: { action: QueuedAction; vehicleGone: boolean }) {
  const { i18n } = useLingui()
  const name = action.name
  if (vehicleGone) return <Trans>A change made on this device was not applied: {name} was deleted on another device.</Trans>
  switch (action.kind) {
    case 'status': {
      const status = i18n._(STATUS_LABELS[action.status])
      return (
        <Trans>
          A change made on this device was not applied: {name} was not marked “{status}”, because another device changed it first. Check it, and make the change
          again if it still applies.
        </Trans>
      )
    }
    case 'publish':
      return (
        <Trans>
          A change made on this device was not applied: {name} was not published, because another device changed it first. Check it, and make the change again
          if it still applies.
        </Trans>
      )
    case 'unpublish':
      return (
        <Trans>
          A change made on this device was not applied: {name} was not withdrawn from the site, because another device changed it first. Check it, and make the
          change again if it still applies.
        </Trans>
      )
    case 'delete':
      return (
        <Trans>
          A change made on this device was not applied: {name} was not deleted, because another device changed it first. Check it, and delete it again if it
          still applies.
        </Trans>
      )
  }
}

/**
 * The list's one-tap changes that the server did not take, found once it has answered (after a reload too,
 * when the page that made them is gone); the ones it took are forgotten.
 */
export function QueuedActionAlerts() {
  const { vehicles, pendingIds, fromCache } = useAdminVehicles()
  const inFlight = useWritesInFlight()
  const { t } = useLingui()
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set())
  // The writes queued before this page (a reload ago) are answered first: a deletion still on its way is no
  // longer in the list, as if it had been taken.
  const [answered, setAnswered] = useState(false)
  useEffect(() => {
    let stopped = false
    loadVehicleRepository()
      .then((repository) => repository.whenQueuedWritesAnswered())
      .then(
        () => !stopped && setAnswered(true),
        () => undefined,
      )
    return () => {
      stopped = true
    }
  }, [])
  const settled = useMemo(
    () => (!answered || vehicles === null || fromCache ? null : settleQueuedActions(vehicles, (id) => pendingIds.has(id) || inFlight.has(id))),
    [answered, vehicles, fromCache, pendingIds, inFlight],
  )
  useEffect(() => {
    for (const key of settled?.applied ?? []) forgetQueuedAction(key)
  }, [settled])

  const refused = settled?.refused.filter(({ key }) => !dismissed.has(key)) ?? []
  return (
    <AlertStack items={refused}>
      {({ key, action, vehicleGone }) => (
        <Alert
          key={key}
          color="orange"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          role="alert"
          data-testid="refused-action"
          withCloseButton
          closeButtonLabel={t`Dismiss`}
          onClose={() => {
            forgetQueuedAction(key)
            setDismissed((current) => new Set([...current, key]))
          }}
        >
          <ChangeNotApplied action={action} vehicleGone={vehicleGone} />
        </Alert>
      )}
    </AlertStack>
  )
}
