import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment, type TokenOptions } from '@firebase/rules-unit-testing'
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore'
import type { Firestore } from 'firebase/firestore'
import type { FirebaseStorage } from 'firebase/storage'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { DEMO_PROJECT_ID, DEMO_STORAGE_BUCKET, EMULATOR_PORTS } from '@/lib/firebase/config'
import { buildSeedVehicles, type SeedVehicle } from '../../scripts/seed/vehicles'

export const PROJECT_ID = DEMO_PROJECT_ID
export const BUCKET = DEMO_STORAGE_BUCKET
export const EMULATOR_HOST = '127.0.0.1'

/** firebase emulators:exec sets these; defaults let the tests also run against `emulators:start`. */
export function ensureEmulatorEnv(): void {
  process.env.FIRESTORE_EMULATOR_HOST ||= `${EMULATOR_HOST}:${EMULATOR_PORTS.firestore}`
  process.env.FIREBASE_AUTH_EMULATOR_HOST ||= `${EMULATOR_HOST}:${EMULATOR_PORTS.auth}`
  process.env.FIREBASE_STORAGE_EMULATOR_HOST ||= `${EMULATOR_HOST}:${EMULATOR_PORTS.storage}`
  process.env.STORAGE_EMULATOR_HOST ||= `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST}`
  process.env.METADATA_SERVER_DETECTION ||= 'none'
}

/**
 * The Functions emulator's origin: FUNCTIONS_EMULATOR_HOST, or FUNCTIONS_EMULATOR_PORT on the loopback, where set;
 * else the port of firebase.json (the one `firebase emulators:exec` and `emulators:start` use without another config).
 */
export function functionsEmulatorUrl(): string {
  if (process.env.FUNCTIONS_EMULATOR_HOST) return `http://${process.env.FUNCTIONS_EMULATOR_HOST}`
  const config = JSON.parse(repoFile('firebase.json')) as { emulators?: { functions?: { port?: number } } }
  return `http://${EMULATOR_HOST}:${process.env.FUNCTIONS_EMULATOR_PORT || config.emulators?.functions?.port || 5001}`
}

/** Fails the tests at once, with the way to run them, when no Functions emulator answers. */
export async function ensureFunctionsEmulator(): Promise<void> {
  const url = functionsEmulatorUrl()
  const up = await fetch(url).then(
    () => true,
    () => false,
  )
  if (!up) throw new Error(`No Functions emulator at ${url}: run these tests through npm test (scripts/emulators.mjs starts it).`)
}

/** Polls `read` until it gives a value (what a function running in the emulator writes, some time after). */
export async function until<T>(what: string, read: () => Promise<T | undefined> | T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/**
 * Merges `documents` (path → fields) into Firestore with the Admin SDK, as a test's starting point; resolves with
 * the function that puts back what was there before.
 */
export async function setDocumentsFor(db: AdminFirestore, documents: Readonly<Record<string, Record<string, unknown>>>): Promise<() => Promise<void>> {
  const before = new Map<string, Record<string, unknown> | undefined>()
  for (const [path, data] of Object.entries(documents)) {
    before.set(path, (await db.doc(path).get()).data())
    await db.doc(path).set(data, { merge: true })
  }
  return async () => {
    for (const [path, data] of before) await (data ? db.doc(path).set(data) : db.doc(path).delete())
  }
}

/** True where the Storage emulator runs a stand-in that does not evaluate storage.rules (see the offline emulators' notes). */
export const storageRulesShimmed = process.env.OFFLINE_STORAGE_RULES_SHIM === '1'

export function repoFile(relativePath: string): string {
  return readFileSync(fileURLToPath(new URL(`../../${relativePath}`, import.meta.url)), 'utf8')
}

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

export function seedVehicles(): SeedVehicle[] {
  return buildSeedVehicles({ storageOrigin: `http://${EMULATOR_HOST}:${EMULATOR_PORTS.storage}`, bucket: BUCKET })
}

/** Deletes every document of the project in the Firestore emulator. */
export async function clearFirestoreData(): Promise<void> {
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? `${EMULATOR_HOST}:${EMULATOR_PORTS.firestore}`
  const response = await fetch(`http://${host}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, {
    method: 'DELETE',
  })
  if (!response.ok) throw new Error(`Clearing Firestore failed: ${response.status}`)
}

/** The identities the rules tell apart, each through a fresh client of a rules test context. */
export interface RulesClients<T> {
  /** Signed out. */
  anonymous: () => T
  /** Signed in with an e-mail, without the admin claim. */
  visitor: () => T
  /** Signed in with the admin claim. */
  admin: () => T
  /** A visitor's device, signed in anonymously as the site signs its visitors in. */
  device: (uid: string) => T
  /** Any other identity: its uid and its token's claims. */
  as: (uid: string, claims: TokenOptions) => T
}

/** A file's (or a describe block's) rules tests: its environment, its clients, and writes with the rules off. */
export interface RulesTests {
  /** The environment, from the first hook on. */
  env: () => RulesTestEnvironment
  firestore: RulesClients<Firestore>
  storage: RulesClients<FirebaseStorage>
  /** Runs `run` with the rules off, as the console would: what a test starts from, or what it left behind. */
  withoutRules: (run: (db: Firestore, storage: FirebaseStorage) => Promise<void>) => Promise<void>
}

// The library types its clients as the compat SDK's; the app and the tests use the modular API on them.
const firestoreOf = (context: RulesTestContext) => context.firestore() as unknown as Firestore
const storageOf = (context: RulesTestContext) => context.storage(`gs://${BUCKET}`) as unknown as FirebaseStorage

function clients<T>(env: () => RulesTestEnvironment, client: (context: RulesTestContext) => T): RulesClients<T> {
  return {
    anonymous: () => client(env().unauthenticatedContext()),
    visitor: () => client(env().authenticatedContext('visitor-uid', { email: 'visitor@demo.test' })),
    admin: () => client(env().authenticatedContext('admin-uid', { email: 'admin@demo.test', admin: true })),
    device: (uid) => client(env().authenticatedContext(uid, { firebase: { sign_in_provider: 'anonymous' } })),
    as: (uid, claims) => client(env().authenticatedContext(uid, claims)),
  }
}

/**
 * Sets up the rules tests of the file, or of the describe block it is called in: the environment starts before
 * them, with the rules named loaded into their emulators (both emulators serve every test, the other one without
 * loading its rules), and is cleaned up after them; `clearEachTest` empties Firestore before each test. Where the
 * Storage emulator runs the stand-in that cannot evaluate storage.rules, those are not loaded.
 */
export function setUpRulesTests({ rules, clearEachTest = false }: { rules: readonly ('firestore' | 'storage')[]; clearEachTest?: boolean }): RulesTests {
  ensureEmulatorEnv()
  let testEnv: RulesTestEnvironment | undefined
  const env = () => {
    if (!testEnv) throw new Error('The rules test environment has not started yet: use it in a hook or a test.')
    return testEnv
  }
  beforeAll(async () => {
    testEnv = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: rules.includes('firestore') ? { rules: repoFile('firestore.rules') } : undefined,
      storage: rules.includes('storage') && !storageRulesShimmed ? { rules: repoFile('storage.rules') } : undefined,
    })
  })
  afterAll(async () => {
    await testEnv?.cleanup()
  })
  if (clearEachTest) {
    beforeEach(async () => {
      await env().clearFirestore()
    })
  }
  return {
    env,
    firestore: clients(env, firestoreOf),
    storage: clients(env, storageOf),
    withoutRules: (run) => env().withSecurityRulesDisabled((context) => run(firestoreOf(context), storageOf(context))),
  }
}
