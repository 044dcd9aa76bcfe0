import { useEffect, useEffectEvent, useRef, useState } from 'react'
import type { VehiclePhoto } from '@/features/vehicles/model/vehicle-schema'
import { loadStorage } from '../api/admin-repository'
import { deletePendingPhoto, loadPendingPhotos, savePendingPhoto } from './pending-photos'
import { checkPickedImage, newPhotoId, type PickedFileRefusal } from '@/lib/photos/photo-pipeline'
import { resizePhoto } from '@/lib/photos/photo-resize'
import { entryOfPending, pendingPhotoOf, photosToRestore, stopUploads, type UploadEntry } from './upload-entry'
import { cancelWaiting, patchUpload, pickedUpload, removeUpload, restoredUpload, resumableKeys, uploadsBusy, type PhotoUpload } from './upload-list'
import { uploadPhoto } from './upload-photo'

export interface RefusedFile extends PickedFileRefusal {
  name: string
}

const cancelledError = () => Object.assign(new Error('cancelled'), { code: 'storage/canceled' })

/**
 * Photos on their way to Storage: each is checked, resized on the device (one at a time), then its two sizes
 * upload under vehicles/{vehicleId}/ with progress; a finished one is handed to onUploaded. Cancel, retry and
 * remove per photo. Until uploaded, each waits on the device (pending-photos), so one picked with no signal
 * survives a reload and uploads when the editor is open and the connection returns.
 */
export function usePhotoUploads(vehicleId: string, draftKey: string, onUploaded: (photo: VehiclePhoto) => void) {
  const [uploads, setUploads] = useState<PhotoUpload[]>([])
  const [refused, setRefused] = useState<RefusedFile[]>([])
  /** Each photo's file, resized copies and running uploads, by the key of its row in `uploads`. */
  const entries = useRef(new Map<string, UploadEntry>())
  /** The editor has closed: what it stopped stays waiting on the device, not cancelled. */
  const closed = useRef(false)
  const onUploadedRef = useRef(onUploaded)
  useEffect(() => {
    onUploadedRef.current = onUploaded
  }, [onUploaded])

  const update = (key: string, patch: Partial<PhotoUpload>) => setUploads((current) => patchUpload(current, key, patch))

  /** Keeps the photo on the device as it is now: the file until resized, then the resized copies. */
  const persist = (key: string) => {
    const entry = entries.current.get(key)
    if (entry) void savePendingPhoto(pendingPhotoOf(key, entry, { vehicleId, draftKey }))
  }

  const remove = (key: string) => {
    const entry = entries.current.get(key)
    if (entry) {
      entry.cancelled = true
      stopUploads(entry)
    }
    entries.current.delete(key)
    void deletePendingPhoto(key)
    setUploads((current) => {
      const gone = current.find((upload) => upload.key === key)
      if (gone?.previewUrl) URL.revokeObjectURL(gone.previewUrl)
      return removeUpload(current, key)
    })
  }

  /** The resize step: false when the file cannot be read as an image (or the photo was removed meanwhile). */
  const resize = async (key: string, entry: UploadEntry): Promise<boolean> => {
    update(key, { state: 'resizing', fraction: 0 })
    try {
      if (!entry.file) throw new Error('Nothing to resize')
      entry.encoded = await resizePhoto(entry.file)
    } catch {
      update(key, { state: 'broken' })
      void deletePendingPhoto(key)
      return false
    }
    if (!entries.current.has(key)) return false
    entry.file = undefined
    persist(key)
    update(key, { previewUrl: URL.createObjectURL(entry.encoded.thumb.blob) })
    return true
  }

  /** Takes a photo as far as it can go now: resized, then uploaded, or waiting for the connection. */
  const run = async (key: string) => {
    const entry = entries.current.get(key)
    if (!entry) return
    if (entry.cancelled) {
      entry.cancelled = false
      persist(key)
    }
    if (!entry.encoded && !(await resize(key, entry))) return
    const encoded = entry.encoded
    if (!encoded) return
    if (!navigator.onLine) {
      update(key, { state: 'waiting', fraction: 0 })
      return
    }
    update(key, { state: 'uploading', fraction: 0 })
    try {
      const storage = await loadStorage()
      if (entry.cancelled) throw cancelledError()
      const upload = uploadPhoto(storage.uploadFile, {
        vehicleId,
        photoId: entry.photoId,
        encoded,
        onProgress: (fraction) => update(key, { fraction }),
      })
      entry.handles = upload.handles
      const photo = await upload.done
      if (!entries.current.has(key)) return
      onUploadedRef.current(photo)
      remove(key)
    } catch {
      stopUploads(entry)
      entry.handles = []
      if (!entries.current.has(key) || closed.current) return
      update(key, { state: entry.cancelled ? 'cancelled' : 'failed' })
      if (entry.cancelled) persist(key)
    }
  }

  /** Checks the picked files (their headers too, before any decoding) and starts the good ones. */
  const add = async (files: readonly File[]) => {
    const checked = await Promise.all(files.map(async (file) => ({ file, refusal: await checkPickedImage(file) })))
    const accepted: PhotoUpload[] = []
    const rejected: RefusedFile[] = []
    for (const { file, refusal } of checked) {
      if (refusal) {
        rejected.push({ name: file.name, ...refusal })
        continue
      }
      const key = newPhotoId()
      entries.current.set(key, { file, name: file.name, addedAt: Date.now(), photoId: newPhotoId(), handles: [], cancelled: false })
      persist(key)
      accepted.push(pickedUpload(key, file.name))
    }
    setRefused(rejected)
    setUploads((current) => [...current, ...accepted])
    for (const upload of accepted) void run(upload.key)
  }

  const cancel = (key: string) => {
    const entry = entries.current.get(key)
    if (!entry) return
    entry.cancelled = true
    stopUploads(entry)
    setUploads((current) => cancelWaiting(current, key))
    persist(key)
  }

  const retry = (key: string) => void run(key)

  // Photos that were waiting on the device when the editor last closed come back, and go on uploading.
  const restore = useEffectEvent((pending: Parameters<typeof photosToRestore>[0]) => {
    const restored = photosToRestore(pending, (key) => entries.current.has(key))
    if (restored.length === 0) return
    for (const photo of restored) entries.current.set(photo.key, entryOfPending(photo))
    setUploads((current) => [...restored.map((photo) => restoredUpload(photo, (thumb) => URL.createObjectURL(thumb))), ...current])
    for (const photo of restored) if (!photo.cancelled) void run(photo.key)
  })
  useEffect(() => {
    let stopped = false
    void loadPendingPhotos(vehicleId).then((pending) => {
      if (!stopped) restore(pending)
    })
    return () => {
      stopped = true
    }
  }, [vehicleId])

  // Waiting and failed uploads (no connection, or it dropped) start when it returns.
  const resume = useEffectEvent(() => {
    for (const key of resumableKeys(uploads)) void run(key)
  })
  useEffect(() => {
    const onOnline = () => resume()
    window.addEventListener('online', onOnline)
    return () => window.removeEventListener('online', onOnline)
  }, [])

  // Leaving the page stops what is still uploading.
  useEffect(() => {
    const current = entries.current
    closed.current = false
    return () => {
      closed.current = true
      for (const entry of current.values()) {
        entry.cancelled = true
        stopUploads(entry)
      }
    }
  }, [])

  return { uploads, refused, busy: uploadsBusy(uploads), add, cancel, retry, remove, dismissRefused: () => setRefused([]) }
}
