import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconCar } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { StoragePhoto } from '@/components/StoragePhoto'
import { CompareToggle } from '@/features/garage/CompareToggle'
import { SaveToggle } from '@/features/garage/SaveToggle'
import { minWidth } from '@/lib/screen'
import { useLocale } from '@/lib/use-locale'
import { formatKm, formatPower, formatPrice } from '../format'
import type { PricedVehicle } from '../model/list-price'
import type { VehicleSummary } from '../model/vehicle-schema'
import { euroClassLabel, FUEL_LABELS, GEARBOX_LABELS, STATUS_LABELS } from '../vehicle-labels'
import { toGarageCar } from './garage-car'
import classes from './VehicleCard.module.css'

/** Width the cover photo takes: a column of three on large screens, of two from `xs`, the whole screen below. */
const CARD_PHOTO_SIZES = `${minWidth('lg')} 22rem, ${minWidth('xs')} 45vw, 100vw`

/** The price line of a card: the sale price, or "from € X/day" for a rental. */
export function VehiclePrice({ vehicle }: { vehicle: PricedVehicle }) {
  const lang = useLocale()
  if (vehicle.category === 'used') return <>{formatPrice(vehicle.price, lang)}</>
  const rate = formatPrice(vehicle.dailyRate, lang)
  return <Trans>from {rate}/day</Trans>
}

interface VehicleCardProps {
  vehicle: VehicleSummary
  /**
   * How the cover photo loads: `main`, the first screen's main photo, which the page's first paint is judged by
   * (loaded at once, ahead of the rest); `eager`, elsewhere on the first screen (loaded at once, at low priority:
   * the browser would give the first few large images a medium one, and they would share the connection with the
   * main photo and the stylesheets); `lazy`, further down (as the visitor comes near it).
   */
  photoLoading?: 'main' | 'eager' | 'lazy'
  headingLevel?: 2 | 3
  /** A line below the facts (the saved page's price change). */
  note?: ReactNode
}

/** The cover photo's loading attributes for each `photoLoading`. */
const PHOTO_LOADING = {
  main: { loading: 'eager', fetchPriority: 'high', decoding: 'auto' },
  eager: { loading: 'eager', fetchPriority: 'low', decoding: 'async' },
  lazy: { loading: 'lazy', fetchPriority: 'auto', decoding: 'async' },
} as const

/**
 * A vehicle in a listing: cover photo, name, price and the facts a buyer scans for; the heart that saves it and
 * the button that adds it to the comparison.
 */
export function VehicleCard({ vehicle, photoLoading = 'lazy', headingLevel = 2, note }: VehicleCardProps) {
  const { i18n } = useLingui()
  const lang = useLocale()
  const car = toGarageCar(vehicle)
  const cover = vehicle.cover
  const name = `${vehicle.make} ${vehicle.model}`
  const showStatus = vehicle.status !== 'available'
  return (
    <Card withBorder padding={0} radius="md" className={classes.card} component="article">
      <div className={classes.media}>
        {cover ? (
          <StoragePhoto
            src={cover.thumb.url}
            srcSet={`${cover.thumb.url} ${cover.thumb.width}w, ${cover.large.url} ${cover.large.width}w`}
            sizes={CARD_PHOTO_SIZES}
            width={cover.thumb.width}
            height={cover.thumb.height}
            alt=""
            {...PHOTO_LOADING[photoLoading]}
          />
        ) : (
          <div className={classes.noPhoto}>
            <IconCar size={48} aria-hidden />
          </div>
        )}
        {showStatus && (
          <Badge className={classes.badge} color={vehicle.status === 'sold' ? 'red.9' : '#a63c06'} variant="filled" size="lg">
            {i18n._(STATUS_LABELS[vehicle.status])}
          </Badge>
        )}
        <SaveToggle car={car} variant="overlay" />
      </div>
      <Stack gap={6} p="md" style={{ flex: 1 }}>
        <Title order={headingLevel} size="h4" lh={1.25}>
          <Link to="/$lang/detail/$id" params={{ lang, id: vehicle.id }} className={classes.titleLink}>
            {name}
          </Link>
        </Title>
        {vehicle.version && (
          <Text size="sm" c="dimmed" lineClamp={1}>
            {vehicle.version}
          </Text>
        )}
        <Text fw={800} fz="xl" className={classes.price} data-testid="vehicle-price">
          <VehiclePrice vehicle={vehicle} />
        </Text>
        <ul className={classes.facts}>
          <li>{vehicle.firstRegistration.year}</li>
          <li>{formatKm(vehicle.mileageKm, lang)}</li>
          <li>{i18n._(FUEL_LABELS[vehicle.fuel])}</li>
          <li>{i18n._(GEARBOX_LABELS[vehicle.gearbox])}</li>
          <li>{formatPower(vehicle.powerKw, lang)}</li>
          <li>{euroClassLabel(vehicle.euroClass)}</li>
        </ul>
        {note}
        <Group justify="flex-end" mt="auto" pt={4}>
          <CompareToggle car={car} />
        </Group>
      </Stack>
    </Card>
  )
}

export function VehicleCardSkeleton() {
  return (
    <Card withBorder padding={0} radius="md" aria-hidden>
      <Skeleton style={{ aspectRatio: '4 / 3' }} radius={0} />
      <Stack gap={8} p="md">
        <Skeleton height={20} width="70%" />
        <Skeleton height={14} width="50%" />
        <Skeleton height={24} width="40%" />
        <Group gap={8}>
          <Skeleton height={12} width={40} />
          <Skeleton height={12} width={60} />
          <Skeleton height={12} width={50} />
        </Group>
      </Stack>
    </Card>
  )
}
