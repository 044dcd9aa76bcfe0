/**
 * The site's side: the seeded emulators' data, its photos over https, its build, the pages to measure in it,
 * and the large stock. Runs inside the emulators (`firebase emulators:exec`, or emulators already running).
 *
 * The live site's photos come over https from Firebase Storage; the demo's from the Storage emulator, over plain
 * http. An https front (the benchmark's certificate) is put before the emulator and the photos' download URLs
 * are seeded with its origin, before the build, whose prerendering copies each page's first photos from there
 * (trusting the certificate): the pages are not measured loading mixed content.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEMO_PROJECT, run } from '../emulators.mjs'
import { selfSignedCertificate, startTlsProxy } from '../hosting/tls-proxy.ts'
import { STOCK } from './config.ts'
import { setLateNotice } from './late-notice.ts'

const STORAGE_EMULATOR = `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199'}`
const STORAGE_TLS_PORT = Number(process.env.BENCH_STORAGE_PORT ?? 9443)
const STORAGE_TLS_ORIGIN = `https://127.0.0.1:${STORAGE_TLS_PORT}`

/** The photos' https front while measuring (./storage-front.ts, in the servers' process). */
export const STORAGE = { target: STORAGE_EMULATOR, port: STORAGE_TLS_PORT, origin: STORAGE_TLS_ORIGIN, bucket: `${DEMO_PROJECT}.appspot.com` }

export interface PreparedSite {
  tls: { key: string; cert: string }
  /** Leaves the emulators' data as `npm run seed` leaves it (when they are not the benchmark's own). */
  restore: () => Promise<void>
}

async function npm(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const code = await run('npm', args, { env })
  if (code !== 0) throw new Error(`npm ${args.join(' ')} failed (exit code ${code})`)
}

/**
 * Seeds the emulators (the photos' URLs at the https front), builds the site when `build`, and then sets a notice
 * current today (./late-notice.ts), which the build's pages do not carry. `ownEmulators`:
 * the emulators are the benchmark's, gone when it ends; otherwise they are seeded again as `npm run seed` does
 * at the end, for the tests and the dev server.
 */
export async function prepareSite({ build, ownEmulators }: { build: boolean; ownEmulators: boolean }): Promise<PreparedSite> {
  const defaultOrigin = process.env.SEED_STORAGE_ORIGIN
  process.env.SEED_STORAGE_ORIGIN = STORAGE_TLS_ORIGIN
  const tls = selfSignedCertificate()
  await npm(['run', 'seed'])
  if (build) {
    // The prerendering fetches the photos it copies over https, trusting the front's certificate.
    const storage = await startTlsProxy({ target: STORAGE_EMULATOR, port: STORAGE_TLS_PORT, tls })
    const certificateDir = await mkdtemp(join(tmpdir(), 'bench-ca-'))
    try {
      await writeFile(join(certificateDir, 'cert.pem'), tls.cert)
      await npm(['run', 'build'], { ...process.env, NODE_EXTRA_CA_CERTS: join(certificateDir, 'cert.pem') })
    } finally {
      await storage.close()
      await rm(certificateDir, { recursive: true, force: true })
    }
  }
  await setLateNotice()
  return {
    tls,
    restore: async () => {
      if (ownEmulators) return
      if (defaultOrigin === undefined) delete process.env.SEED_STORAGE_ORIGIN
      else process.env.SEED_STORAGE_ORIGIN = defaultOrigin
      await npm(['run', 'seed'])
    },
  }
}

/** A car of the category published at build time: the first one in the build's sitemap. */
export async function vehiclePath(dist: string, category: 'used' | 'rent'): Promise<string> {
  const sitemap = await readFile(join(dist, 'sitemap.xml'), 'utf8')
  const path = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname).find((p) => p.startsWith(`/it/detail/${category}-`))
  if (!path) throw new Error(`No ${category} car in ${dist}/sitemap.xml: was the build made with the seeded emulators?`)
  return path
}

/** A build prerendered with the emulator's plain-http photo URLs loads them as mixed content: say so. */
export async function warnOfPlainHttpPhotos(dist: string): Promise<void> {
  const page = await readFile(join(dist, `${await vehiclePath(dist, 'used')}.html`), 'utf8').catch(() => '')
  if (page.includes(STORAGE_EMULATOR)) {
    console.warn(`\nThe build in ${dist} was prerendered with photos at ${STORAGE_EMULATOR} (plain http): a car's page loads them as mixed content.`)
    console.warn(`For the benchmark's conditions, build after: SEED_STORAGE_ORIGIN=${STORAGE_TLS_ORIGIN} npm run seed\n`)
  }
}

/**
 * Runs `measure` with the used-car listing filled to STOCK cars, and removes them again. The photos are the
 * seeded cars', in Storage already (`--skip-photos`).
 */
export async function withStock(measure: () => Promise<void>): Promise<void> {
  await npm(['run', 'seed', '--', '--stock', String(STOCK), '--skip-photos'])
  try {
    await measure()
  } finally {
    await npm(['run', 'seed', '--', '--clear-stock'])
  }
}
