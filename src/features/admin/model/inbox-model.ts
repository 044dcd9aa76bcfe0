import { LEAD_KINDS, LEAD_STATES, type LeadKind, type LeadState } from '@/features/leads/model/lead-constants'
import type { Lead } from '@/features/leads/model/lead-schema'

/** The inbox's filters, as its address carries them: `?kind=test-drive&state=new&q=golf&vehicle=used-004`. */
export interface InboxSearch {
  kind?: LeadKind
  state?: LeadState
  /** Words to find anywhere in a lead. */
  q?: string
  /** A car's id: its leads only. */
  vehicle?: string
}

export const INBOX_QUERY_MAX_LENGTH = 100

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined

/** The filters of an address; anything unknown or malformed is left out, never an error. */
export function parseInboxSearch(input: Record<string, unknown>): InboxSearch {
  const search: InboxSearch = {}
  const kind = oneOf(LEAD_KINDS, input.kind)
  const state = oneOf(LEAD_STATES, input.state)
  const q = typeof input.q === 'string' ? input.q.slice(0, INBOX_QUERY_MAX_LENGTH) : ''
  const vehicle = typeof input.vehicle === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(input.vehicle) ? input.vehicle : undefined
  if (kind) search.kind = kind
  if (state) search.state = state
  if (q.trim()) search.q = q
  if (vehicle) search.vehicle = vehicle
  return search
}

/** Lower case, without accents: "Città" finds "citta" and the other way round. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** Everything in a lead a search looks at: who, how to reach them, the car, what they wrote, the staff's notes. */
function searchableText(lead: Lead): string {
  const parts: string[] = [lead.name, lead.phone, lead.email, lead.message, ...lead.notes.map((note) => note.text)]
  if ('vehicle' in lead && lead.vehicle) parts.push(lead.vehicle.name, lead.vehicle.id)
  if (lead.kind === 'contact') parts.push(lead.subject)
  if (lead.kind === 'trade-in') parts.push(lead.tradeIn.make, lead.tradeIn.model, String(lead.tradeIn.year))
  return foldText(parts.join('\n'))
}

/** The leads the filters keep, in their order; every word of the search must be found. */
export function filterLeads(leads: readonly Lead[], search: InboxSearch): Lead[] {
  const words = foldText(search.q ?? '').split(/\s+/).filter(Boolean)
  return leads.filter(
    (lead) =>
      (!search.kind || lead.kind === search.kind) &&
      (!search.state || lead.state === search.state) &&
      (!search.vehicle || ('vehicle' in lead && lead.vehicle?.id === search.vehicle)) &&
      (words.length === 0 || words.every((word) => searchableText(lead).includes(word))),
  )
}

/** Leads nobody has opened yet. */
export function unreadCount(leads: readonly Lead[]): number {
  return leads.filter((lead) => !lead.read).length
}

/** How many leads name each car. */
export function leadCountsByVehicle(leads: readonly Lead[]): ReadonlyMap<string, number> {
  const counts = new Map<string, number>()
  for (const lead of leads) {
    if ('vehicle' in lead && lead.vehicle) counts.set(lead.vehicle.id, (counts.get(lead.vehicle.id) ?? 0) + 1)
  }
  return counts
}
