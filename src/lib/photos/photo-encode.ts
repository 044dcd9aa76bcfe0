import {
  JPEG,
  JPEG_QUALITY,
  LOWER_QUALITIES,
  PHOTO_UPLOAD_MAX_BYTES,
  WEBP,
  WEBP_QUALITY,
  formatFromEncodedType,
  targetSizes,
  type OutputFormat,
  type Size,
} from './photo-pipeline'

/**
 * Draws a decoded photo at the two upload sizes and encodes them, in a worker (OffscreenCanvas) or on the page
 * (a canvas element). Re-encoding through a canvas keeps only pixels: EXIF, GPS and every other metadata go.
 */

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement
type Context2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D

export interface EncodedImage extends Size {
  blob: Blob
}

export interface EncodedPhoto {
  large: EncodedImage
  thumb: EncodedImage
  format: OutputFormat
}

export interface CanvasKit {
  create: (width: number, height: number) => AnyCanvas
  toBlob: (canvas: AnyCanvas, type: string, quality: number) => Promise<Blob | null>
}

function draw(kit: CanvasKit, source: CanvasImageSource, size: Size): AnyCanvas {
  const canvas = kit.create(size.width, size.height)
  const context = canvas.getContext('2d') as Context2D | null
  if (!context) throw new Error('No 2D canvas')
  context.imageSmoothingEnabled = true
  context.imageSmoothingQuality = 'high'
  context.drawImage(source, 0, 0, size.width, size.height)
  return canvas
}

async function encode(kit: CanvasKit, canvas: AnyCanvas, format: OutputFormat, quality = format === WEBP ? WEBP_QUALITY : JPEG_QUALITY): Promise<Blob> {
  const blob = await kit.toBlob(canvas, format.contentType, quality)
  if (!blob) throw new Error('The browser could not encode the image')
  return blob
}

/**
 * The encoded file, within what Storage accepts (PHOTO_UPLOAD_MAX_BYTES): a picture too detailed for the usual
 * quality (it hardly happens at 1280×960) is encoded again at lower ones; failing that, it cannot be uploaded.
 */
async function withinUploadLimit(kit: CanvasKit, canvas: AnyCanvas, format: OutputFormat, first: Blob): Promise<Blob> {
  let blob = first
  for (const quality of LOWER_QUALITIES) {
    if (blob.size <= PHOTO_UPLOAD_MAX_BYTES) return blob
    blob = await encode(kit, canvas, format, quality)
  }
  if (blob.size <= PHOTO_UPLOAD_MAX_BYTES) return blob
  throw new Error('The encoded photo is larger than Storage accepts')
}

/** Resizes a decoded image (orientation already applied) to the large and thumb sizes, WebP or else JPEG. */
export async function encodePhoto(kit: CanvasKit, source: CanvasImageSource, sourceSize: Size): Promise<EncodedPhoto> {
  const sizes = targetSizes(sourceSize)
  const largeCanvas = draw(kit, source, sizes.large)
  let largeBlob = await kit.toBlob(largeCanvas, WEBP.contentType, WEBP_QUALITY)
  const format = formatFromEncodedType(largeBlob?.type)
  if (format === JPEG || !largeBlob) largeBlob = await encode(kit, largeCanvas, JPEG)
  largeBlob = await withinUploadLimit(kit, largeCanvas, format, largeBlob)
  // The thumb is drawn from the large image: a smaller step down looks sharper.
  const thumbCanvas = draw(kit, largeCanvas, sizes.thumb)
  const thumbBlob = await withinUploadLimit(kit, thumbCanvas, format, await encode(kit, thumbCanvas, format))
  return {
    large: { blob: largeBlob, ...sizes.large },
    thumb: { blob: thumbBlob, ...sizes.thumb },
    format,
  }
}

export const offscreenKit: CanvasKit = {
  create: (width, height) => new OffscreenCanvas(width, height),
  toBlob: (canvas, type, quality) => (canvas as OffscreenCanvas).convertToBlob({ type, quality }).catch(() => null),
}

export const elementKit: CanvasKit = {
  create: (width, height) => {
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    return canvas
  },
  toBlob: (canvas, type, quality) => new Promise((resolve) => (canvas as HTMLCanvasElement).toBlob(resolve, type, quality)),
}
