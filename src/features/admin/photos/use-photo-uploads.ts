import { useCallback, useEffect, useRef, useState } from 'react'
import type { UploadHandle } from '@/lib/firebase/storage'
import type { VehiclePhoto } from '@/features/vehicles/model/vehicle-schema'
import { loadStorage } from '../api/admin-repository'
import { deletePendingPhoto, loadPendingPhotos, savePendingPhoto } from './pending-photos'
import type { EncodedPhoto } from './photo-encode'
import { checkPickedFile, newPhotoId, photoFileNames, type PickedFileProblem } from './photo-pipeline'
import { resizePhoto } from './photo-resize'

export type UploadState = 'resizing' | 'waiting' | 'uploading' | 'failed' | 'cancelled' | 'broken'

export interface PhotoUpload {
  key: string
  name: string
  state: UploadState
  /** 0 to 1, while uploading. */
  fraction: number
  /** A local preview of the thumb once resized. */
  previewUrl: string | null
}

export interface RefusedFile {
  name: string
  problem: PickedFileProblem
}

interface Entry {
  file?: Blob
  name: string
  addedAt: number
  photoId: string
  encoded?: EncodedPhoto
  handles: UploadHandle[]
  cancelled: boolean
}

/**
 * Photos on their way to Storage: each is checked, resized on the device (one at a time), then its two sizes
 * upload under vehicles/{vehicleId}/ with progress; a finished one is handed to onUploaded. Cancel, retry and
 * remove per photo. Until uploaded, each waits on the device (pending-photos), so one picked with no signal
 * survives a reload and uploads when the editor is open and the connection returns.
 */
export function usePhotoUploads(vehicleId: string, draftKey: string, onUploaded: (photo: VehiclePhoto) => void) {
  const [uploads, setUploads] = useState<PhotoUpload[]>([])
  const [refused, setRefused] = useState<RefusedFile[]>([])
  const entries = useRef(new Map<string, Entry>())
  /** The editor has closed: what it stopped stays waiting on the device, not cancelled. */
  const closed = useRef(false)
  const onUploadedRef = useRef(onUploaded)
  useEffect(() => {
    onUploadedRef.current = onUploaded
  }, [onUploaded])

  const update = useCallback((key: string, patch: Partial<PhotoUpload>) => {
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload)))
  }, [])

  /** Keeps the photo on the device as it is now: the file until resized, then the resized copies. */
  const persist = useCallback(
    (key: string) => {
      const entry = entries.current.get(key)
      if (!entry) return
      void savePendingPhoto({
        key,
        vehicleId,
        draftKey,
        photoId: entry.photoId,
        name: entry.name,
        addedAt: entry.addedAt,
        ...(entry.encoded ? { encoded: entry.encoded } : { file: entry.file }),
        cancelled: entry.cancelled,
      })
    },
    [vehicleId, draftKey],
  )

  const drop = useCallback((key: string) => {
    const entry = entries.current.get(key)
    if (entry) {
      entry.cancelled = true
      for (const handle of entry.handles) handle.cancel()
    }
    entries.current.delete(key)
    void deletePendingPhoto(key)
    setUploads((current) => {
      const gone = current.find((upload) => upload.key === key)
      if (gone?.previewUrl) URL.revokeObjectURL(gone.previewUrl)
      return current.filter((upload) => upload.key !== key)
    })
  }, [])

  const run = useCallback(
    async (key: string) => {
      const entry = entries.current.get(key)
      if (!entry) return
      if (entry.cancelled) {
        entry.cancelled = false
        persist(key)
      }
      if (!entry.encoded) {
        update(key, { state: 'resizing', fraction: 0 })
        try {
          if (!entry.file) throw new Error('Nothing to resize')
          entry.encoded = await resizePhoto(entry.file)
        } catch {
          update(key, { state: 'broken' })
          void deletePendingPhoto(key)
          return
        }
        if (!entries.current.has(key)) return
        entry.file = undefined
        persist(key)
        update(key, { previewUrl: URL.createObjectURL(entry.encoded.thumb.blob) })
      }
      const encoded = entry.encoded
      if (!navigator.onLine) {
        update(key, { state: 'waiting', fraction: 0 })
        return
      }
      update(key, { state: 'uploading', fraction: 0 })
      const path = `vehicles/${vehicleId}/${entry.photoId}`
      const names = photoFileNames(path, encoded.format)
      const sent = { large: 0, thumb: 0 }
      const total = encoded.large.blob.size + encoded.thumb.blob.size
      const report = () => update(key, { fraction: Math.min(1, (sent.large + sent.thumb) / Math.max(1, total)) })
      try {
        const storage = await loadStorage()
        if (entry.cancelled) throw Object.assign(new Error('cancelled'), { code: 'storage/canceled' })
        const contentType = encoded.format.contentType
        const large = storage.uploadFile(names.large, encoded.large.blob, {
          contentType,
          onProgress: (progress) => {
            sent.large = progress.bytesTransferred
            report()
          },
        })
        const thumb = storage.uploadFile(names.thumb, encoded.thumb.blob, {
          contentType,
          onProgress: (progress) => {
            sent.thumb = progress.bytesTransferred
            report()
          },
        })
        entry.handles = [large, thumb]
        const [largeUrl, thumbUrl] = await Promise.all([large.done, thumb.done])
        if (!entries.current.has(key)) return
        onUploadedRef.current({
          id: entry.photoId,
          path,
          large: { url: largeUrl, width: encoded.large.width, height: encoded.large.height },
          thumb: { url: thumbUrl, width: encoded.thumb.width, height: encoded.thumb.height },
        })
        drop(key)
      } catch {
        for (const handle of entry.handles) handle.cancel()
        entry.handles = []
        if (!entries.current.has(key) || closed.current) return
        update(key, { state: entry.cancelled ? 'cancelled' : 'failed' })
        if (entry.cancelled) persist(key)
      }
    },
    [vehicleId, update, drop, persist],
  )

  const add = useCallback(
    (files: readonly File[]) => {
      const accepted: PhotoUpload[] = []
      const rejected: RefusedFile[] = []
      for (const file of files) {
        const problem = checkPickedFile(file)
        if (problem) {
          rejected.push({ name: file.name, problem })
          continue
        }
        const key = newPhotoId()
        entries.current.set(key, { file, name: file.name, addedAt: Date.now(), photoId: newPhotoId(), handles: [], cancelled: false })
        persist(key)
        accepted.push({ key, name: file.name, state: 'resizing', fraction: 0, previewUrl: null })
      }
      setRefused(rejected)
      setUploads((current) => [...current, ...accepted])
      for (const upload of accepted) void run(upload.key)
    },
    [run, persist],
  )

  // Photos that were waiting on the device when the editor last closed come back, and go on uploading.
  useEffect(() => {
    let stopped = false
    void loadPendingPhotos(vehicleId).then((pending) => {
      const restored = pending.filter((photo) => !stopped && !entries.current.has(photo.key) && (photo.file || photo.encoded))
      if (restored.length === 0) return
      for (const photo of restored) {
        entries.current.set(photo.key, {
          file: photo.file,
          encoded: photo.encoded,
          name: photo.name,
          addedAt: photo.addedAt,
          photoId: photo.photoId,
          handles: [],
          cancelled: Boolean(photo.cancelled),
        })
      }
      setUploads((current) => [
        ...restored.map<PhotoUpload>((photo) => ({
          key: photo.key,
          name: photo.name,
          state: photo.cancelled ? 'cancelled' : photo.encoded ? 'waiting' : 'resizing',
          fraction: 0,
          previewUrl: photo.encoded ? URL.createObjectURL(photo.encoded.thumb.blob) : null,
        })),
        ...current,
      ])
      for (const photo of restored) if (!photo.cancelled) void run(photo.key)
    })
    return () => {
      stopped = true
    }
  }, [vehicleId, run])

  const cancel = useCallback(
    (key: string) => {
      const entry = entries.current.get(key)
      if (!entry) return
      entry.cancelled = true
      for (const handle of entry.handles) handle.cancel()
      // One still waiting for the connection has no upload to stop.
      setUploads((current) => current.map((upload) => (upload.key === key && upload.state === 'waiting' ? { ...upload, state: 'cancelled' } : upload)))
      persist(key)
    },
    [persist],
  )

  const retry = useCallback((key: string) => void run(key), [run])

  // Waiting and failed uploads (no connection, or it dropped) start when it returns.
  useEffect(() => {
    const onOnline = () => {
      setUploads((current) => {
        for (const upload of current) if (upload.state === 'failed' || upload.state === 'waiting') queueMicrotask(() => void run(upload.key))
        return current
      })
    }
    window.addEventListener('online', onOnline)
    return () => window.removeEventListener('online', onOnline)
  }, [run])

  // Leaving the page stops what is still uploading.
  useEffect(() => {
    const current = entries.current
    closed.current = false
    return () => {
      closed.current = true
      for (const entry of current.values()) {
        entry.cancelled = true
        for (const handle of entry.handles) handle.cancel()
      }
    }
  }, [])

  const busy = uploads.some((upload) => upload.state === 'resizing' || upload.state === 'uploading')
  return { uploads, refused, busy, add, cancel, retry, remove: drop, dismissRefused: () => setRefused([]) }
}
