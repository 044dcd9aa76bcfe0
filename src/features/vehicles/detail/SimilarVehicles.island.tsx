import { Trans } from '@lingui/react/macro'
import { Skeleton, Title } from '@mantine/core'
import { useId, useMemo } from 'react'
import { isPrerendering } from '@/lib/start-up'
import { keepOnlyShownInPageCatalogs } from '../api/catalog-once'
import { isPageVehicle } from '../api/page-vehicle'
import { CompactVehicleCard } from '../components/CompactVehicleCard'
import { usePublishedVehicles } from '../listing/use-published-vehicles'
import type { Vehicle, VehicleSummary } from '../model/vehicle-schema'
import classes from './VehiclePage.module.css'
import { SIMILAR_MAX, pickSimilarVehicles } from './similar'

type SimilarState = { status: 'loading' } | { status: 'ready'; vehicles: VehicleSummary[] } | { status: 'failed' }

/**
 * Up to four vehicles like this one, from the catalog of its category (never holding the page up). An island of
 * the vehicle pages (`SimilarVehiclesIsland`): below their first screen. A prerendered vehicle page carries, of
 * the catalog, only the cars shown here, which are the same picked from either.
 */
export function SimilarVehicles({ vehicle }: { vehicle: Vehicle }) {
  const headingId = useId()
  // The part of the catalog a prerendered page carries is its own car's similar ones: no other car's.
  const ownPage = isPageVehicle(vehicle.id)
  const { vehicles, pagePart, error } = usePublishedVehicles(vehicle.category, { acceptPagePart: ownPage })
  const candidates = vehicles ?? (ownPage ? pagePart : undefined)
  const state = useMemo<SimilarState>(() => {
    if (candidates) return { status: 'ready', vehicles: pickSimilarVehicles(vehicle, candidates) }
    return error ? { status: 'failed' } : { status: 'loading' }
  }, [vehicle, candidates, error])
  if (state.status === 'ready' && isPrerendering()) keepOnlyShownInPageCatalogs(new Set(state.vehicles.map((similar) => similar.id)))

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
                <CompactVehicleCard vehicle={similar} />
              </li>
            ))}
      </ul>
    </section>
  )
}
