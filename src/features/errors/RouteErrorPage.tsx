import { Trans, useLingui } from '@lingui/react/macro'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { isChunkLoadError, reloadForStaleChunk } from '@/lib/reload-guard'
import { ErrorPage } from './ErrorPage'
import { isHttpError } from './http-errors'

/** What the router shows when a route throws: 403 for a forbidden area, a reload for a stale chunk, else 500. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useLingui()
  const staleChunk = isChunkLoadError(error)
  // Decided once per error: the guard allows one reload in its window, so a second render cannot loop.
  const [reloading] = useState(() => staleChunk && reloadForStaleChunk())

  useEffect(() => {
    if (!staleChunk && !isHttpError(error)) console.error(error)
  }, [error, staleChunk])

  if (reloading) return null

  if (isHttpError(error, 403)) {
    return (
      <ErrorPage
        status={403}
        heading={t`Access denied`}
        description={<Trans>This area is reserved for the dealer's staff. Your account does not have access to it.</Trans>}
      />
    )
  }

  if (staleChunk) {
    return (
      <ErrorPage
        heading={navigator.onLine ? t`A new version is available` : t`You are offline`}
        description={
          navigator.onLine ? (
            <Trans>Part of this page could not be loaded because the site has been updated. Reload to continue.</Trans>
          ) : (
            <Trans>This part of the site has not been saved on this device yet. Connect to the internet and try again.</Trans>
          )
        }
        action={{ label: <Trans>Reload</Trans>, onClick: () => window.location.reload() }}
      />
    )
  }

  return (
    <ErrorPage
      status={500}
      heading={t`Something went wrong`}
      description={<Trans>An unexpected error stopped this page. Try again, or go back to the home page.</Trans>}
      action={{ label: <Trans>Try again</Trans>, onClick: reset }}
    />
  )
}
