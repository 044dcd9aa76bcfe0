import { describe, expect, it } from 'vitest'
import { renderAssets, type BuildManifest } from '../../scripts/seo/page-assets'

/** The shape of a real build: an entry, two split routes, a catalog, Firestore behind a dynamic import. */
const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-A.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-B.js'],
    dynamicImports: ['src/routes/$lang/index.tsx?tsr-split=component', 'src/routes/$lang/servizi.tsx?tsr-split=component', 'locales/it/messages.po'],
    css: ['assets/index-A.css'],
  },
  '_react-B.js': { file: 'assets/react-B.js' },
  '_card-C.js': { file: 'assets/card-C.js', css: ['assets/card-C.css'] },
  'src/routes/$lang/index.tsx?tsr-split=component': {
    file: 'assets/home-D.js',
    src: 'src/routes/$lang/index.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['_card-C.js', '_react-B.js'],
    dynamicImports: ['src/features/vehicles/api/vehicles-repository.ts'],
  },
  'src/routes/$lang/servizi.tsx?tsr-split=component': {
    file: 'assets/servizi-E.js',
    src: 'src/routes/$lang/servizi.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['_react-B.js'],
  },
  'locales/it/messages.po': { file: 'assets/messages-F.js', src: 'locales/it/messages.po', isDynamicEntry: true },
  'src/features/vehicles/api/vehicles-repository.ts': {
    file: 'assets/vehicles-repository-G.js',
    src: 'src/features/vehicles/api/vehicles-repository.ts',
    isDynamicEntry: true,
    imports: ['_firestore-H.js'],
  },
  '_firestore-H.js': { file: 'assets/firestore-H.js' },
  'src/features/seo/vehicle-head.ts': {
    file: 'assets/vehicle-head-L.js',
    src: 'src/features/seo/vehicle-head.ts',
    isDynamicEntry: true,
    imports: ['_react-B.js'],
  },
  'src/features/vehicles/detail/SimilarVehicles.island.tsx': {
    file: 'assets/SimilarVehicles-J.js',
    src: 'src/features/vehicles/detail/SimilarVehicles.island.tsx',
    isDynamicEntry: true,
    imports: ['_vehicle-card-K.js', '_react-B.js'],
    css: ['assets/SimilarVehicles-J.css'],
  },
  '_vehicle-card-K.js': { file: 'assets/vehicle-card-K.js', css: ['assets/vehicle-card-K.css'] },
  'src/features/consent/ConsentBanner.tsx': {
    file: 'assets/ConsentBanner-I.js',
    src: 'src/features/consent/ConsentBanner.tsx',
    isDynamicEntry: true,
    imports: ['_card-C.js'],
    css: ['assets/ConsentBanner-I.css'],
  },
}

describe('the assets a prerendered page links', () => {
  it('are the entry, the route and catalog it loaded, and their static imports with their styles', () => {
    const loaded = [
      '/assets/react-B.js',
      '/assets/home-D.js',
      '/assets/card-C.js',
      '/assets/messages-F.js',
      '/assets/vehicles-repository-G.js',
      '/assets/firestore-H.js',
      '/assets/ConsentBanner-I.js',
    ]
    expect([...renderAssets(manifest, loaded)].sort()).toEqual(
      [
        '/assets/card-C.css',
        '/assets/card-C.js',
        '/assets/home-D.js',
        '/assets/index-A.css',
        '/assets/index-A.js',
        '/assets/messages-F.js',
        '/assets/react-B.js',
      ].sort(),
    )
  })

  it('leave out the data layer and what loads after the first paint, even where it shares chunks with the route', () => {
    const assets = renderAssets(manifest, ['/assets/servizi-E.js', '/assets/vehicles-repository-G.js', '/assets/ConsentBanner-I.js', '/assets/card-C.js'])
    expect(assets.has('/assets/servizi-E.js')).toBe(true)
    for (const later of [
      '/assets/vehicles-repository-G.js',
      '/assets/firestore-H.js',
      '/assets/ConsentBanner-I.js',
      '/assets/ConsentBanner-I.css',
      '/assets/card-C.js',
      '/assets/home-D.js',
    ]) {
      expect(assets.has(later), later).toBe(false)
    }
  })

  it('link the head tags a route loader builds, which the first render waits for', () => {
    const assets = renderAssets(manifest, ['/assets/vehicle-head-L.js', '/assets/vehicles-repository-G.js'])
    expect(assets.has('/assets/vehicle-head-L.js')).toBe(true)
    expect(assets.has('/assets/vehicles-repository-G.js')).toBe(false)
  })

  it('link the styles of the islands the page rendered, and of what they import, but not their code', () => {
    const assets = renderAssets(manifest, ['/assets/home-D.js', '/assets/SimilarVehicles-J.js', '/assets/vehicle-card-K.js', '/assets/ConsentBanner-I.js'])
    for (const style of ['/assets/SimilarVehicles-J.css', '/assets/vehicle-card-K.css', '/assets/card-C.css']) expect(assets.has(style), style).toBe(true)
    for (const later of ['/assets/SimilarVehicles-J.js', '/assets/vehicle-card-K.js', '/assets/ConsentBanner-I.css'])
      expect(assets.has(later), later).toBe(false)
  })
})
