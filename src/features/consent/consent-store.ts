import { useSyncExternalStore } from 'react'

/**
 * The visitor's cookie choice: analytics granted or denied, kept in local storage with the version of the
 * cookie policy it answers and the time it was made. No choice, a choice for another version, or a value
 * that cannot be read all count as "no choice yet": the banner asks again, and analytics stays off.
 */

export const CONSENT_STORAGE_KEY = 'autosalone-consent'

/** Raise it when the cookies the site uses change: every earlier choice is then asked again. */
export const CONSENT_VERSION = 1

export type AnalyticsConsent = 'granted' | 'denied'

export interface ConsentRecord {
  version: number
  analytics: AnalyticsConsent
  /** When the choice was made (ISO 8601). */
  decidedAt: string
}

/** A stored value as a choice, or null when it is missing, malformed or for another version of the policy. */
export function parseConsent(raw: string | null): ConsentRecord | null {
  if (raw === null) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { version, analytics, decidedAt } = value as Record<string, unknown>
  if (version !== CONSENT_VERSION) return null
  if (analytics !== 'granted' && analytics !== 'denied') return null
  if (typeof decidedAt !== 'string' || Number.isNaN(Date.parse(decidedAt))) return null
  return { version, analytics, decidedAt }
}

function readStored(): ConsentRecord | null {
  try {
    return parseConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY))
  } catch {
    return null // storage blocked
  }
}

let current: ConsentRecord | null | undefined
const listeners = new Set<() => void>()

function notify() {
  for (const listener of listeners) listener()
}

/** The current choice (null: none yet). */
export function getConsent(): ConsentRecord | null {
  if (current === undefined) current = typeof window === 'undefined' ? null : readStored()
  return current
}

/**
 * Records the visitor's choice. Where storage is blocked, the choice still holds for this page's life, so the
 * banner does not come back on every navigation.
 */
export function saveConsent(analytics: AnalyticsConsent, now: Date = new Date()): ConsentRecord {
  const record: ConsentRecord = { version: CONSENT_VERSION, analytics, decidedAt: now.toISOString() }
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record))
  } catch {
    // storage blocked or full: kept in memory only
  }
  current = record
  notify()
  return record
}

/** Calls `listener` whenever the choice changes, here or in another tab of the site. */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener)
  if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage)
  }
}

function onStorage(event: StorageEvent) {
  if (event.key !== CONSENT_STORAGE_KEY && event.key !== null) return
  const next = readStored()
  if (next?.analytics === current?.analytics && next?.decidedAt === current?.decidedAt) return
  current = next
  notify()
}

/** True when the visitor has accepted analytics cookies (under the current policy). */
export function analyticsGranted(): boolean {
  return getConsent()?.analytics === 'granted'
}

/** The current choice, kept up to date. */
export function useConsent(): ConsentRecord | null {
  return useSyncExternalStore(subscribeConsent, getConsent, () => null)
}

/** Forgets the cached choice so the next read comes from storage (tests, and a storage cleared elsewhere). */
export function resetConsentCache(): void {
  current = undefined
}
