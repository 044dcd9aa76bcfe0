import type { UploadHandle } from '@/lib/firebase/storage'
import type { PendingPhoto } from './pending-photos'
import type { EncodedPhoto } from '@/lib/photos/photo-encode'

/** What the upload hook keeps of one photo between its steps (outside React's state: files and handles). */
export interface UploadEntry {
  /** The picked file, until it has been resized. */
  file?: Blob | undefined
  name: string
  addedAt: number
  /** The photo's id in the vehicle and in its Storage path. */
  photoId: string
  encoded?: EncodedPhoto | undefined
  /** The running uploads of its two files. */
  handles: UploadHandle[]
  cancelled: boolean
}

/** The copy kept on the device: the file until resized, then only the resized copies. */
export function pendingPhotoOf(key: string, entry: UploadEntry, owner: { vehicleId: string; draftKey: string }): PendingPhoto {
  return {
    key,
    vehicleId: owner.vehicleId,
    draftKey: owner.draftKey,
    photoId: entry.photoId,
    name: entry.name,
    addedAt: entry.addedAt,
    ...(entry.encoded ? { encoded: entry.encoded } : { file: entry.file }),
    cancelled: entry.cancelled,
  }
}

/** The entry of a photo found waiting on the device. */
export function entryOfPending(photo: PendingPhoto): UploadEntry {
  return {
    file: photo.file,
    encoded: photo.encoded,
    name: photo.name,
    addedAt: photo.addedAt,
    photoId: photo.photoId,
    handles: [],
    cancelled: Boolean(photo.cancelled),
  }
}

/** The waiting photos to take up again: those not already in the list, with something to upload. */
export function photosToRestore(pending: readonly PendingPhoto[], known: (key: string) => boolean): PendingPhoto[] {
  return pending.filter((photo) => !known(photo.key) && (photo.file || photo.encoded))
}

/** Stops the entry's uploads, if any run. */
export function stopUploads(entry: UploadEntry): void {
  for (const handle of entry.handles) handle.cancel()
}
