import { useLingui } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react'
import { trackEvent } from '@/features/analytics/events'
import { showGarageNotice } from '@/features/garage/garage-notice'
import { saveSearch, useIsSearchSaved } from '@/features/garage/saved-searches'
import { ButtonLink } from '@/lib/links'
import { useLocale } from '@/lib/use-locale'
import type { VehicleCategory } from '../model/vehicle-constants'
import type { ListedVehicle } from '../model/vehicle-listing'
import type { VehicleListSearch } from '../model/vehicle-search-params'
import { latestPublication } from '../model/publication'
import { filterNames, searchQuery } from '../model/search-query'

/**
 * "Save this search" on a filtered listing: its filters go to the device's saved searches, seen up to the newest
 * car of the listing as shown now; once saved, a link to them instead.
 */
export function SaveSearchButton({
  category,
  search,
  vehicles,
}: {
  category: VehicleCategory | null
  search: VehicleListSearch
  vehicles: readonly ListedVehicle[] | null
}) {
  const { t } = useLingui()
  const lang = useLocale()
  const query = searchQuery(search)
  const saved = useIsSearchSaved(category, query)
  if (saved) {
    return (
      <ButtonLink to="/$lang/preferiti" params={{ lang }} size="sm" variant="light" leftSection={<IconBookmarkFilled size={18} aria-hidden />}>
        {t`Search saved`}
      </ButtonLink>
    )
  }
  const save = () => {
    const result = saveSearch(category, query, latestPublication(vehicles ?? []))
    if (result === 'saved') {
      trackEvent({ name: 'save_search', category: category ?? 'all', filters: filterNames(search) })
      showGarageNotice('search-saved')
    } else if (result === 'full') showGarageNotice('searches-full')
    else if (result === 'failed') showGarageNotice('storage-failed')
  }
  return (
    <Button size="sm" variant="default" leftSection={<IconBookmark size={18} aria-hidden />} onClick={save}>
      {t`Save this search`}
    </Button>
  )
}
