import type { Page } from '@playwright/test'
import { published } from './seed-data'
import { expect, test } from './support'

/** Every image on the page that is in the viewport or loaded has real pixels. */
async function expectPhotosShown(page: Page, scope: string) {
  const images = page.locator(`${scope} img[src*="/v0/b/"]`)
  await expect(images.first()).toBeVisible()
  await expect.poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
}

test('a listing and a car seen online open again offline after a reload, with their photos', async ({ page, context }) => {
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
