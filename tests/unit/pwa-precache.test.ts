import { describe, expect, it } from 'vitest'
import { FIREBASE_SDK_MODULE, publicFiles, runTimeFiles } from '../../scripts/pwa-precache'
import type { BuildManifest } from '../../scripts/seo/page-assets'

/**
 * A build's manifest of the app's shape: the entry, a public route that starts the Firestore SDK on demand (and
 * loads a codec that the SDK's repository also imports), the
 * reserved area's routes and catalog, the Auth SDK, shared chunks, one of which loads the Firestore wrapper on its own
 * (as the sign-out does): the manifest names it by the shared chunk that holds it.
 */
const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/main.js',
    isEntry: true,
    css: ['assets/main.css'],
    imports: ['_shared.js'],
    dynamicImports: [
      'src/routes/$lang/list.tsx?tsr-split=component',
      'src/routes/$lang/admin/index.tsx?tsr-split=component',
      'src/routes/$lang/login.tsx?tsr-split=component',
      'locales/it/messages.po',
      'locales/it/admin.po',
      'src/features/auth/auth-service.ts',
    ],
  },
  '_shared.js': { file: 'assets/shared.js', dynamicImports: ['_firestore.js'] },
  '_editor-only.js': { file: 'assets/editor-only.js' },
  '_form.js': { file: 'assets/form.js' },
  '_firestore.js': { file: 'assets/firestore.js', imports: ['_shared.js', '_app.js'] },
  '_app.js': { file: 'assets/app.js', imports: ['_firebase-core.js'] },
  '_firebase-core.js': { file: 'assets/firebase-core.js', imports: ['_shared.js'] },
  '_codec.js': { file: 'assets/codec.js', imports: ['_shared.js'] },
  'src/routes/$lang/list.tsx?tsr-split=component': {
    file: 'assets/list.js',
    isDynamicEntry: true,
    css: ['assets/list.css'],
    imports: ['_shared.js', '_form.js'],
    dynamicImports: ['src/features/vehicles/api/vehicles-repository.ts', '_codec.js'],
  },
  'src/features/vehicles/api/vehicles-repository.ts': { file: 'assets/vehicles-repository.js', isDynamicEntry: true, imports: ['_firestore.js', '_codec.js'] },
  'src/features/auth/auth-service.ts': {
    file: 'assets/auth-service.js',
    isDynamicEntry: true,
    imports: ['_app.js'],
    dynamicImports: ['node_modules/firebase/auth/dist/esm/index.esm.js'],
  },
  'node_modules/firebase/auth/dist/esm/index.esm.js': { file: 'assets/index.esm.js', isDynamicEntry: true, imports: ['_shared.js', '_firebase-core.js'] },
  'src/routes/$lang/admin/index.tsx?tsr-split=component': {
    file: 'assets/admin.js',
    isDynamicEntry: true,
    css: ['assets/admin.css'],
    imports: ['_editor-only.js', '_form.js'],
  },
  'src/routes/$lang/login.tsx?tsr-split=component': { file: 'assets/login.js', isDynamicEntry: true },
  'locales/it/messages.po': { file: 'assets/messages.js', isDynamicEntry: true },
  'locales/it/admin.po': { file: 'assets/admin-catalog.js', isDynamicEntry: true },
}

describe("the service worker's precache", () => {
  it("takes what a visitor's pages load: the entry, public routes, shared chunks, styles and catalogs", () => {
    expect([...publicFiles(manifest)].sort()).toEqual([
      'assets/codec.js',
      'assets/form.js',
      'assets/list.css',
      'assets/list.js',
      'assets/main.css',
      'assets/main.js',
      'assets/messages.js',
      'assets/shared.js',
    ])
  })

  it('leaves to run time what only the reserved area or the Firebase SDKs load, not what they share with public pages', () => {
    expect([...runTimeFiles(manifest)].sort()).toEqual([
      'assets/admin-catalog.js',
      'assets/admin.css',
      'assets/admin.js',
      'assets/app.js',
      'assets/auth-service.js',
      'assets/editor-only.js',
      'assets/firebase-core.js',
      'assets/firestore.js',
      'assets/index.esm.js',
      'assets/login.js',
      'assets/vehicles-repository.js',
    ])
  })

  it('leaves the same to run time when node_modules is outside the project (a workspace, a linked folder)', () => {
    const outside = (key: string) => key.replace(/^node_modules\//, '../shared/node_modules/')
    const rename = (keys?: string[]) => keys?.map(outside)
    const moved: BuildManifest = Object.fromEntries(
      Object.entries(manifest).map(([key, chunk]) => [
        outside(key),
        { ...chunk, ...(chunk.imports && { imports: rename(chunk.imports) }), ...(chunk.dynamicImports && { dynamicImports: rename(chunk.dynamicImports) }) },
      ]),
    )
    expect([...runTimeFiles(moved)].sort()).toEqual([...runTimeFiles(manifest)].sort())
    expect([...publicFiles(moved)].sort()).toEqual([...publicFiles(manifest)].sort())
  })

  it("knows the SDKs' doors: the SDK packages, the app's wrappers and the modules that start them, not the REST readers", () => {
    for (const key of [
      'node_modules/firebase/storage/dist/esm/index.esm.js',
      '../../node_modules/firebase/firestore/dist/esm/index.esm.js',
      'src/lib/firebase/storage.ts',
      'src/lib/firebase/app-check.ts',
      'src/features/site/api/site-settings-repository.ts',
    ]) {
      expect(key).toMatch(FIREBASE_SDK_MODULE)
    }
    for (const key of [
      'src/lib/firebase/firestore-rest.ts',
      'src/lib/firebase/app-check-token.ts',
      'src/features/site/api/site-settings-once.ts',
      'src/features/vehicles/api/vehicle-once.ts',
    ]) {
      expect(key).not.toMatch(FIREBASE_SDK_MODULE)
    }
  })
})
