import { describe, expect, it } from 'vitest'
import type { PendingPhoto } from './pending-photos'
import type { EncodedPhoto } from '@/lib/photos/photo-encode'
import { WEBP } from '@/lib/photos/photo-pipeline'
import {
  cancelWaiting,
  patchUpload,
  pickedUpload,
  removeUpload,
  restoredUpload,
  resumableKeys,
  uploadFraction,
  uploadsBusy,
  type PhotoUpload,
  type UploadState,
} from './upload-list'

const encoded: EncodedPhoto = {
  large: { blob: new Blob(['large']), width: 1280, height: 960 },
  thumb: { blob: new Blob(['thumb']), width: 480, height: 360 },
  format: WEBP,
}

function pending(patch: Partial<PendingPhoto> = {}): PendingPhoto {
  return { key: 'k1', vehicleId: 'v1', draftKey: 'new', photoId: 'p1', name: 'front.jpg', addedAt: 1, ...patch }
}

const row = (key: string, state: UploadState): PhotoUpload => ({ key, name: `${key}.jpg`, state, fraction: 0, previewUrl: null })

describe('the list of uploads', () => {
  it('starts a picked photo with its resize', () => {
    expect(pickedUpload('k1', 'front.jpg')).toEqual({ key: 'k1', name: 'front.jpg', state: 'resizing', fraction: 0, previewUrl: null })
  })

  it('shows a photo found waiting on the device as it was left', () => {
    const preview = (blob: Blob) => `blob:${blob.size}`
    expect(restoredUpload(pending({ file: new Blob(['raw']) }), preview)).toMatchObject({ state: 'resizing', previewUrl: null })
    expect(restoredUpload(pending({ encoded }), preview)).toMatchObject({ state: 'waiting', previewUrl: 'blob:5' })
    expect(restoredUpload(pending({ encoded, cancelled: true }), preview)).toMatchObject({ state: 'cancelled', previewUrl: 'blob:5' })
  })

  it('changes and removes one row, leaving the others as they are', () => {
    const list = [row('a', 'uploading'), row('b', 'uploading')]
    const patched = patchUpload(list, 'b', { fraction: 0.5 })
    expect(patched.map((upload) => upload.fraction)).toEqual([0, 0.5])
    expect(patched[0]).toBe(list[0])
    expect(removeUpload(patched, 'a').map((upload) => upload.key)).toEqual(['b'])
  })

  it('marks a cancelled photo at once only when it was waiting for the connection', () => {
    const list = [row('a', 'waiting'), row('b', 'uploading')]
    expect(cancelWaiting(list, 'a').map((upload) => upload.state)).toEqual(['cancelled', 'uploading'])
    expect(cancelWaiting(list, 'b').map((upload) => upload.state)).toEqual(['waiting', 'uploading'])
  })

  it('starts again the waiting and failed uploads when the connection returns, nothing else', () => {
    const states: UploadState[] = ['resizing', 'waiting', 'uploading', 'failed', 'cancelled', 'broken']
    expect(resumableKeys(states.map((state) => row(state, state)))).toEqual(['waiting', 'failed'])
  })

  it('is busy while a photo is resized or uploaded', () => {
    expect(uploadsBusy([row('a', 'waiting'), row('b', 'failed'), row('c', 'cancelled'), row('d', 'broken')])).toBe(false)
    expect(uploadsBusy([row('a', 'waiting'), row('b', 'resizing')])).toBe(true)
    expect(uploadsBusy([row('a', 'uploading')])).toBe(true)
  })

  it('counts the bytes of both files in the progress, never past the end', () => {
    expect(uploadFraction({ large: 300, thumb: 100 }, 800)).toBe(0.5)
    expect(uploadFraction({ large: 900, thumb: 100 }, 800)).toBe(1)
    expect(uploadFraction({ large: 0, thumb: 0 }, 0)).toBe(0)
  })
})
