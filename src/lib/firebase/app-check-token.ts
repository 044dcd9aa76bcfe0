import { isPrerendering } from '../start-up'
import { APP_CHECK_HEADER } from './app-check-header'
import { restConfig } from './rest-origin'

/**
 * Firebase App Check for the plain REST requests (./rest-request.ts, ./firestore-rest.ts and its worker): once
 * App Check is enforced, Firestore and Storage refuse a request without a valid token in its header. Only with a
 * site key configured (VITE_APPCHECK_SITE_KEY, for a real project) does anything of App Check load: ./app-check.ts,
 * a chunk of its own with the SDK, at the first request. Without one (the emulators, the tests, the bench, a `demo-`
 * project), requests go at once, as they are, and the build holds no App Check code.
 */

/** Resolves with an App Check token; rejects when none can be had. */
export type AppCheckTokenSource = () => Promise<string>

/**
 * What a request carries: a token; none because App Check is off; or none because it could not be had in time
 * (`failed`: the request goes without it, and the server decides).
 */
export type AppCheckTokenState = { token: string } | { token: null; failed: boolean }

/** App Check off: the request goes as it is. */
export const NO_APP_CHECK: AppCheckTokenState = { token: null, failed: false }

/** A request waits at most this long for its token (the first loads reCAPTCHA Enterprise), then goes without. */
const TOKEN_WAIT_MS = 5000

let siteSource: AppCheckTokenSource | null | undefined

/**
 * While prerendering, App Check runs only with a debug token the prerender hands the page (the SDK's own global,
 * from APPCHECK_DEBUG_TOKEN): reCAPTCHA does not attest a headless browser on the build's machine.
 */
function prerenderDebugToken(): boolean {
  return typeof (globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: unknown }).FIREBASE_APPCHECK_DEBUG_TOKEN === 'string'
}

/** The site key, where App Check runs: a real project's build with a key, not while prerendering without a debug token. */
function siteKey(): string | undefined {
  const key = restConfig().appCheckSiteKey
  return key && (!isPrerendering() || prerenderDebugToken()) ? key : undefined
}

/** The site's token source (App Check's, loaded on first use), or null when App Check is off. */
export function siteAppCheck(): AppCheckTokenSource | null {
  // Read as Vite replaces it: a build without the key drops what follows, and with it the App Check chunk.
  if (!import.meta.env.VITE_APPCHECK_SITE_KEY) return null
  if (siteSource !== undefined) return siteSource
  const key = siteKey()
  siteSource = key ? () => import('./app-check').then((appCheck) => appCheck.appCheckToken(key)) : null
  return siteSource
}

/**
 * Starts App Check for the SDKs (Firestore, Storage, Auth), which then send its token themselves; resolves once it
 * is initialised, at once when App Check is off or its code cannot load (the SDKs then go without it).
 */
export async function startAppCheckForSdks(): Promise<void> {
  if (!import.meta.env.VITE_APPCHECK_SITE_KEY) return
  const key = siteKey()
  if (!key) return
  const appCheck = await import('./app-check').catch(() => undefined)
  appCheck?.startAppCheck(key)
}

/** The token for a request from `source` (null: App Check is off), waiting at most `waitMs` for it. */
export async function appCheckTokenFor(source: AppCheckTokenSource | null, waitMs = TOKEN_WAIT_MS): Promise<AppCheckTokenState> {
  if (!source) return NO_APP_CHECK
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs)
  })
  try {
    const token = await Promise.race([source(), late])
    return token ? { token } : { token: null, failed: true }
  } catch (error) {
    console.warn('No App Check token: the request goes without it.', error)
    return { token: null, failed: true }
  } finally {
    clearTimeout(timer)
  }
}

/** The request's headers with the token's, when it has one. */
export function withAppCheckHeader(headers: HeadersInit | undefined, state: AppCheckTokenState): HeadersInit | undefined {
  if (!state.token) return headers
  const merged = new Headers(headers)
  merged.set(APP_CHECK_HEADER, state.token)
  return merged
}
