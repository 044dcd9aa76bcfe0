// @vitest-environment node
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PhotoDecodeError, resizePhoto } from './photo-resize'

/** The head of a 30000×30000 JPEG up to its frame header: 900 megapixels, with no pixel data at all. */
const hugeJpeg = Uint8Array.from([
  0xff,
  0xd8,
  0xff,
  0xdb,
  0x00,
  0x43,
  0x00,
  ...new Array<number>(64).fill(1),
  0xff,
  0xc0,
  0x00,
  0x11,
  0x08,
  0x75,
  0x30,
  0x75,
  0x30,
  0x03,
  0x01,
  0x22,
  0x00,
  0x02,
  0x11,
  0x01,
  0x03,
  0x11,
  0x01,
])

describe('resizePhoto', () => {
  const createImageBitmap = vi.fn(() => Promise.reject(new Error('cannot decode here')))
  const Worker = vi.fn(function Worker() {
    throw new Error('no workers here')
  })
  vi.stubGlobal('createImageBitmap', createImageBitmap)
  vi.stubGlobal('Worker', Worker)

  afterEach(() => {
    createImageBitmap.mockClear()
    Worker.mockClear()
  })

  it('refuses an image with too many pixels before anything decodes it', async () => {
    await expect(resizePhoto(new File([hugeJpeg], 'huge.jpg', { type: 'image/jpeg' }))).rejects.toBeInstanceOf(PhotoDecodeError)
    expect(Worker).not.toHaveBeenCalled()
    expect(createImageBitmap).not.toHaveBeenCalled()
  })

  it('hands a photo of a usual size on to be decoded', async () => {
    const photo = readFileSync(new URL('../../../tests/fixtures/car-front.jpg', import.meta.url))
    await expect(resizePhoto(new File([new Uint8Array(photo)], 'car-front.jpg', { type: 'image/jpeg' }))).rejects.toThrow()
    expect(Worker).toHaveBeenCalledTimes(1)
    expect(createImageBitmap).toHaveBeenCalledTimes(1)
  })
})
