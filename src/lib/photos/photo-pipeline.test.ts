import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { encodePhoto, type CanvasKit } from '@/lib/photos/photo-encode'
import {
  allPhotoFiles,
  checkPickedFile,
  fitInside,
  formatFromEncodedType,
  JPEG,
  JPEG_QUALITY,
  PHOTO_SIZES,
  PHOTO_UPLOAD_MAX_BYTES,
  photoFileNames,
  SOURCE_MAX_BYTES,
  targetSizes,
  WEBP,
  WEBP_QUALITY,
} from '@/lib/photos/photo-pipeline'

describe('target sizes', () => {
  it('fits a 12-megapixel landscape photo inside 1280×960 and 480×360, keeping the aspect ratio', () => {
    expect(targetSizes({ width: 4032, height: 3024 })).toEqual({ large: { width: 1280, height: 960 }, thumb: { width: 480, height: 360 } })
  })

  it('fits a portrait photo by its height', () => {
    expect(targetSizes({ width: 3024, height: 4032 })).toEqual({ large: { width: 720, height: 960 }, thumb: { width: 270, height: 360 } })
  })

  it('fits a panorama by its width', () => {
    expect(fitInside({ width: 8000, height: 2000 }, { width: 1280, height: 960 })).toEqual({ width: 1280, height: 320 })
  })

  it('never upscales a small photo', () => {
    expect(fitInside({ width: 640, height: 480 }, { width: 1280, height: 960 })).toEqual({ width: 640, height: 480 })
  })

  it('keeps at least one pixel', () => {
    expect(fitInside({ width: 10000, height: 1 }, { width: 480, height: 360 })).toEqual({ width: 480, height: 1 })
    expect(() => fitInside({ width: 0, height: 10 }, { width: 480, height: 360 })).toThrow(RangeError)
  })
})

describe('output format', () => {
  it('keeps WebP when the browser produced WebP, else JPEG (Safari returns a PNG)', () => {
    expect(formatFromEncodedType('image/webp')).toBe(WEBP)
    expect(formatFromEncodedType('image/png')).toBe(JPEG)
    expect(formatFromEncodedType('')).toBe(JPEG)
    expect(formatFromEncodedType(null)).toBe(JPEG)
  })

  it('names the files after the format', () => {
    expect(photoFileNames('vehicles/v1/p1', WEBP)).toEqual({ large: 'vehicles/v1/p1-large.webp', thumb: 'vehicles/v1/p1-thumb.webp' })
    expect(photoFileNames('vehicles/v1/p1', JPEG)).toEqual({ large: 'vehicles/v1/p1-large.jpg', thumb: 'vehicles/v1/p1-thumb.jpg' })
    expect(allPhotoFiles('vehicles/v1/p1')).toHaveLength(4)
  })
})

/** A canvas stand-in: records the sizes drawn and encodes as the browser would (WebP or not). */
function fakeKit(webp: boolean): CanvasKit & { drawn: { width: number; height: number }[]; requested: string[] } {
  const drawn: { width: number; height: number }[] = []
  const requested: string[] = []
  return {
    drawn,
    requested,
    create: (width, height) => {
      drawn.push({ width, height })
      const context = { drawImage: () => undefined, imageSmoothingEnabled: false, imageSmoothingQuality: 'low' }
      return { width, height, getContext: () => context } as unknown as OffscreenCanvas
    },
    toBlob: async (_canvas, type) => {
      requested.push(type)
      const produced = type === 'image/webp' && !webp ? 'image/png' : type
      return new Blob(['x'], { type: produced })
    },
  }
}

describe('encodePhoto', () => {
  const source = {} as CanvasImageSource

  it('encodes both sizes as WebP where the browser can', async () => {
    const kit = fakeKit(true)
    const photo = await encodePhoto(kit, source, { width: 4000, height: 3000 })
    expect(photo.format).toBe(WEBP)
    expect(photo.large.blob.type).toBe('image/webp')
    expect(photo.thumb.blob.type).toBe('image/webp')
    expect([photo.large.width, photo.large.height, photo.thumb.width, photo.thumb.height]).toEqual([1280, 960, 480, 360])
    expect(kit.drawn).toEqual([
      { width: 1280, height: 960 },
      { width: 480, height: 360 },
    ])
  })

  it('falls back to JPEG for both sizes when WebP comes back as something else', async () => {
    const kit = fakeKit(false)
    const photo = await encodePhoto(kit, source, { width: 3000, height: 4000 })
    expect(photo.format).toBe(JPEG)
    expect(photo.large.blob.type).toBe('image/jpeg')
    expect(photo.thumb.blob.type).toBe('image/jpeg')
    expect(kit.requested).toEqual(['image/webp', 'image/jpeg', 'image/jpeg'])
    expect([photo.large.width, photo.large.height]).toEqual([720, 960])
  })
})

describe('the upload limit', () => {
  const source = {} as CanvasImageSource
  /** Encodes to `bytesAt(quality)` bytes of WebP. */
  const sizedKit = (bytesAt: (quality: number) => number): CanvasKit & { qualities: number[] } => {
    const qualities: number[] = []
    return {
      qualities,
      create: (width, height) => ({ width, height, getContext: () => ({ drawImage: () => undefined }) }) as unknown as OffscreenCanvas,
      toBlob: async (_canvas, type, quality) => {
        qualities.push(quality)
        return new Blob([new Uint8Array(bytesAt(quality))], { type })
      },
    }
  }

  it('encodes a photo again at a lower quality while its file is over PHOTO_UPLOAD_MAX_BYTES', async () => {
    const kit = sizedKit((quality) => (quality > 0.6 ? PHOTO_UPLOAD_MAX_BYTES + 1 : PHOTO_UPLOAD_MAX_BYTES))
    const photo = await encodePhoto(kit, source, { width: 4000, height: 3000 })
    expect(photo.large.blob.size).toBe(PHOTO_UPLOAD_MAX_BYTES)
    expect(photo.thumb.blob.size).toBe(PHOTO_UPLOAD_MAX_BYTES)
    expect(kit.qualities).toEqual([WEBP_QUALITY, 0.7, 0.55, WEBP_QUALITY, 0.7, 0.55])
  })

  it('gives up on a photo that no quality brings under the limit', async () => {
    await expect(
      encodePhoto(
        sizedKit(() => PHOTO_UPLOAD_MAX_BYTES + 1),
        source,
        { width: 4000, height: 3000 },
      ),
    ).rejects.toThrow(/larger than Storage accepts/)
  })

  it('holds the noisiest 1280×960 picture at the usual qualities, in WebP and in JPEG without chroma subsampling (no real photo comes near)', async () => {
    const { width, height } = PHOTO_SIZES.large
    const noise = new Uint8Array(width * height * 3)
    let seed = 1
    for (let index = 0; index < noise.length; index += 1) {
      seed = (seed * 1103515245 + 12345) >>> 0
      noise[index] = seed >>> 24
    }
    const raw = sharp(noise, { raw: { width, height, channels: 3 } })
    const webp = await raw
      .clone()
      .webp({ quality: Math.round(WEBP_QUALITY * 100) })
      .toBuffer()
    const jpeg = await raw
      .clone()
      .jpeg({ quality: Math.round(JPEG_QUALITY * 100), chromaSubsampling: '4:4:4' })
      .toBuffer()
    expect(webp.length).toBeLessThan(PHOTO_UPLOAD_MAX_BYTES / 2)
    expect(jpeg.length).toBeLessThan(PHOTO_UPLOAD_MAX_BYTES)
  })
})

describe('checkPickedFile', () => {
  it('accepts images', () => {
    expect(checkPickedFile({ name: 'a.jpg', type: 'image/jpeg', size: 3_000_000 })).toBeNull()
    expect(checkPickedFile({ name: 'IMG_0001.HEIC', type: '', size: 3_000_000 })).toBeNull()
  })

  it('refuses what is not an image, too large or empty', () => {
    expect(checkPickedFile({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toBe('not-image')
    expect(checkPickedFile({ name: 'notes', type: '', size: 10 })).toBe('not-image')
    expect(checkPickedFile({ name: 'a.jpg', type: 'image/jpeg', size: SOURCE_MAX_BYTES + 1 })).toBe('too-large')
    expect(checkPickedFile({ name: 'a.jpg', type: 'image/jpeg', size: 0 })).toBe('empty')
  })
})
