import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { VehiclePhoto } from '@/features/vehicles/model/vehicle-schema'
import { storageObjectUrl } from '@/lib/firebase/storage-url'
import { renderWithProviders } from '../../../../tests/test-utils/render'
import { PhotoManager } from './PhotoManager'

const BUCKET = 'demo-autosalone.appspot.com'
const stored = (id: string, portrait = false): VehiclePhoto => {
  const path = `vehicles/car1/${id}`
  return {
    id,
    path,
    large: {
      url: storageObjectUrl('http://127.0.0.1:9199', BUCKET, `${path}-large.webp`),
      ...(portrait ? { width: 720, height: 960 } : { width: 1280, height: 960 }),
    },
    thumb: {
      url: storageObjectUrl('http://127.0.0.1:9199', BUCKET, `${path}-thumb.webp`),
      ...(portrait ? { width: 270, height: 360 } : { width: 480, height: 360 }),
    },
  }
}

describe('PhotoManager', () => {
  it("shows a vehicle's stored photos from their stored thumbnails, as they are: nothing is fetched back to be resized", async () => {
    const photos = [stored('0123456789abcdef01234567'), stored('89abcdef0123456789abcdef', true)]
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    await renderWithProviders(
      <PhotoManager vehicleId="car1" draftKey="vehicle:car1" photos={photos} onChange={() => undefined} onUploaded={() => undefined} />,
      { locale: 'en' },
    )
    const shown = await screen.findAllByTestId('vehicle-photo')
    expect(shown).toHaveLength(2)
    shown.forEach((card, index) => {
      const image = card.querySelector('img')!
      const thumb = photos[index]!.thumb
      expect(image.getAttribute('src')).toBe(thumb.url)
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual([String(thumb.width), String(thumb.height)])
      expect(image.getAttribute('crossorigin')).toBe('anonymous')
    })
    expect(within(shown[0]!).getByText('Cover')).toBeInTheDocument()
    // No upload row: a stored photo is not prepared (resized) or uploaded again.
    expect(screen.queryAllByTestId('photo-upload')).toHaveLength(0)
    expect(screen.queryByText('Preparing the photo…')).toBeNull()
    expect(fetchSpy).not.toHaveBeenCalled()
    fetchSpy.mockRestore()
  })

  it('refuses a 30000×30000 image from its header, naming it, before preparing anything', async () => {
    // A JPEG up to its frame header: 900 megapixels and no pixel data at all.
    const header = Uint8Array.from([
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
    await renderWithProviders(<PhotoManager vehicleId="car1" draftKey="vehicle:car1" photos={[]} onChange={() => undefined} onUploaded={() => undefined} />, {
      locale: 'it',
    })
    await userEvent.upload(screen.getByTestId('photo-input'), new File([header], 'panorama.jpg', { type: 'image/jpeg' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'panorama.jpg è troppo grande: 30000×30000 pixel (900 megapixel), mentre si accettano foto fino a 50 megapixel.',
    )
    expect(screen.queryAllByTestId('photo-upload')).toHaveLength(0)
  })
})
