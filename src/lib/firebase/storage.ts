import type { FirebaseStorage, UploadTask } from 'firebase/storage'
import { getFirebaseApp, getFirebaseConfig } from './app'
import { EMULATOR_PORTS } from './config'

let storagePromise: Promise<FirebaseStorage> | undefined

/** Cloud Storage, loaded on first call only, so it stays out of the public chunks. */
export function getStorageLazy(): Promise<FirebaseStorage> {
  storagePromise ??= (async () => {
    const { getStorage, connectStorageEmulator } = await import('firebase/storage')
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

export interface UploadHandle {
  /** Resolves with the download URL (it carries the object's download token). */
  done: Promise<string>
  cancel: () => void
}

/**
 * Uploads run one at a time, each with its download URL, in the order they were asked for: the device's connection is shared anyway, so
 * photos finish one after the other instead of all at the end.
 */
let queue: Promise<unknown> = Promise.resolve()

function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const result = queue.then(work, work)
  queue = result.catch(() => undefined)
  return result
}

/** Uploads one object with progress reports; cancel() rejects `done` with storage/canceled. */
export function uploadFile(
  path: string,
  data: Blob | Uint8Array,
  options: { contentType: string; cacheControl?: string; onProgress?: (progress: UploadProgress) => void },
): UploadHandle {
  let task: UploadTask | undefined
  let cancelled = false
  const done = inTurn(async () => {
    const [storage, { ref, uploadBytesResumable, getDownloadURL }] = await Promise.all([
      getStorageLazy(),
      import('firebase/storage'),
    ])
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
    await task
    return getDownloadURL(objectRef)
  })
  return {
    done,
    cancel: () => {
      cancelled = true
      task?.cancel()
    },
  }
}

/** Deletes objects one after the other, in turn with uploads; one already missing counts as deleted. */
export function deleteFiles(paths: readonly string[]): Promise<void> {
  return inTurn(async () => {
    const [storage, { ref, deleteObject }] = await Promise.all([getStorageLazy(), import('firebase/storage')])
    for (const path of paths) {
      try {
        await deleteObject(ref(storage, path))
      } catch (error) {
        const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined
        if (code !== 'storage/object-not-found') throw error
      }
    }
  })
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
