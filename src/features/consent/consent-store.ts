import { createStore, useStore, type ReadableStore } from '@/lib/live-store'

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

/** Whether the stored choice has been read since the page loaded (or the cache was reset). */
let read = false
/** The choice; the same while its answer and date are (another tab's storage event may repeat them). */
const consent = createStore<ConsentRecord | null>(null, {
  equals: (a, b) => a?.analytics === b?.analytics && a?.decidedAt === b?.decidedAt,
  start: () => {
    if (typeof window === 'undefined') return
    getConsent()
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  },
})

/** Another tab of the site made or changed the choice. */
function onStorage(event: StorageEvent) {
  if (event.key !== CONSENT_STORAGE_KEY && event.key !== null) return
  read = true
  consent.set(readStored())
}

/** The current choice (null: none yet). */
export function getConsent(): ConsentRecord | null {
  if (!read) {
    read = true
    consent.set(typeof window === 'undefined' ? null : readStored())
  }
  return consent.get()
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
  read = true
  consent.set(record)
  return record
}

/** Calls `listener` whenever the choice changes, here or in another tab of the site. */
export const subscribeConsent: (listener: () => void) => () => void = consent.subscribe

/** True when the visitor has accepted analytics cookies (under the current policy). */
export function analyticsGranted(): boolean {
  return getConsent()?.analytics === 'granted'
}

const choice: ReadableStore<ConsentRecord | null> = { get: getConsent, subscribe: subscribeConsent }

/** The current choice, kept up to date. */
export function useConsent(): ConsentRecord | null {
  return useStore(choice, null)
}

/** Forgets the cached choice so the next read comes from storage (tests, and a storage cleared elsewhere). */
export function resetConsentCache(): void {
  read = false
}
