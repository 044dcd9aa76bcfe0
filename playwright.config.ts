import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './scripts/chromium.ts'

const PORT = Number(process.env.PORT ?? 4173)
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${PORT}`

/** The browser (shared with the prerendering): CHROMIUM_PATH, else Playwright's own, else the system's. */
const launchOptions = chromiumLaunchOptions

/** The build to serve: `dist` unless E2E_DIST names another output directory. */
const distDir = process.env.E2E_DIST ?? 'dist'

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A trace records the page on every action (its DOM, a screencast): a fifth of the suite's CPU. The retry of a
    // test that failed records one.
    trace: 'on-first-retry',
    launchOptions,
    // The service worker installs the whole app (about 2 MB) into every new browser context: only the tests of
    // what it does (offline use, updates, its caches) allow it.
    serviceWorkers: 'block',
  },
  projects: [
    // Tests of data, addresses and flows that no layout changes are tagged @desktop-only; @not-tablet marks the
    // page-by-page audits and the flows whose phone and desktop runs cover their layouts, which the tablet's
    // (the desktop's, narrower) would only repeat. The tablet keeps the shell's own tests and the reserved area.
    // @touch-only marks what only a phone's or a tablet's screen shows (the bottom stack at its narrowest).
    {
      name: 'phone',
      testIgnore: /(?:admin|conflicts)\.spec/,
      grepInvert: /@desktop-only/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    {
      name: 'tablet',
      testIgnore: /(?:admin|conflicts)\.spec/,
      grepInvert: /@desktop-only|@not-tablet/,
      use: { viewport: { width: 820, height: 1180 }, hasTouch: true },
    },
    { name: 'desktop', testIgnore: /(?:admin|conflicts)\.spec/, grepInvert: /@touch-only/, use: { viewport: { width: 1440, height: 900 } } },
    // The admin journeys change the data the public tests read: they run last, on the tablet.
    {
      name: 'admin-tablet',
      testMatch: /(?:admin|conflicts)\.spec/,
      dependencies: ['phone', 'tablet', 'desktop'],
      use: { viewport: { width: 820, height: 1180 }, hasTouch: true, serviceWorkers: 'allow' },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // The build as Firebase Hosting serves it (scripts/hosting/server.ts): headers, redirects, status codes.
        command: `npx tsx scripts/hosting/server.ts ${distDir} ${PORT}`,
        url: baseURL,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
})
