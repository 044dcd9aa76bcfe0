import { Trans } from '@lingui/react/macro'
import { Page } from '@/components/Page'
import { PageHeader } from '@/components/PageHeader'

export function AdminHomePage() {
  return (
    <Page>
      <PageHeader title={<Trans>Reserved area</Trans>} />
    </Page>
  )
}
