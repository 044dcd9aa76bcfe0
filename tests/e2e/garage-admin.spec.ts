import type { Browser, Page } from '@playwright/test'
import { createCar, field, save, saveStatus, signIn, uniqueModel } from './admin-support'
import { expect, test } from './support'

/**
 * The visitor's favourites against the dealer's changes (journey 9): a search saved before a car is published
 * counts it as new; a saved car the dealer reprices and marks sold says so; once deleted, it stays in the list,
 * marked no longer available. The dealer's side runs on the tablet (it changes the data the public tests read);
 * the car is the test's own, and is deleted at the end.
 */

test.beforeEach(async ({ browserName }, testInfo) => {
  test.skip(testInfo.project.name !== 'admin-tablet' || browserName !== 'chromium', 'the admin area is tested on the tablet')
})
test.describe.configure({ timeout: 180_000 })

async function dealer(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await signIn(page, '/it/admin')
  return page
}

test('a saved search counts a car published since as new; a saved car repriced, sold, then deleted says so', async ({ page, browser }) => {
  const model = uniqueModel('Preferita')
  // The visitor saves a search that nothing matches yet.
  await page.goto(`/en/list/used?q=${model}`)
  await expect(page.getByTestId('result-count')).toHaveText('0 vehicles')
  await page.getByRole('button', { name: 'Save this search' }).click()
  await expect(page.getByTestId('garage-notice')).toContainText('Search saved.')

  const admin = await dealer(browser)
  try {
    const id = await createCar(admin, model)

    await page.goto('/en/preferiti')
    const search = page.getByTestId('saved-search')
    await expect(search).toContainText(`“${model}”`)
    await expect(search.getByTestId('search-matches')).toHaveText('1 car')
    await expect(search.getByTestId('search-new')).toHaveText('1 new since your last look')
    // Looking at the results makes the car seen.
    await search.getByRole('link', { name: /See the cars/ }).click()
    await expect(page.getByTestId('result-count')).toHaveText('1 vehicle')
    await page.getByTestId('vehicle-results').getByRole('article').getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(model)
    await page
      .getByTestId('garage-actions')
      .getByRole('button', { name: `Save Fiat ${model}` })
      .click()

    // The dealer lowers the price and sells it.
    await admin.goto(`/it/admin/edit/${id}`)
    await field(admin, /^(Prezzo|Price)/).fill('8.900')
    await field(admin, /^(Stato|Status)/).selectOption('sold')
    await save(admin)
    await expect(saveStatus(admin)).toHaveText(/^(Salvato|Saved)$/, { timeout: 30_000 })

    await page.goto('/en/preferiti')
    const card = page.getByTestId('saved-cars').getByRole('article').filter({ hasText: model })
    await expect(card).toContainText('Sold')
    await expect(card.getByTestId('price-change')).toHaveText('Price down from €9,900 to €8,900')
    await expect(page.getByTestId('search-new')).toHaveCount(0)

    // Deleted: still in the list, marked.
    await admin.goto('/it/admin')
    await admin.getByRole('searchbox', { name: /Cerca|Search/ }).fill(model)
    await admin
      .getByRole('article', { name: new RegExp(model) })
      .getByRole('button', { name: /^(Elimina|Delete)$/ })
      .click()
    await admin
      .getByRole('dialog')
      .getByRole('button', { name: /Elimina definitivamente|Delete for good/ })
      .click()
    await expect(admin.getByRole('article', { name: new RegExp(model) })).toHaveCount(0)
    await expect(async () => {
      await page.goto('/en/preferiti')
      await expect(page.getByTestId('saved-snapshot')).toContainText('No longer available', { timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
    await expect(page.getByTestId('saved-snapshot')).toContainText(`Fiat ${model}`)
    await expect(page.getByTestId('saved-search').getByTestId('search-matches')).toHaveText('0 cars')
  } finally {
    await admin.context().close()
  }
})
