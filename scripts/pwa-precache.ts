/**
 * What the service worker's first install downloads: the shell and what a visitor can reach without a network
 * (every public route's chunks, both languages' catalogs, the styles, the icons), not the reserved area's code,
 * which staff's devices keep as they use it (the run-time `app-chunks` cache, vite.config.ts). docs/offline.md
 * says what that comes to.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { VitePWAOptions } from 'vite-plugin-pwa'
import { chunkFiles, type BuildManifest } from './seo/page-assets.ts'

type ManifestTransform = NonNullable<NonNullable<VitePWAOptions['workbox']>['manifestTransforms']>[number]

/** Modules loaded only by the reserved area (its routes, the sign-in page, its catalog and its own lazy parts). */
export const RESERVED_AREA_MODULE = /^(?:src\/routes\/\$lang\/(?:admin|login)\b|src\/features\/(?:admin|auth\/login)\/|locales\/[^/]+\/admin\.po$)/

/** The build's files (paths under the output folder) a visitor's pages load, at once or later, outside the reserved area. */
export function publicFiles(manifest: BuildManifest): Set<string> {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry)
  return chunkFiles(manifest, entries, { dynamic: (key) => !RESERVED_AREA_MODULE.test(key) })
}

/** The build's files that only the reserved area loads: of its chunks and styles, those no visitor's page reaches. */
export function reservedAreaFiles(manifest: BuildManifest): Set<string> {
  const visitors = publicFiles(manifest)
  const chunks = Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])])
  return new Set(chunks.filter((file) => !visitors.has(file)))
}

/**
 * Workbox's manifest transform: every file the glob took (the shell, the chunks, the styles, the workers' scripts,
 * the icons) but those only the reserved area loads.
 */
export function visitorPrecache(outDir: string): ManifestTransform {
  return (entries) => {
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as BuildManifest
    const reserved = reservedAreaFiles(manifest)
    return { manifest: entries.filter((entry) => !reserved.has(entry.url)), warnings: [] }
  }
}
