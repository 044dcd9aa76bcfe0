import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Badge, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { useId } from 'react'
import { showGarageNotice } from '@/features/garage/garage-notice'
import { countNewSince, markSearchSeen, removeSavedSearch, useSavedSearches, type SavedSearch } from '@/features/garage/saved-searches'
import { ButtonLink } from '@/lib/links'
import { useLocale } from '@/lib/use-locale'
import { filterVehicles } from '../model/vehicle-listing'
import type { ListedVehicle } from '../model/vehicle-listing'
import { parseVehicleListSearch, searchToListingQuery } from '../model/vehicle-search-params'
import type { Catalogs } from './SavedCars'
import { latestPublication, publicationDate } from '../model/publication'
import { searchName } from './search-name'

/** The saved searches, newest first: how many cars match each now, how many are new since the visitor last looked. */
export function SavedSearches({ catalogs }: { catalogs: Catalogs }) {
  const headingId = useId()
  const searches = useSavedSearches()
  const count = searches.length
  return (
    <section aria-labelledby={headingId} data-testid="saved-searches">
      <Title order={2} id={headingId} mb="md">
        {count > 0 ? <Plural value={count} one="# saved search" other="# saved searches" /> : <Trans>Saved searches</Trans>}
      </Title>
      {count === 0 ? (
        <Text c="dimmed">
          <Trans>No saved searches yet. Filter a listing and choose “Save this search”: here you will see how many cars are new since your last look.</Trans>
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {searches.map((search) => (
            <SavedSearchItem key={search.id} search={search} catalogs={catalogs} />
          ))}
        </Stack>
      )}
    </section>
  )
}

/** The cars of the search's listing as the device has them: null while one of its catalogs is not in yet. */
function listingVehicles(search: SavedSearch, catalogs: Catalogs): readonly ListedVehicle[] | null {
  const parts = search.category ? [catalogs[search.category]] : [catalogs.used, catalogs.rent]
  if (parts.some((part) => !part.vehicles)) return null
  return parts.flatMap((part) => part.vehicles ?? [])
}

function SavedSearchItem({ search, catalogs }: { search: SavedSearch; catalogs: Catalogs }) {
  const { t, i18n } = useLingui()
  const lang = useLocale()
  const listing = parseVehicleListSearch(search.query)
  const name = searchName(search.category, listing, lang, i18n) || t`All vehicles`
  const vehicles = listingVehicles(search, catalogs)
  const matches = vehicles ? filterVehicles(vehicles, searchToListingQuery(listing).filters) : null
  const fresh = matches ? countNewSince(search, matches.map(publicationDate)) : 0
  const total = matches?.length ?? 0
  // Looking at the results makes them seen: up to the newest publication the device knows now.
  const seen = () => vehicles && markSearchSeen(search.id, latestPublication(vehicles))
  const where = search.category === 'used' ? t`Used cars` : search.category === 'rent' ? t`Rentals` : t`All vehicles`
  const open = <Trans>See the cars</Trans>
  const arrow = <IconArrowRight size={16} aria-hidden />
  return (
    <Paper withBorder radius="md" p="md" component="li" data-testid="saved-search">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={700}>{name}</Text>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {where}
            </Text>
            <Text size="sm" data-testid="search-matches">
              {matches ? <Plural value={total} one="# car" other="# cars" /> : <Trans>Counting the cars…</Trans>}
            </Text>
            {fresh > 0 && (
              <Badge color="green.9" variant="filled" data-testid="search-new">
                <Plural value={fresh} one="# new since your last look" other="# new since your last look" />
              </Badge>
            )}
          </Group>
        </Stack>
        <CloseButton
          aria-label={t`Delete the search ${name}`}
          onClick={() => {
            if (!removeSavedSearch(search.id)) showGarageNotice('storage-failed')
          }}
        />
      </Group>
      <Group mt="sm">
        {search.category ? (
          <ButtonLink
            size="xs"
            variant="light"
            to="/$lang/list/$category"
            params={{ lang, category: search.category }}
            search={listing}
            rightSection={arrow}
            onClick={seen}
            aria-label={t`See the cars: ${name}`}
          >
            {open}
          </ButtonLink>
        ) : (
          <ButtonLink
            size="xs"
            variant="light"
            to="/$lang/list"
            params={{ lang }}
            search={listing}
            rightSection={arrow}
            onClick={seen}
            aria-label={t`See the cars: ${name}`}
          >
            {open}
          </ButtonLink>
        )}
      </Group>
    </Paper>
  )
}
