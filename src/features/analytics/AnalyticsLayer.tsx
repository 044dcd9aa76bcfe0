import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useConsent } from '@/features/consent/consent-store'
import { isReservedArea } from '@/lib/seo-urls'
import { whenIdle } from '@/lib/when-idle'
import { useLocale } from '@/lib/use-locale'
import type { PageViewEvent } from './analytics-controller'
import { trackEvent } from './events'

interface Runtime {
  cancelled: boolean
  cancelIdle: () => void
  stop?: () => void
}

/**
 * Reports a page view each time the router settles on a new address (the reserved area is not counted) and,
 * once the visitor has accepted analytics cookies, loads the analytics runtime when the page is idle. Without
 * consent nothing listens to the app's events, so they go nowhere. Renders nothing.
 */
export function AnalyticsLayer() {
  const lang = useLocale()
  const resolved = useRouterState({
    select: (state) => (state.resolvedLocation ? `${state.resolvedLocation.pathname}${state.resolvedLocation.searchStr}` : null),
  })
  const granted = useConsent()?.analytics === 'granted'
  const lastResolved = useRef<string | null>(null)
  const pageOnScreen = useRef<PageViewEvent | null>(null)
  const runtime = useRef<Runtime | null>(null)

  useEffect(() => {
    if (resolved === null || resolved === lastResolved.current) return
    lastResolved.current = resolved
    if (isReservedArea(resolved)) {
      pageOnScreen.current = null
      return
    }
    const event: PageViewEvent = { name: 'page_view', path: resolved, locale: lang }
    pageOnScreen.current = event
    trackEvent(event)
  }, [resolved, lang])

  // Started once consent is given; it stays to follow a later withdrawal.
  useEffect(() => {
    if (!granted || runtime.current) return
    const handle: Runtime = { cancelled: false, cancelIdle: () => {} }
    runtime.current = handle
    handle.cancelIdle = whenIdle(() => {
      import('./analytics-runtime')
        .then(({ startAnalyticsRuntime }) => {
          if (!handle.cancelled) handle.stop = startAnalyticsRuntime(() => pageOnScreen.current)
        })
        .catch((error: unknown) => {
          // Offline before the chunk was cached: the next consent change tries again.
          console.warn('Analytics did not start', error)
          if (runtime.current === handle) runtime.current = null
        })
    })
  }, [granted])

  useEffect(
    () => () => {
      const handle = runtime.current
      runtime.current = null
      if (!handle) return
      handle.cancelled = true
      handle.cancelIdle()
      handle.stop?.()
    },
    [],
  )

  return null
}
