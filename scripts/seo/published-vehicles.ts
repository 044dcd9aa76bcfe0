/**
 * The published vehicles at build time, read like any visitor reads them: through Firestore's REST API with
 * the site's public web configuration (the VITE_FIREBASE_* values), unauthenticated, so the security rules
 * let through exactly the published ones. The local demo reads the Firestore emulator of demo-autosalone.
 * Each is decoded with the vehicle schema, as the app decodes it: a malformed document (written around the
 * app, from the console or a script) would show visitors a "not found" page, so it is left out of the
 * sitemap and of the prerendering, and named.
 */
import { decodeVehicle } from '../../src/features/vehicles/model/vehicle-codec.ts'
import { VEHICLES_COLLECTION } from '../../src/features/vehicles/model/vehicle-constants.ts'
import { EMULATOR_PORTS, readFirebaseConfig } from '../../src/lib/firebase/config.ts'
import { fromRestFields } from '../../src/lib/firebase/rest-values.ts'
import { buildAppCheckHeaders } from './build-app-check.ts'

export interface PublishedVehicleRef {
  id: string
  updatedAt: Date | undefined
  /** Sold: its page says so and asks not to be indexed (a used car stays published a while after its sale). */
  sold: boolean
}

export interface PublishedVehicles {
  /** The published vehicles that decode, by id. */
  vehicles: PublishedVehicleRef[]
  /** Published documents that do not decode, by id, with what is wrong. */
  malformed: Array<{ id: string; reason: string }>
}

type Env = Record<string, string | boolean | undefined>

const TIMEOUT_MS = 8000

/** Where the REST API is and how to call it: the emulator (FIRESTORE_EMULATOR_HOST when set) or Google's. */
export function firestoreQueryUrl(env: Env, processEnv: NodeJS.ProcessEnv = process.env): string {
  const { options, useEmulators, emulatorHost } = readFirebaseConfig(env)
  const projectId = options.projectId
  if (!projectId) throw new Error('No Firebase project id (VITE_FIREBASE_PROJECT_ID)')
  const path = `/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents:runQuery`
  if (useEmulators) {
    const host = processEnv.FIRESTORE_EMULATOR_HOST?.replace(/^https?:\/\//, '') || `${emulatorHost}:${EMULATOR_PORTS.firestore}`
    return `http://${host}${path}`
  }
  return `https://firestore.googleapis.com${path}${options.apiKey ? `?key=${encodeURIComponent(options.apiKey)}` : ''}`
}

interface RunQueryRow {
  document?: { name: string; fields?: Record<string, Record<string, unknown>> }
  error?: { message?: string }
}

/** Ids and last changes of the published vehicles, and the malformed ones; throws when Firestore cannot be read. */
export async function fetchPublishedVehicles(env: Env, processEnv: NodeJS.ProcessEnv = process.env): Promise<PublishedVehicles> {
  const response = await fetch(firestoreQueryUrl(env, processEnv), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await buildAppCheckHeaders(env, processEnv)) },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: VEHICLES_COLLECTION }],
        where: { fieldFilter: { field: { fieldPath: 'published' }, op: 'EQUAL', value: { booleanValue: true } } },
      },
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`Firestore answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
  const rows = (await response.json()) as RunQueryRow[]
  const failed = rows.find((row) => row.error)
  if (failed) throw new Error(`Firestore: ${failed.error?.message ?? 'query failed'}`)
  const result: PublishedVehicles = { vehicles: [], malformed: [] }
  for (const document of rows.flatMap((row) => (row.document ? [row.document] : []))) {
    const id = document.name.slice(document.name.lastIndexOf('/') + 1)
    const decoded = decodeVehicle(id, fromRestFields(document.fields))
    if (decoded.ok) result.vehicles.push({ id, updatedAt: decoded.vehicle.updatedAt, sold: decoded.vehicle.status === 'sold' })
    else result.malformed.push({ id, reason: decoded.reason })
  }
  result.vehicles.sort((a, b) => a.id.localeCompare(b.id))
  result.malformed.sort((a, b) => a.id.localeCompare(b.id))
  return result
}
