/**
 * The app's analytics event points. Features report what happened here; whether anything is sent (and to
 * whom) is decided by whoever listens — Firebase Analytics after the visitor's consent.
 */
export type AnalyticsEvent =
  | { name: 'page_view'; path: string; locale: string }
  | { name: 'view_item'; vehicleId: string; category: string; price: number }
  | { name: 'contact_click'; method: 'call' | 'whatsapp' | 'email' | 'form' | 'share'; vehicleId?: string }
  /** A car saved (the heart). */
  | { name: 'add_to_wishlist'; vehicleId: string; category: string; price: number }
  /** The compare page opened on these cars. */
  | { name: 'compare_vehicles'; vehicleIds: string[]; category: string }
  /** A listing's filters saved: which filters (their names, not what was typed). */
  | { name: 'save_search'; category: string; filters: string[] }

export const ANALYTICS_EVENT = 'autosalone:analytics'

export function trackEvent(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return
  window.dispatchEvent(new CustomEvent<AnalyticsEvent>(ANALYTICS_EVENT, { detail: event }))
}

export function onAnalyticsEvent(listener: (event: AnalyticsEvent) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<AnalyticsEvent>).detail)
  window.addEventListener(ANALYTICS_EVENT, handler)
  return () => window.removeEventListener(ANALYTICS_EVENT, handler)
}
