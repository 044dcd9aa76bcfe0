import { LEAD_KINDS, LEAD_STATES, type LeadKind, type LeadState } from '@/features/leads/model/lead-constants'

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
