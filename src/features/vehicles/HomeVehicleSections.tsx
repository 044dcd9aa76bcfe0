import { Trans } from '@lingui/react/macro'
import { Group, SimpleGrid, Stack, Title } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { useEffect, useState, type ReactNode } from 'react'
import { AnchorLink } from '@/lib/links'
import { useLocale } from '@/lib/use-locale'
import { VehicleCard, VehicleCardSkeleton } from './components/VehicleCard'
import type { Vehicle } from './model/vehicle-schema'

const COUNT = 4

interface Sections {
  featured: Vehicle[]
  latest: Vehicle[]
}

/**
 * Featured vehicles and latest arrivals on the home page. Firestore is loaded only after the page has been
 * painted, so the home page's first paint never waits for it.
 */
export function HomeVehicleSections() {
  const lang = useLocale()
  const [sections, setSections] = useState<Sections | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let cancelled = false
    const load = async () => {
      const { listFeaturedVehicles, listLatestVehicles } = await import('./api/vehicles-repository')
      const [featured, latest] = await Promise.all([listFeaturedVehicles(COUNT), listLatestVehicles(COUNT + COUNT)])
      const featuredIds = new Set(featured.map((vehicle) => vehicle.id))
      if (!cancelled) setSections({ featured, latest: latest.filter((vehicle) => !featuredIds.has(vehicle.id)).slice(0, COUNT) })
    }
    const start = () => void load().catch(() => !cancelled && setFailed(true))
    const idle = window.requestIdleCallback?.(start, { timeout: 1500 })
    const timer = idle === undefined ? window.setTimeout(start, 200) : undefined
    return () => {
      cancelled = true
      if (idle !== undefined) window.cancelIdleCallback(idle)
      if (timer !== undefined) window.clearTimeout(timer)
    }
  }, [])

  if (failed) return null

  const block = (title: ReactNode, vehicles: Vehicle[] | undefined, testId: string) => (
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
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg">
        {vehicles
          ? vehicles.map((vehicle) => <VehicleCard key={vehicle.id} vehicle={vehicle} headingLevel={3} />)
          : Array.from({ length: COUNT }, (_, index) => <VehicleCardSkeleton key={index} />)}
      </SimpleGrid>
    </Stack>
  )

  return (
    <Stack gap={48} my={48}>
      {(!sections || sections.featured.length > 0) && block(<Trans>Featured vehicles</Trans>, sections?.featured, 'featured-vehicles')}
      {(!sections || sections.latest.length > 0) && block(<Trans>Latest arrivals</Trans>, sections?.latest, 'latest-vehicles')}
    </Stack>
  )
}
