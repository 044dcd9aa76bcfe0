/**
 * The floor: the smallest app on the site's stack (React, TanStack Router, Mantine, Lingui, Vite, the PWA
 * plugin), kept outside this repository (`../shared/perf-floor`, BENCH_FLOOR), read-only. It is copied to a
 * temporary folder, installed there as its lockfile says and built with Vite (its type check is not needed).
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative, resolve, sep } from 'node:path'
import { ROOT } from '../hosting/server.ts'

export type Floor = { dist: string; remove: () => Promise<void> } | { missing: string }

/** Where the floor's sources are. */
export function floorSource(): string {
  return resolve(ROOT, process.env.BENCH_FLOOR ?? '../shared/perf-floor')
}

function runIn(cwd: string, command: string, args: readonly string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' })
    child.once('error', fail)
    child.once('exit', (code, signal) =>
      code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} in ${cwd} failed (${signal ?? `exit code ${code}`})`)),
    )
  })
}

/** What of the floor's folder is not copied: what an install or a build made there. */
function isMade(source: string, path: string): boolean {
  const top = relative(source, path).split(sep)[0]
  return top === 'node_modules' || top === 'dist'
}

/** Builds the floor in a temporary folder; `missing` when its sources are not there. */
export async function buildFloor(source = floorSource()): Promise<Floor> {
  if (!existsSync(join(source, 'package.json'))) return { missing: `${source} not found` }
  const dir = await mkdtemp(join(tmpdir(), 'bench-floor-'))
  const remove = () => rm(dir, { recursive: true, force: true })
  try {
    await cp(source, dir, { recursive: true, filter: (path) => !isMade(source, path) })
    console.log(`The floor: ${source}, built in ${dir}`)
    await runIn(dir, 'npm', ['ci', '--no-audit', '--no-fund'])
    await runIn(dir, 'npx', ['vite', 'build'])
  } catch (error) {
    await remove()
    throw error
  }
  return { dist: join(dir, 'dist'), remove }
}
