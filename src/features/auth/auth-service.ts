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
 * How old the ID token whose claims open the reserved area may be. Each new token restarts Firestore's streams,
 * and a write in flight then is sent again: one that had reached the server is refused the second time (its
 * revision is taken), and its save reported as failed. Refreshed on every page of the area, the token changed
 * right after a save (a new car's editor opens the saved car's page), and on a busy tablet the save was refused.
 */
export const CLAIMS_MAX_AGE_MS = 5 * 60_000

/**
 * The user with claims read from a recent ID token (at most CLAIMS_MAX_AGE_MS old: a claim granted or taken away
 * shows within that time). Offline the token cannot be refreshed: the claims of the cached token are used then,
 * so the dealer keeps working without signal (the rules still check every write).
 */
export async function currentUserWithFreshClaims(): Promise<SessionUser | null> {
  let user: SessionUser | null
  try {
    user = await getSessionUser({ maxTokenAgeMs: CLAIMS_MAX_AGE_MS })
  } catch (error) {
    if (authErrorKind(error) !== 'network') throw error
    user = await getSessionUser()
  }
  remember(user)
  return user
}

/** Keeps the menu's copy of the session in step with Firebase Auth (sign-out elsewhere, expired session, new claim). */
export function syncSessionHint(): () => void {
  return subscribeToSession(remember, (error) => console.warn('Could not read the session', error))
}
