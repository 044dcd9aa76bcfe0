import type { Auth, User } from 'firebase/auth'
import { getFirebaseApp, getFirebaseConfig } from './app'
import { startAppCheckForSdks } from './app-check-token'
import { EMULATOR_PORTS } from './config'

/** The signed-in user as the app sees it; isAdmin mirrors the ID token's custom claim `admin: true`. */
export interface SessionUser {
  uid: string
  email: string | null
  displayName: string | null
  isAdmin: boolean
}

export type AuthErrorKind = 'invalid-credential' | 'user-not-found' | 'too-many-requests' | 'network' | 'user-disabled' | 'invalid-email' | 'unknown'

let authPromise: Promise<Auth> | undefined

/** Firebase Auth, loaded on first call only, so it stays out of the public chunks. */
export function getAuthLazy(): Promise<Auth> {
  authPromise ??= (async () => {
    const [authModule] = await Promise.all([import('firebase/auth'), startAppCheckForSdks()])
    const app = getFirebaseApp()
    const auth =
      typeof window === 'undefined'
        ? authModule.getAuth(app)
        : authModule.initializeAuth(app, {
            persistence: [authModule.indexedDBLocalPersistence, authModule.browserLocalPersistence],
          })
    const config = getFirebaseConfig()
    if (config.useEmulators) {
      authModule.connectAuthEmulator(auth, `http://${config.emulatorHost}:${EMULATOR_PORTS.auth}`, {
        disableWarnings: true,
      })
    }
    return auth
  })()
  authPromise.catch(() => {
    authPromise = undefined
  })
  return authPromise
}

/**
 * Whether an ID token issued at `issuedAtTime` (as IdTokenResult gives it) is older than `maxAgeMs` at `now`: an
 * unreadable time counts as too old.
 */
export function tokenOlderThan(issuedAtTime: string, maxAgeMs: number, now = Date.now()): boolean {
  const issuedAt = Date.parse(issuedAtTime)
  return !Number.isFinite(issuedAt) || now - issuedAt > maxAgeMs
}

/** The session of `user`, its claims from an ID token at most `maxTokenAgeMs` old (any cached one without it). */
async function toSessionUser(user: User, maxTokenAgeMs?: number): Promise<SessionUser> {
  let token = await user.getIdTokenResult()
  if (maxTokenAgeMs !== undefined && tokenOlderThan(token.issuedAtTime, maxTokenAgeMs)) token = await user.getIdTokenResult(true)
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    isAdmin: token.claims.admin === true,
  }
}

export async function signInWithPassword(email: string, password: string): Promise<SessionUser> {
  const [auth, { signInWithEmailAndPassword }] = await Promise.all([getAuthLazy(), import('firebase/auth')])
  const credential = await signInWithEmailAndPassword(auth, email, password)
  return toSessionUser(credential.user)
}

/** Sends the "forgot password" email, in the given language (e.g. 'it' or 'en'). */
export async function sendPasswordReset(email: string, languageCode: string): Promise<void> {
  const [auth, { sendPasswordResetEmail }] = await Promise.all([getAuthLazy(), import('firebase/auth')])
  auth.languageCode = languageCode
  await sendPasswordResetEmail(auth, email)
}

export async function signOutUser(): Promise<void> {
  const [auth, { signOut }] = await Promise.all([getAuthLazy(), import('firebase/auth')])
  await signOut(auth)
}

/**
 * The current user once Auth has restored any persisted session; with `maxTokenAgeMs`, its claims from an ID
 * token at most that old (refreshed from the server when the cached one is older).
 */
export async function getSessionUser(options: { maxTokenAgeMs?: number } = {}): Promise<SessionUser | null> {
  const auth = await getAuthLazy()
  await auth.authStateReady()
  return auth.currentUser ? toSessionUser(auth.currentUser, options.maxTokenAgeMs) : null
}

/**
 * Calls back with the session on sign-in, sign-out and ID token refresh (so a newly granted admin claim shows
 * up). Returns an unsubscribe function that may be called before Auth has loaded.
 */
export function subscribeToSession(onChange: (user: SessionUser | null) => void, onError?: (error: unknown) => void): () => void {
  let unsubscribe: (() => void) | undefined
  let cancelled = false
  void Promise.all([getAuthLazy(), import('firebase/auth')])
    .then(([auth, { onIdTokenChanged }]) => {
      if (cancelled) return
      unsubscribe = onIdTokenChanged(auth, (user) => {
        if (!user) {
          onChange(null)
          return
        }
        toSessionUser(user).then(
          (session) => {
            if (!cancelled) onChange(session)
          },
          (error: unknown) => onError?.(error),
        )
      })
    })
    .catch((error: unknown) => onError?.(error))
  return () => {
    cancelled = true
    unsubscribe?.()
  }
}

/** Maps a Firebase Auth error to the few cases the sign-in page explains. */
export function authErrorKind(error: unknown): AuthErrorKind {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : ''
  switch (code) {
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
    case 'auth/wrong-password':
      return 'invalid-credential'
    case 'auth/user-not-found':
      return 'user-not-found'
    case 'auth/too-many-requests':
      return 'too-many-requests'
    case 'auth/network-request-failed':
      return 'network'
    case 'auth/user-disabled':
      return 'user-disabled'
    case 'auth/invalid-email':
    case 'auth/missing-email':
      return 'invalid-email'
    default:
      return 'unknown'
  }
}
