// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { inboxLeads } from '../../scripts/bench/inbox-leads'
import { decodeLead } from '../../src/features/leads/model/lead-codec'
import { LEAD_ID_PATTERN } from '../../src/features/leads/model/lead-constants'

const cars = { used: ['used-001', 'used-002', 'used-003'], rent: ['rent-001'] }
const now = new Date('2026-12-03T10:00:00Z')

describe('inboxLeads', () => {
  const leads = inboxLeads(60, cars, now)
  const decoded = leads.map(({ id, data }) => decodeLead(id, data))

  it('makes requests the inbox reads as the forms send them, with ids as the device makes them', () => {
    expect(leads).toHaveLength(60)
    expect(new Set(leads.map(({ id }) => id)).size).toBe(60)
    for (const { id } of leads) expect(id).toMatch(LEAD_ID_PATTERN)
    for (const result of decoded) {
      expect(result.ok).toBe(true)
      if (result.ok) expect(result.lead.warnings).toBeUndefined()
    }
  })

  it('names the cars given, by category, and has several kinds of request, newest first, before now', () => {
    const read = decoded.flatMap((result) => (result.ok ? [result.lead] : []))
    expect(new Set(read.map((lead) => lead.kind))).toEqual(new Set(['question', 'test-drive', 'financing', 'rental']))
    for (const lead of read) {
      if (lead.kind === 'contact' || !lead.vehicle) continue
      expect(cars[lead.vehicle.category]).toContain(lead.vehicle.id)
    }
    const times = read.map((lead) => lead.createdAt.getTime())
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(Math.max(...times)).toBeLessThan(now.getTime())
  })

  it('leaves the newest unread and new, the older read and answered', () => {
    const read = decoded.flatMap((result) => (result.ok ? [result.lead] : []))
    const unread = read.filter((lead) => !lead.read)
    expect(unread.length).toBeGreaterThan(0)
    expect(unread.every((lead) => lead.state === 'new')).toBe(true)
    expect(read.slice(0, unread.length)).toEqual(unread)
    expect(read.slice(unread.length).every((lead) => lead.state !== 'new' && lead.revision === 1)).toBe(true)
  })
})
