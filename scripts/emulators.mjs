// Shared by `npm start`, `npm run dev` and `npm test`: how the Firebase emulators are started.
import { spawn } from 'node:child_process'

export const DEMO_PROJECT = 'demo-autosalone'
export const EMULATORS = 'auth,firestore,storage'

/** Runs `command` inside `firebase emulators:exec`; resolves with its exit code. */
export function withEmulators(command, { env = process.env } = {}) {
  return run('npx', ['firebase', 'emulators:exec', '--only', EMULATORS, '--project', DEMO_PROJECT, command], { env })
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
