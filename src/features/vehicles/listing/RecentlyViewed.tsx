import { Trans } from '@lingui/react/macro'
import { Button, Group, Title } from '@mantine/core'
import { useId, useMemo } from 'react'
import { clearRecentlyViewed, useRecentlyViewed } from '@/features/garage/recently-viewed'
import { CompactVehicleCard } from '../components/CompactVehicleCard'
import type { VehicleSummary } from '../model/vehicle-schema'
import { usePublishedVehicles } from './use-published-vehicles'
import classes from './RecentlyViewed.module.css'

/**
 * The cars whose pages the visitor opened on this device, most recent first (but `exclude`, the page's own car),
 * as the catalogs have them now (a car no longer published is left out), in a row that scrolls sideways, with a
 * button that forgets them. A chunk of its own (RecentlyViewedPlace).
 */
export default function RecentlyViewed({ exclude, className }: { exclude?: string; className?: string }) {
  const headingId = useId()
  const viewed = useRecentlyViewed()
  const used = usePublishedVehicles('used').vehicles
  const rent = usePublishedVehicles('rent').vehicles
  const cars = useMemo(() => {
    const byId = new Map([...(used ?? []), ...(rent ?? [])].map((vehicle) => [vehicle.id, vehicle]))
    return viewed.flatMap((car) => (car.id === exclude ? [] : (byId.get(car.id) ?? []))) as VehicleSummary[]
  }, [viewed, used, rent, exclude])
  if (cars.length === 0) return null
  return (
    <section aria-labelledby={headingId} className={className} data-testid="recently-viewed">
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2} id={headingId}>
          <Trans>Recently viewed</Trans>
        </Title>
        <Button size="xs" variant="subtle" color="gray" onClick={() => clearRecentlyViewed()}>
          <Trans>Clear the list</Trans>
        </Button>
      </Group>
      <ul className={classes.strip}>
        {cars.map((vehicle) => (
          <li key={vehicle.id}>
            <CompactVehicleCard vehicle={vehicle} />
          </li>
        ))}
      </ul>
    </section>
  )
}
