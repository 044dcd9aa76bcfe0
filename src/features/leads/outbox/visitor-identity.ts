import { RestRequestError } from '@/lib/firebase/rest-request'
import { isFresh, refreshIdentity, signUpAnonymously, type VisitorIdentity } from '@/lib/firebase/visitor-auth-rest'
import { LEAD_LIMITS } from '../model/lead-constants'

/**
 * The device's identity for sending leads: an anonymous account made on its first request, kept in local
 * storage (in memory where that is blocked) with the time of its last lead, for the one-lead-a-minute limit the
 * rules enforce per identity.
 */

const STORAGE_KEY = 'autosalone-visitor-identity'
/** A little more than the rules' minute between two leads of one identity, for clock drift. */
export const LEAD_SPACING_MS = (LEAD_LIMITS.throttleSeconds + 2) * 1000

interface StoredIdentity extends VisitorIdentity {
  /** When this device's last lead arrived (device clock, ms). */
  lastLeadAt: number | null
}

let inMemory: StoredIdentity | null = null

function isStoredIdentity(value: unknown): value is StoredIdentity {
  if (typeof value !== 'object' || value === null) return false
  const { uid, idToken, refreshToken, expiresAt } = value as Record<string, unknown>
  return typeof uid === 'string' && typeof idToken === 'string' && typeof refreshToken === 'string' && typeof expiresAt === 'number'
}

function load(): StoredIdentity | null {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY)
    const parsed: unknown = raw ? JSON.parse(raw) : null
    if (isStoredIdentity(parsed)) return { ...parsed, lastLeadAt: typeof parsed.lastLeadAt === 'number' ? parsed.lastLeadAt : null }
  } catch {
    // Blocked or corrupt: the copy in memory, or a new identity.
  }
  return inMemory
}

function save(identity: StoredIdentity): void {
  inMemory = identity
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(identity))
  } catch {
    // Blocked: memory only.
  }
}

/** The identity with a usable ID token: made on first use, renewed when it is about to expire. Throws RestRequestError. */
export async function visitorIdentity({ renew = false }: { renew?: boolean } = {}): Promise<VisitorIdentity> {
  const stored = load()
  if (stored && isFresh(stored) && !renew) return stored
  if (stored) {
    try {
      const refreshed = await refreshIdentity(stored)
      save({ ...refreshed, lastLeadAt: refreshed.uid === stored.uid ? stored.lastLeadAt : null })
      return refreshed
    } catch (error) {
      // The account is gone (deleted, disabled, its token revoked): a new one follows. No answer: later.
      if (!(error instanceof RestRequestError) || error.transient) throw error
    }
  }
  const created = await signUpAnonymously()
  save({ ...created, lastLeadAt: null })
  return created
}

/** Notes that this identity's lead arrived now. */
export function recordLeadSent(uid: string, at: number): void {
  const stored = load()
  if (stored?.uid === uid) save({ ...stored, lastLeadAt: at })
}

/** How long before this device may send its next lead (0: now). */
export function waitBeforeNextLead(now: number): number {
  const last = load()?.lastLeadAt
  return last === null || last === undefined ? 0 : Math.max(0, last + LEAD_SPACING_MS - now)
}
