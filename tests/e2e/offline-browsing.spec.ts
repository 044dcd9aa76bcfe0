import type { Page } from '@playwright/test'
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

test('a listing and a car seen online open again offline after a reload, with their photos', { tag: '@not-tablet' }, async ({ page, context }) => {
  test.setTimeout(90_000)
  const car = published('used').find((vehicle) => vehicle.id === 'used-001')!
  await page.goto('/it/list/used')
  await expect(page.getByTestId('vehicle-results').getByRole('article').first()).toBeVisible()
  await expectPhotosShown(page, '[data-testid="vehicle-results"]')
  await page.goto(`/it/detail/${car.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${car.make} ${car.model}`)
  await expectPhotosShown(page, 'main')
  // The service worker has taken over the page and cached what it showed.
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), { timeout: 30_000 }).toBe('activated')
  await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  await expectPhotosShown(page, 'main')
  await page.goto('/it/list/used')
  await expectPhotosShown(page, '[data-testid="vehicle-results"]')
  // The listing's plain read of its catalog (made by a worker of the page) went through the service worker, which
  // keeps its answer.
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('catalog')).keys()).map((request) => new URL(request.url).pathname)))
    .toEqual(expect.arrayContaining([expect.stringMatching(/\/documents\/catalog\/used$/)]))

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByText(/Sei offline/)).toBeVisible()
  await expect(page.getByTestId('result-count')).toHaveText(`${published('used').length} veicoli`)
  await expectPhotosShown(page, '[data-testid="vehicle-results"]')

  await page.goto(`/it/detail/${car.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${car.make} ${car.model}`)
  await expectPhotosShown(page, 'main')
  await context.setOffline(false)
})

test('after the browser is closed and opened again offline, the listing and the car are still there, with their photos', { tag: '@desktop-only' }, async ({ playwright, baseURL }, testInfo) => {
  test.setTimeout(120_000)
  const car = published('used').find((vehicle) => vehicle.id === 'used-002')!
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
  await expect.poll(() => first.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), { timeout: 30_000 }).toBe('activated')
  await first.reload()
  await expect.poll(() => first.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  await expectPhotosShown(first, 'main')
  await first.goto('/it/list/used')
  await expect(first.getByTestId('result-count')).toHaveText(`${published('used').length} veicoli`)
  await expectPhotosShown(first, '[data-testid="vehicle-results"]')
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
  } finally {
    await offline.close()
  }
})
