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
