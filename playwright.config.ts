import { existsSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import { chromium, defineConfig } from '@playwright/test'

const PORT = Number(process.env.PORT ?? 4173)
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${PORT}`

/**
 * The browser: CHROMIUM_PATH when set; otherwise Playwright's own Chromium where it is installed, else the
 * system's `chromium` (machines where Playwright cannot download its browsers).
 */
function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  try {
    if (existsSync(chromium.executablePath())) return undefined
  } catch {
    // Playwright's browsers are not installed.
  }
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    try {
      return execFileSync('which', [name], { encoding: 'utf8' }).trim() || undefined
    } catch {
      // try the next name
    }
  }
  return undefined
}

const launchOptions = {
  executablePath: chromiumExecutable(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

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
    trace: 'retain-on-failure',
    launchOptions,
    serviceWorkers: 'allow',
  },
  projects: [
    // Tests of data and addresses, the same in every viewport, are tagged @desktop-only; @not-tablet marks the
    // page-by-page audits, which the tablet layout (the desktop's, narrower) would only repeat.
    { name: 'phone', testIgnore: /admin\.spec/, grepInvert: /@desktop-only/, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
    { name: 'tablet', testIgnore: /admin\.spec/, grepInvert: /@desktop-only|@not-tablet/, use: { viewport: { width: 820, height: 1180 }, hasTouch: true } },
    { name: 'desktop', testIgnore: /admin\.spec/, use: { viewport: { width: 1440, height: 900 } } },
    // The admin journeys change the data the public tests read: they run last, on the tablet.
    { name: 'admin-tablet', testMatch: /admin\.spec/, dependencies: ['phone', 'tablet', 'desktop'], use: { viewport: { width: 820, height: 1180 }, hasTouch: true } },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `npx vite preview --port ${PORT} --strictPort --outDir ${distDir}`,
        url: baseURL,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
})
