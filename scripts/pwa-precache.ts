/**
 * What the service worker's first install downloads: the shell and what a visitor can reach without a network
 * (every public route's chunks, both languages' catalogs, the styles), not what is left to run time:
 * the reserved area's code, which staff's devices keep as they use it, and the Firebase SDKs (the run-time
 * `app-chunks` cache, src/service-worker/caches.ts). docs/offline.md says what that comes to.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { VitePWAOptions } from 'vite-plugin-pwa'
import { chunkFiles, type BuildManifest } from './seo/page-assets.ts'

type ManifestTransform = NonNullable<NonNullable<VitePWAOptions['workbox']>['manifestTransforms']>[number]

/** Modules loaded only by the reserved area (its routes, the sign-in page, its catalog and its own lazy parts). */
export const RESERVED_AREA_MODULE = /^(?:src\/routes\/\$lang\/(?:admin|login)\b|src\/features\/(?:admin|auth\/login)\/|locales\/[^/]+\/admin\.po$)/

/**
 * The modules that start a Firebase SDK: live listeners, staff's sign-in, uploads, analytics, App Check (in a build
 * with its site key: each page loads it with its first read, and the run-time cache keeps it). A visitor's pages read
 * over REST, which the worker keeps, and do without them offline (src/features/vehicles/api/vehicle-once.ts; offline,
 * a read goes without its App Check token to the worker's copy); the SDKs are about 220 KB compressed, a third of what
 * a first install would download.
 */
export const FIREBASE_SDK_MODULE =
  /(?:^|\/)node_modules\/firebase\/|^src\/lib\/firebase\/(?:app|app-check|auth|firestore|storage|analytics)\.ts$|^src\/features\/(?:vehicles\/api\/vehicles-repository|site\/api\/site-settings-repository|auth\/auth-service|analytics\/analytics-runtime)\.ts$/

/** Firebase's packages, also where node_modules is outside the project (the manifest names them `../…/node_modules/…`). */
const FIREBASE_PACKAGE = /(?:^|\/)node_modules\/firebase\//

/** The chunks (manifest keys) `key` imports statically, directly or not. */
function staticImports(manifest: BuildManifest, key: string, found = new Set<string>()): Set<string> {
  for (const imported of manifest[key]?.imports ?? []) {
    if (found.has(imported)) continue
    found.add(imported)
    staticImports(manifest, imported, found)
  }
  return found
}

/**
 * Whether a chunk loaded on demand is left to run time rather than precached: the reserved area's, the SDKs' doors,
 * and the chunks that hold an SDK: those that import, directly or not, what the SDK packages import and the app's
 * entry does not (Firebase's core). A module that also loads on its own, as the Firestore wrapper at sign-out, is
 * imported as the shared chunk that holds it. A chunk that public pages import statically is precached whatever
 * this says.
 */
function leftToRunTime(manifest: BuildManifest): (key: string) => boolean {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry)
  const everyPage = new Set(entries.flatMap((entry) => [entry, ...staticImports(manifest, entry)]))
  const packages = Object.keys(manifest).filter((key) => FIREBASE_PACKAGE.test(key))
  const core = new Set(packages.flatMap((key) => [...staticImports(manifest, key)]).filter((key) => !everyPage.has(key)))
  const holdsSdk = (key: string) => core.has(key) || [...staticImports(manifest, key)].some((imported) => core.has(imported))
  return (key) => RESERVED_AREA_MODULE.test(key) || FIREBASE_SDK_MODULE.test(key) || holdsSdk(key)
}

/** The build's files (paths under the output folder) a visitor's pages load, at once or later, outside the reserved area and the SDKs. */
export function publicFiles(manifest: BuildManifest): Set<string> {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry)
  const runTime = leftToRunTime(manifest)
  return chunkFiles(manifest, entries, { dynamic: (key) => !runTime(key) })
}

/** The build's chunks and styles left to run time: those only the reserved area or the SDKs reach. */
export function runTimeFiles(manifest: BuildManifest): Set<string> {
  const visitors = publicFiles(manifest)
  const chunks = Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])])
  return new Set(chunks.filter((file) => !visitors.has(file)))
}

/**
 * Workbox's manifest transform: every file the glob took (the shell, the chunks, the styles, the workers' scripts)
 * but those left to run time.
 */
export function visitorPrecache(outDir: string): ManifestTransform {
  return (entries) => {
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as BuildManifest
    const runTime = runTimeFiles(manifest)
    return { manifest: entries.filter((entry) => !runTime.has(entry.url)), warnings: [] }
  }
}
