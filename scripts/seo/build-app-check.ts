/**
 * App Check for the build's own reads of a real project: the published cars (./published-vehicles.ts), the
 * first-screen photos it copies (./photo-copies.ts) and the pages it prerenders (../prerender.ts). Once Firestore or
 * Storage enforce App Check they refuse a request without a token, and the build's machine has no reCAPTCHA to
 * attest it: a debug token of the web app (APPCHECK_DEBUG_TOKEN, a secret, never a VITE_ variable: it must not end
 * up in the site) stands in, exchanged here for an App Check token for the requests made from Node, and handed to
 * the prerendering's browser, whose App Check SDK exchanges it itself (docs/deploy.md). Without a site key or a
 * debug token, or on the emulators, nothing: the requests go as they are.
 */
import { APP_CHECK_HEADER } from '../../src/lib/firebase/app-check-header.ts'
import { readFirebaseConfig } from '../../src/lib/firebase/config.ts'

type Env = Record<string, string | boolean | undefined>

/** App Check's token exchange, as the SDK calls it. */
const EXCHANGE_ORIGIN = 'https://content-firebaseappcheck.googleapis.com'

/** The debug token the build's requests go with, when the build runs App Check (a site key for a real project). */
export function buildDebugToken(env: Env, processEnv: NodeJS.ProcessEnv = process.env): string | undefined {
  const debugToken = processEnv.APPCHECK_DEBUG_TOKEN?.trim()
  return debugToken && readFirebaseConfig(env).appCheckSiteKey ? debugToken : undefined
}

/** The address that exchanges a debug token for an App Check token of the web app (spelled as the SDK spells it). */
export function exchangeDebugTokenUrl(env: Env): string {
  const { projectId = '', appId = '', apiKey = '' } = readFirebaseConfig(env).options
  return `${EXCHANGE_ORIGIN}/v1/projects/${projectId}/apps/${appId}:exchangeDebugToken?key=${apiKey}`
}

const exchanged = new Map<string, Promise<string | null>>()

async function exchange(url: string, debugToken: string): Promise<string | null> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ debug_token: debugToken }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`App Check answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
    const { token } = (await response.json()) as { token?: string }
    if (!token) throw new Error('App Check gave no token')
    return token
  } catch (error) {
    console.warn(`The build's reads go without an App Check token (${error instanceof Error ? error.message : String(error)})`)
    return null
  }
}

/** The headers of a build's request to the project: App Check's token when the build has a debug token, else none. */
export async function buildAppCheckHeaders(env: Env, processEnv: NodeJS.ProcessEnv = process.env): Promise<Record<string, string>> {
  const debugToken = buildDebugToken(env, processEnv)
  if (!debugToken) return {}
  const url = exchangeDebugTokenUrl(env)
  let token = exchanged.get(url)
  if (!token) exchanged.set(url, (token = exchange(url, debugToken)))
  const value = await token
  return value ? { [APP_CHECK_HEADER]: value } : {}
}
