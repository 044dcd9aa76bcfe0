import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import {
  buildScriptHashes,
  hostingConfigForBuild,
  htmlFiles,
  parseCsp,
  readHostingConfig,
  siteCsp,
  siteWideHeaders,
  unhashedInlineScripts,
} from '../../scripts/hosting/csp'
import { emulatorOrigins, FIREBASE_JSON, localPolicy, startHostingServer, type HostingServer } from '../../scripts/hosting/server'
import { publishedVehicles } from './seed-data'
import { expect, scrollToContactForm, test } from './support'

/**
 * The built site served as Firebase Hosting serves it (firebase.json's hosting section, through the Hosting
 * emulator's own engine; see scripts/hosting/server.ts): the security and cache headers, the redirects, and a
 * Content-Security-Policy that blocks nothing the site loads, on the public pages, in the reserved area, and in
 * the service worker. Needs the emulators with the demo data.
 */

const DIST = resolve(process.env.E2E_DIST ?? 'dist')
const hosting = readHostingConfig(FIREBASE_JSON)
/** The policy deployed with this build: firebase.json's, with the build's inline scripts allowed by their hashes. */
const PRODUCTION_CSP = siteCsp(hostingConfigForBuild(hosting, DIST))
const PASSWORD = 'demo-password-2026'
const fixture = (name: string) => new URL(`../fixtures/${name}`, import.meta.url).pathname

const vehicle = publishedVehicles.find((candidate) => candidate.category === 'used' && candidate.status === 'available' && candidate.photos.length >= 3)!
const vehicleName = `${vehicle.make} ${vehicle.model} ${vehicle.version}`

let server: HostingServer
const at = (path: string) => `${server.url}${path}`

test.describe.configure({ mode: 'default' })
test.beforeAll(async () => {
  server = await startHostingServer({ dir: DIST, port: Number(process.env.HOSTING_PORT ?? 0) })
})
test.afterAll(async () => {
  await server?.close()
})

declare global {
  interface Window {
    reportPolicyViolation?: (text: string) => Promise<void>
  }
}

/**
 * Everything the browser reports against the page's policies: `securitypolicyviolation` events in every
 * document, and console messages of the page, its workers and the service worker that name a policy.
 */
async function watchPolicies(page: Page): Promise<string[]> {
  const problems: string[] = []
  const fromConsole = (where: string) => (message: { type(): string; text(): string }) => {
    if (/content.security.policy|permissions.policy|\bCSP\b/i.test(message.text())) problems.push(`${where} console ${message.type()}: ${message.text()}`)
  }
  page.on('console', fromConsole('page'))
  page.on('worker', (worker) => worker.on('console', fromConsole(`worker ${worker.url()}`)))
  page.context().on('serviceworker', (worker) => worker.on('console', fromConsole(`service worker ${worker.url()}`)))
  await page.exposeFunction('reportPolicyViolation', (text: string) => problems.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void window.reportPolicyViolation?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} in ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  return problems
}

/** Waits until every image of `images` has loaded with real pixels. */
async function expectLoaded(images: Locator) {
  await expect(images.first()).toBeVisible()
  await expect
    .poll(
      () =>
        images.evaluateAll((elements) => elements.every((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0)),
      {
        timeout: 20_000,
      },
    )
    .toBe(true)
}

async function waitForServiceWorkerControl(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), { timeout: 30_000 })
    .toBe('activated')
  await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBe(at('/sw.js'))
}

test.describe('Firebase Hosting configuration', { tag: '@desktop-only' }, () => {
  test('every inline script of the build is allowed by its hash, and the policy served is the one deployed', async ({ request }) => {
    expect(htmlFiles(DIST)).toContain('index.html')
    // The shell's colour scheme and splash, and its script loader, at least.
    expect(buildScriptHashes(DIST).length).toBeGreaterThanOrEqual(2)
    expect(unhashedInlineScripts(DIST, PRODUCTION_CSP)).toEqual([])
    // What the local server sends differs from production only as scripts/hosting/server.ts explains (local http, emulators).
    const served = (await request.get(at('/it'))).headers()['content-security-policy']
    expect(served).toBe(localPolicy(PRODUCTION_CSP, emulatorOrigins()))
    expect(parseCsp(served ?? '').get('script-src')).toEqual(parseCsp(PRODUCTION_CSP).get('script-src'))
  })

  test('pages carry the security headers', async ({ request }) => {
    for (const path of ['/', '/it', `/en/detail/${vehicle.id}`, '/sw.js']) {
      const response = await request.get(at(path))
      expect(response.status(), path).toBe(200)
      const headers = response.headers()
      expect(headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains')
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['x-frame-options'], path).toBe('DENY')
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin')
      expect(headers['permissions-policy'], path).toBe(siteWideHeaders(hosting).get('permissions-policy'))
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
    }
  })

  test('hashed assets are cached for a year; the shell, the service worker, the manifest and the build ids are revalidated', async ({ request }) => {
    const indexHtml = readFileSync(resolve(DIST, 'index.html'), 'utf8')
    const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(indexHtml)?.[1]
    const stylesheet = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/.exec(indexHtml)?.[1]
    expect(entry).toBeTruthy()
    for (const asset of [entry!, ...(stylesheet ? [stylesheet] : [])]) {
      const response = await request.get(at(asset))
      expect(response.status(), asset).toBe(200)
      expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable')
    }
    // The service worker is one script, Workbox inside: it loads no other (importScripts, or a module's imports).
    expect(readFileSync(resolve(DIST, 'sw.js'), 'utf8')).not.toMatch(/importScripts\(|^import\s|define\(\[/m)
    const revalidated = ['/', '/index.html', '/it/list/used', '/sw.js', '/manifest.webmanifest', '/builds/latest.json']
    // Prerendered pages, if the build has any, by their clean URLs.
    for (const file of htmlFiles(DIST)) {
      if (file === 'index.html' || file === '404.html') continue
      revalidated.push(`/${file.replace(/(?:\/index)?\.html$/, '')}`)
    }
    for (const path of revalidated) {
      const response = await request.get(at(path))
      expect(response.status(), path).toBe(200)
      expect(response.headers()['cache-control'], path).toBe('no-cache')
    }
    const latest = (await (await request.get(at('/builds/latest.json'))).json()) as { buildId: string }
    expect(latest.buildId).toMatch(/^[A-Za-z0-9._-]+$/)
  })

  test('old links redirect permanently; unprefixed pages and the app’s routes get the app; a missing file is a 404', async ({ request }) => {
    const redirects: Array<[string, string]> = [
      ['/it/usato', '/it/list/used'],
      ['/en/usato', '/en/list/used'],
      ['/it/noleggio', '/it/list/rent'],
      ['/en/noleggio', '/en/list/rent'],
      ['/it/usato?fuel=diesel', '/it/list/used?fuel=diesel'],
    ]
    for (const [from, to] of redirects) {
      const response = await request.get(at(from), { maxRedirects: 0 })
      expect(response.status(), from).toBe(301)
      expect(response.headers()['location'], from).toBe(to)
    }
    // The language of /usato, /noleggio and /servizi is the visitor's: the app redirects them, Hosting serves it.
    // A car published after the build has no prerendered page: the app shell serves its address.
    for (const path of [
      '/usato',
      '/noleggio',
      '/servizi',
      '/list/used',
      `/it/detail/${vehicle.id}`,
      '/it/detail/published-after-the-build',
      '/en/admin/edit/x1',
      '/it/login',
    ]) {
      const response = await request.get(at(path), { maxRedirects: 0 })
      expect(response.status(), path).toBe(200)
      expect(response.headers()['content-type'], path).toMatch(/^text\/html/)
      expect(await response.text(), path).toMatch(/<div id="root"[\s>]/)
    }
    const missing = await request.get(at('/assets/index-0ld0ld.js'), { maxRedirects: 0 })
    expect(missing.status()).toBe(404)
  })

  test('an address outside the app’s routes gets the site’s 404 page, with the status of one, and its links work', async ({ page, request }) => {
    const notFoundPage = readFileSync(resolve(DIST, '404.html'), 'utf8')
    expect(notFoundPage).toMatch(/<html[^>]* lang="it"/)
    expect(notFoundPage).toContain('<meta name="robots" content="noindex"')
    // Served at any address: the app renders it anew rather than hydrating it.
    expect(notFoundPage).not.toContain('data-prerendered')
    for (const path of ['/nope/x', '/it/qualcosa/che/non/esiste/davvero', '/wp-admin.php', '/fr/servizi', '/it/list/bikes']) {
      const response = await request.get(at(path), { maxRedirects: 0 })
      expect(response.status(), path).toBe(404)
      expect(response.headers()['content-type'], path).toMatch(/^text\/html/)
      expect(response.headers()['x-frame-options'], path).toBe('DENY')
      expect(await response.text(), path).toBe(notFoundPage)
    }
    // Without JavaScript it reads, and its way home is a plain link.
    const context = await page.context().browser()!.newContext({ javaScriptEnabled: false })
    try {
      const plain = await context.newPage()
      await plain.goto(at('/nope/x'))
      await expect(plain.getByRole('heading', { level: 1 })).toHaveText('Pagina non trovata')
      await expect(plain.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/it')
    } finally {
      await context.close()
    }
    // With it, the app shows the page in the address's language, and its links lead on.
    await page.goto(at('/en/nope/x'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await page.goto(at('/it/qualcosa/che/non/esiste/davvero'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina non trovata')
    await page.getByRole('link', { name: 'Torna alla home' }).click()
    await expect(page).toHaveURL(at('/it'))
  })

  test('an address whose encoding does not decode gets the site’s 404 page, with the status of one', async ({ page, request }) => {
    for (const [path, heading] of [
      ['/it/%E0%A4%A', 'Pagina non trovata'],
      ['/en/list/%E0%A4%A', 'Page not found'],
    ] as const) {
      // From the host (once the service worker has taken over, it answers every page with the app).
      expect((await request.get(at(path), { maxRedirects: 0 })).status(), path).toBe(404)
      await page.goto(at(path))
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading)
    }
  })

  test('unprefixed old links end on the listing in the visitor’s language', async ({ page }) => {
    await page.context().addCookies([{ name: 'locale', value: 'en', url: server.url }])
    await page.goto(at('/usato'))
    await expect(page).toHaveURL(at('/en/list/used'))
    await page.goto(at('/it/noleggio'))
    await expect(page).toHaveURL(at('/it/list/rent'))
  })
})

test.describe('the Content-Security-Policy blocks nothing the site loads', { tag: '@desktop-only' }, () => {
  test.use({ serviceWorkers: 'allow' })
  test.describe.configure({ timeout: 120_000 })

  test('public pages, the gallery, the map, the contact form and the service worker', async ({ page }) => {
    const problems = await watchPolicies(page)
    await page.goto(at('/it'))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await waitForServiceWorkerControl(page)

    await page.goto(at('/it/list/used'))
    const results = page.getByTestId('vehicle-results')
    await expect(results.getByRole('article').first()).toBeVisible()
    await expectLoaded(results.getByRole('article').first().locator('img'))

    await page.goto(at(`/it/detail/${vehicle.id}`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`${vehicle.make} ${vehicle.model}`)
    const counter = page.getByTestId('gallery-counter')
    for (let n = 2; n <= vehicle.photos.length; n++) {
      await page.getByRole('button', { name: 'Foto successiva' }).first().click()
      await expect(counter).toHaveText(`${n} / ${vehicle.photos.length}`)
      await expectLoaded(page.getByRole('img', { name: `${vehicleName}, foto ${n} di ${vehicle.photos.length}` }))
    }

    await page.goto(at('/it/login'))
    await expect(page.getByRole('form', { name: 'Modulo di accesso' })).toBeVisible()

    await page.goto(at('/it/cookie'))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    // The map is OpenStreetMap's page in a frame (this machine may not reach it: a policy block would still show).
    await page.goto(at('/it/dovesiamo'))
    await page.getByRole('button', { name: 'Mostra mappa' }).click()
    await expect(page.locator('iframe[src^="https://www.openstreetmap.org/export/embed.html"]')).toBeAttached()

    // The footer form opens the mail app through window.location, not a form submission to another origin.
    await page.goto(at('/it/servizi'))
    await scrollToContactForm(page, 'it')
    const form = page.locator('#contact-form')
    await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Mario')
    await form.getByRole('textbox', { name: 'Cognome', exact: true }).fill('Rossi')
    await form.getByRole('textbox', { name: 'Telefono', exact: true }).fill('+39 035 123456')
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('mario@example.it')
    await form.getByRole('textbox', { name: 'Oggetto', exact: true }).fill('Informazioni')
    await form.getByRole('textbox', { name: 'Messaggio', exact: true }).fill('Buongiorno')
    await form.getByRole('checkbox', { name: /Ho letto/ }).check()
    await form.getByRole('button', { name: 'Invia' }).click()
    await expect(form.getByRole('status').getByRole('link')).toHaveAttribute('href', /^mailto:/)

    expect(problems).toEqual([])
  })

  test('the reserved area: sign-in, the stock list, and photos resized in a worker and uploaded', async ({ page }) => {
    const problems = await watchPolicies(page)
    const workers: string[] = []
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname))

    await page.goto(at(`/it/login?redirect=${encodeURIComponent('/it/admin')}`))
    const signIn = page.getByRole('form', { name: 'Modulo di accesso' })
    await signIn.getByRole('textbox', { name: 'E-mail' }).fill('admin@demo.test')
    await signIn.getByRole('textbox', { name: 'Password' }).fill(PASSWORD)
    await signIn.getByRole('button', { name: 'Accedi' }).click()
    await expect(page).toHaveURL(at('/it/admin'))
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 })

    await page.goto(at('/it/admin/new'))
    await page.getByTestId('photo-input').setInputFiles([fixture('car-front.jpg')])
    await expect(page.getByTestId('photo-upload').first()).toBeVisible()
    await expect.poll(() => workers.some((path) => /^\/assets\/photo-resize\.worker-[^/]+\.js$/.test(path)), { timeout: 15_000 }).toBe(true)
    // Resized, previewed from a blob: URL, then uploaded to Storage.
    await expect(page.getByTestId('vehicle-photo')).toHaveCount(1, { timeout: 45_000 })
    await expectLoaded(page.getByTestId('vehicle-photo').locator('img'))

    expect(problems).toEqual([])
  })
})
