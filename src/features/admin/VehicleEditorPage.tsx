import { Trans } from '@lingui/react/macro'
import { Page } from '@/components/Page'
import { PageHeader } from '@/components/PageHeader'

export function VehicleEditorPage({ id }: { id?: string }) {
  return (
    <Page>
      <PageHeader title={id ? <Trans>Edit vehicle</Trans> : <Trans>New vehicle</Trans>} />
    </Page>
  )
}
