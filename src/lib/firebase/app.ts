import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app'
import { readFirebaseConfig, type FirebaseRuntimeConfig } from './config'

let runtimeConfig: FirebaseRuntimeConfig | undefined

/** The configuration in use (read once from import.meta.env). */
export function getFirebaseConfig(): FirebaseRuntimeConfig {
  runtimeConfig ??= readFirebaseConfig(import.meta.env)
  return runtimeConfig
}

/** The default Firebase app, created on first use. */
export function getFirebaseApp(): FirebaseApp {
  return getApps().length > 0 ? getApp() : initializeApp(getFirebaseConfig().options)
}
