import { describe, expect, it } from 'vitest'
import { DEMO_STORAGE_BUCKET, EMULATOR_PORTS } from '@/lib/firebase/config'
import { STORAGE_ORIGIN, storageObjectUrl } from '@/lib/firebase/storage-url'
import { VEHICLE_PHOTO_URL, vehiclePhotoCaching } from '../../scripts/pwa-photo-cache'

const path = 'vehicles/used-001/0123456789abcdef01234567-large.webp'

describe("the service worker's photo cache", () => {
  it('keeps only whole answers: never an opaque one (status 0), a refusal or an error', () => {
    expect(vehiclePhotoCaching.handler).toBe('CacheFirst')
    expect(vehiclePhotoCaching.options?.cacheableResponse).toEqual({ statuses: [200] })
    expect(vehiclePhotoCaching.options?.cacheableResponse?.headers).toBeUndefined()
    // Not the cache of the former rule, which holds opaque answers a CORS request would refuse.
    expect(vehiclePhotoCaching.options?.cacheName).not.toBe('vehicle-photos')
  })

  it("matches the photos' addresses, live and on the emulator", () => {
    expect(storageObjectUrl(STORAGE_ORIGIN, 'dealer.appspot.com', path)).toMatch(VEHICLE_PHOTO_URL)
    for (const host of ['127.0.0.1', 'localhost']) {
      expect(storageObjectUrl(`http://${host}:${EMULATOR_PORTS.storage}`, DEMO_STORAGE_BUCKET, path)).toMatch(VEHICLE_PHOTO_URL)
    }
    // Addresses stored before the photos were read under the rules carry a download token.
    expect(`${storageObjectUrl(STORAGE_ORIGIN, 'dealer.appspot.com', path)}&token=0f0e`).toMatch(VEHICLE_PHOTO_URL)
  })

  it("leaves alone what is not a vehicle photo's bytes: metadata, other objects, other hosts", () => {
    expect(`${STORAGE_ORIGIN}/v0/b/dealer.appspot.com/o/${encodeURIComponent(path)}`).not.toMatch(VEHICLE_PHOTO_URL)
    expect(storageObjectUrl(STORAGE_ORIGIN, 'dealer.appspot.com', 'private/backup.json')).not.toMatch(VEHICLE_PHOTO_URL)
    expect(storageObjectUrl('https://example.com', 'dealer.appspot.com', path)).not.toMatch(VEHICLE_PHOTO_URL)
  })
})
