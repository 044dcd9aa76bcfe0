import { useStore } from '@/lib/live-store'
import { createStorageStore, parseJson } from '@/lib/storage-store'

/**
 * What the shell knows about the signed-in user without loading Firebase Auth: a small item in local
 * storage written at sign-in and removed at logout. Auth itself confirms it when it loads, and only the
 * rules decide what a user may do; this only decides what the menu shows.
 */
export interface SessionHint {
  uid: string
  email: string
  displayName: string | null
  admin: boolean
}

export const SESSION_STORAGE_KEY = 'autosalone-auth'

function parseHint(raw: string | null): SessionHint | null {
  const value = parseJson(raw)
  if (typeof value === 'object' && value !== null && 'uid' in value && typeof value.uid === 'string' && 'email' in value && typeof value.email === 'string') {
    const displayName = 'displayName' in value && typeof value.displayName === 'string' ? value.displayName : null
    const admin = 'admin' in value && value.admin === true
    return { uid: value.uid, email: value.email, displayName, admin }
  }
  // A corrupt item is treated as signed out; Auth rewrites it if a session really exists.
  return null
}

/** What the menu shows: the stored hint, followed in other tabs of the site while anything watches it. */
const session = createStorageStore(SESSION_STORAGE_KEY, parseHint)

/** The hint as stored now: the same object for as long as the stored item is the same. */
export function getSessionHint(): SessionHint | null {
  return session.get()
}

/** Keeps the hint, or removes it (null). Where storage is full or blocked, the menu falls back to what Auth reports in memory. */
export function setSessionHint(hint: SessionHint | null): void {
  session.set(hint)
}

/** The signed-in user as the menu shows it, or null when signed out. */
export function useSession(): SessionHint | null {
  return useStore(session, null)
}
