import { restConfig, serviceOrigin } from './rest-origin'
import { restRequest } from './rest-request'

/**
 * A visitor's device as an anonymous Firebase account, through the Identity Toolkit REST API (which the Auth
 * emulator serves too), without the Auth SDK: the rules count and check what a device sends by its uid. The
 * caller keeps the tokens on the device. (Anonymous sign-in must be enabled in the Firebase project.)
 */

export interface VisitorIdentity {
  uid: string
  idToken: string
  refreshToken: string
  /** When the ID token expires (device clock, ms). */
  expiresAt: number
}

/** An ID token is renewed this long before it expires. */
const EXPIRY_MARGIN_MS = 5 * 60 * 1000

function endpoint(host: string, path: string): string {
  const config = restConfig()
  const origin = config.useEmulators ? `${serviceOrigin('auth', config)}/${host}` : `https://${host}`
  return `${origin}${path}?key=${encodeURIComponent(config.options.apiKey ?? '')}`
}

const expiresAt = (expiresIn: unknown, now: number) => now + (Number(expiresIn) || 3600) * 1000

/** A new anonymous account. Throws RestRequestError. */
export async function signUpAnonymously(now = Date.now()): Promise<VisitorIdentity> {
  const { body } = await restRequest<{ localId: string; idToken: string; refreshToken: string; expiresIn: string }>(
    endpoint('identitytoolkit.googleapis.com', '/v1/accounts:signUp'),
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ returnSecureToken: true }), timeoutMs: 15_000 },
  )
  return { uid: body.localId, idToken: body.idToken, refreshToken: body.refreshToken, expiresAt: expiresAt(body.expiresIn, now) }
}

/** A fresh ID token for the account. Throws RestRequestError (an account deleted or disabled: status 400). */
export async function refreshIdentity(identity: VisitorIdentity, now = Date.now()): Promise<VisitorIdentity> {
  const { body } = await restRequest<{ user_id: string; id_token: string; refresh_token: string; expires_in: string }>(
    endpoint('securetoken.googleapis.com', '/v1/token'),
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: identity.refreshToken }).toString(),
      timeoutMs: 15_000,
    },
  )
  return { uid: body.user_id, idToken: body.id_token, refreshToken: body.refresh_token, expiresAt: expiresAt(body.expires_in, now) }
}

/** Whether the identity's ID token is still good for a while. */
export function isFresh(identity: VisitorIdentity, now = Date.now()): boolean {
  return identity.expiresAt - EXPIRY_MARGIN_MS > now
}
