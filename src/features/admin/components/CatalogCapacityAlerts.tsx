import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Alert, Stack } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useMemo } from 'react'
import { VEHICLE_CATEGORIES, type VehicleCategory } from '@/features/vehicles/model/vehicle-constants'
import type { Vehicle } from '@/features/vehicles/model/vehicle-schema'
import { catalogFill } from '../model/catalog-capacity'

/** From this share of the catalog's room on, the admin's home says the list is filling up. */
const NEARLY_FULL = 0.9

/**
 * Why a change was refused (a save in the editor, a publish or a status in the list): its category's list on the
 * site has no room left; and what to do.
 */
export function catalogFullMessage(category: VehicleCategory, refused: 'save' | 'publish'): MessageDescriptor {
  if (refused === 'save') {
    return category === 'used'
      ? msg`Not saved: the list of used cars on the site is full. Unpublish or delete the cars you no longer sell (sold ones, for example), or save this one as a draft.`
      : msg`Not saved: the list of rental cars on the site is full. Unpublish or delete the cars you no longer rent out, or save this one as a draft.`
  }
  return category === 'used'
    ? msg`Not changed: the list of used cars on the site is full. Unpublish or delete the cars you no longer sell (sold ones, for example) to make room.`
    : msg`Not changed: the list of rental cars on the site is full. Unpublish or delete the cars you no longer rent out to make room.`
}

function nearlyFullMessage(category: VehicleCategory, percent: number): MessageDescriptor {
  return category === 'used'
    ? msg`The list of used cars on the site is ${percent}% full. To make room for new ones, unpublish or delete the cars you no longer sell.`
    : msg`The list of rental cars on the site is ${percent}% full. To make room for new ones, unpublish or delete the cars you no longer rent out.`
}

/**
 * The reserved area's notices about the site's lists: one per category whose catalog is nearly full, and the
 * refusal of a publish that did not fit (`refused`, until dismissed).
 */
export function CatalogCapacityAlerts({
  vehicles,
  refused,
  onDismiss,
}: {
  vehicles: readonly Vehicle[] | null
  refused: VehicleCategory | null
  onDismiss: () => void
}) {
  const { i18n, t } = useLingui()
  const nearlyFull = useMemo(
    () =>
      vehicles
        ? VEHICLE_CATEGORIES.map((category) => catalogFill(vehicles, category)).filter((fill) => fill.fill >= NEARLY_FULL && fill.category !== refused)
        : [],
    [vehicles, refused],
  )
  if (refused === null && nearlyFull.length === 0) return null
  return (
    <Stack gap="sm" mb="md">
      {refused !== null && (
        <Alert color="red" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert" withCloseButton closeButtonLabel={t`Dismiss`} onClose={onDismiss}>
          {i18n._(catalogFullMessage(refused, 'publish'))}
        </Alert>
      )}
      {nearlyFull.map((fill) => (
        <Alert key={fill.category} color="orange" icon={<IconAlertTriangle size={20} aria-hidden />} role="status">
          {i18n._(nearlyFullMessage(fill.category, Math.min(100, Math.floor(fill.fill * 100))))}
        </Alert>
      ))}
    </Stack>
  )
}
