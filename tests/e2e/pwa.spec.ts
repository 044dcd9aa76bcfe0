import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { runTimeFiles } from '../../scripts/pwa-precache'
import type { BuildManifest } from '../../scripts/seo/page-assets'
import { business } from '../../src/config/business'
import { cachedBuild, DIST, readBuild, startHost, type BuildMeta } from './builds'
import { expect, expectNoAxeViolations, skipSplash, test } from './support'

// What the service worker does: it is allowed here (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

/**
 * The PWA against production builds: installability (manifest, icons), offline use from the precache, and
 * the update flow after a deploy. Install and offline run on `vite preview` (dist/); the update flow serves
 * dist/ and then a second build of the same source with another BUILD_ID from a small static server of its
 * own, which stands in for the host during a deploy.
 */

const PUBLIC_ROUTES = [
  '/it',
  '/it/servizi',
  '/it/chisiamo',
  '/it/dovesiamo',
  '/it/contatti',
  '/it/cookie',
  '/it/privacy',
  '/it/termini',
  '/it/list/used',
  '/it/login',
  '/en',
  '/en/servizi',
]

const OFFLINE_TEXT = /You are offline|Sei offline/
const UPDATE_PROMPT_NAME = /A new version of the site is available|nuova versione del sito/
const UPDATE_BUTTON = /^(Update|Aggiorna)$/
const LATER_BUTTON = /^(Later|Più tardi)$/

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'PNG signature').toBe(true)
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

/** Waits for the service worker to be active, then reloads until it controls the page. */
/** The first worker installs and takes the page it came from, without a reload. */
async function waitForServiceWorkerControl(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true)
}

async function runningBuildId(page: Page): Promise<string | null> {
  try {
    return await page.evaluate(() => document.documentElement.dataset.buildId ?? null)
  } catch {
    return null // the page is navigating
  }
}

/**
 * A second build of the same source with another build id, made once per build under test and shared by the
 * workers (the first one builds, the others wait for it).
 */
async function secondBuild(v1: BuildMeta): Promise<{ dir: string; buildId: string }> {
  const buildId = v1.buildId === 'e2e-v2' ? 'e2e-v2b' : 'e2e-v2'
  const dir = await cachedBuild({ group: 'pwa-e2e', id: `${v1.buildId}-${buildId}`, env: { BUILD_ID: buildId } })
  return { dir, buildId }
}

// ---------------------------------------------------------------------------------------------------------

test.describe('installable PWA', () => {
  test('the service worker installs, takes the page at once and keeps what a visitor can open', { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto('/it')
    const servicesChunk = readBuild(DIST).chunks.find((chunk) => /^assets\/servizi-[^/]+\.js$/.test(chunk))
    // The services page's chunk, loaded as code (a module, a preload) or downloaded for the installing worker (a
    // fetch: src/features/pwa/download-for-worker.ts).
    const servicesChunkFetched = (how: 'as code' | 'for the worker') =>
      page.evaluate(
        ([chunk, forWorker]) =>
          performance
            .getEntriesByType('resource')
            .some((entry) => entry.name.endsWith(`/${chunk}`) && ((entry as PerformanceResourceTiming).initiatorType === 'fetch') === forWorker),
        [servicesChunk, how === 'for the worker'] as const,
      )
    const servicesChunkLoaded = () => servicesChunkFetched('as code')
    await waitForServiceWorkerControl(page)
    // A visitor who only reads the first page loads no other page's code, however long they stay…
    await page.waitForTimeout(2000)
    expect(await servicesChunkLoaded()).toBe(false)
    // (The page downloaded it for its worker as the worker installed: an installing worker may only fetch a few files at once.)
    expect(await servicesChunkFetched('for the worker')).toBe(true)
    // …once they use the page, the other routes' chunks load in the background.
    await page.keyboard.press('Tab')
    await expect.poll(servicesChunkLoaded).toBe(true)
    const scriptURL = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)
    expect(new URL(scriptURL ?? '').pathname).toBe('/sw.js')
    // The running build is marked on <html>, and it is the deployed one.
    const latest = (await (await page.request.get('/builds/latest.json')).json()) as { buildId: string }
    await expect(page.locator('html')).toHaveAttribute('data-build-id', latest.buildId)
    // The route chunks, both catalogs and the shell are precached (Workbox's precache, not what the pages fetched
    // since); build ids never are.
    const cached = await page.evaluate(async () => {
      const urls: string[] = []
      for (const name of (await caches.keys()).filter((key) => key.includes('precache'))) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname)
      }
      return urls
    })
    const meta = readBuild(DIST)
    // Every chunk but the page renderer, which only the prerendering runs, the reserved area's code and the Firebase SDKs.
    const renderer = /^assets\/render-html-[^/]+\.js$/
    expect(meta.chunks.filter((chunk) => renderer.test(chunk))).toHaveLength(1)
    const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as BuildManifest
    const runTime = runTimeFiles(manifest)
    for (const chunk of meta.chunks.filter((chunk) => !renderer.test(chunk) && !runTime.has(chunk))) expect(cached, `${chunk} precached`).toContain(`/${chunk}`)
    // The editor, the settings, the sign-in page and the Firebase SDKs are among those left out.
    const leftOut = Object.entries(manifest).filter(([source]) =>
      /^(?:src\/routes\/\$lang\/(?:admin\/(?:settings|edit)|login)|node_modules\/firebase\/auth\/)/.test(source),
    )
    expect(leftOut.length).toBeGreaterThanOrEqual(4)
    for (const [, chunk] of leftOut) expect(cached, `${chunk.file} not precached`).not.toContain(`/${chunk.file}`)
    // Nor does any file that holds a Firebase SDK (each names its package): visitors' pages do without them offline.
    const sdks = cached.filter((url) => url.endsWith('.js') && readFileSync(join(DIST, url), 'utf8').includes('@firebase/'))
    expect(sdks).toEqual([])
    expect(cached.some((url) => renderer.test(url.slice(1)))).toBe(false)
    expect(cached).toContain('/index.html')
    expect(cached.filter((url) => /\/assets\/messages-[^/]+\.js$/.test(url))).toHaveLength(2)
    expect(cached.some((url) => url.startsWith('/builds/'))).toBe(false)
  })

  test.describe('on a first visit', () => {
    test.use({ splash: true, consentBanner: true })

    test('the service worker downloads the app only once the splash has gone', { tag: '@desktop-only' }, async ({ page }) => {
      // When the page registers its worker (which then downloads the whole app), and when the splash goes.
      await page.addInitScript(() => {
        const seen = window as unknown as { registeredAt?: number; splashGoneAt?: number }
        const register = ServiceWorkerContainer.prototype.register
        ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args: Parameters<typeof register>) {
          seen.registeredAt ??= performance.now()
          return register.apply(this, args)
        }
        let splashSeen = false
        new MutationObserver((_, observer) => {
          const up = document.getElementById('splash') !== null
          splashSeen ||= up
          if (splashSeen && !up) {
            seen.splashGoneAt = performance.now()
            observer.disconnect()
          }
        }).observe(document, { childList: true, subtree: true })
      })
      await page.goto('/it')
      await expect(page.getByTestId('splash')).toHaveCount(0)
      await expect(page.getByRole('region', { name: /Cookie su questo sito/ })).toBeVisible()
      await expect
        .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), { timeout: 30_000 })
        .toBe('activated')
      const { registeredAt, splashGoneAt } = await page.evaluate(() => {
        const seen = window as unknown as { registeredAt?: number; splashGoneAt?: number }
        return { registeredAt: seen.registeredAt, splashGoneAt: seen.splashGoneAt }
      })
      expect(splashGoneAt).toBeGreaterThan(1500)
      expect(registeredAt).toBeGreaterThan(splashGoneAt!)
    })
  })

  test('the manifest describes an installable app, and its images exist at their stated sizes', { tag: '@desktop-only' }, async ({ page, request }) => {
    // Every page links it in its HTML, as the build writes it.
    expect(await (await request.get('/it')).text()).toContain('rel="manifest"')
    await page.goto('/it')
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(href).toBeTruthy()
    const response = await request.get(href as string)
    expect(response.ok()).toBe(true)
    const manifest = (await response.json()) as Record<string, unknown> & {
      icons: Array<{ src: string; sizes: string; purpose?: string }>
      screenshots: Array<{ src: string; sizes: string; form_factor?: string }>
      shortcuts: Array<{ name: string; url: string; icons: Array<{ src: string; sizes: string }> }>
    }
    expect(manifest.name).toBe(business.name)
    expect(typeof manifest.short_name).toBe('string')
    expect((manifest.short_name as string).length).toBeLessThanOrEqual(12)
    expect(manifest).toMatchObject({ id: '/', start_url: '/', scope: '/', display: 'standalone', lang: 'it', background_color: '#ffffff' })
    expect(manifest.theme_color).toBe(await page.locator('meta[name="theme-color"]').getAttribute('content'))

    const images = [
      ...manifest.icons.map((icon) => ({ ...icon, kind: `icon ${icon.purpose ?? 'any'}` })),
      ...manifest.screenshots.map((shot) => ({ ...shot, kind: `screenshot ${shot.form_factor}` })),
      ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons.map((icon) => ({ ...icon, kind: `shortcut ${shortcut.name}` }))),
    ]
    for (const image of images) {
      const file = await request.get(image.src)
      expect(file.ok(), `${image.kind} ${image.src}`).toBe(true)
      const { width, height } = pngSize(await file.body())
      expect(`${width}x${height}`, `${image.kind} ${image.src}`).toBe(image.sizes)
    }
    const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)
    expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']))
    expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide'])
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/it/list/used', '/it/list/rent'])
    expect(manifest.shortcuts.every((shortcut) => shortcut.icons.some((icon) => icon.sizes === '96x96'))).toBe(true)

    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
    expect(pngSize(await (await request.get(appleIcon as string)).body())).toEqual({ width: 180, height: 180 })
  })

  test(
    'offline, every public page opens from the precache with its heading, and the offline notice shows',
    { tag: '@desktop-only' },
    async ({ page, context }) => {
      test.setTimeout(180_000)
      await page.goto('/it')
      await waitForServiceWorkerControl(page)
      // Online first: the heading each page should have.
      const headings = new Map<string, string>()
      for (const path of PUBLIC_ROUTES) {
        await page.goto(path)
        const h1 = page.getByRole('heading', { level: 1 })
        await expect(h1).toBeVisible()
        headings.set(path, (await h1.textContent()) ?? '')
      }
      await expect(page.getByTestId('offline-notice')).not.toContainText(OFFLINE_TEXT)

      await context.setOffline(true)
      for (const path of PUBLIC_ROUTES) {
        const response = await page.goto(path)
        expect(response?.fromServiceWorker(), `${path} from the service worker`).toBe(true)
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(headings.get(path) ?? '')
        await expect(page.getByTestId('offline-notice'), path).toContainText(OFFLINE_TEXT)
      }

      await context.setOffline(false)
      await expect(page.getByTestId('offline-notice')).toContainText(/back online|di nuovo online/)
      await expect(page.getByTestId('offline-notice')).toBeEmpty({ timeout: 8_000 })
    },
  )
})

// The prompt's place on a phone's screen is the bottom stack's test's (below); these follow the data.
test.describe('update after a deploy', { tag: '@desktop-only' }, () => {
  test.describe.configure({ timeout: 90_000 })

  let host: Awaited<ReturnType<typeof startHost>>
  let v1: BuildMeta
  let v2: BuildMeta
  let v2Dir: string

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    v1 = readBuild(DIST)
    const second = await secondBuild(v1)
    v2Dir = second.dir
    v2 = readBuild(v2Dir)
    expect(v2.buildId).toBe(second.buildId)
    host = await startHost()
  })

  test.afterAll(async () => {
    await host?.close()
  })

  test('an open page offers the new version; Later hides it; Update shows the new build', async ({ page }) => {
    host.serve(DIST)
    await page.goto(`${host.origin}/it`)
    await waitForServiceWorkerControl(page)
    await expect(page.locator('html')).toHaveAttribute('data-build-id', v1.buildId)
    const prompt = page.getByRole('status', { name: UPDATE_PROMPT_NAME })
    await expect(prompt).toHaveCount(0)

    // Deploy v2; the page checks when it regains focus.
    host.serve(v2Dir)
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await expect(prompt).toBeVisible()
    await expect(prompt).toContainText(v1.buildId)

    // Later: hidden, and the same build does not bring it back.
    await prompt.getByRole('button', { name: LATER_BUTTON }).click()
    await expect(prompt).toHaveCount(0)
    const checked = page.waitForResponse((response) => response.url().includes('/builds/latest.json'))
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await checked
    await page.waitForTimeout(500)
    await expect(prompt).toHaveCount(0)
    // Nothing reloaded by itself.
    await expect(page.locator('html')).toHaveAttribute('data-build-id', v1.buildId)

    // A new visit (the old worker still serves the old build) offers the waiting version again.
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-build-id', v1.buildId)
    await expect(prompt).toBeVisible({ timeout: 20_000 })
    await prompt.getByRole('button', { name: UPDATE_BUTTON }).click()

    await expect.poll(() => runningBuildId(page), { timeout: 20_000 }).toBe(v2.buildId)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    // v2 is the deployed build: no offer any more.
    const checkedAgain = page.waitForResponse((response) => response.url().includes('/builds/latest.json'))
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await checkedAgain
    await page.waitForTimeout(300)
    await expect(prompt).toHaveCount(0)
  })

  test('a vehicle form being typed in when the update comes back after it, with what was typed', { tag: '@desktop-only' }, async ({ page }) => {
    test.setTimeout(90_000)
    host.serve(DIST)
    await page.goto(`${host.origin}/it/login?redirect=${encodeURIComponent('/it/admin/new')}`)
    const signIn = page.getByRole('form', { name: /Modulo di accesso|Sign-in form/ })
    await signIn.getByRole('textbox', { name: 'E-mail' }).fill('admin@demo.test')
    await signIn.getByRole('textbox', { name: 'Password' }).fill('demo-password-2026')
    await signIn.getByRole('button', { name: /^(Accedi|Sign in)$/ }).click()
    await expect(page).toHaveURL(/\/it\/admin\/new$/)
    await waitForServiceWorkerControl(page)
    await expect(page.locator('html')).toHaveAttribute('data-build-id', v1.buildId)

    const form = page.getByRole('form', { name: /Scheda del veicolo|Vehicle form/ })
    await form
      .getByLabel(/^(Marca|Make)/)
      .first()
      .fill('Lancia')
    await form
      .getByLabel(/^(Modello|Model)/)
      .first()
      .fill('Ypsilon in aggiornamento')

    host.serve(v2Dir)
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    const prompt = page.getByRole('status', { name: UPDATE_PROMPT_NAME })
    await prompt.getByRole('button', { name: UPDATE_BUTTON }).click()
    // No "leave the page?" question: the reload is the one asked for, and the form is in its draft. The reload
    // comes once the new worker has installed (precached the new build), which a busy device may take a while
    // to do (the app waits up to WAIT_FOR_INSTALL_MS for it).
    await expect.poll(() => runningBuildId(page), { timeout: 45_000 }).toBe(v2.buildId)
    await expect(page).toHaveURL(/\/it\/admin\/new$/)
    await expect(form.getByLabel(/^(Modello|Model)/).first()).toHaveValue('Ypsilon in aggiornamento')
    await expect(form.getByLabel(/^(Marca|Make)/).first()).toHaveValue('Lancia')
  })

  test('an old tab navigating after the deploy gets its chunks from the precache, never a blank page', async ({ page }) => {
    // Save-Data: no background preloads, so the next page's chunk is fetched only when the visitor navigates.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, addEventListener() {}, removeEventListener() {} } })
    })
    const oldChunk = v1.chunks.find((chunk) => /^assets\/servizi-[^/]+\.js$/.test(chunk))
    expect(oldChunk, 'the services route has its own chunk').toBeTruthy()
    expect(v2.chunks, 'the deploy replaced the chunk').not.toContain(oldChunk)

    host.serve(DIST)
    await page.goto(`${host.origin}/it`)
    await waitForServiceWorkerControl(page)
    await expect(page.locator('html')).toHaveAttribute('data-build-id', v1.buildId)

    host.serve(v2Dir)
    // The host no longer has the old chunk.
    expect((await page.request.get(`${host.origin}/${oldChunk}`)).status()).toBe(404)

    const assetResponses: Array<{ url: string; status: number; fromServiceWorker: boolean }> = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/')) {
        assetResponses.push({ url: response.url(), status: response.status(), fromServiceWorker: response.fromServiceWorker() })
      }
    })
    // Client-side navigation, as a click on the footer link does.
    await page.locator('a[href="/it/servizi"]').first().dispatchEvent('click')
    await expect(page).toHaveURL(/\/it\/servizi$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('main')).not.toBeEmpty()
    await expect(page.locator('html')).toHaveAttribute('data-build-id', v1.buildId)
    expect(assetResponses.map((r) => new URL(r.url).pathname)).toContain(`/${oldChunk}`)
    for (const r of assetResponses) {
      expect(r.status, r.url).toBe(200)
      expect(r.fromServiceWorker, r.url).toBe(true)
    }
  })

  test("another tab's Update does not reload this one, and its next navigation still shows a page", async ({ page, context }) => {
    await skipSplash(context)
    await context.addInitScript(() => {
      // Save-Data: no background preloads, so this tab really asks for a chunk the new version removed.
      Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, addEventListener() {}, removeEventListener() {} } })
    })
    host.serve(DIST)
    await page.goto(`${host.origin}/it`)
    await waitForServiceWorkerControl(page)
    const other = await context.newPage()
    await other.goto(`${host.origin}/it/chisiamo`)
    await expect.poll(() => other.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)

    host.serve(v2Dir)
    await other.evaluate(() => window.dispatchEvent(new Event('focus')))
    // The new version's worker has everything and waits: "Update" hands over to it.
    await expect.poll(() => other.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)), { timeout: 30_000 }).toBe(true)
    await other.getByRole('status', { name: UPDATE_PROMPT_NAME }).getByRole('button', { name: UPDATE_BUTTON }).click()
    await expect.poll(() => runningBuildId(other), { timeout: 30_000 }).toBe(v2.buildId)

    // This tab was not reloaded under the visitor's eyes.
    await expect(page.locator('html')).toHaveAttribute('data-build-id', v1.buildId)
    // Its next page needs a chunk that no longer exists anywhere (the new worker dropped the old precache):
    // the page reloads once onto the new version instead of staying blank.
    await page.locator('a[href="/it/servizi"]').first().dispatchEvent('click')
    await expect(page).toHaveURL(/\/it\/servizi$/)
    await expect.poll(() => runningBuildId(page), { timeout: 20_000 }).toBe(v2.buildId)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(Servizi|Services)$/)
    await other.close()
  })
})

test.describe('update on a first visit, with the cookie banner and the offline notice', { tag: '@touch-only' }, () => {
  test.describe.configure({ timeout: 90_000 })
  test.use({ consentBanner: true })

  let host: Awaited<ReturnType<typeof startHost>>
  let v2: BuildMeta
  let v2Dir: string

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    const second = await secondBuild(readBuild(DIST))
    v2Dir = second.dir
    v2 = readBuild(v2Dir)
    host = await startHost()
  })

  test.afterAll(async () => {
    await host?.close()
  })

  test('the banner, the prompt and the notice stand one above the other, each tappable; Update shows the new build', async ({ page, context }) => {
    host.serve(DIST)
    await page.goto(`${host.origin}/it`)
    await expect(page.locator('html')).toHaveAttribute('data-build-id', readBuild(DIST).buildId)
    const banner = page.getByRole('region', { name: /Cookie su questo sito/ })
    await expect(banner).toBeVisible()
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), { timeout: 30_000 })
      .toBe('activated')
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      ;(window as unknown as { firstWorker?: ServiceWorker | null }).firstWorker = registration?.active
    })

    // A deploy while the first visit's page is open. Its first worker took the page, so the new build's worker,
    // once installed, waits for the visitor's Update.
    host.serve(v2Dir)
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    const prompt = page.getByRole('status', { name: UPDATE_PROMPT_NAME })
    await expect(prompt).toBeVisible()
    await context.setOffline(true)
    const notice = page.getByTestId('offline-notice')
    await expect(notice).toContainText(OFFLINE_TEXT)

    // Nothing covers anything else, and all of it is on screen.
    const viewport = page.viewportSize()!
    const boxes = await Promise.all([banner, prompt, notice].map((locator) => locator.boundingBox()))
    for (const box of boxes) {
      expect(box).not.toBeNull()
      expect(box!.y).toBeGreaterThanOrEqual(0)
      expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height)
    }
    const [bannerBox, promptBox, noticeBox] = [boxes[0]!, boxes[1]!, boxes[2]!]
    expect(promptBox.y + promptBox.height, 'the prompt stands above the banner').toBeLessThanOrEqual(bannerBox.y)
    expect(noticeBox.y + noticeBox.height, 'the notice stands above the prompt').toBeLessThanOrEqual(promptBox.y)
    await expectNoAxeViolations(page)

    // Back online, the new version's worker finishes downloading it and waits: the page is still the first worker's.
    await context.setOffline(false)
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration()
            const first = (window as unknown as { firstWorker?: ServiceWorker | null }).firstWorker
            return registration?.active === first && navigator.serviceWorker.controller === first && Boolean(registration?.waiting)
          }),
        { timeout: 30_000 },
      )
      .toBe(true)
    // "Update" is tapped as it is (a covered button fails Playwright's actionability check), and the waiting worker
    // takes over and the page reloads onto the new build: the reload starts within 2 s, however long the busy
    // machine then takes to load the page.
    const reload = page.waitForRequest((request) => request.isNavigationRequest() && request.frame() === page.mainFrame(), { timeout: 2_000 })
    await prompt.getByRole('button', { name: UPDATE_BUTTON }).tap()
    await reload
    await expect.poll(() => runningBuildId(page), { timeout: 20_000 }).toBe(v2.buildId)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('status', { name: UPDATE_PROMPT_NAME })).toHaveCount(0)
  })
})
