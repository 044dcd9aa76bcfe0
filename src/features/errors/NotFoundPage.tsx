import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorPage } from './ErrorPage'

export function NotFoundPage() {
  const { t } = useLingui()
  return (
    <ErrorPage
      status={404}
      heading={t`Page not found`}
      description={<Trans>The page you are looking for does not exist or has been moved. Check the address or start again from the home page.</Trans>}
    />
  )
}
