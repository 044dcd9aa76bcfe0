import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
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

/** `host:port` of an emulator, as firebase emulators:exec sets it (ensureEmulatorEnv gives the default ports). */
export function emulatorAddress(variable: string): { host: string; port: number } {
  const [host, port] = (process.env[variable] ?? '').split(':')
  return { host: host!, port: Number(port) }
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
