import { describe, expect, it } from 'vitest'
import { publicFiles, reservedAreaFiles } from '../../scripts/pwa-precache'
import type { BuildManifest } from '../../scripts/seo/page-assets'

/** A build's manifest of the app's shape: the entry, a public route, the reserved area's routes and catalog, shared chunks. */
const manifest: BuildManifest = {
  'index.html': { file: 'assets/main.js', isEntry: true, css: ['assets/main.css'], imports: ['_shared.js'], dynamicImports: ['src/routes/$lang/list.tsx?tsr-split=component', 'src/routes/$lang/admin/index.tsx?tsr-split=component', 'src/routes/$lang/login.tsx?tsr-split=component', 'locales/it/messages.po', 'locales/it/admin.po'] },
  '_shared.js': { file: 'assets/shared.js' },
  '_editor-only.js': { file: 'assets/editor-only.js' },
  '_form.js': { file: 'assets/form.js' },
  'src/routes/$lang/list.tsx?tsr-split=component': { file: 'assets/list.js', isDynamicEntry: true, css: ['assets/list.css'], imports: ['_shared.js', '_form.js'] },
  'src/routes/$lang/admin/index.tsx?tsr-split=component': { file: 'assets/admin.js', isDynamicEntry: true, css: ['assets/admin.css'], imports: ['_editor-only.js', '_form.js'] },
  'src/routes/$lang/login.tsx?tsr-split=component': { file: 'assets/login.js', isDynamicEntry: true },
  'locales/it/messages.po': { file: 'assets/messages.js', isDynamicEntry: true },
  'locales/it/admin.po': { file: 'assets/admin-catalog.js', isDynamicEntry: true },
}

describe("the service worker's precache", () => {
  it("takes what a visitor's pages load: the entry, public routes, shared chunks, styles and catalogs", () => {
    expect([...publicFiles(manifest)].sort()).toEqual(['assets/form.js', 'assets/list.css', 'assets/list.js', 'assets/main.css', 'assets/main.js', 'assets/messages.js', 'assets/shared.js'])
  })

  it('leaves out what only the reserved area loads, not what it shares with public pages', () => {
    expect([...reservedAreaFiles(manifest)].sort()).toEqual(['assets/admin-catalog.js', 'assets/admin.css', 'assets/admin.js', 'assets/editor-only.js', 'assets/login.js'])
  })
})
