import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { readHostingConfig } from '../../scripts/hosting/csp'
import { FIREBASE_JSON, shellConfig, startStaticServer } from '../../scripts/hosting/server'

/**
 * Extra production builds for the end-to-end tests, and a small host to serve them: a second build for the
 * update flow, a build with a Firebase project configured for analytics. Each is made once per build under
 * test and shared by the workers.
 */

export const ROOT = resolve(import.meta.dirname, '../..')
/** The build under test (as playwright.config.ts serves it). */
export const DIST = resolve(ROOT, process.env.E2E_DIST ?? 'dist')

export interface BuildMeta {
  buildId: string
  builtAt: string
  chunks: string[]
}

export function readBuild(dir: string): BuildMeta {
  const { buildId } = JSON.parse(readFileSync(join(dir, 'builds/latest.json'), 'utf8')) as { buildId: string }
  return JSON.parse(readFileSync(join(dir, 'builds/meta', `${buildId}.json`), 'utf8')) as BuildMeta
}

// ---------------------------------------------------------------------------------------------------------
// A host that can switch deploys (scripts/hosting/server.ts): serves one build directory, the app shell for
// page paths, 404 for missing files (as Firebase Hosting does for a chunk a deploy removed). Nothing may be
// kept in the HTTP cache, so that a chunk a deploy removed is really gone: only the service worker's precache
// has it.

export interface Host {
  origin: string
  /** Serves another build directory from now on (a deploy). */
  serve: (dir: string) => void
  close: () => Promise<void>
}

/** Starts the host on 127.0.0.1 (on a free port unless one is given), serving `dir`. */
export async function startHost(dir: string = DIST, { port = 0 }: { port?: number } = {}): Promise<Host> {
  const server = await startStaticServer({ dir, port, config: shellConfig(readHostingConfig(FIREBASE_JSON), { cacheControl: 'no-store' }) })
  return { origin: server.url, serve: server.serve, close: server.close }
}

// ---------------------------------------------------------------------------------------------------------

/**
 * A production build of the current source with extra environment variables, made once per `id` and shared
 * by the workers: the first one builds under a lock directory, the others wait for it. Builds of the same
 * `group` older than an hour are removed. Returns the output directory.
 */
export async function cachedBuild({
  group,
  id,
  env,
  timeoutMs = 170_000,
}: {
  group: string
  id: string
  env: Record<string, string>
  timeoutMs?: number
}): Promise<string> {
  const base = join(ROOT, 'node_modules/.cache', group)
  const dir = join(base, id)
  const done = join(dir, '.complete')
  const lock = `${dir}.lock`
  mkdirSync(base, { recursive: true })
  const deadline = Date.now() + timeoutMs
  while (!existsSync(done)) {
    let owner = false
    try {
      mkdirSync(lock)
      owner = true
    } catch {
      // Another worker builds; a lock older than the time a build may take belongs to a run that died.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > timeoutMs + 10_000) rmSync(lock, { recursive: true, force: true })
    }
    if (owner) {
      try {
        // Builds made for earlier builds under test are of no further use.
        for (const entry of readdirSync(base)) {
          const path = join(base, entry)
          if (path !== dir && path !== lock && Date.now() - statSync(path).mtimeMs > 3_600_000) rmSync(path, { recursive: true, force: true })
        }
        if (!existsSync(done)) await viteBuild(dir, env)
        writeFileSync(done, new Date().toISOString())
      } finally {
        rmSync(lock, { recursive: true, force: true })
      }
      break
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for the ${group} build`)
    await new Promise((r) => setTimeout(r, 500))
  }
  return dir
}

function viteBuild(outDir: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolveBuild, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolveBuild() : reject(new Error(`vite build exited with ${code}:\n${output}`))))
  })
}
