/**
 * A slow line in front of a server: a TCP relay that delays every byte by half the round trip each way and lets
 * through at most so many bytes a second each way. The throttled loads' network conditions (DevTools') apply to a
 * page's own requests only, not to its service worker's: the first install (./install.ts) is measured through this
 * line instead, with the same round trip and throughputs (./config.ts: THROTTLING), for everything the phone
 * asks of the site.
 */
import { createServer, connect, type Socket } from 'node:net'

export interface SlowLine {
  port: number
  close: () => Promise<void>
}

/**
 * Relays `from` to `to` on a line of `bytesPerSecond`, each chunk arriving `delayMs` after it has gone down the
 * line, in order: one queue, written from the head as its chunks arrive.
 */
function relay(from: Socket, to: Socket, delayMs: number, bytesPerSecond: number): void {
  const queue: { at: number; chunk: Buffer | null }[] = []
  let lineFreeAt = 0
  let timer: NodeJS.Timeout | undefined
  const deliver = () => {
    timer = undefined
    const now = Date.now()
    while (queue.length > 0 && queue[0]!.at <= now) {
      const { chunk } = queue.shift()!
      if (to.destroyed) return
      if (chunk) to.write(chunk)
      else to.end()
    }
    if (queue.length > 0) timer = setTimeout(deliver, queue[0]!.at - now)
  }
  const send = (chunk: Buffer | null) => {
    const now = Date.now()
    lineFreeAt = Math.max(now, lineFreeAt) + ((chunk?.length ?? 0) / bytesPerSecond) * 1000
    queue.push({ at: lineFreeAt + delayMs, chunk })
    timer ??= setTimeout(deliver, queue[0]!.at - now)
  }
  from.on('data', (chunk: Buffer) => send(chunk))
  // The end goes down the line after the last bytes.
  from.on('end', () => send(null))
  from.on('error', () => to.destroy())
  from.on('close', () => {
    if (queue.length === 0) to.destroy()
  })
}

/** Starts a slow line to `target` (host and port) on a free local port. */
export async function startSlowLine(
  target: { host: string; port: number },
  { latencyMs, downloadBytesPerSecond, uploadBytesPerSecond }: { latencyMs: number; downloadBytesPerSecond: number; uploadBytesPerSecond: number },
): Promise<SlowLine> {
  const sockets = new Set<Socket>()
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
    }
    relay(client, upstream, latencyMs / 2, uploadBytesPerSecond)
    relay(upstream, client, latencyMs / 2, downloadBytesPerSecond)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('The slow line has no port')
  return {
    port: address.port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
