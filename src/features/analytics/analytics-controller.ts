import type { AnalyticsClient } from '@/lib/firebase/analytics'
import { onAnalyticsEvent, type AnalyticsEvent } from './events'

export type PageViewEvent = Extract<AnalyticsEvent, { name: 'page_view' }>
import { toGa4Event } from './ga4'

export interface AnalyticsControllerDeps {
  /** Loads (once) and initialises the analytics SDK; null when this build or browser has none. */
  load: () => Promise<AnalyticsClient | null>
  /** Whether the visitor has accepted analytics cookies, and a way to hear when that changes. */
  consent: { granted: () => boolean; subscribe: (listener: () => void) => () => void }
  /** Resolves when loading may start without slowing the page down (e.g. once it is idle). */
  ready?: () => Promise<void>
  /** The page on screen (null before the router has settled on one): counted when analytics starts or is accepted on it. */
  currentPage: () => PageViewEvent | null
  /** The origin and title of the page, for GA4's page_location and page_title. */
  pageInfo: () => { origin: string; title: string }
}

/**
 * Sends the app's analytics events to Google Analytics, only while the visitor has accepted analytics cookies.
 * Nothing is loaded before that. Events that happen without consent are dropped, never queued. When it starts
 * with consent, or on Accept, the SDK loads and the page on screen counts as viewed; on a later Reject, consent
 * mode's analytics_storage goes back to denied and the SDK stops collecting. Returns a function that stops it.
 */
export function startAnalytics({ load, consent, ready = () => Promise.resolve(), currentPage, pageInfo }: AnalyticsControllerDeps): () => void {
  let granted = consent.granted()
  let client: Promise<AnalyticsClient | null> | undefined

  const loadClient = (): Promise<AnalyticsClient | null> => {
    client ??= ready()
      .then(load)
      .then((loaded) => {
        // Withdrawn while it loaded (it initialises as granted): stop it at once.
        if (loaded && !granted) loaded.setCollectionEnabled(false)
        return loaded
      })
      .catch((error: unknown) => {
        // Offline or blocked: try again with the next event.
        console.warn('Analytics could not be loaded', error)
        client = undefined
        return null
      })
    return client
  }

  const send = (event: AnalyticsEvent) => {
    if (!granted) return
    void loadClient().then((loaded) => {
      if (!loaded || !granted) return
      const { name, params } = toGa4Event(event, pageInfo())
      loaded.logEvent(name, params)
    })
  }

  const sendCurrentPage = () => {
    const page = currentPage()
    if (page) send(page)
  }

  const onConsentChange = () => {
    const next = consent.granted()
    if (next === granted) return
    granted = next
    if (client) void client.then((loaded) => loaded?.setCollectionEnabled(next))
    if (next) sendCurrentPage()
  }

  const stopEvents = onAnalyticsEvent(send)
  const stopConsent = consent.subscribe(onConsentChange)
  sendCurrentPage()
  return () => {
    stopEvents()
    stopConsent()
  }
}
