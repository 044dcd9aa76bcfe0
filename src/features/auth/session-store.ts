import { createStore, useStore } from '@/lib/live-store'

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

let cachedRaw: string | null | undefined
let cachedHint: SessionHint | null = null

function parseHint(raw: string | null): SessionHint | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (
      typeof value === 'object' &&
      value !== null &&
      'uid' in value &&
      typeof value.uid === 'string' &&
      'email' in value &&
      typeof value.email === 'string'
    ) {
      const displayName = 'displayName' in value && typeof value.displayName === 'string' ? value.displayName : null
      const admin = 'admin' in value && value.admin === true
      return { uid: value.uid, email: value.email, displayName, admin }
    }
  } catch {
    // A corrupt item is treated as signed out; Auth rewrites it if a session really exists.
  }
  return null
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SESSION_STORAGE_KEY)
  } catch {
    return null
  }
}

/** The hint as stored now: the same object for as long as the stored item is the same. */
export function getSessionHint(): SessionHint | null {
  const raw = readRaw()
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cachedHint = parseHint(raw)
  }
  return cachedHint
}

/** What the menu shows: the stored hint, followed in other tabs of the site while anything watches it. */
const session = createStore(getSessionHint(), {
  start: ({ set }) => {
    set(getSessionHint())
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_STORAGE_KEY || event.key === null) set(getSessionHint())
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  },
})

export function setSessionHint(hint: SessionHint | null): void {
  try {
    if (hint) window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(hint))
    else window.localStorage.removeItem(SESSION_STORAGE_KEY)
  } catch {
    // Storage full or blocked: the menu falls back to what Auth reports in memory.
  }
  session.set(getSessionHint())
}

/** The signed-in user as the menu shows it, or null when signed out. */
export function useSession(): SessionHint | null {
  return useStore(session, null)
}
