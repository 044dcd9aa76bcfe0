// @vitest-environment node
import { createECDH } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { DEMO_VAPID_PUBLIC_KEY as WEB_APP_KEY } from '@/config/push'
import { DEMO_VAPID_PRIVATE_KEY, DEMO_VAPID_PUBLIC_KEY } from '../../scripts/emulators.mjs'

/** The demo project's VAPID keys: the web app subscribes with the public key of the pair the local functions sign with. */

describe('the demo VAPID keys', () => {
  it('are one pair, and the web app holds its public key', () => {
    expect(WEB_APP_KEY).toBe(DEMO_VAPID_PUBLIC_KEY)
    const ecdh = createECDH('prime256v1')
    ecdh.setPrivateKey(Buffer.from(DEMO_VAPID_PRIVATE_KEY, 'base64url'))
    expect(ecdh.getPublicKey().toString('base64url')).toBe(DEMO_VAPID_PUBLIC_KEY)
  })
})
