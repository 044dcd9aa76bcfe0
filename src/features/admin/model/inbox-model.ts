import type { Lead } from '@/features/leads/model/lead-schema'
import type { InboxSearch } from './inbox-search'

/** Lower case, without accents: "Città" finds "citta" and the other way round. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/**
 * Everything in a lead a search looks at: who, how to reach them, the car (its id, and its name as the stock has
 * it: `carName`), what they wrote, the staff's notes.
 */
function searchableText(lead: Lead, carName: (lead: Lead) => string): string {
  const parts: string[] = [lead.name, lead.phone, lead.email, lead.message, ...lead.notes.map((note) => note.text)]
  if ('vehicle' in lead && lead.vehicle) parts.push(carName(lead), lead.vehicle.id)
  if (lead.kind === 'contact') parts.push(lead.subject)
  if (lead.kind === 'trade-in') parts.push(lead.tradeIn.make, lead.tradeIn.model, String(lead.tradeIn.year))
  return foldText(parts.join('\n'))
}

/** The leads the filters keep, in their order; every word of the search must be found. `carName`: a lead's car's name, from the stock. */
export function filterLeads(leads: readonly Lead[], search: InboxSearch, carName: (lead: Lead) => string = () => ''): Lead[] {
  const words = foldText(search.q ?? '')
    .split(/\s+/)
    .filter(Boolean)
  return leads.filter(
    (lead) =>
      (!search.kind || lead.kind === search.kind) &&
      (!search.state || lead.state === search.state) &&
      (!search.vehicle || ('vehicle' in lead && lead.vehicle?.id === search.vehicle)) &&
      (words.length === 0 || words.every((word) => searchableText(lead, carName).includes(word))),
  )
}

/** Leads nobody has opened yet. */
export function unreadCount(leads: readonly Lead[]): number {
  return leads.filter((lead) => !lead.read).length
}

/**
 * The navigation's count of unread requests, read from the newest requests in state `new` (where every unread one
 * is), or null for none. When more are in that state than were read (`more`), the count is at least the one
 * found: "12+", "99+".
 */
export function unreadBadge(newLeads: readonly Lead[], more: boolean): string | null {
  const count = unreadCount(newLeads)
  if (count === 0) return null
  return more || count > 99 ? `${Math.min(count, 99)}+` : String(count)
}

/** How many leads name each car. */
export function leadCountsByVehicle(leads: readonly Lead[]): ReadonlyMap<string, number> {
  const counts = new Map<string, number>()
  for (const lead of leads) {
    if ('vehicle' in lead && lead.vehicle) counts.set(lead.vehicle.id, (counts.get(lead.vehicle.id) ?? 0) + 1)
  }
  return counts
}
