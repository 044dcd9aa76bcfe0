import { EMULATOR_PORTS, readFirebaseConfig, type FirebaseRuntimeConfig } from './config'

/**
 * Where Firebase's REST APIs answer (Google's services, or the local emulators), for the requests a visitor's device
 * sends without any Firebase SDK: its reads (./firestore-rest.ts) and writes (./firestore-rest-write.ts), sign-in
 * (./visitor-auth-rest.ts) and uploads (./storage-rest.ts).
 */

/** The configuration requests go by. */
export function restConfig(): FirebaseRuntimeConfig {
  return readFirebaseConfig(import.meta.env)
}

/** The origin of a service: Google's, or the local emulator's. */
export function serviceOrigin(service: 'auth' | 'firestore' | 'storage', config: FirebaseRuntimeConfig = restConfig()): string {
  if (!config.useEmulators) {
    return { auth: 'https://identitytoolkit.googleapis.com', firestore: 'https://firestore.googleapis.com', storage: 'https://firebasestorage.googleapis.com' }[
      service
    ]
  }
  return `http://${config.emulatorHost}:${EMULATOR_PORTS[service]}`
}

/**
 * The database's documents in Firestore's REST API: their resource name (`projects/…/databases/(default)/documents`),
 * its URL, and the query that carries the API key (none on the emulators), to append to an address under it.
 */
export function firestoreDocuments(config: FirebaseRuntimeConfig = restConfig()): { name: string; url: string; key: string } {
  const name = `projects/${config.options.projectId ?? ''}/databases/(default)/documents`
  const key = !config.useEmulators && config.options.apiKey ? `?key=${encodeURIComponent(config.options.apiKey)}` : ''
  return { name, url: `${serviceOrigin('firestore', config)}/v1/${name.split('/').map(encodeURIComponent).join('/')}`, key }
}

/** The address of a document (`collection/id`) in Firestore's REST API. */
export function documentUrl(path: string): string {
  const { url, key } = firestoreDocuments()
  return `${url}/${path.split('/').map(encodeURIComponent).join('/')}${key}`
}
