import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ErrorPage } from '@/features/errors/ErrorPage'
import { RouteErrorPage } from '@/features/errors/RouteErrorPage'
import { isVehicleRepositoryError } from '../api/vehicle-errors'

/**
 * When the vehicle cannot be read: offline and never seen on this device gets its own message, a retry, and
 * a retry of its own as soon as the connection returns. Anything else is the site's error page.
 */
export function VehicleLoadError(props: ErrorComponentProps) {
  const offline = isVehicleRepositoryError(props.error) && props.error.code === 'unavailable'
  return offline ? <VehicleOffline /> : <RouteErrorPage {...props} />
}

function VehicleOffline() {
  const { t } = useLingui()
  const router = useRouter()

  useEffect(() => {
    const retry = () => void router.invalidate()
    window.addEventListener('online', retry)
    return () => window.removeEventListener('online', retry)
  }, [router])

  return (
    <ErrorPage
      heading={t`This car is not available offline`}
      description={
        <Trans>
          You are offline, and this car has not been opened on this device before. Connect to the internet and try again: the page will load by itself when the
          connection returns.
        </Trans>
      }
      action={{ label: <Trans>Try again</Trans>, onClick: () => void router.invalidate() }}
    />
  )
}
