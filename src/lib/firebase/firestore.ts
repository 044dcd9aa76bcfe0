import {
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  doc,
  getDocFromCache,
  getFirestore,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
  waitForPendingWrites,
  type Firestore,
  type FirestoreLocalCache,
} from 'firebase/firestore'
import { within } from '../within'
import { startAppCheckForSdks } from './app-check-token'
import { getFirebaseApp, getFirebaseConfig } from './app'
import { EMULATOR_PORTS } from './config'

export {
  FieldPath,
  Timestamp,
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocFromCache,
  getDocFromServer,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore'
export type {
  DocumentData,
  FieldValue,
  FirestoreDataConverter,
  QueryConstraint,
  QueryDocumentSnapshot,
  SnapshotOptions,
  Unsubscribe,
  WithFieldValue,
  WriteBatch,
} from 'firebase/firestore'

export type FirestoreCacheKind = 'persistent' | 'memory'

let db: Firestore | undefined
let cacheKind: FirestoreCacheKind = 'memory'

/** IndexedDB can be missing (Node, some private windows) or present but unusable (old Safari private mode). */
function indexedDbLooksUsable(): boolean {
  try {
    return typeof indexedDB !== 'undefined' && indexedDB !== null && typeof indexedDB.open === 'function'
  } catch {
    return false
  }
}

function createFirestore(): Firestore {
  const app = getFirebaseApp()
  const attempts: { kind: FirestoreCacheKind; cache: () => FirestoreLocalCache }[] = [{ kind: 'memory', cache: () => memoryLocalCache() }]
  if (indexedDbLooksUsable()) {
    attempts.unshift({
      kind: 'persistent',
      cache: () => persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
    })
  }
  for (const attempt of attempts) {
    try {
      const instance = initializeFirestore(app, { localCache: attempt.cache() })
      cacheKind = attempt.kind
      return instance
    } catch (error) {
      // initializeFirestore throws when the instance already exists (hot reload) or the cache cannot be built.
      if (attempt.kind === 'persistent') console.warn('Firestore persistent cache unavailable, using memory cache:', error)
    }
  }
  // Already initialised elsewhere (e.g. a hot reload kept the instance): reuse it.
  return getFirestore(app)
}

/** The Firestore instance: offline persistence shared across tabs where IndexedDB works, memory cache elsewhere. */
export function getDb(): Firestore {
  if (db) return db
  // Firestore takes App Check's token once App Check is there: its first requests may go before (the plain reads
  // will have started it already on a public page).
  void startAppCheckForSdks()
  const instance = createFirestore()
  const config = getFirebaseConfig()
  if (config.useEmulators) {
    try {
      connectFirestoreEmulator(instance, config.emulatorHost, EMULATOR_PORTS.firestore)
    } catch {
      // Already connected (hot reload reused the instance).
    }
  }
  db = instance
  return instance
}

/** Which local cache getDb() ended up with (after the first call). */
export function getFirestoreCacheKind(): FirestoreCacheKind {
  return cacheKind
}

/** Resolves once every write queued on this device so far has been answered by the server (taken or refused). */
export function whenWritesAnswered(): Promise<void> {
  return waitForPendingWrites(getDb())
}

/**
 * True when writes made on this device (now or in an earlier visit: the persistent cache keeps them) are still
 * waiting for the server `waitMs` after Firestore has taken the question. Firestore does its work one operation
 * at a time, in order: the question goes first, then a read from the device's cache, which answers once the
 * question has been taken (with no write waiting, it is answered by then). Until then Firestore may be starting
 * (the cache opened, the queue read) or busy (a page's listeners: snapshots to apply, documents to cache), which
 * on a busy device can take longer than the server's answer: that has a time of its own, `startMs`, and one that
 * does not end counts as writes waiting.
 */
export async function hasPendingWrites(waitMs = 2000, startMs = 10_000): Promise<boolean> {
  const instance = getDb()
  const answered = waitForPendingWrites(instance)
  answered.catch(() => undefined)
  // A document it does not hold answers too.
  const taken = getDocFromCache(doc(instance, 'settings', 'site')).catch(() => undefined)
  if (!(await within(taken, startMs))) return true
  return !(await within(answered, waitMs))
}

/**
 * Stops Firestore and deletes what it keeps on this device (its persistent cache: documents, drafts read by an
 * admin, writes not yet sent). The next getDb() starts a new, empty instance. Resolves false when the cache
 * could not be deleted (another tab of the site still uses it).
 */
export async function clearFirestoreCache(): Promise<boolean> {
  // An instance that was never started can clear the cache an earlier visit left.
  const instance = db ?? createFirestore()
  db = undefined
  await terminate(instance)
  if (!indexedDbLooksUsable()) return true
  try {
    await clearIndexedDbPersistence(instance)
    return true
  } catch (error) {
    console.warn('The Firestore cache on this device could not be deleted:', error)
    return false
  }
}
