import type { AnalyticsEvent } from './events'

export interface Ga4Event {
  name: string
  params: Record<string, unknown>
}

/** One vehicle as an e-commerce event's item, its price in euro as the event's value. */
function vehicleItem(event: { vehicleId: string; category: string; price: number }) {
  return {
    currency: 'EUR',
    value: event.price,
    items: [{ item_id: event.vehicleId, item_category: event.category, price: event.price, quantity: 1 }],
  }
}

/**
 * The app's events as Google Analytics 4 events: `page_view`, `view_item` (price in euro, the vehicle as the
 * item), `generate_lead` for a call, WhatsApp, e-mail or the contact form (its `method` says which), `share` for a
 * shared vehicle page, `add_to_wishlist` for a saved car, `view_item_list` (the list `compare`) for a comparison
 * opened, and `save_search` (a custom event: the listing and the names of its filters) for a saved search.
 */
export function toGa4Event(event: AnalyticsEvent, page: { origin: string; title: string }): Ga4Event {
  switch (event.name) {
    case 'page_view':
      return {
        name: 'page_view',
        params: { page_location: `${page.origin}${event.path}`, page_path: event.path, page_title: page.title, language: event.locale },
      }
    case 'view_item':
    case 'add_to_wishlist':
      return { name: event.name, params: vehicleItem(event) }
    case 'compare_vehicles':
      return {
        name: 'view_item_list',
        params: {
          item_list_id: 'compare',
          item_list_name: 'Compare',
          items: event.vehicleIds.map((id, index) => ({ item_id: id, item_category: event.category, index })),
        },
      }
    case 'save_search':
      return { name: 'save_search', params: { search_category: event.category, filters: event.filters.join(',') } }
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
