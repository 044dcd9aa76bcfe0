/**
 * The servers the phone loads from: the site's build as Firebase Hosting serves it (scripts/hosting/server.ts:
 * firebase.json's headers, redirects, rewrites and compression), the floor's build with the same server and a
 * plain configuration (compression, every unknown path rewritten to /index.html, a long cache on /assets/**), and
 * the photos' front (./storage-front.ts). All over HTTPS and HTTP/2 with one throwaway certificate, all keeping
 * each answer and sending it again as it is, as a CDN's edge does, and all in one process of their own (this
 * file, run as a child): a CDN answers at once, while the benchmark's own process is busy with Lighthouse's
 * computations (the trace it receives, the audits).
 */
import { spawn } from 'node:child_process'
import { pathToFileURL } from 'node:url'
import { ROOT, startHostingServer, startStaticServer } from '../hosting/server.ts'
import type { HostingConfig } from '../hosting/csp.ts'
import { startStorageFront, warmStorageFront } from './storage-front.ts'

/** The floor's configuration: a single-page app with hashed, immutable assets. */
const FLOOR_CONFIG: HostingConfig = {
  public: '.',
  cleanUrls: false,
  trailingSlash: false,
  redirects: [],
  rewrites: [{ source: '**', destination: '/index.html' }],
  headers: [{ source: '/assets/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] }],
}

interface ServerSpec {
  site: string
  /** The floor's build, when there is one. */
  floor?: string
  tls: { key: string; cert: string }
  /** The photos' https front (./storage-front.ts): the Storage emulator's origin, the port, the bucket. */
  storage: { target: string; port: number; bucket: string }
}

interface Origins {
  siteUrl: string
  floorUrl?: string
  /** How many photos the photos' front keeps. */
  photos: number
}

export interface Servers extends Origins {
  close: () => Promise<void>
}

/** The line the child prints once both servers listen. */
const READY = /^bench servers (\{.*\})$/m

/** Starts the servers in a child process; resolves with their origins once they listen. */
export async function startServers(spec: ServerSpec): Promise<Servers> {
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_SERVERS: JSON.stringify(spec) },
  })
  const urls = await new Promise<Origins>((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const found = READY.exec(output)
      if (found) resolve(JSON.parse(found[1]!) as Origins)
    })
    child.once('exit', (code) => reject(new Error(`The benchmark's servers stopped (exit code ${code}): ${output}`)))
  })
  return {
    ...urls,
    close: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done()
        child.once('exit', () => done())
        child.kill()
      }),
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.env.BENCH_SERVERS) {
  const spec = JSON.parse(process.env.BENCH_SERVERS) as ServerSpec
  const storage = await startStorageFront({ target: spec.storage.target, port: spec.storage.port, tls: spec.tls })
  const photos = await warmStorageFront(storage, spec.storage.target, spec.storage.bucket)
  const site = await startHostingServer({ dir: spec.site, tls: spec.tls, extraOrigins: [storage.origin], cacheResponses: true })
  const floor = spec.floor
    ? await startStaticServer({ dir: spec.floor, config: FLOOR_CONFIG, tls: spec.tls, compression: true, cacheResponses: true })
    : undefined
  const origins: Origins = { siteUrl: site.url, ...(floor && { floorUrl: floor.url }), photos }
  console.log(`bench servers ${JSON.stringify(origins)}`)
}
