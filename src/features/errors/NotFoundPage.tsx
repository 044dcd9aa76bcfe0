import { Trans } from '@lingui/react/macro'
import { ErrorPage } from './ErrorPage'

export function NotFoundPage() {
  return (
    <ErrorPage
      status={404}
      heading={<Trans>Page not found</Trans>}
      description={
        <Trans>The page you are looking for does not exist or has been moved. Check the address or start again from the home page.</Trans>
      }
    />
  )
}
