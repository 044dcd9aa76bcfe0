/**
 * Serves a build directory the way Firebase Hosting serves the site: the `hosting` section of firebase.json
 * (redirects, headers, cleanUrls, trailingSlash, rewrites), applied by superstatic, the server behind the
 * Firebase Hosting emulator. The configuration is read from firebase.json itself, never copied.
 *
 * Two differences in the Content-Security-Policy it sends, for local use only, because the local site is plain
 * http and the demo build talks to the local emulators:
 * - the emulators' origins (from firebase.json's `emulators` block) are added to `connect-src` and `img-src`;
 * - `upgrade-insecure-requests` is left out: Hosting serves only https, where it changes nothing, while over
 *   local http it would send the service worker's requests after a redirect to an https port that does not exist.
 * Nothing else differs.
 *
 *   npx tsx scripts/hosting/server.ts [build dir, default dist] [port, default 4186]
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createSecureServer } from 'node:http2'
import { readFileSync } from 'node:fs'
import type { AddressInfo, Socket } from 'node:net'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseCsp, readHostingConfig, serializeCsp, type HostingConfig } from './csp'

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void
type Superstatic = (spec: { config: HostingConfig; cwd: string; fallthrough: boolean; compression?: boolean }) => Middleware

const require = createRequire(import.meta.url)
const superstatic = (require('superstatic') as { default: Superstatic }).default

export const ROOT = resolve(import.meta.dirname, '../..')
export const FIREBASE_JSON = resolve(ROOT, 'firebase.json')

/** The local emulators' origins (auth, firestore, storage), by IP and by name. Local serving only. */
export function emulatorOrigins(firebaseJsonPath = FIREBASE_JSON): string[] {
  const { emulators = {} } = JSON.parse(readFileSync(firebaseJsonPath, 'utf8')) as {
    emulators?: Record<string, { host?: string; port?: number }>
  }
  const origins: string[] = []
  for (const name of ['auth', 'firestore', 'storage']) {
    const port = emulators[name]?.port
    if (!port) continue
    for (const host of new Set([emulators[name]?.host ?? '127.0.0.1', '127.0.0.1', 'localhost'])) origins.push(`http://${host}:${port}`)
  }
  return origins
}

/**
 * LOCAL ONLY: the production policy with the emulators' origins in `connect-src` and `img-src`, and without
 * `upgrade-insecure-requests` (see the top of this file).
 */
export function localPolicy(policy: string, origins: readonly string[]): string {
  const directives = parseCsp(policy)
  for (const name of ['connect-src', 'img-src']) {
    const sources = directives.get(name)
    if (sources) directives.set(name, [...sources, ...origins.filter((origin) => !sources.includes(origin))])
  }
  directives.delete('upgrade-insecure-requests')
  return serializeCsp(directives)
}

export interface HostingServer {
  url: string
  close: () => Promise<void>
}

/**
 * Starts the server on `port` (0: any free port) and resolves once it listens. With `tls` (a key and
 * certificate in PEM), it speaks HTTP/2 over TLS, as Hosting does (HTTP/1.1 too, for clients without HTTP/2).
 */
export async function startHostingServer(options: {
  dir: string
  port?: number
  host?: string
  firebaseJson?: string
  tls?: { key: string; cert: string }
  /** More local origins the pages may load from (`connect-src`, `img-src`), beside the emulators'. */
  extraOrigins?: readonly string[]
}): Promise<HostingServer> {
  const firebaseJson = options.firebaseJson ?? FIREBASE_JSON
  const hosting = readHostingConfig(firebaseJson)
  const origins = [...emulatorOrigins(firebaseJson), ...(options.extraOrigins ?? [])]
  // Compressed, as Hosting serves every text response.
  const serve = superstatic({ config: { ...hosting, public: '.' }, cwd: resolve(options.dir), fallthrough: false, compression: true })

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    // LOCAL ONLY: the policy adapted to local http and the emulators (see the top of this file).
    const setHeader = res.setHeader.bind(res)
    res.setHeader = (name: string, value: number | string | readonly string[]) =>
      setHeader(name, name.toLowerCase() === 'content-security-policy' ? localPolicy(String(value), origins) : value)
    serve(req, res, (error) => {
      res.statusCode = error ? 500 : 404
      res.end()
    })
  }
  // The HTTP/2 compatibility API gives handlers the request and response objects of node:http's shape.
  const server = options.tls
    ? createSecureServer({ ...options.tls, allowHTTP1: true }, handle as unknown as Parameters<typeof createSecureServer>[1])
    : createServer(handle)
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((ready, fail) => {
    server.once('error', fail)
    server.listen(options.port ?? 0, host, () => ready())
  })
  const { port } = server.address() as AddressInfo
  const sockets = new Set<Socket>()
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  return {
    url: `${options.tls ? 'https' : 'http'}://${host}:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        for (const socket of sockets) socket.destroy()
      }),
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dir = 'dist', port = '4186'] = process.argv.slice(2)
  const { url } = await startHostingServer({ dir: resolve(ROOT, dir), port: Number(port) })
  console.log(`${dir} served as Firebase Hosting would (with the local policy changes above) at ${url}`)
}
