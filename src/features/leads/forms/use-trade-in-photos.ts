import type { MessageDescriptor } from '@lingui/core'
import { useEffect, useRef, useState } from 'react'
import { checkPickedImage, newPhotoId } from '@/lib/photos/photo-pipeline'
import { photoRefusalMessage } from '@/lib/photos/photo-refusal'
import { resizePhoto } from '@/lib/photos/photo-resize'
import { LEAD_LIMITS } from '../model/lead-constants'
import type { PhotoFile } from '../outbox/outbox-entry'

export interface PickedPhoto {
  key: string
  /** The file's name on the visitor's device. */
  original: string
  state: 'resizing' | 'ready'
  /** The resized photo, as it will be uploaded. */
  file?: PhotoFile
  previewUrl?: string
}

/**
 * The photos of a trade-in: each picked file is checked (its header too, before anything decodes it) and resized
 * on the device as the reserved area's photos are (the large size only: WebP, else JPEG; location data gone),
 * so that a file that is not a photo, or does not decode, is refused before anything is sent.
 */
export function useTradeInPhotos() {
  const [photos, setPhotos] = useState<PickedPhoto[]>([])
  const [refused, setRefused] = useState<MessageDescriptor[]>([])
  const urls = useRef(new Set<string>())
  useEffect(() => {
    const current = urls.current
    return () => {
      for (const url of current) URL.revokeObjectURL(url)
    }
  }, [])

  const add = async (files: readonly File[]) => {
    const room = LEAD_LIMITS.photosMax - photos.length
    const refusals: MessageDescriptor[] = []
    const taken = files.slice(0, Math.max(room, 0))
    const accepted: { key: string; file: File }[] = []
    for (const file of taken) {
      const refusal = await checkPickedImage(file)
      if (refusal) refusals.push(photoRefusalMessage({ name: file.name, ...refusal }))
      else accepted.push({ key: newPhotoId(), file })
    }
    setRefused(refusals)
    setPhotos((current) => [...current, ...accepted.map(({ key, file }) => ({ key, original: file.name, state: 'resizing' as const }))])
    for (const { key, file } of accepted) {
      try {
        const encoded = await resizePhoto(file)
        const previewUrl = URL.createObjectURL(encoded.large.blob)
        urls.current.add(previewUrl)
        const photo: PhotoFile = { name: `${newPhotoId()}.${encoded.format.extension}`, contentType: encoded.format.contentType, blob: encoded.large.blob }
        setPhotos((current) => current.map((each) => (each.key === key ? { ...each, state: 'ready', file: photo, previewUrl } : each)))
      } catch {
        setPhotos((current) => current.filter((each) => each.key !== key))
        setRefused((current) => [...current, photoRefusalMessage({ name: file.name, problem: 'empty' })])
      }
    }
  }

  const remove = (key: string) => setPhotos((current) => current.filter((each) => each.key !== key))

  return {
    photos,
    refused,
    add,
    remove,
    dismissRefused: () => setRefused([]),
    busy: photos.some((photo) => photo.state === 'resizing'),
    room: LEAD_LIMITS.photosMax - photos.length,
    ready: photos.flatMap((photo) => (photo.file ? [photo.file] : [])),
  }
}
