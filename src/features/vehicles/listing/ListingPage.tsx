import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Box, Button, Group, NativeSelect, Stack, Text } from '@mantine/core'
import { IconAdjustmentsHorizontal, IconCarOff, IconCloudOff } from '@tabler/icons-react'
import { Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react'
import { Page } from '@/components/Page'
import { PageHeader } from '@/components/PageHeader'
import { ResponsiveGrid } from '@/components/ResponsiveGrid'
import { lazyLoaded, useOpenWhenLoaded } from '@/lib/lazy-loaded'
import { matchesMedia, minWidth } from '@/lib/screen'
import { useMediaMatchAfterTakeover } from '@/lib/store-after-takeover'
import { useBookedCars } from '@/features/bookings/api/use-busy-days'
import { VehicleCardSkeleton } from '../components/VehicleCard'
import type { VehicleCategory } from '../model/vehicle-constants'
import { filterVehicles, sortVehicles, VEHICLE_SORTS, type VehicleSort } from '../model/vehicle-listing'
import { searchToListingQuery, type VehicleListSearch } from '../model/vehicle-search-params'
import { SORT_LABELS } from '../vehicle-labels'
import { FilterPanel, type SearchChange } from './FilterPanel'
import { ListingResults, RESULT_COLUMNS } from './ListingResults'
import { SaveSearchButton } from './SaveSearchButton'
import { retryPublishedVehicles, usePublishedVehicles } from './use-published-vehicles'
import classes from './ListingPage.module.css'

export const PAGE_SIZE = 24

/**
 * From the theme's `md` up the filters are a column beside the cars (the column's `visibleFrom`); below, a drawer
 * behind the Filters button (its `hiddenFrom`).
 */
const FILTER_COLUMN_QUERY = minWidth('md')
const { Component: FiltersDrawer, load: loadFiltersDrawer } = lazyLoaded(() => import('./FiltersDrawer'))
// Where the filters are a sheet (below `md`), its chunk comes beside the page's own: Filters opens it at once.
if (!matchesMedia(FILTER_COLUMN_QUERY)) void loadFiltersDrawer().catch(() => {})

interface ListingPageProps {
  category?: VehicleCategory
  search: VehicleListSearch
  /** Replaces the whole search (the route writes it into the URL). */
  onSearch: (search: VehicleListSearch, options?: { replace?: boolean }) => void
}

function activeFilterCount(search: VehicleListSearch): number {
  const { sort: _sort, ...filters } = search
  return Object.values(filters).filter((value) => value !== undefined).length
}

/** The listing: filters and sort in the URL, a result count, cards, and more on demand. */
export function ListingPage({ category, search, onSearch }: ListingPageProps) {
  const { t, i18n } = useLingui()
  const { vehicles, error } = usePublishedVehicles(category)
  const filtersDrawer = useOpenWhenLoaded(loadFiltersDrawer)
  // The column is rendered only where it shows; the drawer from its first opening on.
  // (Prerendered HTML, made at a desktop's width, has the column: CSS hides it below md.)
  const filterColumn = useMediaMatchAfterTakeover(FILTER_COLUMN_QUERY, true)
  // The filters show the search at once; the results follow it in the background (ListingResults).
  const resultSearch = useDeferredValue(search)
  const query = useMemo(() => searchToListingQuery(resultSearch), [resultSearch])
  const matching = useMemo(() => (vehicles ? sortVehicles(filterVehicles(vehicles, query.filters), query.sort) : null), [vehicles, query])
  // With a rental's dates: the rental cars booked on one of those days are left out (their calendars read once).
  const { period } = query
  const rentalIds = useMemo(() => (matching ?? []).filter((vehicle) => vehicle.category === 'rent').map((vehicle) => vehicle.id), [matching])
  const booked = useBookedCars(rentalIds, period)
  const results = useMemo(
    () => (matching && booked.status === 'ready' ? matching.filter((vehicle) => !booked.booked.has(vehicle.id)) : matching),
    [matching, booked],
  )
  const hidden = matching && results ? matching.length - results.length : 0
  const { sort } = searchToListingQuery(search)
  const [visible, setVisible] = useState({ key: '', count: PAGE_SIZE })
  const searchKey = JSON.stringify(resultSearch)
  const shown = visible.key === searchKey ? visible.count : PAGE_SIZE
  const showMore = useCallback(() => setVisible({ key: searchKey, count: shown + PAGE_SIZE }), [searchKey, shown])

  const change: SearchChange = useCallback((patch, options) => onSearch({ ...search, ...patch }, options), [onSearch, search])
  const reset = () => onSearch(search.sort ? { sort: search.sort } : {})
  const active = activeFilterCount(search)

  const title = category === 'used' ? <Trans>Used cars for sale</Trans> : category === 'rent' ? <Trans>Car rental</Trans> : <Trans>All vehicles</Trans>
  const lead =
    category === 'used' ? (
      <Trans>Every car is checked in our workshop and sold with the legal warranty. Filter, compare, and call us.</Trans>
    ) : category === 'rent' ? (
      <Trans>Cars and vans by the day or the week, with clear rates and conditions.</Trans>
    ) : (
      <Trans>Used cars for sale and cars for rent, all in one list.</Trans>
    )

  const panel = vehicles ? (
    <FilterPanel
      category={category}
      vehicles={vehicles}
      search={search}
      onChange={change}
      onReset={() => {
        reset()
        filtersDrawer.close()
      }}
    />
  ) : null

  const count = results?.length ?? 0
  return (
    <Page size="xl">
      <PageHeader title={title} lead={lead} />
      <div className={classes.layout}>
        <Box visibleFrom="md">{filterColumn && <aside aria-label={t`Filters`}>{panel}</aside>}</Box>
        <div>
          <Group justify="space-between" align="flex-end" mb="md" gap="sm">
            <Text role="status" aria-live="polite" fw={600} data-testid="result-count">
              {results ? <Plural value={count} one="# vehicle" other="# vehicles" /> : <Trans>Loading vehicles…</Trans>}
            </Text>
            <Group gap="sm" align="flex-end">
              <Button
                hiddenFrom="md"
                variant="default"
                leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
                rightSection={
                  active > 0 ? (
                    <Badge size="sm" circle>
                      {active}
                    </Badge>
                  ) : undefined
                }
                onClick={filtersDrawer.open}
                aria-haspopup="dialog"
              >
                <Trans>Filters</Trans>
              </Button>
              <NativeSelect
                label={t`Sort by`}
                value={sort}
                data={VEHICLE_SORTS.map((value) => ({ value, label: i18n._(SORT_LABELS[value]) }))}
                onChange={(event) => change({ sort: event.currentTarget.value as VehicleSort })}
              />
            </Group>
          </Group>
          {period && (
            <Text mb="md" data-testid="booked-hidden" role="status">
              {booked.status === 'loading' ? (
                <Trans>Checking which cars are free on those dates…</Trans>
              ) : booked.status === 'failed' ? (
                <Trans>Which cars are free on those dates could not be checked: every car is shown.</Trans>
              ) : hidden > 0 ? (
                <Plural value={hidden} one="# car is booked on those dates and not shown." other="# cars are booked on those dates and not shown." />
              ) : (
                <Trans>Every car shown is free on those dates.</Trans>
              )}
            </Text>
          )}
          {active > 0 && (
            <Group mb="md">
              <SaveSearchButton category={category ?? null} search={search} vehicles={vehicles} />
            </Group>
          )}

          {error && !vehicles && (
            <Alert color="orange" icon={<IconCloudOff size={20} aria-hidden />} title={<Trans>The vehicles could not be loaded</Trans>} mb="md">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">
                  <Trans>You may be offline and this list has not been saved on this device yet. Check the connection and try again.</Trans>
                </Text>
                <Button size="xs" variant="light" onClick={() => retryPublishedVehicles(category)}>
                  <Trans>Try again</Trans>
                </Button>
              </Stack>
            </Alert>
          )}

          {!results && !error && (
            <ResponsiveGrid cols={RESULT_COLUMNS} spacing="lg" aria-hidden>
              {Array.from({ length: 6 }, (_, index) => (
                <VehicleCardSkeleton key={index} />
              ))}
            </ResponsiveGrid>
          )}

          {results && results.length === 0 && (
            <Stack align="center" gap="sm" py="xl" ta="center">
              <IconCarOff size={48} aria-hidden />
              <Text fw={700} fz="lg">
                <Trans>No vehicle matches these filters</Trans>
              </Text>
              <Text c="dimmed">
                <Trans>Try removing a filter, or call us: new cars arrive every week.</Trans>
              </Text>
              <Button onClick={reset}>
                <Trans>Show all vehicles</Trans>
              </Button>
            </Stack>
          )}

          {results && results.length > 0 && <ListingResults results={results} shown={shown} onShowMore={showMore} />}
        </div>
      </div>
      {filtersDrawer.mounted && (
        <Suspense fallback={null}>
          <FiltersDrawer opened={filtersDrawer.opened} onClose={filtersDrawer.close}>
            {panel}
            <Button fullWidth mt="md" onClick={filtersDrawer.close}>
              {results ? <Plural value={count} one="Show # vehicle" other="Show # vehicles" /> : t`Close`}
            </Button>
          </FiltersDrawer>
        </Suspense>
      )}
    </Page>
  )
}
