/**
 * The photos' https front while the benchmark measures: in the servers' process (./servers.ts), in front of the
 * Storage emulator, keeping every answer, as Firebase Storage's own front serves a photo at once. The emulator,
 * a Java process on the cores the browser needs, answered a page's photos in up to 2.7 s, and Lighthouse's
 * simulation charges a server's observed response times to every request to it. Every seeded vehicle's photo is
 * fetched once before measuring, so that no run meets the emulator.
 *
 * (Before the build, while the prerendering copies the first photos, ../hosting/tls-proxy.ts is the front.)
 */
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import { createSecureServer } from 'node:http2'
import type { AddressInfo, Socket } from 'node:net'

/** Headers HTTP/2 forbids (connection-specific): not forwarded. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host', 'http2-settings'])

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

function fetchAnswer(target: URL, method: string, path: string, headers: IncomingHttpHeaders, body?: IncomingMessage): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const forwarded = Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)))
    const upstream = httpRequest({ host: target.hostname, port: target.port, method, path, headers: { ...forwarded, host: target.host } }, (answer) => {
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => {
        const kept = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)))
        resolve({ status: answer.statusCode ?? 502, headers: kept, body: Buffer.concat(chunks) })
      })
      answer.on('error', reject)
    })
    upstream.on('error', reject)
    if (body) body.pipe(upstream)
    else upstream.end()
  })
}

export interface StorageFront {
  origin: string
  /** Fetches `path` from the emulator into the kept answers (as a request without an Origin header); false when it is not a photo anyone may read. */
  keep: (path: string) => Promise<boolean>
  close: () => Promise<void>
}

/**
 * Listens on https://127.0.0.1:`port` and answers from `target` (an http origin), keeping each plain GET's answer
 * by its path and Origin header (the emulator's CORS headers follow the latter).
 */
export async function startStorageFront({ target, port, tls }: { target: string; port: number; tls: { key: string; cert: string } }): Promise<StorageFront> {
  const upstream = new URL(target)
  const kept = new Map<string, Promise<Answer>>()
  const answer = (path: string, origin: string | undefined) => {
    const key = `${origin ?? ''} ${path}`
    let found = kept.get(key)
    if (!found) {
      found = fetchAnswer(upstream, 'GET', path, origin ? { origin } : {})
      kept.set(key, found)
      // Only a photo is kept, not a failure.
      found.then((a) => a.status !== 200 && kept.delete(key)).catch(() => kept.delete(key))
    }
    return found
  }
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const plain = req.method === 'GET' && !req.headers.range && !req.headers.authorization
    const answered = plain ? answer(req.url ?? '/', req.headers.origin) : fetchAnswer(upstream, req.method ?? 'GET', req.url ?? '/', req.headers, req)
    answered.then(
      ({ status, headers, body }) => {
        res.writeHead(status, headers)
        res.end(body)
      },
      () => {
        if (!res.headersSent) res.writeHead(502)
        res.end()
      },
    )
  }
  const server = createSecureServer({ ...tls, allowHTTP1: true }, handle as unknown as Parameters<typeof createSecureServer>[1])
  await new Promise<void>((ready, fail) => {
    server.once('error', fail)
    server.listen(port, '127.0.0.1', () => ready())
  })
  const sockets = new Set<Socket>()
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    keep: async (path) => (await answer(path, undefined)).status === 200,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        for (const socket of sockets) socket.destroy()
      }),
  }
}

/**
 * Fetches every photo of the seeded vehicles once into the front's kept answers (`vehicles/` of the bucket,
 * listed with the emulators' owner credentials, which pass their rules; a draft's photos, which the rules keep
 * from visitors, are not kept). Resolves with how many were kept.
 */
export async function warmStorageFront(front: StorageFront, target: string, bucket: string): Promise<number> {
  const names: string[] = []
  let pageToken = ''
  do {
    const list = new URL(`/v0/b/${bucket}/o`, target)
    list.searchParams.set('prefix', 'vehicles/')
    if (pageToken) list.searchParams.set('pageToken', pageToken)
    const response = await fetch(list, { headers: { authorization: 'Bearer owner' } })
    if (!response.ok) throw new Error(`Storage emulator: listing ${bucket}/vehicles failed (${response.status})`)
    const page = (await response.json()) as { items?: { name: string }[]; nextPageToken?: string }
    names.push(...(page.items ?? []).map((item) => item.name))
    pageToken = page.nextPageToken ?? ''
  } while (pageToken)
  const queue = names.map((name) => `/v0/b/${bucket}/o/${encodeURIComponent(name)}?alt=media`)
  let kept = 0
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) if (await front.keep(path)) kept++
  }
  await Promise.all(Array.from({ length: 8 }, worker))
  return kept
}
