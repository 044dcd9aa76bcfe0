import type { Page } from '@playwright/test'
import { formatPrice } from '../../src/features/vehicles/format'
import { published } from './seed-data'
import { expect, skipConsentBanner, skipSplash, test } from './support'

// What the service worker does: it is allowed here (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

/** Every image on the page that is in the viewport or loaded has real pixels. */
async function expectPhotosShown(page: Page, scope: string) {
  const images = page.locator(`${scope} img[src*="/v0/b/"]`)
  await expect(images.first()).toBeVisible()
  await expect.poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
}

/** Waits for the service worker to control the page and to have kept the documents named (`caches` and address ends). */
async function expectKeptOffline(page: Page, kept: Record<string, RegExp>) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true)
  for (const [cache, address] of Object.entries(kept)) {
    await expect
      .poll(() => page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname), cache), {
        timeout: 15_000,
      })
      .toEqual(expect.arrayContaining([expect.stringMatching(address)]))
  }
}

test(
  'a first visit is kept: the list, a car and the list again, then offline the car opens with its price and photo',
  { tag: '@not-tablet' },
  async ({ page, context }) => {
    test.setTimeout(90_000)
    // A fresh profile: no worker yet. The visitor reads the list, opens a car and goes back, within seconds.
    await page.goto('/it/list/used')
    const results = page.getByTestId('vehicle-results')
    const card = results.getByRole('article').first()
    const title = card.getByRole('heading').getByRole('link')
    const name = (await title.textContent())!.trim()
    const href = (await title.getAttribute('href')) ?? ''
    const car = published('used').find((vehicle) => href.endsWith(`/detail/${vehicle.id}`))
    if (car?.category !== 'used') throw new Error(`No used car at ${href} in the seed data`)
    await expectPhotosShown(page, '[data-testid="vehicle-results"]')
    await title.click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`${car.make} ${car.model}`)
    await expectPhotosShown(page, 'main')
    await page.goBack()
    await expect(card).toBeVisible()

    // The worker installs meanwhile, takes the page and keeps what it had read before it came: the catalog (read
    // by a worker of the page), the car, the site settings.
    await expectKeptOffline(page, {
      catalog: /\/documents\/catalog\/used$/,
      vehicles: new RegExp(`/documents/vehicles/${car.id}$`),
      settings: /\/documents\/settings\/site$/,
    })

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByText(/Sei offline/)).toBeVisible()
    await expect(page.getByTestId('result-count')).toHaveText(`${published('used').length} veicoli`)
    await expectPhotosShown(page, '[data-testid="vehicle-results"]')
    await results.getByRole('link', { name }).click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`${car.make} ${car.model}`)
    await expect(page.getByTestId('header-price')).toHaveText(formatPrice(car.price, 'it'))
    await expectPhotosShown(page, 'main')
    await context.setOffline(false)
  },
)

test(
  'after the browser is closed and opened again offline, the listing, the car and the saved car are still there, with their photos',
  { tag: '@desktop-only' },
  async ({ playwright, baseURL }, testInfo) => {
    test.setTimeout(120_000)
    const car = published('used').find((vehicle) => vehicle.id === 'used-002')
    if (car?.category !== 'used') throw new Error('No used car used-002 in the seed data')
    const profile = testInfo.outputPath('profile')
    const { viewport, launchOptions } = testInfo.project.use
    // The same browser profile for both sessions, as on a phone: its IndexedDB (Firestore's cache) and the
    // service worker's caches stay between them.
    const open = (offline: boolean) =>
      playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, viewport, offline, serviceWorkers: 'allow' })
    const skipBanners = async (context: Awaited<ReturnType<typeof open>>) => {
      await skipSplash(context)
      await skipConsentBanner(context)
    }

    const online = await open(false)
    await skipBanners(online)
    const first = online.pages()[0] ?? (await online.newPage())
    await first.goto(`/it/detail/${car.id}`)
    await expect(first.getByRole('heading', { level: 1 })).toContainText(`${car.make} ${car.model}`)
    await expectPhotosShown(first, 'main')
    // The visitor saves it to their garage.
    await first
      .getByTestId('garage-actions')
      .getByRole('button', { name: /^Salva .* nei preferiti$/ })
      .click()
    await expect(first.getByTestId('garage-actions').getByRole('button', { name: /^Salvata: / })).toBeVisible()
    // A full page load to the list, before the worker has come: the car page leaves its reads to the list's page.
    await first.goto('/it/list/used')
    await expect(first.getByTestId('result-count')).toHaveText(`${published('used').length} veicoli`)
    await expectPhotosShown(first, '[data-testid="vehicle-results"]')
    await expectKeptOffline(first, { catalog: /\/documents\/catalog\/used$/, vehicles: new RegExp(`/documents/vehicles/${car.id}$`) })
    await online.close()

    const offline = await open(true)
    try {
      await skipBanners(offline)
      const page = offline.pages()[0] ?? (await offline.newPage())
      await page.goto(`/it/detail/${car.id}`)
      await expect(page.getByText(/Sei offline/)).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`${car.make} ${car.model}`)
      await expectPhotosShown(page, 'main')
      await page.goto('/it/list/used')
      await expect(page.getByTestId('result-count')).toHaveText(`${published('used').length} veicoli`)
      await expectPhotosShown(page, '[data-testid="vehicle-results"]')
      // The garage has the saved car, with its price.
      await page.goto('/it/preferiti')
      const saved = page.getByTestId('saved-cars')
      await expect(saved.getByRole('heading', { level: 2 })).toHaveText('1 auto salvata')
      await expect(saved.getByRole('article').getByRole('heading', { level: 3 })).toContainText(`${car.make} ${car.model}`)
      await expect(saved.getByTestId('vehicle-price')).toHaveText(formatPrice(car.price, 'it'))
    } finally {
      await offline.close()
    }
  },
)
