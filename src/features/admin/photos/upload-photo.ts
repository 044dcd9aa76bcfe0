import type { UploadHandle, UploadProgress } from '@/lib/firebase/storage'
import type { VehiclePhoto } from '@/features/vehicles/model/vehicle-schema'
import type { EncodedPhoto } from '@/lib/photos/photo-encode'
import { photoFileNames } from '@/lib/photos/photo-pipeline'
import { uploadFraction } from './upload-list'

type UploadFile = (path: string, data: Blob, options: { contentType: string; onProgress?: (progress: UploadProgress) => void }) => UploadHandle

/**
 * Uploads a resized photo's two files under `vehicles/{vehicleId}/{photoId}` with `uploadFile` (Storage's,
 * from src/lib/firebase/storage), reporting the share sent of both together; `done` gives the photo as the
 * vehicle stores it.
 */
export function uploadPhoto(
  uploadFile: UploadFile,
  { vehicleId, photoId, encoded, onProgress }: { vehicleId: string; photoId: string; encoded: EncodedPhoto; onProgress: (fraction: number) => void },
): { handles: UploadHandle[]; done: Promise<VehiclePhoto> } {
  const path = `vehicles/${vehicleId}/${photoId}`
  const names = photoFileNames(path, encoded.format)
  const contentType = encoded.format.contentType
  const sent = { large: 0, thumb: 0 }
  const total = encoded.large.blob.size + encoded.thumb.blob.size
  const progress = (size: keyof typeof sent) => (report: UploadProgress) => {
    sent[size] = report.bytesTransferred
    onProgress(uploadFraction(sent, total))
  }
  const large = uploadFile(names.large, encoded.large.blob, { contentType, onProgress: progress('large') })
  const thumb = uploadFile(names.thumb, encoded.thumb.blob, { contentType, onProgress: progress('thumb') })
  const done = Promise.all([large.done, thumb.done]).then(([largeUrl, thumbUrl]) => ({
    id: photoId,
    path,
    large: { url: largeUrl, width: encoded.large.width, height: encoded.large.height },
    thumb: { url: thumbUrl, width: encoded.thumb.width, height: encoded.thumb.height },
  }))
  return { handles: [large, thumb], done }
}
