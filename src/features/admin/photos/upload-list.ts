import type { PendingPhoto } from './pending-photos'

/**
 * The list of uploads the photo manager shows, as plain data: each change is a function from one list to the
 * next, so the upload hook hands them to React's state setter.
 */

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

/** A photo just picked: it is resized first. */
export function pickedUpload(key: string, name: string): PhotoUpload {
  return { key, name, state: 'resizing', fraction: 0, previewUrl: null }
}

/** A photo that was waiting on the device, as it shows again: cancelled, ready to upload, or still to resize. */
export function restoredUpload(photo: PendingPhoto, previewOf: (thumb: Blob) => string): PhotoUpload {
  return {
    key: photo.key,
    name: photo.name,
    state: photo.cancelled ? 'cancelled' : photo.encoded ? 'waiting' : 'resizing',
    fraction: 0,
    previewUrl: photo.encoded ? previewOf(photo.encoded.thumb.blob) : null,
  }
}

export function patchUpload(uploads: readonly PhotoUpload[], key: string, patch: Partial<PhotoUpload>): PhotoUpload[] {
  return uploads.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload))
}

export function removeUpload(uploads: readonly PhotoUpload[], key: string): PhotoUpload[] {
  return uploads.filter((upload) => upload.key !== key)
}

/** Cancelling one still waiting for the connection: there is no upload to stop, it shows as cancelled at once. */
export function cancelWaiting(uploads: readonly PhotoUpload[], key: string): PhotoUpload[] {
  return uploads.map((upload) => (upload.key === key && upload.state === 'waiting' ? { ...upload, state: 'cancelled' } : upload))
}

/** The uploads that start again by themselves when the connection returns. */
export function resumableKeys(uploads: readonly PhotoUpload[]): string[] {
  return uploads.filter((upload) => upload.state === 'failed' || upload.state === 'waiting').map((upload) => upload.key)
}

/** Whether a photo is being resized or uploaded (the vehicle cannot be saved meanwhile). */
export function uploadsBusy(uploads: readonly PhotoUpload[]): boolean {
  return uploads.some((upload) => upload.state === 'resizing' || upload.state === 'uploading')
}

/** The share of a photo's bytes sent, over its two files. */
export function uploadFraction(sent: { large: number; thumb: number }, totalBytes: number): number {
  return Math.min(1, (sent.large + sent.thumb) / Math.max(1, totalBytes))
}
