import { describe, expect, it } from 'vitest'
import type { PendingPhoto } from './pending-photos'
import type { EncodedPhoto } from '@/lib/photos/photo-encode'
import { JPEG } from '@/lib/photos/photo-pipeline'
import { entryOfPending, pendingPhotoOf, photosToRestore, stopUploads, type UploadEntry } from './upload-entry'

const encoded: EncodedPhoto = {
  large: { blob: new Blob(['large']), width: 1280, height: 960 },
  thumb: { blob: new Blob(['thumb']), width: 480, height: 360 },
  format: JPEG,
}
const owner = { vehicleId: 'v1', draftKey: 'new' }

function entry(patch: Partial<UploadEntry> = {}): UploadEntry {
  return { name: 'front.jpg', addedAt: 10, photoId: 'p1', handles: [], cancelled: false, ...patch }
}

describe('a photo kept on the device', () => {
  it('keeps the picked file until it is resized, then only the resized copies', () => {
    const file = new Blob(['raw'])
    const before = pendingPhotoOf('k1', entry({ file }), owner)
    expect(before).toEqual({ key: 'k1', vehicleId: 'v1', draftKey: 'new', photoId: 'p1', name: 'front.jpg', addedAt: 10, file, cancelled: false })
    const after = pendingPhotoOf('k1', entry({ file, encoded }), owner)
    expect(after.encoded).toBe(encoded)
    expect('file' in after).toBe(false)
  })

  it('comes back as it was stored, cancelled or not', () => {
    const stored = pendingPhotoOf('k1', entry({ encoded, cancelled: true }), owner)
    expect(entryOfPending(stored)).toEqual({ file: undefined, encoded, name: 'front.jpg', addedAt: 10, photoId: 'p1', handles: [], cancelled: true })
    const { cancelled: _cancelled, ...older } = stored
    expect(entryOfPending(older).cancelled).toBe(false)
  })

  it('is taken up again only when not shown already and when there is something to upload', () => {
    const photo = (key: string, patch: Partial<PendingPhoto>): PendingPhoto => ({
      key,
      vehicleId: 'v1',
      draftKey: 'new',
      photoId: key,
      name: key,
      addedAt: 1,
      ...patch,
    })
    const waiting = [photo('shown', { encoded }), photo('raw', { file: new Blob(['x']) }), photo('resized', { encoded }), photo('empty', {})]
    expect(photosToRestore(waiting, (key) => key === 'shown').map((item) => item.key)).toEqual(['raw', 'resized'])
  })

  it('stops both uploads of a photo', () => {
    const stopped: string[] = []
    const handle = (name: string) => ({ done: new Promise<string>(() => {}), cancel: () => stopped.push(name) })
    stopUploads(entry({ handles: [handle('large'), handle('thumb')] }))
    expect(stopped).toEqual(['large', 'thumb'])
  })
})
