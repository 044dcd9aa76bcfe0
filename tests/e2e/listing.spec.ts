import type { Locator, Page } from '@playwright/test'
import { filterVehicles } from '../../src/features/vehicles/model/vehicle-listing'
import { listPrice, published } from './seed-data'
import { expect, holdAppCode, test, viewportKind } from './support'

/*
 * The cards' texts are read as textContent: the cards below the first screen are not laid out until they come near
 * it (content-visibility), and innerText reads only what is.
 */

/** "12.500 €" or "€12,500" → 12500 */
function euros(text: string): number {
  return Number(text.replace(/[^\d]/g, ''))
}

async function cards(page: Page): Promise<Locator> {
  const results = page.getByTestId('vehicle-results')
  await expect(results).toBeVisible()
  return results.getByRole('article')
}

/** Where the filters are: beside the list, or in a drawer on phones. */
async function filters(page: Page, projectName: string): Promise<Locator> {
  if (viewportKind(projectName) === 'desktop') return page.getByRole('complementary', { name: /Filtri|Filters/ })
  await page.getByRole('button', { name: /^(Filtri|Filters)/ }).click()
  return page.getByRole('dialog', { name: /Filtri|Filters/ })
}

async function closeFilters(page: Page, projectName: string) {
  if (viewportKind(projectName) === 'desktop') return
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^(Mostra|Show) \d+/ })
    .click()
  await expect(page.getByRole('dialog')).toBeHidden()
}

test('filter by fuel and price: the count and every card match the data', { tag: '@not-tablet' }, async ({ page }, testInfo) => {
  const expected = published('used').filter((vehicle) => vehicle.fuel === 'diesel' && listPrice(vehicle) <= 25000)
  expect(expected.length).toBeGreaterThan(2)
  await page.goto('/it/list/used')
  await expect(page.getByTestId('result-count')).toHaveText(`${published('used').length} veicoli`)
  const panel = await filters(page, testInfo.project.name)
  await panel.getByLabel('Carburante').selectOption({ label: 'Diesel' })
  await panel.getByLabel('Prezzo fino a').selectOption('25000')
  await closeFilters(page, testInfo.project.name)
  await expect(page).toHaveURL(/fuel=diesel/)
  await expect(page).toHaveURL(/priceMax=25000/)
  await expect(page.getByTestId('result-count')).toHaveText(`${expected.length} veicoli`)
  const list = await cards(page)
  await expect(list).toHaveCount(expected.length)
  for (const card of await list.all()) {
    await expect(card).toContainText('Diesel')
    expect(euros((await card.getByTestId('vehicle-price').textContent()) ?? '')).toBeLessThanOrEqual(25000)
  }
  const names = await list.getByRole('heading').allTextContents()
  expect(names.sort()).toEqual(expected.map((vehicle) => `${vehicle.make} ${vehicle.model}`).sort())
})

// (A phone's first screen has no search field: its filters are in a drawer, which opens once the app has the page.)
test(
  'words typed into the search before the app has taken the page over filter the listing once it has',
  { tag: '@desktop-only' },
  async ({ page }, testInfo) => {
    const words = published('used')[0]!.make
    const expected = filterVehicles(published('used'), { q: words })
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(published('used').length)
    // A slow phone: the prerendered page is on screen, the app's code still on its way.
    const release = await holdAppCode(page)
    await page.goto('/it/list/used', { waitUntil: 'commit' })
    const search = page.locator('#root[data-prerendered]').getByRole('searchbox', { name: 'Cerca' })
    await search.fill(words)
    release()
    await expect(page.locator('[data-prerendered]')).toHaveCount(0, { timeout: 15_000 })
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(words)
    await expect(page.getByTestId('result-count')).toHaveText(`${expected.length} ${expected.length === 1 ? 'veicolo' : 'veicoli'}`)
    // The field shows them still, as the app's own.
    await expect((await filters(page, testInfo.project.name)).getByRole('searchbox', { name: 'Cerca' })).toHaveValue(words)
  },
)

test('sort by price, both ways', { tag: '@desktop-only' }, async ({ page }) => {
  await page.goto('/en/list/used?sort=price-asc')
  const list = await cards(page)
  const ascending = (await list.getByTestId('vehicle-price').allTextContents()).map(euros)
  expect(ascending.length).toBeGreaterThan(10)
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b))
  await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' })
  await expect(page).toHaveURL(/sort=price-desc/)
  const highest = Math.max(...published('used').map((vehicle) => listPrice(vehicle)))
  await expect.poll(async () => (await list.getByTestId('vehicle-price').allTextContents()).map(euros)[0]).toBe(highest)
  const descending = (await list.getByTestId('vehicle-price').allTextContents()).map(euros)
  expect(descending).toEqual([...descending].sort((a, b) => b - a))
})

test('a filtered URL opened in a new page gives the same results; back restores the previous filter', { tag: '@desktop-only' }, async ({ page, context }) => {
  await page.goto('/en/list/used?gearbox=automatic&yearMin=2020&sort=km-asc')
  const list = await cards(page)
  const names = await list.getByRole('heading').allTextContents()
  const expected = published('used')
    .filter((vehicle) => vehicle.gearbox === 'automatic' && vehicle.firstRegistration.year >= 2020)
    .sort((a, b) => a.mileageKm - b.mileageKm)
  expect(names.slice(0, expected.length)).toEqual(expected.slice(0, 24).map((vehicle) => `${vehicle.make} ${vehicle.model}`))

  const other = await context.newPage()
  await other.goto(page.url())
  await expect(other.getByLabel('Gearbox')).toHaveValue('automatic')
  expect(await (await cards(other)).getByRole('heading').allTextContents()).toEqual(names)
  await other.close()

  await page.getByRole('complementary', { name: 'Filters' }).getByLabel('Fuel').selectOption({ label: 'Hybrid' })
  await expect(page).toHaveURL(/fuel=hybrid/)
  await page.goBack()
  await expect(page).not.toHaveURL(/fuel=/)
  // The cards follow the filters a moment later (they render in the background): as a visitor sees them settle.
  await expect((await cards(page)).getByRole('heading')).toHaveText(names)
})

test('no match: an empty state with a one-click reset', { tag: '@desktop-only' }, async ({ page }) => {
  await page.goto('/it/list/used?make=Fiat&fuel=electric')
  await expect(page.getByText('Nessun veicolo corrisponde a questi filtri')).toBeVisible()
  await expect(page.getByTestId('result-count')).toHaveText('0 veicoli')
  await page.getByRole('button', { name: 'Mostra tutti i veicoli' }).click()
  await expect(page.getByTestId('result-count')).toHaveText(`${published('used').length} veicoli`)
})

test('search params of the wrong type or out of range are dropped or clamped', { tag: '@desktop-only' }, async ({ page }) => {
  await page.goto('/en/list/rent?priceMax=cheap&fuel=rocket&yearMin=99999&kmMax=-5&sort=random')
  await expect(page.getByRole('heading', { level: 1, name: 'Car rental' })).toBeVisible()
  const rentals = published('rent')
  const thisYear = new Date().getFullYear()
  const expected = rentals.filter((vehicle) => vehicle.firstRegistration.year >= thisYear && vehicle.mileageKm <= 0)
  await expect(page.getByTestId('result-count')).toHaveText(expected.length === 1 ? '1 vehicle' : `${expected.length} vehicles`)
})

test('rentals show the daily price and the reserved or sold badge shows on used cars', { tag: '@desktop-only' }, async ({ page }) => {
  await page.goto('/en/list/rent')
  const list = await cards(page)
  await expect(list).toHaveCount(published('rent').length)
  await expect(list.first().getByTestId('vehicle-price')).toContainText('/day')
  await page.goto('/it/list/used')
  // The first page shows the 24 newest.
  const firstPage = [...published('used')].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, 24)
  const sold = firstPage.filter((vehicle) => vehicle.status === 'sold')
  const reserved = firstPage.filter((vehicle) => vehicle.status === 'reserved')
  await expect((await cards(page)).filter({ hasText: 'Venduta' })).toHaveCount(sold.length)
  await expect((await cards(page)).filter({ hasText: 'Prenotata' })).toHaveCount(reserved.length)
})

test.describe('the catalog read afresh, off the page’s main thread', () => {
  for (const worker of ['in a worker', 'on the page when the worker’s script does not load'] as const) {
    test(`a car gone since the build leaves the listing: read ${worker}`, { tag: '@desktop-only' }, async ({ page }) => {
      const newest = [...published('used')].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!
      // The server's catalog without the newest car; the Firestore SDK's live reads held, so that the one-off read is
      // all the page has.
      let release: () => void = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(/google\.firestore\.v1\.Firestore/, async (route) => {
        await held
        await route.continue().catch(() => undefined)
      })
      await page.route(/\/documents\/catalog\/used(?:\?|$)/, async (route) => {
        const response = await route.fetch()
        const document = (await response.json()) as { fields: { vehicles: { mapValue: { fields: Record<string, unknown> } } } }
        delete document.fields.vehicles.mapValue.fields[newest.id]
        await route.fulfill({ response, json: document })
      })
      if (worker !== 'in a worker') await page.route(/\/firestore-rest\.worker-[^/]*\.js$/, (route) => route.abort())
      const workers: string[] = []
      page.on('worker', (started) => workers.push(started.url()))

      await page.goto('/it/list/used')
      const results = page.getByTestId('vehicle-results')
      // The page as built has it; the server's catalog, once read, does not.
      await expect(page.getByTestId('result-count')).toHaveText(`${published('used').length - 1} veicoli`)
      await expect(results.locator(`a[href="/it/detail/${newest.id}"]`)).toHaveCount(0)
      await expect(results.getByRole('article')).toHaveCount(24)
      expect(workers.filter((url) => /\/firestore-rest\.worker-/.test(url)).length, 'the reading worker started').toBe(worker === 'in a worker' ? 1 : 0)
      release()
    })
  }
})
