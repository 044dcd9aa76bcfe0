import { fileURLToPath, URL } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { breakpointVariables } from './scripts/postcss-breakpoints.ts'
import { visitorPrecache } from './scripts/pwa-precache.ts'
import { buildMeta } from './scripts/vite-plugin-build-meta.ts'
import { sidebarState } from './scripts/vite-plugin-sidebar-state.ts'
import { seoFiles } from './scripts/vite-plugin-seo-files.ts'
import { business } from './src/config/business.ts'
import { breakpoints } from './src/lib/screen.ts'
import { COLOR_SCHEME_STORAGE_KEY } from './src/lib/theme.ts'

// Lingui macros compile through Babel, only in files that import a macro.
const linguiMacro = defineRolldownBabelPreset({
  preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  rolldown: { filter: { code: /from ['"]@lingui\/(?:react\/|core\/)?macro['"]/ } },
})

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    babel({ presets: [linguiMacro] }),
    lingui({ failOnMissing: process.env.NODE_ENV === 'production', failOnCompileError: true }),
    buildMeta(),
    sidebarState(),
    seoFiles(),
    // Installable and offline: the whole app is precached; the app registers the worker itself
    // (src/features/pwa/register-sw.ts) and asks before switching to a new version.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      // The glob below already takes every icon.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: business.name,
        short_name: 'Autosalone',
        description: `Auto usate controllate e noleggio auto in provincia di ${business.address.province}: il parco auto, i contatti e gli orari di ${business.name}.`,
        lang: 'it',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        // The theme's primary green, shade 8 (src/lib/theme.ts), as index.html's theme-color meta.
        theme_color: '#256d30',
        background_color: '#ffffff',
        categories: ['shopping', 'business'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        screenshots: [
          {
            src: '/screenshots/narrow-1080x1920.png',
            sizes: '1080x1920',
            type: 'image/png',
            form_factor: 'narrow',
            label: `${business.name}: auto usate e noleggio`,
          },
          {
            src: '/screenshots/wide-1920x1080.png',
            sizes: '1920x1080',
            type: 'image/png',
            form_factor: 'wide',
            label: `${business.name}: auto usate e noleggio`,
          },
        ],
        shortcuts: [
          {
            name: 'Auto usate',
            short_name: 'Usate',
            description: 'Le auto usate in vendita',
            url: '/it/list/used',
            icons: [{ src: '/icons/shortcut-used-96.png', sizes: '96x96', type: 'image/png' }],
          },
          {
            name: 'Noleggio',
            short_name: 'Noleggio',
            description: 'Le auto a noleggio',
            url: '/it/list/rent',
            icons: [{ src: '/icons/shortcut-rent-96.png', sizes: '96x96', type: 'image/png' }],
          },
        ],
      },
      // Our own worker (src/service-worker/sw.ts), with the build's precache list injected into it.
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectManifest: {
        // The app shell, every chunk a visitor can load (each public route and both Lingui catalogs) and the styles.
        // Not the icons, which the browser fetches itself (the favicon past the worker, the manifest's icons when the
        // app is installed), nor the prerendered pages (scripts/prerender.ts), for first visits and crawlers, which
        // would go stale in the cache: the worker answers every page with the shell. Nor the page renderer
        // (src/render-html.tsx), which only the prerendering runs.
        globPatterns: ['index.html', '**/*.{js,css}'],
        globIgnores: ['assets/render-html-*.js'],
        // Of those, not the reserved area's code nor the Firebase SDKs: devices keep them as they use them (`app-chunks`).
        manifestTransforms: [visitorPrecache(fileURLToPath(new URL('./dist', import.meta.url)))],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // One classic script: every browser with service workers runs it.
        rollupFormat: 'iife',
      },
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // index.html's first script reads the stored colour scheme before the first paint: Vite writes the app's key in
  // place of its `%VITE_COLOR_SCHEME_STORAGE_KEY%`.
  define: { 'import.meta.env.VITE_COLOR_SCHEME_STORAGE_KEY': JSON.stringify(COLOR_SCHEME_STORAGE_KEY) },
  // CSS modules write the theme's breakpoints as `$mantine-breakpoint-<name>`.
  css: { postcss: { plugins: [breakpointVariables(breakpoints)] } },
  server: { port: Number(process.env.PORT ?? 5173) },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true },
  // The manifest (.vite/manifest.json, never deployed) tells the prerendering which chunks render a page.
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        // What every page runs before its first render (the entry and all it imports: React, the router, Mantine's
        // base, the shell) is one chunk; the small chunks the automatic splitting makes of modules that lazily loaded
        // chunks share are put back into those chunks. A page loads a handful of scripts rather than dozens, each of
        // which took its share of a slow connection from the page's HTML, stylesheet and photo.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }], experimentalInlineCommonChunks: { maxSize: 10_000 } },
      },
    },
  },
})
