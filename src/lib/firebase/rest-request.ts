import { appCheckTokenFor, NO_APP_CHECK, siteAppCheck, withAppCheckHeader, type AppCheckTokenSource } from './app-check-token'

/**
 * Plain requests to Firebase's REST APIs (Identity Toolkit, Firestore, Storage), for what a visitor's device
 * sends without any Firebase SDK: the SDKs are heavy, and Auth and Storage never load on a public page.
 */

/** A REST request that failed: `status` null when no answer came (offline, timed out). */
export class RestRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    /** The API's own code: PERMISSION_DENIED, ALREADY_EXISTS, TOKEN_EXPIRED…; '' when none. */
    readonly code: string,
    /** The server's clock when it answered (its Date header), if it did. */
    readonly serverTime: number | null = null,
  ) {
    super(message)
    this.name = 'RestRequestError'
  }

  /** No answer, or one worth trying again later (the server busy, or the request limited). */
  get transient(): boolean {
    return this.status === null || this.status === 408 || this.status === 429 || this.status >= 500
  }
}

function serverTimeOf(response: Response): number | null {
  const date = Date.parse(response.headers.get('date') ?? '')
  return Number.isFinite(date) ? date : null
}

/** The API's error code in an error answer: `{ error: { status } }` (Google APIs) or `{ error: { message } }` (Identity Toolkit). */
function errorCodeOf(body: unknown): string {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined
  if (typeof error !== 'object' || error === null) return ''
  const { status, message } = error as { status?: unknown; message?: unknown }
  if (typeof status === 'string' && status) return status
  // Identity Toolkit: "TOKEN_EXPIRED" or "OPERATION_NOT_ALLOWED : …".
  return typeof message === 'string' ? (message.split(/[\s:]/)[0] ?? '') : ''
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return null
  }
}

/** What a request is sent with: its timeout and, by default, the site's App Check (./app-check-token.ts). */
export type RestRequestInit = RequestInit & { timeoutMs: number; appCheck?: AppCheckTokenSource | null }

/**
 * Sends a request; resolves with the answer's JSON body and the server's time, or throws RestRequestError. With
 * App Check on, it carries its token; one that cannot be had does not hold the request back: it goes without, and
 * if the server then refuses it (401 or 403), that counts as no answer (status null, `APP_CHECK_UNAVAILABLE`),
 * something to try again later, never a refusal of what was sent: a visitor's request stays in the outbox.
 */
export async function restRequest<T>(url: string, init: RestRequestInit): Promise<{ body: T; serverTime: number | null }> {
  const { timeoutMs, appCheck = siteAppCheck(), ...rest } = init
  const appCheckToken = appCheck ? await appCheckTokenFor(appCheck) : NO_APP_CHECK
  let response: Response
  try {
    response = await fetch(url, {
      ...rest,
      headers: withAppCheckHeader(rest.headers, appCheckToken),
      credentials: 'omit',
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    throw new RestRequestError(error instanceof Error ? error.message : String(error), null, '')
  }
  const text = await response.text().catch(() => '')
  const body = parseJson(text)
  if (!response.ok) {
    const code = errorCodeOf(body)
    const withoutToken = appCheckToken.token === null && appCheckToken.failed && (response.status === 401 || response.status === 403)
    const message = `${url.split('?')[0]} answered ${response.status} ${code}`
    if (withoutToken) throw new RestRequestError(`${message} without an App Check token`, null, 'APP_CHECK_UNAVAILABLE', serverTimeOf(response))
    throw new RestRequestError(message, response.status, code, serverTimeOf(response))
  }
  return { body: body as T, serverTime: serverTimeOf(response) }
}
