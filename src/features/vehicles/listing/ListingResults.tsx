import { Trans } from '@lingui/react/macro'
import { Button, Stack, Text } from '@mantine/core'
import { memo, Suspense } from 'react'
import { ResponsiveGrid } from '@/components/ResponsiveGrid'
import { VehicleCard } from '../components/VehicleCard'
import type { ListedVehicle } from '../model/vehicle-listing'
import classes from './ListingPage.module.css'

/** The results' columns, one to three with the width: the first row is the first screen's. */
export const RESULT_COLUMNS = { base: 1, xs: 2, lg: 3 }
const FIRST_ROW = RESULT_COLUMNS.lg

interface ListingResultsProps {
  results: readonly ListedVehicle[]
  /** How many of them show. */
  shown: number
  onShowMore: () => void
}

/**
 * The listing's cards and its "Show more". Memoised, and given the results of a deferred search: a filter
 * change first paints the filter (its value, the page around it) and then renders the cards in the background,
 * where React can pause for the next tap, instead of making the tap wait for two dozen cards.
 *
 * A Suspense boundary of its own, though nothing in it waits: React hydrates a prerendered boundary apart from the
 * rest, so a tap on Filters before the takeover's end hydrates what is around the button at once, not the cards.
 */
export const ListingResults = memo(function ListingResults({ results, shown, onShowMore }: ListingResultsProps) {
  const count = results.length
  return (
    <Suspense fallback={null}>
      <ResponsiveGrid cols={RESULT_COLUMNS} spacing="lg" data-testid="vehicle-results" className={classes.results}>
        {results.slice(0, shown).map((vehicle, index) => (
          <VehicleCard key={vehicle.id} vehicle={vehicle} photoLoading={index === 0 ? 'main' : index < FIRST_ROW ? 'eager' : 'lazy'} />
        ))}
      </ResponsiveGrid>
      {count > shown && (
        <Stack align="center" mt="xl" gap={4}>
          <Text size="sm" c="dimmed">
            <Trans>
              Showing {shown} of {count}
            </Trans>
          </Text>
          <Button variant="light" onClick={onShowMore}>
            <Trans>Show more</Trans>
          </Button>
        </Stack>
      )}
    </Suspense>
  )
})
