import { useCallback, useEffect, useRef, useState } from 'react'
import type { UploadHandle } from '@/lib/firebase/storage'
import type { VehiclePhoto } from '@/features/vehicles/model/vehicle-schema'
import { loadStorage } from './admin-repository'
import type { EncodedPhoto } from './photo-encode'
import { checkPickedFile, newPhotoId, photoFileNames, type PickedFileProblem } from './photo-pipeline'
import { resizePhoto } from './photo-resize'

export type UploadState = 'resizing' | 'uploading' | 'failed' | 'cancelled' | 'broken'

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
  file: File
  photoId: string
  encoded?: EncodedPhoto
  handles: UploadHandle[]
  cancelled: boolean
}

/**
 * Photos on their way to Storage: each is checked, resized on the device (one at a time), then its two sizes
 * upload under vehicles/{vehicleId}/ with progress; a finished one is handed to onUploaded. Cancel, retry and
 * remove per photo; failed uploads retry by themselves when the connection returns.
 */
export function usePhotoUploads(vehicleId: string, onUploaded: (photo: VehiclePhoto) => void) {
  const [uploads, setUploads] = useState<PhotoUpload[]>([])
  const [refused, setRefused] = useState<RefusedFile[]>([])
  const entries = useRef(new Map<string, Entry>())
  const onUploadedRef = useRef(onUploaded)
  useEffect(() => {
    onUploadedRef.current = onUploaded
  }, [onUploaded])

  const update = useCallback((key: string, patch: Partial<PhotoUpload>) => {
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload)))
  }, [])

  const drop = useCallback((key: string) => {
    const entry = entries.current.get(key)
    if (entry) {
      entry.cancelled = true
      for (const handle of entry.handles) handle.cancel()
    }
    entries.current.delete(key)
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
      entry.cancelled = false
      if (!entry.encoded) {
        update(key, { state: 'resizing', fraction: 0 })
        try {
          entry.encoded = await resizePhoto(entry.file)
        } catch {
          update(key, { state: 'broken' })
          return
        }
        if (!entries.current.has(key)) return
        update(key, { previewUrl: URL.createObjectURL(entry.encoded.thumb.blob) })
      }
      const encoded = entry.encoded
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
        if (!entries.current.has(key)) return
        update(key, { state: entry.cancelled ? 'cancelled' : 'failed' })
      }
    },
    [vehicleId, update, drop],
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
        entries.current.set(key, { file, photoId: newPhotoId(), handles: [], cancelled: false })
        accepted.push({ key, name: file.name, state: 'resizing', fraction: 0, previewUrl: null })
      }
      setRefused(rejected)
      setUploads((current) => [...current, ...accepted])
      for (const upload of accepted) void run(upload.key)
    },
    [run],
  )

  const cancel = useCallback((key: string) => {
    const entry = entries.current.get(key)
    if (!entry) return
    entry.cancelled = true
    for (const handle of entry.handles) handle.cancel()
  }, [])

  const retry = useCallback((key: string) => void run(key), [run])

  // Failed uploads (the connection dropped) start again when it returns.
  useEffect(() => {
    const onOnline = () => {
      setUploads((current) => {
        for (const upload of current) if (upload.state === 'failed') queueMicrotask(() => void run(upload.key))
        return current
      })
    }
    window.addEventListener('online', onOnline)
    return () => window.removeEventListener('online', onOnline)
  }, [run])

  // Leaving the page stops what is still uploading.
  useEffect(() => {
    const current = entries.current
    return () => {
      for (const entry of current.values()) {
        entry.cancelled = true
        for (const handle of entry.handles) handle.cancel()
      }
    }
  }, [])

  const busy = uploads.some((upload) => upload.state === 'resizing' || upload.state === 'uploading')
  return { uploads, refused, busy, add, cancel, retry, remove: drop, dismissRefused: () => setRefused([]) }
}
