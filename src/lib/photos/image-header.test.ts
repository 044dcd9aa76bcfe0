// @vitest-environment node
import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { readImageHeader } from './image-header'
import { checkPickedImage, SOURCE_MAX_MEGAPIXELS } from './photo-pipeline'

const fixture = (name: string) => readFileSync(new URL(`../../../tests/fixtures/${name}`, import.meta.url))
const blob = (...parts: Uint8Array[]) => new Blob(parts.map((part) => new Uint8Array(part)))
const bytes = (...values: number[]) => Uint8Array.from(values)
const u16 = (value: number) => [value >> 8, value & 0xff]
const u32 = (value: number) => [(value >>> 24) & 0xff, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff]
const text = (value: string) => [...value].map((char) => char.charCodeAt(0))

/** A JPEG segment: marker, length, payload. */
const segment = (marker: number, payload: number[] | Uint8Array) => bytes(0xff, marker, ...u16(payload.length + 2), ...payload)

/**
 * The head of a baseline JPEG as a camera writes it, up to its frame header and no further: no pixel data at all,
 * so nothing could decode it; only its header tells the size. A large EXIF block comes first, as on a phone.
 */
function jpegHeader(width: number, height: number, exifBytes = 70_000): Uint8Array[] {
  const exif = new Uint8Array(Math.min(exifBytes, 65_000)).fill(0x41)
  return [
    bytes(0xff, 0xd8),
    segment(0xe0, [...text('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    segment(0xe1, exif),
    ...(exifBytes > 65_000 ? [segment(0xe2, new Uint8Array(exifBytes - 65_000))] : []),
    segment(0xdb, [0, ...new Array(64).fill(1)]),
    segment(0xc0, [8, ...u16(height), ...u16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]),
  ]
}

/** An ISOBMFF box. */
const box = (type: string, ...children: number[][]) => {
  const body = children.flat()
  return [...u32(body.length + 8), ...text(type), ...body]
}
const fullBox = (type: string, ...children: number[][]) => box(type, [0, 0, 0, 0], ...children)
const ispe = (width: number, height: number) => fullBox('ispe', u32(width), u32(height))

/** A HEIC's head: a 2×2 grid of tiles, each tile with its own `ispe`, the grid's the whole image's. */
function heicHeader(width: number, height: number, brand = 'heic'): Uint8Array {
  return Uint8Array.from([
    ...box('ftyp', text(brand), u32(0), text('mif1'), text('heic')),
    ...fullBox(
      'meta',
      fullBox('hdlr', u32(0), text('pict'), new Array(13).fill(0)),
      fullBox('pitm', u16(1)),
      box(
        'iprp',
        box('ipco', ispe(width / 2, height / 2), box('colr', text('nclx'), new Array(7).fill(0)), ispe(width, height), ispe(512, 512)),
        fullBox('ipma', u32(0)),
      ),
    ),
    ...box('mdat', new Array(32).fill(0)),
  ])
}

describe('readImageHeader', () => {
  it('reads the size of a 30000×30000 JPEG from its frame header, past 70 KB of metadata', async () => {
    expect(await readImageHeader(blob(...jpegHeader(30000, 30000)))).toEqual({ kind: 'size', format: 'jpeg', width: 30000, height: 30000 })
    expect(await readImageHeader(blob(...jpegHeader(4032, 3024, 200)))).toEqual({ kind: 'size', format: 'jpeg', width: 4032, height: 3024 })
  })

  it('reads real photos as stored (the sideways one before its EXIF rotation)', async () => {
    for (const name of ['car-front.jpg', 'car-exif-rotated-gps.jpg']) {
      expect(await readImageHeader(blob(fixture(name)))).toEqual({ kind: 'size', format: 'jpeg', width: 1600, height: 1200 })
    }
  })

  it('reads PNG, WebP (lossy, lossless, extended), GIF and AVIF written by an encoder', async () => {
    const source = sharp(fixture('car-front.jpg')).resize(1023, 767)
    const cases: [Promise<Buffer>, string][] = [
      [source.clone().png().toBuffer(), 'png'],
      [source.clone().webp().toBuffer(), 'webp'],
      [source.clone().webp({ lossless: true }).toBuffer(), 'webp'],
      [source.clone().ensureAlpha().webp({ alphaQuality: 50 }).toBuffer(), 'webp'],
      [source.clone().gif().toBuffer(), 'gif'],
      [source.clone().avif({ effort: 0 }).toBuffer(), 'heif'],
    ]
    for (const [encoded, format] of cases) {
      expect(await readImageHeader(blob(await encoded))).toEqual({ kind: 'size', format, width: 1023, height: 767 })
    }
  })

  it('reads the extended WebP header (VP8X) of a huge canvas', async () => {
    const vp8x = bytes(...text('RIFF'), ...[30, 0, 0, 0], ...text('WEBPVP8X'), 10, 0, 0, 0, 0x10, 0, 0, 0, ...[0x2f, 0x75, 0x00], ...[0x2f, 0x75, 0x00])
    expect(await readImageHeader(blob(vp8x))).toEqual({ kind: 'size', format: 'webp', width: 30000, height: 30000 })
  })

  it('reads a HEIC grid image as its whole size, not a tile’s', async () => {
    expect(await readImageHeader(blob(heicHeader(8000, 6000)))).toEqual({ kind: 'size', format: 'heif', width: 8000, height: 6000 })
  })

  it('reads a BMP, top-down too', async () => {
    const header = (height: number) => {
      const view = new DataView(new ArrayBuffer(54))
      view.setUint8(0, 0x42)
      view.setUint8(1, 0x4d)
      view.setInt32(14, 40, true)
      view.setInt32(18, 640, true)
      view.setInt32(22, height, true)
      return new Uint8Array(view.buffer)
    }
    expect(await readImageHeader(blob(header(480)))).toEqual({ kind: 'size', format: 'bmp', width: 640, height: 480 })
    expect(await readImageHeader(blob(header(-480)))).toEqual({ kind: 'size', format: 'bmp', width: 640, height: 480 })
  })

  it('tells a file of another kind from a damaged image', async () => {
    expect(await readImageHeader(blob(fixture('not-a-photo.jpg')))).toEqual({ kind: 'unknown' })
    expect(await readImageHeader(blob(bytes()))).toEqual({ kind: 'unknown' })
    // Cut before its frame header; and one whose image data starts with no frame header at all.
    expect(await readImageHeader(blob(...jpegHeader(3000, 2000).slice(0, 3)))).toEqual({ kind: 'damaged', format: 'jpeg' })
    expect(await readImageHeader(blob(bytes(0xff, 0xd8), segment(0xda, [1, 2, 3])))).toEqual({ kind: 'damaged', format: 'jpeg' })
    expect(await readImageHeader(blob(bytes(0x89, ...text('PNG'), 0x0d, 0x0a, 0x1a, 0x0a, 0, 0)))).toEqual({ kind: 'damaged', format: 'png' })
    expect(await readImageHeader(blob(heicHeader(8000, 6000).subarray(0, 60)))).toEqual({ kind: 'damaged', format: 'heif' })
  })
})

describe('checkPickedImage', () => {
  const file = (parts: Uint8Array[], name: string, type = 'image/jpeg') =>
    new File(
      parts.map((part) => new Uint8Array(part)),
      name,
      { type },
    )

  it(`refuses an image of more than ${SOURCE_MAX_MEGAPIXELS} megapixels from its header alone`, async () => {
    expect(await checkPickedImage(file(jpegHeader(30000, 30000), 'huge.jpg'))).toEqual({ problem: 'too-many-pixels', width: 30000, height: 30000 })
    expect(await checkPickedImage(file([heicHeader(10000, 6000)], 'IMG_0001.HEIC', ''))).toEqual({ problem: 'too-many-pixels', width: 10000, height: 6000 })
    // 50 megapixels exactly pass; one line more does not.
    expect(await checkPickedImage(file(jpegHeader(10000, 5000), 'limit.jpg'))).toBeNull()
    expect(await checkPickedImage(file(jpegHeader(10000, 5001), 'over.jpg'))).toMatchObject({ problem: 'too-many-pixels' })
  })

  it('passes a phone photo, refuses what the header shows is no usable image', async () => {
    expect(await checkPickedImage(file([fixture('car-front.jpg')], 'car-front.jpg'))).toBeNull()
    expect(await checkPickedImage(file([fixture('not-a-photo.jpg')], 'not-a-photo.jpg'))).toEqual({ problem: 'unsupported' })
    expect(await checkPickedImage(file(jpegHeader(3000, 2000).slice(0, 3), 'cut.jpg'))).toEqual({ problem: 'empty' })
    expect(await checkPickedImage(file([bytes(...text('<svg xmlns="http://www.w3.org/2000/svg"/>'))], 'logo.svg', 'image/svg+xml'))).toEqual({
      problem: 'unsupported',
    })
    expect(await checkPickedImage(file([bytes(1, 2)], 'notes.txt', 'text/plain'))).toEqual({ problem: 'not-image' })
  })
})
