import { getToken, initializeAppCheck, ReCaptchaEnterpriseProvider, type AppCheck } from 'firebase/app-check'
import { getFirebaseApp } from './app'

/**
 * Firebase App Check with reCAPTCHA Enterprise, for a build with a site key only: a chunk of its own, loaded by the
 * first request that needs a token (./app-check-token.ts) or by the first SDK started (./app.ts). Once initialised,
 * the Firestore, Storage and Auth SDKs send its token themselves; the plain REST requests ask for it here.
 */

let appCheck: AppCheck | undefined

/**
 * Local development against a real project (`npm run dev`): a debug token registered for the web app stands in for
 * reCAPTCHA (`true`: the SDK makes one and logs it, to register). Never in a production build.
 */
function applyDevelopmentDebugToken(): void {
  const debugToken = import.meta.env.DEV ? import.meta.env.VITE_APPCHECK_DEBUG_TOKEN : undefined
  if (debugToken) Object.assign(globalThis, { FIREBASE_APPCHECK_DEBUG_TOKEN: debugToken === 'true' ? true : debugToken })
}

/** App Check on the default app, initialised once, its token refreshed in the background before it expires. */
export function startAppCheck(siteKey: string): AppCheck {
  if (!appCheck) applyDevelopmentDebugToken()
  appCheck ??= initializeAppCheck(getFirebaseApp(), { provider: new ReCaptchaEnterpriseProvider(siteKey), isTokenAutoRefreshEnabled: true })
  return appCheck
}

/**
 * The current token: from memory or the device's store while it is valid, else a new one. A session token, not a
 * limited-use one: Firestore and Storage take it for as long as it lives, and every limited-use token would cost a
 * reCAPTCHA assessment. Rejects when none can be had.
 */
export async function appCheckToken(siteKey: string): Promise<string> {
  const { token } = await getToken(startAppCheck(siteKey), false)
  return token
}
