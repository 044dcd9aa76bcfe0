import type { FirebaseApp } from 'firebase/app'
import { readFirebaseConfig, type FirebaseRuntimeConfig } from './config'

/**
 * Google Analytics for Firebase, loaded only when asked (after the visitor's consent) and only for a real
 * Firebase project with a measurement ID: never in the local demo or on the emulators. The SDK is imported
 * dynamically, so it is a chunk of its own that no page needs for its first paint.
 */

export type AnalyticsSdk = Pick<
  typeof import('firebase/analytics'),
  'isSupported' | 'initializeAnalytics' | 'setConsent' | 'setAnalyticsCollectionEnabled' | 'logEvent'
>

export type AnalyticsParams = Record<string, unknown>

/** What the app can do with a loaded analytics SDK. */
export interface AnalyticsClient {
  logEvent(name: string, params?: AnalyticsParams): void
  /** Consent given or withdrawn: consent mode's analytics_storage and the SDK's collection follow it. */
  setCollectionEnabled(enabled: boolean): void
}

/**
 * Google consent mode v2 as the SDK initialises. The site has no advertising, so the ad signals are denied for
 * good; analytics_storage is granted because the SDK is only ever initialised after the visitor accepted.
 * (Denied defaults followed at once by a granted update would not do: the SDK writes its defaults to gtag only
 * when its asynchronous start-up ends, after an update made in the meantime.) Later changes are updates.
 */
export const INITIAL_CONSENT = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'granted',
} as const

/** The gtag config the site uses: page views are sent by the app on each route, no Google signals, no ads. */
export const GTAG_CONFIG = {
  send_page_view: false,
  allow_google_signals: false,
  allow_ad_personalization_signals: false,
} as const

/** True when this build talks to a real Firebase project that has Google Analytics (a measurement ID). */
export function analyticsConfigured(config: FirebaseRuntimeConfig): boolean {
  return !config.isDemo && !config.useEmulators && Boolean(config.options.measurementId) && Boolean(config.options.appId)
}

export interface AnalyticsLoaderDeps {
  config?: FirebaseRuntimeConfig
  importSdk?: () => Promise<AnalyticsSdk>
  getApp?: () => Promise<FirebaseApp>
}

/**
 * A loader that initialises analytics at most once, on its first call. It resolves to null, without loading
 * anything, when the build has no analytics project; and to null after the import when the browser cannot
 * run it (no IndexedDB or cookies). A failed import (offline) can be retried by calling it again.
 */
export function createAnalyticsLoader({
  config = readFirebaseConfig(import.meta.env),
  importSdk = () => import('firebase/analytics'),
  getApp = async () => (await import('./app')).getFirebaseApp(),
}: AnalyticsLoaderDeps = {}): () => Promise<AnalyticsClient | null> {
  let loading: Promise<AnalyticsClient | null> | undefined
  return () => {
    if (!analyticsConfigured(config)) return Promise.resolve(null)
    loading ??= (async () => {
      const [sdk, app] = await Promise.all([importSdk(), getApp()])
      if (!(await sdk.isSupported())) return null
      // Before initialising: the consent mode defaults gtag starts from.
      sdk.setConsent({ ...INITIAL_CONSENT })
      const analytics = sdk.initializeAnalytics(app, { config: { ...GTAG_CONFIG } })
      return {
        logEvent: (name, params) => sdk.logEvent(analytics, name, params),
        setCollectionEnabled: (enabled) => {
          sdk.setConsent({ analytics_storage: enabled ? 'granted' : 'denied' })
          sdk.setAnalyticsCollectionEnabled(analytics, enabled)
        },
      } satisfies AnalyticsClient
    })()
    loading.catch(() => {
      loading = undefined
    })
    return loading
  }
}

/** The app's loader. */
export const loadAnalytics = createAnalyticsLoader()

/**
 * What the SDK loads and talks to, and so what the Content-Security-Policy (firebase.json's `**` headers) must
 * allow for analytics, and all it may allow of Google's tag and measurement hosts (a unit test checks both
 * ways). The SDK loads gtag.js from `https://www.googletagmanager.com/gtag/js?l=dataLayer&id=<measurement id>`:
 * a source may name that path, but CSP never matches a query, so no policy can tell one measurement id (one
 * container) from another; naming the path keeps out every other script of that host (Tag Manager's `gtm.js`
 * containers, which run whatever is put in them). Measurement hits go to the regional `*.google-analytics.com`
 * and `*.analytics.google.com` hosts, as Google lists for GA4; the SDK reads its configuration and an
 * installation id from the Firebase hosts.
 */
export const ANALYTICS_CSP_SOURCES = {
  'script-src': ['https://www.googletagmanager.com/gtag/js'],
  'connect-src': [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
    'https://firebase.googleapis.com',
    'https://firebaseinstallations.googleapis.com',
  ],
  'img-src': ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
} as const satisfies Record<string, readonly string[]>
