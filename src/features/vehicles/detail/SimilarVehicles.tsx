import { Trans, useLingui } from '@lingui/react/macro'
import { Skeleton, Text, Title } from '@mantine/core'
import { IconCar } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useId, useMemo } from 'react'
import { StoragePhoto } from '@/components/StoragePhoto'
import type { Locale } from '@/lib/locale'
import { vehiclePriceLabel } from './contact-messages'
import { formatKm } from '../format'
import { usePublishedVehicles } from '../listing/use-published-vehicles'
import type { Vehicle, VehicleSummary } from '../model/vehicle-schema'
import classes from './VehiclePage.module.css'
import { SIMILAR_MAX, pickSimilarVehicles } from './similar'

type SimilarState = { status: 'loading' } | { status: 'ready'; vehicles: VehicleSummary[] } | { status: 'failed' }

/** Up to four vehicles like this one, from the catalog of its category (never holding the page up). */
export function SimilarVehicles({ vehicle, lang }: { vehicle: Vehicle; lang: Locale }) {
  const headingId = useId()
  const { vehicles, error } = usePublishedVehicles(vehicle.category)
  const state = useMemo<SimilarState>(() => {
    if (vehicles) return { status: 'ready', vehicles: pickSimilarVehicles(vehicle, vehicles) }
    return error ? { status: 'failed' } : { status: 'loading' }
  }, [vehicle, vehicles, error])

  if (state.status === 'failed' || (state.status === 'ready' && state.vehicles.length === 0)) return null

  return (
    <section aria-labelledby={headingId} aria-busy={state.status === 'loading'} data-testid="similar-vehicles">
      <Title order={2} id={headingId} mb="md">
        {vehicle.category === 'used' ? <Trans>Similar cars for sale</Trans> : <Trans>Other cars for rent</Trans>}
      </Title>
      <ul className={classes.similarGrid}>
        {state.status === 'loading'
          ? Array.from({ length: SIMILAR_MAX }, (_, index) => (
              <li key={index} aria-hidden>
                <Skeleton style={{ aspectRatio: '4 / 3' }} />
                <Skeleton height={16} mt="sm" width="70%" />
                <Skeleton height={16} mt={6} width="40%" />
              </li>
            ))
          : state.vehicles.map((similar) => (
              <li key={similar.id}>
                <SimilarCard vehicle={similar} lang={lang} />
              </li>
            ))}
      </ul>
    </section>
  )
}

function SimilarCard({ vehicle, lang }: { vehicle: VehicleSummary; lang: Locale }) {
  const { i18n } = useLingui()
  const cover = vehicle.cover
  return (
    <Link to="/$lang/detail/$id" params={{ lang, id: vehicle.id }} className={classes.similarCard}>
      <div className={classes.similarMedia}>
        {cover ? (
          <StoragePhoto src={cover.thumb.url} width={cover.thumb.width} height={cover.thumb.height} alt="" loading="lazy" decoding="async" />
        ) : (
          <IconCar size={40} aria-hidden />
        )}
      </div>
      <div className={classes.similarBody}>
        <Title order={3} size="h5" lh={1.3}>
          {vehicle.make} {vehicle.model}
        </Title>
        <Text fz="sm" c="dimmed" lineClamp={1}>
          {vehicle.version}
        </Text>
        <Text fz="sm" c="dimmed">
          {vehicle.firstRegistration.year} · {formatKm(vehicle.mileageKm, lang)}
        </Text>
        <p className={classes.similarPrice}>{vehiclePriceLabel(vehicle, lang, i18n)}</p>
      </div>
    </Link>
  )
}
