import type { AnalyticsEvent } from './events'

export interface Ga4Event {
  name: string
  params: Record<string, unknown>
}

/**
 * The app's events as Google Analytics 4 events: `page_view`, `view_item` (price in euro, the vehicle as the
 * item), `generate_lead` for a call, WhatsApp, e-mail or the contact form (its `method` says which), and
 * `share` for a shared vehicle page.
 */
export function toGa4Event(event: AnalyticsEvent, page: { origin: string; title: string }): Ga4Event {
  switch (event.name) {
    case 'page_view':
      return {
        name: 'page_view',
        params: { page_location: `${page.origin}${event.path}`, page_path: event.path, page_title: page.title, language: event.locale },
      }
    case 'view_item':
      return {
        name: 'view_item',
        params: {
          currency: 'EUR',
          value: event.price,
          items: [{ item_id: event.vehicleId, item_category: event.category, price: event.price, quantity: 1 }],
        },
      }
    case 'contact_click':
      if (event.method === 'share') {
        return { name: 'share', params: { method: 'link', content_type: 'vehicle', item_id: event.vehicleId } }
      }
      return {
        name: 'generate_lead',
        params: { method: event.method, ...(event.vehicleId ? { item_id: event.vehicleId } : {}) },
      }
  }
}
