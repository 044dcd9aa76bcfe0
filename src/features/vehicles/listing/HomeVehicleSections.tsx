import { Trans } from '@lingui/react/macro'
import { Group, Stack, Title } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { useMemo, type ReactNode } from 'react'
import { ResponsiveGrid } from '@/components/ResponsiveGrid'
import { AnchorLink } from '@/lib/links'
import { isPrerendering } from '@/lib/start-up'
import { useLocale } from '@/lib/use-locale'
import { keepOnlyShownInPageCatalogs } from '../api/catalog-once'
import { VehicleCard, VehicleCardSkeleton } from '../components/VehicleCard'
import { usePublishedVehicles } from './use-published-vehicles'
import type { VehicleSummary } from '../model/vehicle-schema'

const COUNT = 4

/** Featured: the newest published vehicles marked featured; latest: the newest of the others. */
function homeSections(vehicles: readonly VehicleSummary[]): { featured: VehicleSummary[]; latest: VehicleSummary[] } {
  const featured = vehicles.filter((vehicle) => vehicle.featured).slice(0, COUNT)
  const shown = new Set(featured.map((vehicle) => vehicle.id))
  return { featured, latest: vehicles.filter((vehicle) => !shown.has(vehicle.id)).slice(0, COUNT) }
}

/**
 * Featured vehicles and latest arrivals on the home page, from the catalog's one small REST read (the
 * Firestore SDK starts only once the visitor uses the page: see usePublishedVehicles).
 */
export function HomeVehicleSections() {
  const { vehicles, pagePart, error } = usePublishedVehicles(undefined, { acceptPagePart: true })
  // A prerendered home page carries only the cars it shows, which give the same sections as the whole catalogs.
  const shown = vehicles ?? pagePart
  const sections = useMemo(() => (shown ? homeSections(shown) : null), [shown])
  if (sections && isPrerendering()) keepOnlyShownInPageCatalogs(new Set([...sections.featured, ...sections.latest].map((vehicle) => vehicle.id)))
  if (!sections && error) return null
  return <SectionsView sections={sections} />
}

function SectionsView({ sections }: { sections: ReturnType<typeof homeSections> | null }) {
  const lang = useLocale()
  const block = (title: ReactNode, vehicles: VehicleSummary[] | undefined, testId: string) => (
    <Stack gap="md" component="section" data-testid={testId}>
      <Group justify="space-between" align="baseline">
        <Title order={2}>{title}</Title>
        <AnchorLink to="/$lang/list" params={{ lang }} fw={600}>
          <Group gap={4} component="span">
            <Trans>See all</Trans>
            <IconArrowRight size={16} aria-hidden />
          </Group>
        </AnchorLink>
      </Group>
      <ResponsiveGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg">
        {vehicles
          ? vehicles.map((vehicle) => <VehicleCard key={vehicle.id} vehicle={vehicle} headingLevel={3} />)
          : Array.from({ length: COUNT }, (_, index) => <VehicleCardSkeleton key={index} />)}
      </ResponsiveGrid>
    </Stack>
  )

  return (
    <Stack gap={48} my={48}>
      {(!sections || sections.featured.length > 0) && block(<Trans>Featured vehicles</Trans>, sections?.featured, 'featured-vehicles')}
      {(!sections || sections.latest.length > 0) && block(<Trans>Latest arrivals</Trans>, sections?.latest, 'latest-vehicles')}
    </Stack>
  )
}
