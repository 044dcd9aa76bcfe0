import {
  authErrorKind,
  getSessionUser,
  sendPasswordReset,
  signInWithPassword,
  signOutUser,
  subscribeToSession,
  type AuthErrorKind,
  type SessionUser,
} from '@/lib/firebase/auth'
import { setSessionHint } from './session-store'

export type { AuthErrorKind, SessionUser }
export { authErrorKind }

function remember(user: SessionUser | null) {
  setSessionHint(user && user.email ? { uid: user.uid, email: user.email, displayName: user.displayName, admin: user.isAdmin } : null)
}

/** Signs in with e-mail and password and remembers the session for the menu. */
export async function signIn(email: string, password: string): Promise<SessionUser> {
  const user = await signInWithPassword(email.trim(), password)
  remember(user)
  return user
}

export async function requestPasswordReset(email: string, locale: string): Promise<void> {
  await sendPasswordReset(email.trim(), locale)
}

/** Signs the current user out of Firebase Auth (loaded on demand). */
export async function signOutCurrentUser(): Promise<void> {
  await signOutUser()
}

/**
 * The user with claims read from a fresh ID token. Offline the token cannot be refreshed: the claims of the
 * cached token are used then, so the dealer keeps working without signal (the rules still check every write).
 */
export async function currentUserWithFreshClaims(): Promise<SessionUser | null> {
  let user: SessionUser | null
  try {
    user = await getSessionUser({ forceRefresh: true })
  } catch (error) {
    if (authErrorKind(error) !== 'network') throw error
    user = await getSessionUser({ forceRefresh: false })
  }
  remember(user)
  return user
}

/** Keeps the menu's copy of the session in step with Firebase Auth (sign-out elsewhere, expired session, new claim). */
export function syncSessionHint(): () => void {
  return subscribeToSession(remember, (error) => console.warn('Could not read the session', error))
}
