// Shared by `npm start`, `npm run dev`, `npm test` and the benchmark: how the Firebase emulators are started.
import { spawn } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

export const DEMO_PROJECT = 'demo-autosalone'
export const EMULATORS = 'auth,firestore,storage,functions'
/** Without the Functions emulator: the benchmark's, whose measurements no function's work should share the CPU with. */
const EMULATORS_WITHOUT_FUNCTIONS = 'auth,firestore,storage'

/**
 * Where the functions send e-mail in the demo project: an SMTP server on this local port, the tests' own
 * (tests/emulators/lead-alert.test.ts) or `npm start`'s mail catcher (scripts/mail-catcher.mjs). When nothing
 * listens there, a lead's e-mail fails at once (connection refused) and the lead records it.
 */
export const LOCAL_SMTP_PORT = 2525

/**
 * The demo project's VAPID key pair, which signs the Web Push messages to the staff's devices on the local emulators
 * only (a deployed project uses its own: docs/deploy.md). The web app subscribes with the same public key
 * (src/config/push.ts; tests/unit/demo-vapid-keys.test.ts checks that they match, and that this private key is its).
 */
export const DEMO_VAPID_PUBLIC_KEY = 'BEIgNb6xazvmelPRmEKfy2NDZ2O6cU2Az_K-RzgB4iFU23-fhvMAT5cJXew1RH2VVb0Ds7W-pX4V4zeqRCXkHjE'
export const DEMO_VAPID_PRIVATE_KEY = 'bMVzKM64Lk0TwHm0pfAFGgRV_iK7kus3TMT1b4rAgjw'

const FUNCTIONS_DIR = resolve(import.meta.dirname, '..', 'functions')

/**
 * Builds the functions (functions/lib) and writes their local configuration, git-ignored, which the Functions
 * emulator reads: the secrets (functions/.secret.local, instead of Secret Manager: SMTP to 127.0.0.1:LOCAL_SMTP_PORT,
 * the demo VAPID private key) and the parameters (functions/.env.local: the local site's origin, for the link in the
 * e-mail; the demo VAPID public key). Resolves with an exit code.
 */
async function prepareFunctions({ env = process.env } = {}) {
  if (!existsSync(resolve(FUNCTIONS_DIR, 'node_modules'))) {
    console.error('functions/node_modules is missing: run `npm ci --prefix functions` (or `npm install --prefix functions`) first.')
    return 1
  }
  writeFileSync(
    resolve(FUNCTIONS_DIR, '.secret.local'),
    `# Written by scripts/emulators.mjs for the local emulators: the functions' secrets.\nSMTP_URL=smtp://127.0.0.1:${LOCAL_SMTP_PORT}\nVAPID_PRIVATE_KEY=${DEMO_VAPID_PRIVATE_KEY}\n`,
  )
  writeFileSync(
    resolve(FUNCTIONS_DIR, '.env.local'),
    `# Written by scripts/emulators.mjs for the local emulators: the functions' parameters.\nSITE_URL=http://localhost:${env.PORT ?? 4173}\nVAPID_PUBLIC_KEY=${DEMO_VAPID_PUBLIC_KEY}\n`,
  )
  return run('npm', ['--prefix', FUNCTIONS_DIR, 'run', 'build', '--silent'], { env })
}

/**
 * Runs `command` inside `firebase emulators:exec` (the functions built first); resolves with its exit code.
 * `functions: false` leaves the Functions emulator out.
 */
export async function withEmulators(command, { env = process.env, functions = true } = {}) {
  if (functions) {
    const prepared = await prepareFunctions({ env })
    if (prepared !== 0) return prepared
  }
  const only = functions ? EMULATORS : EMULATORS_WITHOUT_FUNCTIONS
  return run('npx', ['firebase', 'emulators:exec', '--only', only, '--project', DEMO_PROJECT, command], { env })
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(cmd, args, { env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.on('error', (error) => {
      console.error(error)
      resolve(1)
    })
  })
}

/** Runs a command with its output (stdout and stderr, in order) collected; resolves with its exit code and output. */
export function runCaptured(cmd, args, { env = process.env } = {}) {
  return new Promise((resolve) => {
    let output = ''
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, FORCE_COLOR: env.FORCE_COLOR ?? '1' } })
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }))
    child.on('error', (error) => resolve({ code: 1, output: `${output}${String(error)}\n` }))
  })
}
