/**
 * Which Firebase project the admin scripts talk to. By default the local emulators of the demo project; a real
 * project only when asked for explicitly.
 */
import { DEMO_PROJECT_ID, DEMO_STORAGE_BUCKET, EMULATOR_PORTS } from '../../src/lib/firebase/config'

export interface AdminTarget {
  projectId: string
  storageBucket: string
  useEmulators: boolean
  /** Origin used in stored download URLs. */
  storageOrigin: string
}

export class UsageError extends Error {}

export interface ParsedArgs {
  positional: string[]
  flags: Map<string, string | true>
}

/** `--name value`, `--name=value` and bare `--flag`; `valueFlags` lists the flags that take a value. */
export function parseArgs(argv: readonly string[], valueFlags: readonly string[]): ParsedArgs {
  const positional: string[] = []
  const flags = new Map<string, string | true>()
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!
    if (!arg.startsWith('--')) {
      positional.push(arg)
      continue
    }
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined]
    if (!valueFlags.includes(name)) {
      flags.set(name, inline ?? true)
      continue
    }
    const value = inline ?? argv[index + 1]
    if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`)
    if (inline === undefined) index += 1
    flags.set(name, value)
  }
  return { positional, flags }
}

function hostOf(envName: string, fallbackPort: number): string {
  return process.env[envName]?.replace(/^https?:\/\//, '') || `127.0.0.1:${fallbackPort}`
}

/**
 * Demo projects (ids starting with `demo-`) always go to the emulators: the emulator host variables default to
 * 127.0.0.1 and the firebase.json ports. A real project goes to the emulators only when those variables are set,
 * otherwise to production with Application Default Credentials (GOOGLE_APPLICATION_CREDENTIALS).
 */
export function resolveAdminTarget(options: { projectId?: string | undefined; bucket?: string | undefined }): AdminTarget {
  const projectId = options.projectId ?? process.env.GCLOUD_PROJECT ?? DEMO_PROJECT_ID
  if (!/^[a-z0-9-]{4,40}$/.test(projectId)) throw new UsageError(`"${projectId}" is not a valid Firebase project id`)
  const isDemo = projectId.startsWith('demo-')
  const emulatorVariablesSet = Boolean(process.env.FIRESTORE_EMULATOR_HOST || process.env.FIREBASE_AUTH_EMULATOR_HOST)
  const useEmulators = isDemo || emulatorVariablesSet
  const storageBucket = options.bucket ?? (projectId === DEMO_PROJECT_ID ? DEMO_STORAGE_BUCKET : `${projectId}.appspot.com`)
  if (useEmulators) {
    process.env.FIRESTORE_EMULATOR_HOST = hostOf('FIRESTORE_EMULATOR_HOST', EMULATOR_PORTS.firestore)
    process.env.FIREBASE_AUTH_EMULATOR_HOST = hostOf('FIREBASE_AUTH_EMULATOR_HOST', EMULATOR_PORTS.auth)
    process.env.FIREBASE_STORAGE_EMULATOR_HOST = hostOf('FIREBASE_STORAGE_EMULATOR_HOST', EMULATOR_PORTS.storage)
    process.env.STORAGE_EMULATOR_HOST = `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST}`
    // No Google metadata server locally: skip google-auth's probe (and its warning).
    process.env.METADATA_SERVER_DETECTION ??= 'none'
  }
  const storageOrigin =
    process.env.SEED_STORAGE_ORIGIN ?? (useEmulators ? `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST}` : 'https://firebasestorage.googleapis.com')
  return { projectId, storageBucket, useEmulators, storageOrigin }
}

/**
 * Runs a script's main function and exits: 0 on success; 1 with the usage on a usage error, with a hint when
 * the emulators are not running, or with the error itself.
 */
export function runScript(main: () => Promise<void>, usage: string, unreachable: string): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      if (error instanceof UsageError) {
        console.error(`${error.message}\n${usage}`)
      } else if (error instanceof Error && /ECONNREFUSED/.test(`${error.message} ${String(error.cause)}`)) {
        console.error(unreachable)
      } else {
        console.error(error)
      }
      process.exit(1)
    },
  )
}
