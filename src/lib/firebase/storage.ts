import type { FirebaseStorage, UploadTask } from 'firebase/storage'
import { getFirebaseApp, getFirebaseConfig } from './app'
import { startAppCheckForSdks } from './app-check-token'
import { EMULATOR_PORTS } from './config'
import { STORAGE_ORIGIN, storageObjectUrl } from './storage-url'

let storagePromise: Promise<FirebaseStorage> | undefined

/** Cloud Storage, loaded on first call only, so it stays out of the public chunks. */
export function getStorageLazy(): Promise<FirebaseStorage> {
  storagePromise ??= (async () => {
    const [{ getStorage, connectStorageEmulator }] = await Promise.all([import('firebase/storage'), startAppCheckForSdks()])
    const storage = getStorage(getFirebaseApp())
    const config = getFirebaseConfig()
    if (config.useEmulators) connectStorageEmulator(storage, config.emulatorHost, EMULATOR_PORTS.storage)
    return storage
  })()
  storagePromise.catch(() => {
    storagePromise = undefined
  })
  return storagePromise
}

export interface UploadProgress {
  bytesTransferred: number
  totalBytes: number
  /** 0 to 1. */
  fraction: number
}

/** The origin of Storage's download endpoint the app reads from: Firebase Storage, or the local emulator. */
function storageOrigin(): string {
  const config = getFirebaseConfig()
  return config.useEmulators ? `http://${config.emulatorHost}:${EMULATOR_PORTS.storage}` : STORAGE_ORIGIN
}

/** The address (under storage.rules, no download token) of the object at `path` in the app's bucket. */
export function objectUrl(path: string): string {
  return storageObjectUrl(storageOrigin(), getFirebaseConfig().options.storageBucket ?? '', path)
}

export interface UploadHandle {
  /** Resolves with the object's address under the rules (no download token: see storage-url.ts). */
  done: Promise<string>
  cancel: () => void
}

/**
 * Uploads run one at a time, in the order they were asked for: the device's connection is shared anyway, so
 * photos finish one after the other instead of all at the end.
 */
let queue: Promise<unknown> = Promise.resolve()

function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const result = queue.then(work, work)
  queue = result.catch(() => undefined)
  return result
}

/**
 * Uploads one new object with progress reports; cancel() rejects `done` with storage/canceled. The rules allow
 * creating an object, never overwriting one: each photo has its own new name.
 */
export function uploadFile(
  path: string,
  data: Blob | Uint8Array,
  options: { contentType: string; cacheControl?: string; onProgress?: (progress: UploadProgress) => void },
): UploadHandle {
  let task: UploadTask | undefined
  let cancelled = false
  const done = inTurn(async () => {
    const [storage, { ref, uploadBytesResumable, getMetadata }] = await Promise.all([getStorageLazy(), import('firebase/storage')])
    if (cancelled) throw Object.assign(new Error('Upload cancelled'), { code: 'storage/canceled' })
    const objectRef = ref(storage, path)
    task = uploadBytesResumable(objectRef, data, {
      contentType: options.contentType,
      cacheControl: options.cacheControl ?? 'public, max-age=31536000, immutable',
    })
    task.on('state_changed', (snapshot) => {
      options.onProgress?.({
        bytesTransferred: snapshot.bytesTransferred,
        totalBytes: snapshot.totalBytes,
        fraction: snapshot.totalBytes > 0 ? snapshot.bytesTransferred / snapshot.totalBytes : 0,
      })
    })
    const url = storageObjectUrl(storageOrigin(), objectRef.bucket, objectRef.fullPath)
    try {
      await task
    } catch (error) {
      // Refused: an earlier attempt may have stored this very file (the connection dropped before its answer,
      // or the photo's other file failed), and the rules never let a file be written over. Each photo has
      // new, random names, so a file there of the same size and type is that attempt's: it counts as uploaded.
      if (!cancelled && codeOf(error) === 'storage/unauthorized') {
        const stored = await getMetadata(objectRef).catch(() => null)
        if (stored && stored.size === sizeOf(data) && stored.contentType === options.contentType) return url
      }
      throw error
    }
    return url
  })
  return {
    done,
    cancel: () => {
      cancelled = true
      task?.cancel()
    },
  }
}

const codeOf = (error: unknown) => (typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined)
const sizeOf = (data: Blob | Uint8Array) => (data instanceof Uint8Array ? data.byteLength : data.size)

/** Deletes objects one after the other, in turn with uploads; one already missing counts as deleted. */
export function deleteFiles(paths: readonly string[]): Promise<void> {
  return inTurn(async () => {
    const [storage, { ref, deleteObject }] = await Promise.all([getStorageLazy(), import('firebase/storage')])
    for (const path of paths) {
      try {
        await deleteObject(ref(storage, path))
      } catch (error) {
        if (codeOf(error) !== 'storage/object-not-found') throw error
      }
    }
  })
}

/**
 * A photo the visitor's browser may not read by its address alone (a draft's: the rules give it to admins
 * only, and an <img> sends no credentials): read with the signed-in user's ID token, as a local object URL
 * (revoke it when done). `url` is the address storageObjectUrl made.
 */
export async function readPrivatePhoto(url: string): Promise<string> {
  const [storage, { ref, getBlob }] = await Promise.all([getStorageLazy(), import('firebase/storage')])
  const path = objectPathOf(url)
  if (!path) throw new Error(`Not a Storage object address: ${url}`)
  return URL.createObjectURL(await getBlob(ref(storage, path)))
}

/** The object path in a Storage download address (`…/v0/b/{bucket}/o/{path}?…`), or null. */
export function objectPathOf(url: string): string | null {
  const match = /\/v0\/b\/[^/]+\/o\/([^?#]+)/.exec(url)
  if (!match?.[1]) return null
  try {
    return decodeURIComponent(match[1])
  } catch {
    return null
  }
}

/** Whether an object exists; throws when the answer cannot be had (offline, no permission). */
export async function fileExists(path: string): Promise<boolean> {
  const [storage, { ref, getMetadata }] = await Promise.all([getStorageLazy(), import('firebase/storage')])
  try {
    await getMetadata(ref(storage, path))
    return true
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined
    if (code === 'storage/object-not-found') return false
    throw error
  }
}
