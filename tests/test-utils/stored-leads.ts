import type { Lead, LeadInput } from '@/features/leads/model/lead-schema'
import { leadFixture } from './lead-fixtures'

/** A lead as the inbox reads it: a fixture with the server's and the staff's fields. */
export function storedLead<K extends LeadInput['kind']>(kind: K, overrides: Partial<Lead> & Record<string, unknown> = {}): Lead {
  return {
    ...leadFixture(kind),
    id: `lead-${kind}`,
    createdAt: new Date('2026-05-04T08:30:00Z'),
    uid: 'device-1',
    state: 'new',
    revision: 0,
    read: false,
    notes: [],
    ...overrides,
  } as Lead
}
