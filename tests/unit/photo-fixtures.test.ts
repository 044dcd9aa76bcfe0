// @vitest-environment node
import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { targetSizes } from '@/lib/photos/photo-pipeline'

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url))

/** The fixtures the admin end-to-end test uploads are what they claim to be. */
describe('photo fixtures', () => {
  it('the sideways photo carries EXIF orientation 6 and a GPS block', async () => {
    const meta = await sharp(fixture('car-exif-rotated-gps.jpg')).metadata()
    expect(meta.orientation).toBe(6)
    expect([meta.width, meta.height]).toEqual([1600, 1200])
    // The GPS IFD pointer (tag 0x8825, little-endian) is in the EXIF block.
    expect(meta.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true)
    // Upright it is portrait: the large size is 720×960.
    expect(targetSizes({ width: meta.height ?? 0, height: meta.width ?? 0 }).large).toEqual({ width: 720, height: 960 })
  })

  it('the broken photo does not decode', async () => {
    await expect(sharp(fixture('broken-photo.jpg')).toBuffer()).rejects.toThrow()
  })
})
