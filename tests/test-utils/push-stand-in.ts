import { createECDH, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { decrypt } from 'http_ece'

/**
 * A push service for the tests, as the browsers' (FCM, Mozilla's, Apple's) are to the server: it takes a Web Push
 * message (RFC 8030) on any path, keeps it, and answers with the status the test chose. And a subscriber: the keys a
 * browser makes when it subscribes (RFC 8291) and the decryption it does when a message arrives. Plain http on the
 * loopback; free of test-runner imports, so that the end-to-end tests (Playwright, Node side) use it too.
 */

export interface ReceivedPush {
  path: string
  /** The request's headers, names in lower case. */
  headers: Record<string, string>
  /** The encrypted body, as sent. */
  body: Buffer
}

export interface PushStandIn {
  /** `http://127.0.0.1:<port>`: a subscription's endpoint is this and a path of the test's choice. */
  url: string
  received: ReceivedPush[]
  /** The status of the answers to the next requests (201 until told otherwise). A message answered otherwise than 2xx is not kept. */
  answerWith(status: number): void
  close(): Promise<void>
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

export async function startPushStandIn(): Promise<PushStandIn> {
  const received: ReceivedPush[] = []
  let status = 201
  const server = createServer((request, response) => {
    readBody(request).then(
      (body) => {
        const headers = Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]),
        )
        if (status >= 200 && status < 300) received.push({ path: request.url ?? '/', headers, body })
        response.writeHead(status, { 'Content-Type': 'text/plain' }).end(status >= 200 && status < 300 ? '' : `stand-in answers ${status}`)
      },
      () => response.writeHead(400).end(),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answerWith: (next) => void (status = next),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

/** A subscriber's keys as a browser makes them (ECDH P-256 + 16-byte auth secret), and decryption of a received message (aes128gcm). */
export interface TestSubscriber {
  keys: { p256dh: string; auth: string }
  decrypt(body: Buffer): string
}

export function makeSubscriber(): TestSubscriber {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16)
  return {
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    decrypt: (body) => decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth.toString('base64url') }).toString('utf8'),
  }
}
