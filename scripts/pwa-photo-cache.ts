import type { VitePWAOptions } from 'vite-plugin-pwa'
import { EMULATOR_PORTS } from '../src/lib/firebase/config.ts'

type RuntimeCaching = NonNullable<NonNullable<VitePWAOptions['workbox']>['runtimeCaching']>[number]

/** The local emulators' origins, without the port. */
const LOCAL_EMULATOR = 'http://(?:127\\.0\\.0\\.1|localhost)'

/**
 * A vehicle photo's bytes from Firebase Storage's download endpoint, in production and on the local emulator
 * (src/lib/firebase/storage-url.ts): an object read (`?alt=media`), not its metadata nor an upload.
 */
export const VEHICLE_PHOTO_URL = new RegExp(
  `^(?:https://firebasestorage\\.googleapis\\.com|${LOCAL_EMULATOR}:${EMULATOR_PORTS.storage})/v0/b/[^/]+/o/vehicles%2F[^?#]+\\?alt=media(?:&|$)`,
)

/**
 * The service worker's cache of vehicle photos: cache first (a photo's address names one file, never
 * rewritten), 300 photos for 30 days. Only whole answers are kept (status 200): the pages request photos with
 * CORS (src/components/StoragePhoto.tsx), so an answer is never opaque, and a refusal (403, a draft's photo;
 * or an unpublished car's), an error or a captive portal's page is never kept in place of a photo for a month.
 * The cache's name is new with that rule: the opaque answers kept under the former one are not served to CORS
 * requests, which would refuse them.
 */
export const vehiclePhotoCaching: RuntimeCaching = {
  urlPattern: VEHICLE_PHOTO_URL,
  handler: 'CacheFirst',
  options: {
    cacheName: 'vehicle-photos-cors',
    expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
    cacheableResponse: { statuses: [200] },
  },
}
