import { describe, expect, it } from 'vitest'
import type { UploadProgress } from '@/lib/firebase/storage'
import { vehiclePhotoSchema } from '@/features/vehicles/model/vehicle-schema'
import type { EncodedPhoto } from '@/lib/photos/photo-encode'
import { JPEG, WEBP } from '@/lib/photos/photo-pipeline'
import { uploadPhoto } from './upload-photo'

function encodedPhoto(format = WEBP): EncodedPhoto {
  return {
    large: { blob: new Blob([new Uint8Array(600)]), width: 1280, height: 960 },
    thumb: { blob: new Blob([new Uint8Array(200)]), width: 480, height: 360 },
    format,
  }
}

/** Storage's uploadFile as the photo sees it: each call is recorded, and its progress and end are in the test's hands. */
function storage() {
  const calls: { path: string; size: number; contentType: string; progress: (sent: number) => void; finish: () => void; fail: () => void }[] = []
  const uploadFile = (path: string, data: Blob, options: { contentType: string; onProgress?: (progress: UploadProgress) => void }) => {
    let finish = () => {}
    let fail = () => {}
    const done = new Promise<string>((resolve, reject) => {
      finish = () => resolve(`https://storage.test/${path}?alt=media`)
      fail = () => reject(Object.assign(new Error('refused'), { code: 'storage/unauthorized' }))
    })
    calls.push({
      path,
      size: data.size,
      contentType: options.contentType,
      progress: (sent) => options.onProgress?.({ bytesTransferred: sent, totalBytes: data.size, fraction: sent / data.size }),
      finish,
      fail,
    })
    return { done, cancel: () => {} }
  }
  return { calls, uploadFile }
}

describe('uploading a resized photo', () => {
  it('sends both sizes under the vehicle, named in their format', () => {
    for (const format of [WEBP, JPEG]) {
      const { calls, uploadFile } = storage()
      uploadPhoto(uploadFile, { vehicleId: 'car1', photoId: 'ph1', encoded: encodedPhoto(format), onProgress: () => {} })
      expect(calls.map((call) => [call.path, call.size, call.contentType])).toEqual([
        [`vehicles/car1/ph1-large.${format.extension}`, 600, format.contentType],
        [`vehicles/car1/ph1-thumb.${format.extension}`, 200, format.contentType],
      ])
    }
  })

  it('reports the share of both files sent', () => {
    const { calls, uploadFile } = storage()
    const reports: number[] = []
    uploadPhoto(uploadFile, { vehicleId: 'car1', photoId: 'ph1', encoded: encodedPhoto(), onProgress: (fraction) => reports.push(fraction) })
    calls[0]?.progress(200)
    calls[1]?.progress(200)
    calls[0]?.progress(600)
    expect(reports).toEqual([0.25, 0.5, 1])
  })

  it('gives the photo as the vehicle stores it once both files are up', async () => {
    const { calls, uploadFile } = storage()
    const upload = uploadPhoto(uploadFile, { vehicleId: 'car1', photoId: 'ph1', encoded: encodedPhoto(), onProgress: () => {} })
    expect(upload.handles).toHaveLength(2)
    for (const call of calls) call.finish()
    const photo = await upload.done
    expect(photo).toEqual({
      id: 'ph1',
      path: 'vehicles/car1/ph1',
      large: { url: 'https://storage.test/vehicles/car1/ph1-large.webp?alt=media', width: 1280, height: 960 },
      thumb: { url: 'https://storage.test/vehicles/car1/ph1-thumb.webp?alt=media', width: 480, height: 360 },
    })
    expect(vehiclePhotoSchema.safeParse(photo).success).toBe(true)
  })

  it('fails when either file is refused', async () => {
    const { calls, uploadFile } = storage()
    const upload = uploadPhoto(uploadFile, { vehicleId: 'car1', photoId: 'ph1', encoded: encodedPhoto(), onProgress: () => {} })
    calls[0]?.finish()
    calls[1]?.fail()
    await expect(upload.done).rejects.toMatchObject({ code: 'storage/unauthorized' })
  })
})
