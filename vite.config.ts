import { fileURLToPath, URL } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { breakpointVariables } from './scripts/postcss-breakpoints.ts'
import { afterPaint } from './scripts/vite-plugin-after-paint.ts'
import { vehiclePhotoCaching } from './scripts/pwa-photo-cache.ts'
import { buildMeta } from './scripts/vite-plugin-build-meta.ts'
import { minifyInlineScripts } from './scripts/inline-script.ts'
import { inlineFavicon } from './scripts/vite-plugin-inline-favicon.ts'
import { intlWarmup } from './scripts/vite-plugin-intl-warmup.ts'
import { sidebarState } from './scripts/vite-plugin-sidebar-state.ts'
import { seoFiles } from './scripts/vite-plugin-seo-files.ts'
import { stacklessReactSignalsPlugin } from './scripts/vite-plugin-stackless-react-signals.ts'
import { business, DEALER_TIME_ZONE } from './src/config/business.ts'
import { EMULATOR_PORTS } from './src/lib/firebase/config.ts'
import { breakpoints } from './src/lib/screen.ts'

// Lingui macros compile through Babel, only in files that import a macro.
const linguiMacro = defineRolldownBabelPreset({
  preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  rolldown: { filter: { code: /from ['"]@lingui\/(?:react\/|core\/)?macro['"]/ } },
})

/** The local emulators' origins, without the port. */
const LOCAL_EMULATOR = 'http://(?:127\\.0\\.0\\.1|localhost)'

/** A document read through Firestore's REST API, in production and on the local emulator (src/lib/firebase/firestore-rest.ts). */
const restDocument = (path: string) =>
  new RegExp(
    `^(?:https://firestore\\.googleapis\\.com|${LOCAL_EMULATOR}:${EMULATOR_PORTS.firestore})/v1/projects/[^/]+/databases/\\(default\\)/documents/${path}(?:\\?|$)`,
  )
/** The public catalog (`catalog/used`, `catalog/rent`): the listings. */
const CATALOG_REST_URL = restDocument('catalog/[a-z]+')
/** One vehicle's document: its public page (src/features/vehicles/api/vehicle-once.ts). */
const VEHICLE_REST_URL = restDocument('vehicles/[A-Za-z0-9_-]+')
/** The site settings: contacts, hours, notice, on every public page (src/features/site/api/site-settings-once.ts). */
const SETTINGS_REST_URL = restDocument('settings/site')

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    stacklessReactSignalsPlugin(),
    babel({ presets: [linguiMacro] }),
    lingui({ failOnMissing: process.env.NODE_ENV === 'production', failOnCompileError: true }),
    buildMeta(),
    inlineFavicon(),
    intlWarmup({ timeZone: DEALER_TIME_ZONE }),
    sidebarState(),
    seoFiles(),
    // Installable and offline: the whole app is precached; the app registers the worker itself
    // (src/features/pwa/register-sw.ts) and asks before switching to a new version.
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      filename: 'sw.js',
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
          { src: '/screenshots/narrow-1080x1920.png', sizes: '1080x1920', type: 'image/png', form_factor: 'narrow', label: `${business.name}: auto usate e noleggio` },
          { src: '/screenshots/wide-1920x1080.png', sizes: '1920x1080', type: 'image/png', form_factor: 'wide', label: `${business.name}: auto usate e noleggio` },
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
      workbox: {
        // The app shell, every chunk (each route and both Lingui catalogs), styles, fonts, icons and the favicon.
        // The only page is the shell: prerendered pages (scripts/prerender.ts) are for first visits and
        // crawlers, and would go stale in the cache; navigateFallback answers every page with the shell.
        globPatterns: ['index.html', '**/*.{js,css,woff,woff2,svg,png,ico}'],
        // Build ids are polled past every cache; screenshots only matter to the install dialog, og-image.png
        // to link previews, and the page renderer (src/render-html.tsx) to the prerendering.
        globIgnores: ['builds/**', 'screenshots/**', 'og-image.png', '**/*.map', 'assets/render-html-*.js'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: '/index.html',
        // Firebase's reserved paths, the build ids, and files (sitemap.xml, robots.txt…) are never the app shell.
        navigateFallbackDenylist: [/^\/builds\//, /^\/__\//, /\/[^/?]+\.[a-z0-9]+$/i],
        cleanupOutdatedCaches: true,
        clientsClaim: false,
        skipWaiting: false,
        // Cached at run time: vehicle photos, and the last answers of the one-off reads of the catalog, the vehicles and
        // the site settings, so that a listing or a car seen before opens offline without the Firestore SDK, with the
        // dealer's hours and notice. The SDKs' own requests (and their emulators') match no route, so the worker never
        // answers them: the SDKs keep their own offline handling.
        runtimeCaching: [
          {
            urlPattern: CATALOG_REST_URL,
            handler: 'NetworkFirst',
            options: {
              cacheName: 'catalog',
              // Before the page gives up on the read (6 s).
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 8, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern: VEHICLE_REST_URL,
            handler: 'NetworkFirst',
            options: {
              cacheName: 'vehicles',
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 200, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern: SETTINGS_REST_URL,
            handler: 'NetworkFirst',
            options: {
              cacheName: 'settings',
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 2, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          vehiclePhotoCaching,
        ],
      },
    }),
    // After the PWA plugin, whose manifest link it moves out of the HTML with the scripts (both enforced 'post').
    afterPaint(),
    minifyInlineScripts(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // CSS modules write the theme's breakpoints as `$mantine-breakpoint-<name>`.
  css: { postcss: { plugins: [breakpointVariables(breakpoints)] } },
  server: { port: Number(process.env.PORT ?? 5173) },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true },
  // The manifest (.vite/manifest.json, never deployed) tells the prerendering which chunks render a page.
  build: {
    target: 'es2022',
    // No polyfill of `<link rel="modulepreload">`: the browsers that lack it still load every module, through the
    // imports, only with less of it fetched ahead.
    modulePreload: { polyfill: false },
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React, the router and Lingui: every page runs them before anything else. Left to the
            // automatic splitting, which splits a module off whenever a lazily loaded chunk shares it with the entry,
            // they were a dozen chunks, each a request with its own import/export glue. (Not React's server renderer,
            // which only the prerendering loads.)
            {
              name: 'framework',
              includeDependenciesRecursively: false,
              test: /[\\/]node_modules[\\/](react[\\/]|react-dom[\\/](?!.*(server|static))|scheduler[\\/]|@tanstack[\\/](react-router|router-core|history|store|react-store)[\\/]|@lingui[\\/](core|react)[\\/]|use-sync-external-store[\\/])/,
            },
            // The entry's import of React DOM's client (src/lib/react-dom-client.ts) alone: its chunk, run before the entry's
            // in a task of its own, initialises React DOM (200 KB of code in one function) there.
            { name: 'react-dom-client', includeDependenciesRecursively: false, test: /[\\/]src[\\/]lib[\\/]react-dom-client\.ts$/ },
            // Mantine's base (Box, its style props and the styles API) with the unstyled button: every page runs both.
            // Left to the automatic splitting, they were two chunks once a lazily loaded part (a car's details) came
            // to need the one without the other.
            // (With what they import, and the sizes and CSS variables' helpers that the first screen's components use.)
            {
              name: 'mantine-base',
              test: /[\\/]@mantine[\\/]core[\\/]esm[\\/](core[\\/]Box[\\/]Box|components[\\/]UnstyledButton[\\/]UnstyledButton|core[\\/]utils[\\/]get-size[\\/]get-size|core[\\/]styles-api[\\/]create-vars-resolver[\\/]create-vars-resolver)\.mjs$/,
            },
            // Mantine's reading direction (LTR/RTL), which sliders and number inputs ask for: left to the
            // automatic splitting, it shares a chunk with Floating UI (15 KB), which those pages then load.
            { name: 'mantine-direction', test: /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]DirectionProvider[\\/]/, includeDependenciesRecursively: false },
            // The small modules of the entry that lazily loaded readers share with it (the page's documents, the
            // stores, the start of the app, its yielding to the browser and its waits with a time limit, the business
            // details and the site settings' model, the strings' loading, the locale, the Intl formatters, the site's
            // addresses, the stored values): left to the automatic splitting, each became a chunk of a few hundred
            // bytes of its own, loaded on every page all the same.
            {
              name: 'app-core',
              includeDependenciesRecursively: false,
              test: /[\\/]src[\\/](lib[\\/](live-store|page-data|app-start|one-shot|next-task|within|same-value|document-id|firebase[\\/]rest-values|i18n|locale|intl|seo-urls|storage-store)|config[\\/]business|features[\\/]site[\\/]model[\\/]site-settings)\.tsx?$/,
            },
            // The vehicles' read-only data access, labels and formats: every page that shows cars needs all of
            // them, which the automatic splitting left as many chunks of a few hundred bytes (each a request with
            // its own import/export glue). Only these modules, not what they import: the entry chunk keeps the
            // listing's search-param modules, the shared chunks React and Lingui. None of the entry's static
            // imports may move here, or the entry would load this chunk on every page.
            {
              name: 'vehicle-data',
              includeDependenciesRecursively: false,
              test: /[\\/]src[\\/](features[\\/]vehicles[\\/](api[\\/](vehicle-errors|catalog-once|page-vehicle|vehicle-once)|listing[\\/]use-published-vehicles|format|vehicle-labels)|lib[\\/]firebase[\\/]firestore-rest)\.tsx?$/,
            },
            // The vehicles' schema and what decodes with it: a page loads it only to decode data read
            // from the server, and a prerendered page (a car, a listing, the home page) only when that data has
            // changed since the page was made.
            {
              name: 'vehicle-schema',
              includeDependenciesRecursively: false,
              test: /[\\/]src[\\/]features[\\/]vehicles[\\/]model[\\/](vehicle-schema|vehicle-codec|vehicle-summary)\.tsx?$/,
            },
            // Firestore's REST reads without the SDK and the services' addresses, which the visitor's REST writes (the
            // contact form's) share: one small chunk rather than two.
            {
              name: 'rest-read',
              includeDependenciesRecursively: false,
              test: /[\\/]src[\\/]lib[\\/]firebase[\\/](firestore-rest-read|rest-origin)\.tsx?$/,
            },
            // zod with the app's helpers, apart from the vehicles' schema: the forms every page has (the footer's
            // contact form) validate with it, and would otherwise build the vehicles' validators too.
            { name: 'zod', includeDependenciesRecursively: false, test: /[\\/]src[\\/]lib[\\/]zod\.tsx?$|[\\/]node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
})
