import { Trans } from '@lingui/react/macro'
import { Stack } from '@mantine/core'
import { Page } from '@/components/Page'
import { PageHeader } from '@/components/PageHeader'
import { usePublishedVehicles } from '../listing/use-published-vehicles'
import { SavedCars } from './SavedCars'
import { SavedSearches } from './SavedSearches'

/**
 * The visitor's saved cars and searches: what this device keeps (no account, offline too), read against the
 * catalog as the device has it, so that a car sold, withdrawn or at a new price says so, and a search tells how
 * many cars match now and how many are new since the visitor last looked.
 */
export function SavedPage() {
  const catalogs = { used: usePublishedVehicles('used'), rent: usePublishedVehicles('rent') }
  return (
    <Page size="xl">
      <PageHeader
        title={<Trans>Favourites</Trans>}
        lead={<Trans>The cars and searches you save stay on this device, offline too: no account needed. Nobody else sees them.</Trans>}
      />
      <Stack gap={48}>
        <SavedCars catalogs={catalogs} />
        <SavedSearches catalogs={catalogs} />
      </Stack>
    </Page>
  )
}
