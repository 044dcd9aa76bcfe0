import { readImageHeader } from './image-header'

/**
 * The pure parts of the photo pipeline, shared by the reserved area's vehicle photos and the visitors' trade-in
 * photos: sizes, output formats, file names and the checks on a picked file.
 */

/**
 * Storage: the largest photo file accepted (storage.rules accept up to this many bytes, and nothing empty). A
 * 1280×960 photo is 100 to 400 KB as the pipeline encodes it, and under 1.2 MB for the noisiest picture.
 */
export const PHOTO_UPLOAD_MAX_BYTES = 2 * 1024 * 1024

/** Sizes the photo pipeline produces (the seed uses the same). */
export const PHOTO_SIZES = {
  large: { width: 1280, height: 960 },
  thumb: { width: 480, height: 360 },
} as const

/** Photos larger than this are refused before decoding (a 12-megapixel JPEG is 3 to 8 MB, a RAW-ish one more). */
export const SOURCE_MAX_BYTES = 60 * 1024 * 1024
/**
 * Photos with more pixels than this are refused before decoding, from their header: decoded, 50 megapixels take
 * 200 MB of memory (a phone's camera takes 12 to 50); a 30000×30000 image would take 3.6 GB and end the tab.
 */
export const SOURCE_MAX_MEGAPIXELS = 50
const SOURCE_MAX_PIXELS = SOURCE_MAX_MEGAPIXELS * 1_000_000

export const WEBP_QUALITY = 0.82
export const JPEG_QUALITY = 0.85
/** Tried in turn on the rare photo whose file is still over Storage's limit at the usual quality. */
export const LOWER_QUALITIES = [0.7, 0.55, 0.4] as const

export interface Size {
  width: number
  height: number
}

/** The largest size with the same aspect ratio that fits inside the box; never upscales. */
export function fitInside(source: Size, box: Size): Size {
  if (source.width <= 0 || source.height <= 0) throw new RangeError('An image has positive sides')
  const scale = Math.min(1, box.width / source.width, box.height / source.height)
  return {
    width: Math.max(1, Math.round(source.width * scale)),
    height: Math.max(1, Math.round(source.height * scale)),
  }
}

/** The two sizes uploaded for a photo. */
export function targetSizes(source: Size): { large: Size; thumb: Size } {
  return { large: fitInside(source, PHOTO_SIZES.large), thumb: fitInside(source, PHOTO_SIZES.thumb) }
}

export interface OutputFormat {
  contentType: 'image/webp' | 'image/jpeg'
  extension: 'webp' | 'jpg'
}

export const WEBP: OutputFormat = { contentType: 'image/webp', extension: 'webp' }
export const JPEG: OutputFormat = { contentType: 'image/jpeg', extension: 'jpg' }

/**
 * What to upload, given the type of the blob a canvas produced when asked for WebP: browsers that cannot encode
 * WebP (Safari) silently return a PNG instead, so anything but image/webp means "encode as JPEG".
 */
export function formatFromEncodedType(blobType: string | null | undefined): OutputFormat {
  return blobType === WEBP.contentType ? WEBP : JPEG
}

/**
 * Storage object names of a photo's two sizes in the given format; the WebP names are photoFilePaths' (not
 * imported from the schema module so that the resize worker stays free of zod).
 */
export function photoFileNames(path: string, format: OutputFormat): { large: string; thumb: string } {
  return { large: `${path}-large.${format.extension}`, thumb: `${path}-thumb.${format.extension}` }
}

/** Every object a photo may have in Storage (either format), for deletion. */
export function allPhotoFiles(path: string): string[] {
  const webp = photoFileNames(path, WEBP)
  const jpeg = photoFileNames(path, JPEG)
  return [webp.large, webp.thumb, jpeg.large, jpeg.thumb]
}

export type PickedFileProblem = 'not-image' | 'too-large' | 'empty' | 'unsupported' | 'too-many-pixels'

export interface PickedFileRefusal {
  problem: PickedFileProblem
  /** The image's size, when it has too many pixels. */
  width?: number
  height?: number
}

/** Why a picked file cannot be a photo, or null when it may be one (decoding it is the final test). */
export function checkPickedFile(file: { type: string; size: number; name: string }): PickedFileProblem | null {
  const looksLikeImage = file.type ? file.type.startsWith('image/') : /\.(jpe?g|png|webp|heic|heif|gif|avif|bmp)$/i.test(file.name)
  if (!looksLikeImage) return 'not-image'
  if (file.size === 0) return 'empty'
  if (file.size > SOURCE_MAX_BYTES) return 'too-large'
  return null
}

/**
 * What the image's header says, before anything decodes it: a format the pipeline does not read, a damaged
 * header, or more pixels than SOURCE_MAX_MEGAPIXELS; null when it may be decoded.
 */
export async function checkImageHeader(file: Blob): Promise<PickedFileRefusal | null> {
  const header = await readImageHeader(file)
  if (header.kind === 'unknown') return { problem: 'unsupported' }
  if (header.kind === 'damaged') return { problem: 'empty' }
  if (header.width * header.height > SOURCE_MAX_PIXELS) return { problem: 'too-many-pixels', width: header.width, height: header.height }
  return null
}

/** Every check on a picked file, the cheap ones first, then its header; null when it goes on to be resized. */
export async function checkPickedImage(file: Blob & { name: string }): Promise<PickedFileRefusal | null> {
  const problem = checkPickedFile(file)
  if (problem) return { problem }
  try {
    return await checkImageHeader(file)
  } catch {
    return { problem: 'empty' }
  }
}

/** A new photo id, valid as a Storage path segment and a document field (ID_PATTERN). */
export function newPhotoId(): string {
  const bytes = new Uint8Array(12)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
