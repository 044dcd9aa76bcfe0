/**
 * The published vehicles at build time, read like any visitor reads them: through Firestore's REST API with
 * the site's public web configuration (the VITE_FIREBASE_* values), unauthenticated, so the security rules
 * let through exactly the published ones. The local demo reads the Firestore emulator of demo-autosalone.
 */
import { VEHICLES_COLLECTION } from '../../src/features/vehicles/model/vehicle-constants.ts'
import { EMULATOR_PORTS, readFirebaseConfig } from '../../src/lib/firebase/config.ts'

export interface PublishedVehicleRef {
  id: string
  updatedAt: Date | undefined
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
  document?: { name: string; fields?: { updatedAt?: { timestampValue?: string } } }
  error?: { message?: string }
}

/** Ids and last changes of the published vehicles; throws when Firestore cannot be reached or refuses. */
export async function fetchPublishedVehicles(env: Env, processEnv: NodeJS.ProcessEnv = process.env): Promise<PublishedVehicleRef[]> {
  const response = await fetch(firestoreQueryUrl(env, processEnv), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: VEHICLES_COLLECTION }],
        where: { fieldFilter: { field: { fieldPath: 'published' }, op: 'EQUAL', value: { booleanValue: true } } },
        select: { fields: [{ fieldPath: 'updatedAt' }] },
      },
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`Firestore answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
  const rows = (await response.json()) as RunQueryRow[]
  const failed = rows.find((row) => row.error)
  if (failed) throw new Error(`Firestore: ${failed.error?.message ?? 'query failed'}`)
  return rows
    .flatMap((row) => (row.document ? [row.document] : []))
    .map((document) => {
      const timestamp = document.fields?.updatedAt?.timestampValue
      return { id: document.name.slice(document.name.lastIndexOf('/') + 1), updatedAt: timestamp ? new Date(timestamp) : undefined }
    })
    .sort((a, b) => a.id.localeCompare(b.id))
}
