import { doc, getDb, getDocFromServer, onSnapshot, serverTimestamp, writeBatch, type Unsubscribe } from '@/lib/firebase/firestore'
import { SETTINGS_COLLECTION, SITE_SETTINGS_ID } from '../model/site-settings'
import { decodeSiteSettings, type SettingsDecodeResult, type StoredSiteSettingsInput } from '../model/site-settings-schema'

/**
 * The site settings through the Firestore SDK, for the editor of the reserved area: the document live (with the
 * device's cache, offline too, and the writes still waiting for the server), and the write of the whole
 * document on top of the revision it was edited from. The public pages read it without the SDK
 * (site-settings-once.ts).
 */

function settingsRef() {
  return doc(getDb(), SETTINGS_COLLECTION, SITE_SETTINGS_ID)
}

export interface StoredSettingsSnapshot {
  /** The document decoded; for a missing one, `{ ok: false, reason: 'no document' }`. */
  decoded: SettingsDecodeResult
  exists: boolean
  /** The stored revision, when it is a whole number (also in a document that does not decode); 0 otherwise. */
  revision: number
  /** This device has a write of it that the server has not confirmed yet. */
  pending: boolean
  /** From the device's cache: the server has not answered yet. */
  fromCache: boolean
}

function revisionOf(data: Record<string, unknown> | undefined): number {
  const revision = data?.revision
  return typeof revision === 'number' && Number.isInteger(revision) && revision > 0 ? revision : 0
}

/** The settings document, live: first from the device's cache, then on every change. Returns how to stop. */
export function watchSiteSettings(onChange: (snapshot: StoredSettingsSnapshot) => void, onError: (error: unknown) => void): Unsubscribe {
  return onSnapshot(
    settingsRef(),
    { includeMetadataChanges: true },
    (snapshot) => {
      const data = snapshot.exists() ? snapshot.data({ serverTimestamps: 'estimate' }) : undefined
      onChange({
        decoded: decodeSiteSettings(data),
        exists: snapshot.exists(),
        revision: revisionOf(data),
        pending: snapshot.metadata.hasPendingWrites,
        fromCache: snapshot.metadata.fromCache,
      })
    },
    onError,
  )
}

/** The revision the server has now (0: no document). Throws when the server cannot be reached. */
export async function getServerSettingsRevision(): Promise<number> {
  const snapshot = await getDocFromServer(settingsRef())
  return snapshot.exists() ? revisionOf(snapshot.data()) : 0
}

/**
 * Writes the whole document as the next revision of `baseRevision` (0: there is none yet). The device's cache
 * has it at once (offline too); the promise settles when the server answers, refused by the rules when the server
 * has another revision by then (another tablet saved first).
 */
export function saveSiteSettings(stored: StoredSiteSettingsInput, baseRevision: number): Promise<void> {
  const batch = writeBatch(getDb())
  batch.set(settingsRef(), { ...stored, revision: baseRevision + 1, updatedAt: serverTimestamp() })
  return batch.commit()
}
