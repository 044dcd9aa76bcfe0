import { describe, expect, it } from 'vitest'
import { storedLead } from '../../../../tests/test-utils/stored-leads'
import { filterLeads, foldText, leadCountsByVehicle, unreadBadge, unreadCount } from './inbox-model'
import { parseInboxSearch } from './inbox-search'

const leads = [
  storedLead('test-drive', { id: 'a', read: true, state: 'contacted' }),
  storedLead('trade-in', { id: 'b', name: 'Lucia Ferrari', message: 'Ha qualche graffio sulla portiera' }),
  storedLead('rental', { id: 'c', notes: [{ text: 'Richiamare giovedì', at: new Date(), by: 'admin@demo.test' }] }),
  storedLead('contact', { id: 'd', read: true, state: 'lost' }),
]

describe('the inbox', () => {
  it('reads its filters from the address, leaving out anything unknown', () => {
    expect(parseInboxSearch({ kind: 'trade-in', state: 'won', q: 'golf', vehicle: 'used-004' })).toEqual({
      kind: 'trade-in',
      state: 'won',
      q: 'golf',
      vehicle: 'used-004',
    })
    expect(parseInboxSearch({ kind: 'spam', state: 7, q: '   ', vehicle: '../x' })).toEqual({})
    expect(parseInboxSearch({ q: 'x'.repeat(500) }).q).toHaveLength(100)
  })

  it('filters by kind, state and car', () => {
    expect(filterLeads(leads, { kind: 'trade-in' }).map((lead) => lead.id)).toEqual(['b'])
    expect(filterLeads(leads, { state: 'new' }).map((lead) => lead.id)).toEqual(['b', 'c'])
    expect(filterLeads(leads, { vehicle: 'used-004' }).map((lead) => lead.id)).toEqual(['a', 'b'])
  })

  it('searches every word through names, cars, messages and notes, whatever the accents and the case', () => {
    expect(filterLeads(leads, { q: 'lucia GRAFFIO' }).map((lead) => lead.id)).toEqual(['b'])
    expect(filterLeads(leads, { q: 'giovedi' }).map((lead) => lead.id)).toEqual(['c'])
    expect(filterLeads(leads, { q: 'punto 2012' }).map((lead) => lead.id)).toEqual(['b'])
    // The car by the name the stock gives it.
    const carName = (lead: (typeof leads)[number]) => ('vehicle' in lead && lead.vehicle?.id === 'rent-007' ? 'Fiat 500e La Prima' : '')
    expect(filterLeads(leads, { q: 'fiat 500e' }, carName).map((lead) => lead.id)).toEqual(['c'])
    expect(filterLeads(leads, { q: 'fiat 500e' }).map((lead) => lead.id)).toEqual([])
    expect(filterLeads(leads, { q: 'rent-007' }).map((lead) => lead.id)).toEqual(['c'])
    expect(filterLeads(leads, { q: 'ferragosto' }).map((lead) => lead.id)).toEqual(['d'])
    expect(foldText('Città È')).toBe('citta e')
  })

  it('counts the unread leads and the leads of each car', () => {
    expect(unreadCount(leads)).toBe(2)
    expect(Object.fromEntries(leadCountsByVehicle(leads))).toEqual({ 'used-004': 2, 'rent-007': 1 })
  })

  it('shows the unread count as at least the one found when more requests are new than were read', () => {
    const unread = (count: number) => Array.from({ length: count }, (_, index) => storedLead('contact', { id: `u${index}` }))
    expect(unreadBadge(leads, false)).toBe('2')
    expect(unreadBadge([leads[0]!], false)).toBeNull()
    expect(unreadBadge(leads, true)).toBe('2+')
    expect(unreadBadge(unread(99), true)).toBe('99+')
    expect(unreadBadge(unread(120), false)).toBe('99+')
  })
})
