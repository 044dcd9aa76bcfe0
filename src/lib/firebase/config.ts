import type { FirebaseOptions } from 'firebase/app'

export const DEMO_PROJECT_ID = 'demo-autosalone'
export const DEMO_STORAGE_BUCKET = `${DEMO_PROJECT_ID}.appspot.com`
/**
 * The emulators' ports: firebase.json's, unless VITE_{AUTH,FIRESTORE,STORAGE}_EMULATOR_PORT say otherwise (the
 * emulator tests pass on the ports `firebase emulators:exec` started, see vitest.emulators.config.ts).
 */
export const EMULATOR_PORTS = {
  auth: emulatorPort('VITE_AUTH_EMULATOR_PORT', 9099),
  firestore: emulatorPort('VITE_FIRESTORE_EMULATOR_PORT', 8080),
  storage: emulatorPort('VITE_STORAGE_EMULATOR_PORT', 9199),
} as const

function emulatorPort(key: string, fallback: number): number {
  // Spelled out as import.meta.env, which Vite and Vitest fill in; undefined under plain Node (the scripts).
  const env = import.meta.env as Record<string, unknown> | undefined
  const value = env?.[key]
  const port = typeof value === 'string' ? Number(value) : NaN
  return Number.isInteger(port) && port > 0 ? port : fallback
}

export interface FirebaseRuntimeConfig {
  options: FirebaseOptions
  /** True when no VITE_FIREBASE_* value is set: the local demo project on the emulators. */
  isDemo: boolean
  useEmulators: boolean
  emulatorHost: string
  /**
   * The reCAPTCHA Enterprise site key of App Check (VITE_APPCHECK_SITE_KEY), only for a real project's services:
   * undefined on the emulators and in a `demo-` project, where nothing of App Check runs.
   */
  appCheckSiteKey: string | undefined
}

type EnvSource = Record<string, string | boolean | undefined>

function read(env: EnvSource, key: string): string | undefined {
  const value = env[key]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

/**
 * The Firebase configuration from Vite's env (VITE_FIREBASE_API_KEY, _AUTH_DOMAIN, _PROJECT_ID, _STORAGE_BUCKET,
 * _MESSAGING_SENDER_ID, _APP_ID, _MEASUREMENT_ID). With none set it is the local demo, always on the emulators;
 * VITE_USE_EMULATORS=true sends a real configuration to the emulators too. VITE_EMULATOR_HOST defaults to 127.0.0.1.
 * VITE_APPCHECK_SITE_KEY turns App Check on for a real project (docs/deploy.md).
 */
export function readFirebaseConfig(env: EnvSource): FirebaseRuntimeConfig {
  const fromEnv: FirebaseOptions = {
    apiKey: read(env, 'VITE_FIREBASE_API_KEY'),
    authDomain: read(env, 'VITE_FIREBASE_AUTH_DOMAIN'),
    projectId: read(env, 'VITE_FIREBASE_PROJECT_ID'),
    storageBucket: read(env, 'VITE_FIREBASE_STORAGE_BUCKET'),
    messagingSenderId: read(env, 'VITE_FIREBASE_MESSAGING_SENDER_ID'),
    appId: read(env, 'VITE_FIREBASE_APP_ID'),
    measurementId: read(env, 'VITE_FIREBASE_MEASUREMENT_ID'),
  }
  const isDemo = Object.values(fromEnv).every((value) => value === undefined)
  const options: FirebaseOptions = isDemo
    ? {
        apiKey: 'demo-api-key',
        authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
        projectId: DEMO_PROJECT_ID,
        storageBucket: DEMO_STORAGE_BUCKET,
        appId: '1:000000000000:web:0000000000000000000000',
      }
    : Object.fromEntries(Object.entries(fromEnv).filter(([, value]) => value !== undefined))
  const useEmulatorsFlag = read(env, 'VITE_USE_EMULATORS')
  const useEmulators = isDemo || useEmulatorsFlag === 'true' || env.VITE_USE_EMULATORS === true
  const realProject = !useEmulators && !(options.projectId ?? '').startsWith('demo-')
  return {
    options,
    isDemo,
    useEmulators,
    emulatorHost: read(env, 'VITE_EMULATOR_HOST') ?? '127.0.0.1',
    appCheckSiteKey: realProject ? read(env, 'VITE_APPCHECK_SITE_KEY') : undefined,
  }
}
