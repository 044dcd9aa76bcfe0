import { Trans } from '@lingui/react/macro'
import { Page } from '@/components/Page'
import { PageHeader } from '@/components/PageHeader'
import type { VehicleCategory } from './categories'

export function ListingPage({ category }: { category?: VehicleCategory }) {
  const title = category === 'used' ? <Trans>Used cars for sale</Trans> : category === 'rent' ? <Trans>Car rental</Trans> : <Trans>All vehicles</Trans>
  return (
    <Page>
      <PageHeader title={title} />
    </Page>
  )
}
