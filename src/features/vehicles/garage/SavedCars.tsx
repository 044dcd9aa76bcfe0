import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { IconCarOff, IconCloudOff, IconHeart, IconTrash, IconTrendingDown, IconTrendingUp } from '@tabler/icons-react'
import { useId, useMemo, useState } from 'react'
import { ResponsiveGrid } from '@/components/ResponsiveGrid'
import { priceChange, removeAllSavedCars, removeSavedCar, useSavedCars, type SavedCar } from '@/features/garage/saved-cars'
import { showGarageNotice } from '@/features/garage/garage-notice'
import { AnchorLink } from '@/lib/links'
import { useLocale } from '@/lib/use-locale'
import { VehicleCard, VehicleCardSkeleton } from '../components/VehicleCard'
import cardClasses from '../components/VehicleCard.module.css'
import { formatPrice } from '../format'
import type { PublishedVehiclesState } from '../listing/published-vehicles-state'
import { listPrice } from '../model/list-price'
import type { VehicleCategory } from '../model/vehicle-constants'
import type { VehicleSummary } from '../model/vehicle-schema'
import classes from './SavedCars.module.css'

export type Catalogs = Record<VehicleCategory, PublishedVehiclesState>

/** The saved cars, newest first: each as the catalog has it now, or as it was saved when it is gone or unknown. */
export function SavedCars({ catalogs }: { catalogs: Catalogs }) {
  const headingId = useId()
  const saved = useSavedCars()
  const count = saved.length
  const byId = useMemo(
    () => new Map([...(catalogs.used.vehicles ?? []), ...(catalogs.rent.vehicles ?? [])].map((vehicle) => [vehicle.id, vehicle])),
    [catalogs.used.vehicles, catalogs.rent.vehicles],
  )
  return (
    <section aria-labelledby={headingId} data-testid="saved-cars">
      <Group justify="space-between" align="baseline" mb="md" gap="sm">
        <Title order={2} id={headingId}>
          {count > 0 ? <Plural value={count} one="# saved car" other="# saved cars" /> : <Trans>Saved cars</Trans>}
        </Title>
        {count > 0 && <RemoveAll count={count} />}
      </Group>
      {count === 0 ? (
        <Text c="dimmed">
          <Trans>No saved cars yet. Tap the heart on a car to find it here again, with its price, even offline.</Trans>
        </Text>
      ) : (
        <ResponsiveGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="lg">
          {saved.map((car) => {
            const catalog = catalogs[car.category]
            const vehicle = byId.get(car.id)
            if (vehicle) return <VehicleCard key={car.id} vehicle={vehicle} headingLevel={3} note={<PriceNote saved={car} vehicle={vehicle} />} />
            if (catalog.vehicles) return <SnapshotCard key={car.id} car={car} gone />
            if (catalog.error) return <SnapshotCard key={car.id} car={car} gone={false} />
            return <VehicleCardSkeleton key={car.id} />
          })}
        </ResponsiveGrid>
      )}
    </section>
  )
}

/** "Remove all", once confirmed. */
function RemoveAll({ count }: { count: number }) {
  const [asking, setAsking] = useState(false)
  const remove = () => {
    if (!removeAllSavedCars()) showGarageNotice('storage-failed')
    setAsking(false)
  }
  return asking ? (
    <Group gap="xs">
      <Text size="sm" fw={600}>
        <Plural value={count} one="Remove the saved car?" other="Remove all # saved cars?" />
      </Text>
      <Button size="xs" color="red.9" onClick={remove}>
        <Trans>Remove</Trans>
      </Button>
      <Button size="xs" variant="default" onClick={() => setAsking(false)}>
        <Trans>Cancel</Trans>
      </Button>
    </Group>
  ) : (
    <Button size="xs" variant="default" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setAsking(true)}>
      <Trans>Remove all</Trans>
    </Button>
  )
}

/** What changed in the price since the car was saved: "Price down from €12,900 to €11,900". */
function PriceNote({ saved, vehicle }: { saved: SavedCar; vehicle: VehicleSummary }) {
  const lang = useLocale()
  const change = priceChange(saved, listPrice(vehicle))
  if (!change) return null
  const from = formatPrice(change.from, lang)
  const to = formatPrice(change.to, lang)
  const down = change.to < change.from
  const Icon = down ? IconTrendingDown : IconTrendingUp
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="price-change">
      <Icon size={18} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
      <Text size="sm" fw={600} className={down ? classes.down : undefined}>
        {vehicle.category === 'rent' ? (
          down ? (
            <Trans>
              Daily rate down from {from} to {to}
            </Trans>
          ) : (
            <Trans>
              Daily rate up from {from} to {to}
            </Trans>
          )
        ) : down ? (
          <Trans>
            Price down from {from} to {to}
          </Trans>
        ) : (
          <Trans>
            Price up from {from} to {to}
          </Trans>
        )}
      </Text>
    </Group>
  )
}

/**
 * A saved car the catalog does not show: `gone` when the catalog has no such car any more (unpublished or
 * deleted), else the catalog could not be read (offline before it was ever loaded): the car as it was saved.
 */
function SnapshotCard({ car, gone }: { car: SavedCar; gone: boolean }) {
  const { t } = useLingui()
  const lang = useLocale()
  const name = car.name
  const price = formatPrice(car.price, lang)
  return (
    <Card withBorder padding={0} radius="md" className={cardClasses.card} component="article" data-testid="saved-snapshot">
      <div className={cardClasses.media}>
        <div className={cardClasses.noPhoto}>{gone ? <IconCarOff size={48} aria-hidden /> : <IconHeart size={48} aria-hidden />}</div>
        {gone && (
          <Badge className={cardClasses.badge} color="gray.7" variant="filled" size="lg">
            <Trans>No longer available</Trans>
          </Badge>
        )}
      </div>
      <Stack gap={6} p="md" style={{ flex: 1 }}>
        <Title order={3} size="h4" lh={1.25}>
          {name}
        </Title>
        {gone ? (
          <Text size="sm" c="dimmed">
            <Trans>This car is no longer on sale on our site. When you saved it, it cost {price}.</Trans>
          </Text>
        ) : (
          <Alert color="gray" icon={<IconCloudOff size={18} aria-hidden />} p="xs">
            <Text size="sm">
              <Trans>Saved at {price}. Its price and availability will show when you are back online.</Trans>
            </Text>
          </Alert>
        )}
        <Group justify="space-between" mt="auto" pt={4}>
          {gone && (
            <AnchorLink to="/$lang/list/$category" params={{ lang, category: car.category }} size="sm" fw={600}>
              {car.category === 'used' ? <Trans>Similar used cars</Trans> : <Trans>Other rentals</Trans>}
            </AnchorLink>
          )}
          <Button
            size="xs"
            variant="default"
            ml="auto"
            aria-label={t`Remove ${name} from saved cars`}
            onClick={() => {
              if (!removeSavedCar(car.id)) showGarageNotice('storage-failed')
            }}
          >
            <Trans>Remove</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
