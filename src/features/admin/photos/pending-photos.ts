import { clear, createStore, del, entries, set, type UseStore } from 'idb-keyval'
import type { EncodedPhoto } from '@/lib/photos/photo-encode'

/**
 * Photos picked in the editor that have not reached Storage yet, kept on the device (IndexedDB) so that a
 * reload, a crash or a photo taken with no signal loses nothing: the editor of the same vehicle picks them up
 * again and uploads them once there is a connection. The original file is kept until the resized copies exist,
 * then only those. Where IndexedDB is unavailable (some private windows), photos wait in memory only.
 */
export interface PendingPhoto {
  key: string
  vehicleId: string
  /** The editor's draft key: 'new' until a new vehicle is first saved, then `vehicle:{id}`. */
  draftKey: string
  photoId: string
  name: string
  addedAt: number
  /** The picked file, until it has been resized. */
  file?: Blob
  encoded?: EncodedPhoto
  /** Cancelled by the user: shown again as cancelled, not uploaded by itself. */
  cancelled?: boolean
}

let store: UseStore | null | undefined

function photoStore(): UseStore | null {
  if (store === undefined) {
    try {
      store = typeof indexedDB === 'undefined' ? null : createStore('autosalone-pending-photos', 'photos')
    } catch {
      store = null
    }
  }
  return store
}

async function all(): Promise<PendingPhoto[]> {
  const target = photoStore()
  if (!target) return []
  try {
    const rows = await entries<string, PendingPhoto>(target)
    return rows.map(([, value]) => value).filter((value) => typeof value?.vehicleId === 'string' && typeof value.key === 'string')
  } catch {
    return []
  }
}

/** The vehicle's waiting photos, oldest first. */
export async function loadPendingPhotos(vehicleId: string): Promise<PendingPhoto[]> {
  return (await all()).filter((photo) => photo.vehicleId === vehicleId).sort((a, b) => a.addedAt - b.addedAt)
}

/** The vehicle id a new, unsaved vehicle's waiting photos belong to, if any wait. */
export async function pendingVehicleIdFor(draftKey: string): Promise<string | null> {
  const waiting = (await all()).filter((photo) => photo.draftKey === draftKey).sort((a, b) => b.addedAt - a.addedAt)
  return waiting[0]?.vehicleId ?? null
}

/** Writes (or rewrites) one waiting photo; false when the device refused (full, or blocked). */
export async function savePendingPhoto(photo: PendingPhoto): Promise<boolean> {
  const target = photoStore()
  if (!target) return false
  try {
    await set(photo.key, photo, target)
    return true
  } catch {
    return false
  }
}

export async function deletePendingPhoto(key: string): Promise<void> {
  const target = photoStore()
  if (!target) return
  try {
    await del(key, target)
  } catch {
    // Nothing stored, nothing to delete.
  }
}

/** A new vehicle was saved: its waiting photos now belong to its own editor. */
export async function movePendingPhotos(vehicleId: string, draftKey: string): Promise<void> {
  for (const photo of await loadPendingPhotos(vehicleId)) {
    if (photo.draftKey !== draftKey) await savePendingPhoto({ ...photo, draftKey })
  }
}

/** True while any photo waits on this device. */
export async function hasPendingPhotos(): Promise<boolean> {
  return (await all()).length > 0
}

/** Deletes every waiting photo (signing out of a shared device). */
export async function clearPendingPhotos(): Promise<void> {
  const target = photoStore()
  if (target) await clear(target)
}
