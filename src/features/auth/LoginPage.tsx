import { Trans } from '@lingui/react/macro'
import { Page } from '@/components/Page'
import { PageHeader } from '@/components/PageHeader'

export function LoginPage() {
  return (
    <Page size="sm">
      <PageHeader title={<Trans>Sign in</Trans>} lead={<Trans>The reserved area is for the dealer's staff.</Trans>} />
    </Page>
  )
}
