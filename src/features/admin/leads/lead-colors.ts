import type { LeadState } from '@/features/leads/model/lead-constants'

/** A lead's state as a filled badge: dark shades, whose white text reads in both themes. */
export const LEAD_STATE_COLORS: Record<LeadState, string> = {
  new: 'blue.9',
  contacted: 'violet.9',
  won: 'green.9',
  lost: 'gray.8',
}
