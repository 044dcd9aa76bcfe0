import { Trans } from '@lingui/react/macro'
import { Page } from '@/components/Page'
import { PageHeader } from '@/components/PageHeader'

export function VehiclePage({ id }: { id: string }) {
  return (
    <Page>
      <PageHeader title={<Trans>Vehicle details</Trans>} lead={id} />
    </Page>
  )
}
