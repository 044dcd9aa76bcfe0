import { describe, expect, it } from 'vitest'
import { readLeadPush } from '../../src/service-worker/push'

/** What the service worker shows for a pushed request: the function's payload, and nothing else from the push. */
const message = (payload: unknown) => ({ json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) }) as PushMessageData

describe('a pushed request as a notification', () => {
  it("shows the function's title, text and unread count, and opens the request's page", () => {
    const push = readLeadPush(
      message({
        v: 1,
        leadId: 'abc123',
        title: 'Nuova richiesta: Test drive',
        body: 'Mario Rossi · 333 1234567',
        url: '/it/admin/leads/abc123',
        tag: 'lead-abc123',
        unread: 3,
      }),
    )
    expect(push).toEqual({
      title: 'Nuova richiesta: Test drive',
      body: 'Mario Rossi · 333 1234567',
      url: '/it/admin/leads/abc123',
      tag: 'lead-abc123',
      unread: 3,
    })
  })

  it('opens only a request of this site: another address goes to the inbox', () => {
    for (const url of ['https://evil.example/it/admin/leads/x', '//evil.example/it/admin/leads/x', 'javascript:alert(1)', '/it/admin/leads/../../x']) {
      expect(readLeadPush(message({ title: 'x', url })).url).toBe('/it/admin/leads')
    }
  })

  it('a push that does not read as one still says a request came, with no count', () => {
    const broken = { json: () => JSON.parse('{') } as PushMessageData
    for (const push of [readLeadPush(null), readLeadPush(broken), readLeadPush(message({ unread: -1 })), readLeadPush(message({ unread: 'many' }))]) {
      expect(push.title).toBe('Nuova richiesta · New request')
      expect(push.unread).toBeNull()
    }
  })
})
