import { getToken, initializeAppCheck, ReCaptchaEnterpriseProvider, type AppCheck } from 'firebase/app-check'
import { getFirebaseApp } from './app'

/**
 * Firebase App Check with reCAPTCHA Enterprise, for a build with a site key only: a chunk of its own, loaded by the
 * first request that needs a token (./app-check-token.ts) or by the first SDK started (./app.ts). Once initialised,
 * the Firestore, Storage and Auth SDKs send its token themselves; the plain REST requests ask for it here.
 */

let appCheck: AppCheck | undefined

/** App Check on the default app, initialised once, its token refreshed in the background before it expires. */
export function startAppCheck(siteKey: string): AppCheck {
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
