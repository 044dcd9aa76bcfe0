import { describe, expect, it } from 'vitest'
import { DEMO_STORAGE_BUCKET, EMULATOR_PORTS } from '@/lib/firebase/config'
import { STORAGE_ORIGIN, storageObjectUrl } from '@/lib/firebase/storage-url'
import { RUNTIME_CACHES, VEHICLE_PHOTO_URL } from '../../src/service-worker/caches'

const path = 'vehicles/used-001/0123456789abcdef01234567-large.webp'

const photos = RUNTIME_CACHES.find((cache) => cache.pattern === VEHICLE_PHOTO_URL)!

describe("the service worker's photo cache", () => {
  it('keeps photos cache first, 300 for 30 days, under the name of the rule that keeps whole answers only', () => {
    expect(photos).toMatchObject({ strategy: 'CacheFirst', maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 })
    // Not the cache of the former rule, which holds opaque answers a CORS request would refuse.
    expect(photos.name).not.toBe('vehicle-photos')
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

describe("the service worker's other run-time caches", () => {
  const cacheOf = (url: string) => RUNTIME_CACHES.find((cache) => cache.pattern.test(url))?.name
  const rest = (origin: string, path: string) => `${origin}/v1/projects/dealer/databases/(default)/documents/${path}`

  it('keeps the plain reads of the catalogs, the vehicles and the settings, live and on the emulator', () => {
    for (const origin of ['https://firestore.googleapis.com', `http://127.0.0.1:${EMULATOR_PORTS.firestore}`]) {
      expect(cacheOf(rest(origin, 'catalog/used'))).toBe('catalog')
      expect(cacheOf(rest(origin, 'vehicles/used-001'))).toBe('vehicles')
      expect(cacheOf(rest(origin, 'settings/site'))).toBe('settings')
    }
    // Other documents, the SDK's channel and other hosts are left to the network.
    expect(cacheOf(rest('https://firestore.googleapis.com', 'leads/abc'))).toBeUndefined()
    expect(cacheOf('https://firestore.googleapis.com/google.firestore.v1.Firestore/Listen/channel?VER=8')).toBeUndefined()
    expect(cacheOf(rest('https://example.com', 'catalog/used'))).toBeUndefined()
  })

  it("keeps the site's own chunks and styles as they load (the reserved area's, not precached)", () => {
    expect(cacheOf('https://autosalone.example/assets/VehicleEditorPage-ClWe-dTk.js')).toBe('app-chunks')
    expect(cacheOf('https://autosalone.example/assets/settings-C63RwnKb.css')).toBe('app-chunks')
    expect(cacheOf('https://autosalone.example/photos/27889db613330edb.webp')).toBeUndefined()
  })
})
