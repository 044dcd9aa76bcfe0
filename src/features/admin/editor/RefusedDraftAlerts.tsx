import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Stack } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useMemo } from 'react'
import { AnchorLink } from '@/lib/links'
import { useLocale } from '@/lib/use-locale'
import { useWritesInFlight } from '../api/admin-writes'
import { useAdminVehicles } from '../api/use-admin-vehicles'
import { sameFormValues } from '../model/form-values-equal'
import { vehicleToFormValues } from '../model/vehicle-form-model'
import { validateVehicleForm } from '../model/vehicle-form-validation'
import { findRefusedDrafts, type RefusedDraft } from './refused-drafts'

function RefusedDraftAlert({ draft }: { draft: RefusedDraft }) {
  const lang = useLocale()
  const name = draft.name
  const link = (
    <AnchorLink to="/$lang/admin/edit/$id" params={{ lang, id: draft.vehicleId }}>
      <Trans>Open it to choose what to keep</Trans>
    </AnchorLink>
  )
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert" data-testid="refused-draft">
      {draft.reason === 'refused' && (
        <Trans>
          A change saved offline was not accepted: {name} had been changed on another device. What you typed is kept on this device. {link}
        </Trans>
      )}
      {draft.reason === 'outdated' && (
        <Trans>
          {name} was changed on another device after you started editing it here. What you typed is kept on this device. {link}
        </Trans>
      )}
      {draft.reason === 'deleted' && (
        <Trans>
          A change saved offline was not accepted: {name} was deleted on another device. What you typed is kept on this device. {link}
        </Trans>
      )}
    </Alert>
  )
}

/** Drafts on this device that the server did not take (or that an other device's change made outdated), once the server has answered. */
export function RefusedDraftAlerts() {
  const { vehicles, pendingIds, fromCache } = useAdminVehicles()
  const inFlight = useWritesInFlight()
  const { i18n } = useLingui()
  const lang = useLocale()
  const drafts = useMemo(() => {
    if (vehicles === null || fromCache) return []
    return findRefusedDrafts(
      vehicles,
      (id) => pendingIds.has(id) || inFlight.has(id),
      (vehicle, values) => {
        const input = validateVehicleForm(values, lang, i18n).input
        return input !== null && sameFormValues(vehicleToFormValues(vehicle), vehicleToFormValues(input))
      },
    )
  }, [vehicles, fromCache, pendingIds, inFlight, lang, i18n])
  if (drafts.length === 0) return null
  return (
    <Stack gap="xs" mb="md">
      {drafts.map((draft) => (
        <RefusedDraftAlert key={draft.vehicleId} draft={draft} />
      ))}
    </Stack>
  )
}
