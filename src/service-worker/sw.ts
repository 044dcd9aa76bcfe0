/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa's injectManifest, vite.config.ts): the app shell and what a visitor
 * can open offline precached (the list is the build's, scripts/pwa-precache.ts), every page answered with the shell,
 * the run-time caches of ./caches.ts. docs/offline.md says what each part is for.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { NAVIGATION_DENYLIST, RUNTIME_CACHES } from './caches'
import { listenForLeadPushes } from './push'
import { warmUp, type PrecacheItem } from './warm-up'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheItem[] }

const precache = self.__WB_MANIFEST

// The precache's files downloaded all at once, by the open pages or the worker, while Workbox keeps them one by one (./warm-up.ts).
self.addEventListener('install', (event) => event.waitUntil(warmUp(precache)))
precacheAndRoute(precache)
cleanupOutdatedCaches()

// The first worker takes the open pages at once (src/features/pwa/keep-for-offline.ts); pages it already controls
// pass to a new one only at its activation, which waits for the visitor's Update (its SKIP_WAITING message).
clientsClaim()
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

// A new request pushed to a staff member's device: a notification, and the unread count on the app's icon.
listenForLeadPushes()

// Every page is the shell: prerendered pages are for first visits and crawlers, and would go stale in the cache.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: NAVIGATION_DENYLIST }))

for (const cache of RUNTIME_CACHES) {
  const plugins = [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: cache.maxEntries, ...(cache.maxAgeSeconds && { maxAgeSeconds: cache.maxAgeSeconds }), purgeOnQuotaError: true }),
  ]
  registerRoute(
    cache.pattern,
    cache.strategy === 'CacheFirst'
      ? new CacheFirst({ cacheName: cache.name, plugins })
      : new NetworkFirst({ cacheName: cache.name, plugins, ...(cache.networkTimeoutSeconds && { networkTimeoutSeconds: cache.networkTimeoutSeconds }) }),
  )
}
