import { useStore } from '@/lib/live-store'
import { createStorageStore, parseJson } from '@/lib/storage-store'

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
  const value = parseJson(raw)
  if (typeof value !== 'object' || value === null) return null
  const { version, analytics, decidedAt } = value as Record<string, unknown>
  if (version !== CONSENT_VERSION) return null
  if (analytics !== 'granted' && analytics !== 'denied') return null
  if (typeof decidedAt !== 'string' || Number.isNaN(Date.parse(decidedAt))) return null
  return { version, analytics, decidedAt }
}

/**
 * The choice; the same while its answer and date are (another tab's storage event may repeat them). Where
 * storage is blocked or full, a choice made still holds for this page's life, so the banner does not come back
 * on every navigation.
 */
const consent = createStorageStore<ConsentRecord | null>(CONSENT_STORAGE_KEY, parseConsent, {
  equals: (a, b) => a?.analytics === b?.analytics && a?.decidedAt === b?.decidedAt,
  holdUnsaved: true,
})

/** The current choice (null: none yet). */
export function getConsent(): ConsentRecord | null {
  return consent.get()
}

/** Records the visitor's choice. */
export function saveConsent(analytics: AnalyticsConsent, now: Date = new Date()): ConsentRecord {
  const record: ConsentRecord = { version: CONSENT_VERSION, analytics, decidedAt: now.toISOString() }
  consent.set(record)
  return record
}

/** Calls `listener` whenever the choice changes, here or in another tab of the site. */
export const subscribeConsent: (listener: () => void) => () => void = consent.subscribe

/** True when the visitor has accepted analytics cookies (under the current policy). */
export function analyticsGranted(): boolean {
  return getConsent()?.analytics === 'granted'
}

/** The current choice, kept up to date. */
export function useConsent(): ConsentRecord | null {
  return useStore(consent, null)
}

/** Reads the stored choice again (tests, and a storage cleared elsewhere). */
export function resetConsentCache(): void {
  consent.refresh()
}
