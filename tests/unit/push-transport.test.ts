// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pushEndpointAllowed, sendPush, vapidConfigured, type Vapid } from '../../functions/src/push-transport'
import { DEMO_VAPID_PRIVATE_KEY, DEMO_VAPID_PUBLIC_KEY } from '../../scripts/emulators.mjs'
import { makeSubscriber, startPushStandIn, type PushStandIn } from '../test-utils/push-stand-in'

/** One Web Push message to one push service (functions/src/push-transport.ts), against the tests' stand-in. */

const vapid: Vapid = { subject: 'mailto:dealer@autosalone.example', publicKey: DEMO_VAPID_PUBLIC_KEY, privateKey: DEMO_VAPID_PRIVATE_KEY }
let service: PushStandIn

beforeAll(async () => {
  service = await startPushStandIn()
})
afterAll(() => service.close())

describe('a push message to a push service', () => {
  it('is encrypted for the subscriber and signed with the VAPID key', async () => {
    const subscriber = makeSubscriber()
    const answer = await sendPush({ endpoint: `${service.url}/one`, keys: subscriber.keys }, Buffer.from('{"v":1,"title":"Perché"}'), vapid)
    expect(answer).toEqual({ outcome: 'delivered' })
    const [push] = service.received.filter((received) => received.path === '/one')
    expect(subscriber.decrypt(push!.body)).toBe('{"v":1,"title":"Perché"}')
    expect(push!.headers).toMatchObject({ 'content-encoding': 'aes128gcm', 'content-type': 'application/octet-stream', ttl: '86400', urgency: 'high' })
    expect(push!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/)
  })

  it.each([
    [404, 'gone'],
    [410, 'gone'],
    [429, 'retry'],
    [500, 'retry'],
    [503, 'retry'],
    [400, 'refused'],
    [403, 'refused'],
    [413, 'refused'],
  ] as const)('reads an answer %i as %s', async (status, outcome) => {
    service.answerWith(status)
    try {
      const answer = await sendPush({ endpoint: `${service.url}/status`, keys: makeSubscriber().keys }, Buffer.from('{}'), vapid)
      expect(answer).toMatchObject({ outcome, detail: expect.stringMatching(new RegExp(`^${status}`)) })
    } finally {
      service.answerWith(201)
    }
  })

  it('retries when no push service answers, and refuses keys no message can be encrypted for', async () => {
    const stopped = await startPushStandIn()
    await stopped.close()
    expect(await sendPush({ endpoint: `${stopped.url}/x`, keys: makeSubscriber().keys }, Buffer.from('{}'), vapid)).toMatchObject({
      outcome: 'retry',
      detail: expect.stringContaining('ECONNREFUSED'),
    })
    expect(await sendPush({ endpoint: `${service.url}/x`, keys: { p256dh: 'AAAA', auth: 'AAAA' } }, Buffer.from('{}'), vapid)).toMatchObject({
      outcome: 'refused',
    })
  })

  it('needs both VAPID keys, and goes only to https (or the loopback over http)', () => {
    expect(vapidConfigured(DEMO_VAPID_PUBLIC_KEY, DEMO_VAPID_PRIVATE_KEY)).toBe(true)
    for (const [publicKey, privateKey] of [
      ['', DEMO_VAPID_PRIVATE_KEY],
      [DEMO_VAPID_PUBLIC_KEY, 'none'],
      [DEMO_VAPID_PUBLIC_KEY, ' '],
    ]) {
      expect(vapidConfigured(publicKey!, privateKey!)).toBe(false)
    }
    expect(['https://fcm.googleapis.com/fcm/send/x', 'http://127.0.0.1:9/x', 'http://localhost/x'].map(pushEndpointAllowed)).toEqual([true, true, true])
    expect(['http://push.example/x', 'ftp://127.0.0.1/x', 'not a url'].map(pushEndpointAllowed)).toEqual([false, false, false])
  })
})
