/**
 * What the service worker keeps at run time, besides its precache: the last answers of the pages' plain reads
 * (network first), the vehicle photos and the chunks left out of the precache (cache first). Plain data, which
 * ./sw.ts turns into Workbox routes. The SDKs' own requests (and their emulators') match none, so the worker never
 * answers them: the SDKs keep their own offline handling.
 */
import { EMULATOR_PORTS } from '../lib/firebase/config'

/** The local emulators' origins, without the port. */
const LOCAL_EMULATOR = 'http://(?:127\\.0\\.0\\.1|localhost)'

/** A document read through Firestore's REST API, in production and on the local emulator (src/lib/firebase/firestore-rest.ts). */
const restDocument = (path: string) =>
  new RegExp(
    `^(?:https://firestore\\.googleapis\\.com|${LOCAL_EMULATOR}:${EMULATOR_PORTS.firestore})/v1/projects/[^/]+/databases/\\(default\\)/documents/${path}(?:\\?|$)`,
  )

/**
 * A vehicle photo's bytes from Firebase Storage's download endpoint, in production and on the local emulator
 * (src/lib/firebase/storage-url.ts): an object read (`?alt=media`), not its metadata nor an upload.
 */
export const VEHICLE_PHOTO_URL = new RegExp(
  `^(?:https://firebasestorage\\.googleapis\\.com|${LOCAL_EMULATOR}:${EMULATOR_PORTS.storage})/v0/b/[^/]+/o/vehicles%2F[^?#]+\\?alt=media(?:&|$)`,
)

export interface RuntimeCache {
  name: string
  pattern: RegExp
  strategy: 'NetworkFirst' | 'CacheFirst'
  /** Network first: how long the network has before the kept answer is given (before the page gives up, at 6 s). */
  networkTimeoutSeconds?: number
  maxEntries: number
  maxAgeSeconds?: number
}

const DAYS_30 = 30 * 24 * 60 * 60

/**
 * Only whole answers are kept (status 200, ./sw.ts): the pages request photos with CORS
 * (src/components/StoragePhoto.tsx), so an answer is never opaque, and a refusal (403, a draft's photo), an error or
 * a captive portal's page is never kept in place of a photo for a month. The photos' cache name is new with that
 * rule: the opaque answers kept under the former one are not served to CORS requests, which would refuse them.
 */
export const RUNTIME_CACHES: readonly RuntimeCache[] = [
  // The public catalog (`catalog/used`, `catalog/rent`): the listings.
  { name: 'catalog', pattern: restDocument('catalog/[a-z]+'), strategy: 'NetworkFirst', networkTimeoutSeconds: 4, maxEntries: 8 },
  // One vehicle's document: its public page (src/features/vehicles/api/vehicle-once.ts).
  { name: 'vehicles', pattern: restDocument('vehicles/[A-Za-z0-9_-]+'), strategy: 'NetworkFirst', networkTimeoutSeconds: 4, maxEntries: 200 },
  // The rental cars' busy days, all in one list (src/features/bookings/api/calendar-once.ts): offline, the last copy.
  { name: 'calendars', pattern: restDocument('rentalCalendars'), strategy: 'NetworkFirst', networkTimeoutSeconds: 4, maxEntries: 2 },
  // The site settings: contacts, hours, notice, on every public page (src/features/site/api/site-settings-once.ts).
  { name: 'settings', pattern: restDocument('settings/site'), strategy: 'NetworkFirst', networkTimeoutSeconds: 4, maxEntries: 2 },
  { name: 'vehicle-photos-cors', pattern: VEHICLE_PHOTO_URL, strategy: 'CacheFirst', maxEntries: 300, maxAgeSeconds: DAYS_30 },
  // The build's chunks and styles left out of the precache (the reserved area's), as staff's devices load them.
  { name: 'app-chunks', pattern: /\/assets\/[^/]+\.(?:js|css)$/, strategy: 'CacheFirst', maxEntries: 60, maxAgeSeconds: DAYS_30 },
]

/** Firebase's reserved paths, the build ids, and files (sitemap.xml, robots.txt…) are never the app shell. */
export const NAVIGATION_DENYLIST = [/^\/builds\//, /^\/__\//, /\/[^/?]+\.[a-z0-9]+$/i]
