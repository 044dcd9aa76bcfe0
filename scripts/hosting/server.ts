/**
 * The one static file server of the repository, on superstatic, the server behind the Firebase Hosting
 * emulator: it serves a build directory by a Hosting configuration (firebase.json's `hosting` section, or one
 * made from it). Three uses:
 *
 * - startHostingServer: the site as Firebase Hosting serves it (redirects, headers, cleanUrls, trailingSlash,
 *   rewrites, compression, and the build's `404.html` with a 404 for an address outside the app's routes), the
 *   configuration read from firebase.json itself, never copied, with the build's inline scripts allowed by their
 *   hashes (./csp.ts). `npm start`, `npm run preview`, the benchmark and the end-to-end tests use it.
 * - the prerendering (scripts/prerender.ts) and the end-to-end tests' switchable host (tests/e2e/builds.ts):
 *   startStaticServer with shellConfig, the untouched app shell for every page path, known or not (even where
 *   the build has a prerendered page), a 404 for a missing file, and the cache rules of firebase.json or one
 *   header of their own.
 *
 * Two differences in the Content-Security-Policy the Hosting server sends, for local use only, because the
 * local site is plain http and the demo build talks to the local emulators:
 * - the emulators' origins (from firebase.json's `emulators` block) are added to `connect-src` and `img-src`;
 * - `upgrade-insecure-requests` is left out: Hosting serves only https, where it changes nothing, while over
 *   local http it would send the service worker's requests after a redirect to an https port that does not exist.
 * Nothing else differs.
 *
 *   npx tsx scripts/hosting/server.ts [build dir, default dist] [port, default 4186; 0: any free one]
 */
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http'
import { createSecureServer } from 'node:http2'
import { readFileSync } from 'node:fs'
import type { AddressInfo, Socket } from 'node:net'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { cachedCompression, preferredEncoding } from './compression'
import { hostingConfigForBuild, parseCsp, readHostingConfig, serializeCsp, type HostingConfig } from './csp'

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void
type Superstatic = (spec: { config: HostingConfig; cwd: string; fallthrough: boolean; compression?: boolean | Middleware }) => Middleware

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

/** A page's address: a path whose last segment has no extension (`/it/servizi`, `/nope/x`; not `/sw.js`). */
const PAGE_PATH = '^/(?:.*/)?[^/.]*$'

/**
 * A configuration that serves the app shell (index.html) for every page path, the app's routes and any other
 * (the prerendering renders the 404 page from it), but never a prerendered page (no cleanUrls) and without
 * redirects. Its headers: `cacheControl` on every response if given, else firebase.json's cache rules (and no
 * other header).
 */
export function shellConfig(hosting: HostingConfig, { cacheControl }: { cacheControl?: string } = {}): HostingConfig {
  const isCacheControl = (header: { key: string }) => header.key.toLowerCase() === 'cache-control'
  const headers = cacheControl
    ? [{ source: '**', headers: [{ key: 'Cache-Control', value: cacheControl }] }]
    : (hosting.headers ?? []).filter((rule) => rule.headers.some(isCacheControl)).map((rule) => ({ ...rule, headers: rule.headers.filter(isCacheControl) }))
  return { public: '.', cleanUrls: false, trailingSlash: false, redirects: [], rewrites: [{ regex: PAGE_PATH, destination: '/index.html' }], headers }
}

export interface StaticServer {
  /** The origin, `http://127.0.0.1:<port>` (https with `tls`). */
  url: string
  /** Serves another build directory from now on (a deploy). */
  serve: (dir: string) => void
  close: () => Promise<void>
}

export interface StaticServerOptions {
  dir: string
  /** How to serve `dir`: a Hosting configuration; a function for one that depends on the directory. */
  config: HostingConfig | ((dir: string) => HostingConfig)
  /** 0 (the default): any free port. */
  port?: number
  host?: string
  /** A key and certificate in PEM: HTTP/2 over TLS, as Hosting speaks (HTTP/1.1 too, for clients without HTTP/2). */
  tls?: { key: string; cert: string }
  /** Compressed responses, as Hosting sends every text response (each file compressed once: ./compression.ts). Off by default. */
  compression?: boolean
  /** Changes a header's value before it is sent (the local policy). */
  header?: (name: string, value: string) => string
  /**
   * Each answer kept and sent again as it is to the next request for the same address (and encoding), as a CDN's
   * edge does: the server's work per request is then next to none. Only for a build that does not change while
   * it is served (the benchmark's). Off by default.
   */
  cacheResponses?: boolean
}

interface KeptResponse {
  status: number
  headers: OutgoingHttpHeaders
  body: Buffer
}

/** Calls `kept` with the response once it has been sent whole (passing everything through as it comes). */
function keepResponse(res: ServerResponse, kept: (response: KeptResponse) => void): void {
  const chunks: Buffer[] = []
  const { write, end, writeHead } = res
  // The headers as they go: some are set only then (superstatic's, as the head is written).
  let headers: OutgoingHttpHeaders | undefined
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const given = rest.find((argument): argument is OutgoingHttpHeaders => typeof argument === 'object' && argument !== null && !Array.isArray(argument))
    headers = { ...res.getHeaders(), ...given }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(res, status, ...rest)
  }) as typeof res.writeHead
  // HTTP/2's `end` writes its last chunk through `write`: counted once.
  let ending = false
  res.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    if (!ending) chunks.push(Buffer.from(chunk))
    return (write as (...args: unknown[]) => boolean).call(res, chunk, ...rest)
  }) as typeof res.write
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk === 'string' || chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk))
    ending = true
    // Ending writes the head, if nothing did before.
    const ended = (end as (...args: unknown[]) => ServerResponse).call(res, chunk, ...rest)
    kept({ status: res.statusCode, headers: headers ?? res.getHeaders(), body: Buffer.concat(chunks) })
    return ended
  }) as typeof res.end
}

/**
 * The page Hosting answers with, as a 404, for an address that is neither a file nor one of firebase.json's
 * rewrites: the site's own 404 page, which the prerendering writes (scripts/prerender.ts).
 */
export const NOT_FOUND_FILE = '404.html'

/** The longest file name the file systems under the server allow (bytes). */
const MAX_NAME_BYTES = 255

/**
 * An address no file can answer, which the server's engine fails on instead: one whose percent-encoding does
 * not decode (`/it/%E0%A4%A`), or with a segment longer than a file name can be (`/it/aaa…`, 3000 times).
 */
export function isMalformedAddress(url: string): boolean {
  let path: string
  try {
    path = decodeURIComponent(url.split('?')[0] ?? '')
  } catch {
    return true
  }
  return path.split('/').some((segment) => Buffer.byteLength(segment) > MAX_NAME_BYTES)
}

/** Starts the server and resolves once it listens. */
export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  // One cache of compressed bodies for the server's life, whatever build it serves (they are kept by content).
  const compression = options.compression ? cachedCompression() : false
  const middleware = (dir: string) => {
    // Superstatic merges the configuration given over the firebase.json of the working directory, if any: every
    // key of Hosting's that matters is given (shellConfig sets even the empty ones).
    const config = typeof options.config === 'function' ? options.config(dir) : options.config
    return superstatic({ config: { ...config, public: '.' }, cwd: resolve(dir), fallthrough: false, compression })
  }
  let serve = middleware(options.dir)
  const rewriteHeader = options.header
  let responses = new Map<string, KeptResponse>()

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    // A plain GET (not a conditional or partial one) is answered from the kept responses when it can.
    const conditional = req.headers['if-none-match'] ?? req.headers['if-modified-since'] ?? req.headers.range
    const key =
      options.cacheResponses && req.method === 'GET' && !conditional ? `${preferredEncoding(req.headers['accept-encoding']) ?? ''} ${req.url}` : undefined
    if (key !== undefined) {
      const kept = responses.get(key)
      if (kept) {
        res.writeHead(kept.status, kept.headers)
        res.end(kept.body)
        return
      }
      // A page or a file, or the 404 page (not a redirect: its headers may have gone by writeHead alone).
      keepResponse(res, (response) => (response.status === 200 || response.status === 404) && responses.set(key, response))
    }
    if (req.url && isMalformedAddress(req.url)) {
      // Any address a visitor can type gets the site, as the status of one: as Hosting, the build's 404 page
      // (`/404`, its clean URL); as the shell host, the app shell, which shows it.
      req.url = `/${NOT_FOUND_FILE.replace(/\.html$/, '')}`
      const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse
      res.writeHead = ((_status: number, ...rest: unknown[]) => writeHead(404, ...rest)) as typeof res.writeHead
    }
    if (rewriteHeader) {
      const setHeader = res.setHeader.bind(res)
      res.setHeader = (name: string, value: number | string | readonly string[]) =>
        setHeader(name, typeof value === 'string' ? rewriteHeader(name.toLowerCase(), value) : value)
    }
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
    serve: (dir) => {
      serve = middleware(dir)
      responses = new Map()
    },
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        for (const socket of sockets) socket.destroy()
      }),
  }
}

export type HostingServer = StaticServer

/**
 * The build in `dir` as Firebase Hosting serves it: firebase.json's configuration, with the build's inline
 * scripts allowed by their hashes (as `npm run deploy` deploys it), compressed, and the policy adapted to local
 * http and the emulators (see the top of this file).
 */
export function startHostingServer(options: {
  dir: string
  port?: number
  host?: string
  firebaseJson?: string
  tls?: { key: string; cert: string }
  /** More local origins the pages may load from (`connect-src`, `img-src`), beside the emulators'. */
  extraOrigins?: readonly string[]
  /** See StaticServerOptions. */
  cacheResponses?: boolean
}): Promise<HostingServer> {
  const firebaseJson = options.firebaseJson ?? FIREBASE_JSON
  const hosting = readHostingConfig(firebaseJson)
  const origins = [...emulatorOrigins(firebaseJson), ...(options.extraOrigins ?? [])]
  return startStaticServer({
    dir: options.dir,
    config: (dir) => hostingConfigForBuild(hosting, dir),
    ...(options.port !== undefined && { port: options.port }),
    ...(options.host !== undefined && { host: options.host }),
    ...(options.tls && { tls: options.tls }),
    compression: true,
    ...(options.cacheResponses && { cacheResponses: true }),
    // LOCAL ONLY: the policy adapted to local http and the emulators (see the top of this file).
    header: (name, value) => (name === 'content-security-policy' ? localPolicy(value, origins) : value),
  })
}

/** The line the command below prints once it listens, with the server's address. */
export const SERVING_AT = /served as Firebase Hosting would .* at (https?:\/\/\S+)$/m

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // HTTPS with HOSTING_TLS_KEY and HOSTING_TLS_CERT (PEM), more origins in HOSTING_EXTRA_ORIGINS (comma-separated),
  // each answer kept with HOSTING_CACHE_RESPONSES=1.
  const [dir = 'dist', port = '4186'] = process.argv.slice(2)
  const { HOSTING_TLS_KEY: key, HOSTING_TLS_CERT: cert, HOSTING_EXTRA_ORIGINS: extra, HOSTING_CACHE_RESPONSES: cache } = process.env
  const { url } = await startHostingServer({
    dir: resolve(ROOT, dir),
    port: Number(port),
    ...(key && cert && { tls: { key, cert } }),
    extraOrigins: extra?.split(',').filter(Boolean) ?? [],
    cacheResponses: cache === '1',
  })
  console.log(`${dir} served as Firebase Hosting would (with the local policy changes above) at ${url}`)
}
