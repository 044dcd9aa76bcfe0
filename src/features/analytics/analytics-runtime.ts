import { analyticsGranted, subscribeConsent } from '@/features/consent/consent-store'
import { loadAnalytics } from '@/lib/firebase/analytics'
import { startAnalytics, type PageViewEvent } from './analytics-controller'

/**
 * Analytics wired to the app: the visitor's stored consent, the Firebase loader, the page on screen. A chunk
 * of its own, loaded only once the visitor has accepted analytics cookies.
 */
export function startAnalyticsRuntime(currentPage: () => PageViewEvent | null): () => void {
  return startAnalytics({
    load: loadAnalytics,
    consent: { granted: analyticsGranted, subscribe: subscribeConsent },
    currentPage,
    pageInfo: () => ({ origin: location.origin, title: document.title }),
  })
}
