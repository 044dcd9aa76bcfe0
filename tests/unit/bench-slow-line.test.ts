import { createServer, connect, type AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { startSlowLine, type SlowLine } from '../../scripts/bench/slow-line'

/** A server that sends `bytes` to whoever connects, then closes. */
async function sender(bytes: Buffer) {
  const server = createServer((socket) => {
    // In pieces, as a server writes.
    for (let at = 0; at < bytes.length; at += 7000) socket.write(bytes.subarray(at, at + 7000))
    socket.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { port: (server.address() as AddressInfo).port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** Everything the line delivers, and how long it took from the connection. */
function receive(port: number): Promise<{ bytes: Buffer; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const chunks: Buffer[] = []
    const socket = connect(port, '127.0.0.1')
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('end', () => resolve({ bytes: Buffer.concat(chunks), ms: Date.now() - started }))
    socket.on('error', reject)
  })
}

let cleanup: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(cleanup.map((close) => close()))
  cleanup = []
})

describe('the slow line of the first install’s measure', () => {
  it('delivers every byte in order, no faster than its speed allows and after its round trip', async () => {
    const bytes = Buffer.from(Array.from({ length: 100_000 }, (_, index) => (index * 31 + (index >> 8)) % 256))
    const server = await sender(bytes)
    const line: SlowLine = await startSlowLine(
      { host: '127.0.0.1', port: server.port },
      { latencyMs: 150, downloadBytesPerSecond: 200_000, uploadBytesPerSecond: 100_000 },
    )
    cleanup.push(line.close, server.close)
    const { bytes: received, ms } = await receive(line.port)
    expect(received.equals(bytes)).toBe(true)
    // 100 kB at 200 kB/s is half a second, and the answer comes back half a round trip later.
    expect(ms).toBeGreaterThanOrEqual(500 + 75)
  })
})
