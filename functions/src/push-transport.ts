import { generateRequestDetails, type PushSubscription } from 'web-push'
import { describeError } from './lead-claim'

/**
 * The Web Push side: one encrypted message (aes128gcm, RFC 8291) to one subscription's push service, signed with the
 * site's VAPID keys (RFC 8292). web-push encrypts and signs (generateRequestDetails); Node's fetch sends, because
 * web-push's own sendNotification speaks https only, and the tests' push service stand-in is plain http on the
 * loopback.
 */

export interface Vapid {
  /** `mailto:` the dealer, or the site's https origin: whom the push service may contact about the messages. */
  subject: string
  publicKey: string
  privateKey: string
}

/**
 * What the push service made of a message: `delivered` (2xx); `gone` (404, 410: the subscription expired or was
 * withdrawn, the device is to be forgotten); `refused` (another 4xx but 429: a message it will never take, such as
 * a subscription made with other VAPID keys: trying again is pointless); `retry` (429, 5xx, no answer).
 */
export type PushAnswer = { outcome: 'delivered' } | { outcome: 'gone' | 'refused' | 'retry'; detail: string }

/** A day: a message the device gets later than that (switched off, offline) is no longer worth showing. */
const TTL_SECONDS = 24 * 60 * 60
/** Well within the function's time and the claim's lease, whatever the number of devices (they are sent to at once). */
const TIMEOUT_MS = 10_000

/** Whether both VAPID keys are set: empty or `none` (either) means no push. */
export function vapidConfigured(publicKey: string, privateKey: string): boolean {
  return [publicKey, privateKey].every((key) => key.trim() !== '' && key.trim().toLowerCase() !== 'none')
}

/**
 * The endpoints a message may go to: https, or plain http to the loopback (the tests' stand-in). The rules let the
 * app store https endpoints only; this keeps a device document written otherwise from sending the function anywhere.
 */
export function pushEndpointAllowed(endpoint: string): boolean {
  try {
    const url = new URL(endpoint)
    return url.protocol === 'https:' || (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
  } catch {
    return false
  }
}

/** Sends `payload` to one subscription; never throws: the answer says what became of it. */
export async function sendPush(subscription: PushSubscription, payload: Buffer, vapid: Vapid): Promise<PushAnswer> {
  let request
  try {
    request = generateRequestDetails(subscription, payload, {
      vapidDetails: vapid,
      TTL: TTL_SECONDS,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
    })
  } catch (error) {
    // Keys the message cannot be encrypted for (not a P-256 point, an auth secret of the wrong length): never sendable.
    return { outcome: 'refused', detail: describeError(error) }
  }
  // fetch sets Content-Length itself, from the body.
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  )
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body && new Uint8Array(request.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    const text = (await response.text().catch(() => '')).slice(0, 120)
    if (response.ok) return { outcome: 'delivered' }
    const detail = `${response.status} ${text}`.trim()
    if (response.status === 404 || response.status === 410) return { outcome: 'gone', detail }
    if (response.status === 429 || response.status >= 500) return { outcome: 'retry', detail }
    return { outcome: 'refused', detail }
  } catch (error) {
    // fetch rejects with "fetch failed"; the reason (ECONNREFUSED, a TLS error) is its cause.
    return { outcome: 'retry', detail: describeError((error as { cause?: unknown }).cause ?? error) }
  }
}
