import type { Browser, BrowserContext, Page } from '@playwright/test'
import { createCar, field, save, saveStatus, signIn, uniqueModel } from './admin-support'
import { expect, test } from './support'

/**
 * Two tablets, one car: the one that was offline does not undo the other's change when it reconnects. Its save
 * is refused by the server, and it settles the conflict field by field; a save refused after a reload is reported.
 * Run against the emulators with the demo data (`npm run seed`).
 */

test.beforeEach(async ({ browserName }, testInfo) => {
  test.skip(testInfo.project.name !== 'admin-tablet' || browserName !== 'chromium', 'the admin area is tested on the tablet')
})
test.describe.configure({ timeout: 180_000 })

/** The public card of the car, as a visitor with nothing cached sees it: what the server has. */
async function publicCard(browser: Browser, model: string): Promise<{ text: string; close: () => Promise<void> }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`/it/list/used?q=${model}`)
  const card = page.getByTestId('vehicle-results').getByRole('article').filter({ hasText: model })
  await expect(card).toHaveCount(1)
  return { text: (await card.textContent()) ?? '', close: () => context.close() }
}

async function expectPublic(browser: Browser, model: string, expected: RegExp[], absent: RegExp[] = []) {
  await expect(async () => {
    const card = await publicCard(browser, model)
    try {
      for (const pattern of expected) expect(card.text).toMatch(pattern)
      for (const pattern of absent) expect(card.text).not.toMatch(pattern)
    } finally {
      await card.close()
    }
  }).toPass({ timeout: 30_000 })
}

async function tablet(browser: Browser, target: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, target)
  return { context, page }
}

/** Marks the car sold from its edit page and waits until the server has it. */
async function markSold(page: Page, id: string) {
  await page.goto(`/it/admin/edit/${id}`)
  await field(page, /^(Stato|Status)/).selectOption('sold')
  await save(page)
  await expect(saveStatus(page)).toHaveText(/^(Salvato|Saved)$/, { timeout: 30_000 })
}

/** Brings a tablet back online and opens the reserved area in a new page (the one that queued the write is closed). */
async function reconnectToAdmin(context: BrowserContext): Promise<Page> {
  await context.setOffline(false)
  const page = await context.newPage()
  await page.goto('/it/admin')
  return page
}

test('a tablet offline since the morning does not put a sold car back on sale: it settles the conflict field by field', async ({ browser }) => {
  const model = uniqueModel('Conflitto')
  const a = await tablet(browser, '/it/admin')
  const id = await createCar(a.page, model)
  await a.page.goto(`/it/admin/edit/${id}`)
  await expect(field(a.page, /^(Modello|Model)/)).toHaveValue(model)

  // Tablet B opens the car, then loses the connection.
  const b = await tablet(browser, `/it/admin/edit/${id}`)
  await expect(field(b.page, /^(Modello|Model)/)).toHaveValue(model)
  await b.context.setOffline(true)

  // A marks it sold.
  await field(a.page, /^(Stato|Status)/).selectOption('sold')
  await save(a.page)
  await expect(saveStatus(a.page)).toHaveText(/^(Salvato|Saved)$/, { timeout: 30_000 })

  // B, offline, changes the price of its older copy: kept on the device, waiting.
  await field(b.page, /^(Prezzo|Price)/).fill('8.900')
  await save(b.page)
  await expect(saveStatus(b.page)).toContainText(/in attesa di sincronizzazione|waiting to sync/)

  // Back online: the server refuses B's save; B sees the conflict, the site still says sold.
  await b.context.setOffline(false)
  const conflict = b.page.getByTestId('conflict-view')
  await expect(conflict).toBeVisible({ timeout: 60_000 })
  await expectPublic(browser, model, [/Venduta/, /9\.900/])

  const statusRow = conflict.locator('tr[data-field="status"]')
  const priceRow = conflict.locator('tr[data-field="price"]')
  await expect(statusRow).toContainText('Venduta')
  await expect(priceRow).toContainText('8.900')
  await statusRow.getByText(/^(Loro|Theirs)$/).click()
  await priceRow.getByText(/^(Mia|Mine)$/).click()
  await conflict.getByRole('button', { name: /Salva la versione scelta|Save the chosen version/ }).click()

  await expect(conflict).toBeHidden()
  await expect(saveStatus(b.page)).toHaveText(/^(Salvato|Saved)$/, { timeout: 30_000 })
  await expectPublic(browser, model, [/Venduta/, /8\.900/], [/9\.900/])
  await a.context.close()
  await b.context.close()
})

test('a save queued offline and refused after the page was closed is reported at the next visit, with the draft', async ({ browser }) => {
  const model = uniqueModel('Rifiuto')
  const a = await tablet(browser, '/it/admin')
  const id = await createCar(a.page, model)

  const b = await tablet(browser, `/it/admin/edit/${id}`)
  await expect(field(b.page, /^(Modello|Model)/)).toHaveValue(model)
  await b.context.setOffline(true)
  await field(b.page, /^(Prezzo|Price)/).fill('7.700')
  await save(b.page)
  await expect(saveStatus(b.page)).toContainText(/in attesa di sincronizzazione|waiting to sync/)
  // The page that made the save is gone; the save waits on the device.
  await b.page.close()

  // Meanwhile A marks the car sold.
  await markSold(a.page, id)

  // B comes back online and opens the reserved area: the queued save is sent, refused, and reported.
  const page = await reconnectToAdmin(b.context)
  const report = page.getByTestId('refused-draft').filter({ hasText: model })
  await expect(report).toContainText('Una modifica salvata offline non è stata accettata', { timeout: 60_000 })
  await expectPublic(browser, model, [/Venduta/, /9\.900/])

  // The draft is still there, and the conflict view with it.
  await report.getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/it/admin/edit/${id}$`))
  const conflict = page.getByTestId('conflict-view')
  await expect(conflict).toBeVisible({ timeout: 30_000 })
  await expect(conflict).toContainText('Una modifica salvata offline non è stata accettata')
  await expect(conflict.locator('tr[data-field="price"]')).toContainText('7.700')
  await a.context.close()
  await b.context.close()
})

test('a change of status made offline in the list, refused after the page was closed, is reported at the next visit', async ({ browser }) => {
  const model = uniqueModel('Prenota')
  const a = await tablet(browser, '/it/admin')
  const id = await createCar(a.page, model)

  // B, offline, marks the car reserved from the list; the page is closed with the change waiting on the device.
  const b = await tablet(browser, '/it/admin')
  await b.page.getByRole('searchbox', { name: /Cerca|Search/ }).fill(model)
  const row = b.page.getByRole('article', { name: new RegExp(model) })
  await expect(row).toBeVisible()
  await b.context.setOffline(true)
  await row.getByLabel(/^(Stato|Status)$/).selectOption('reserved')
  await expect(row.getByTestId('pending-sync')).toBeVisible()
  await b.page.close()

  // Meanwhile A marks it sold.
  await markSold(a.page, id)

  // B comes back: the queued change is sent and refused, and the list says so; the car stays sold.
  const page = await reconnectToAdmin(b.context)
  const report = page.getByTestId('refused-action')
  await expect(report).toHaveText(
    `Una modifica fatta su questo dispositivo non è stata applicata: Fiat ${model} non è stata segnata come «Prenotata», perché un altro dispositivo l'ha modificata prima. Controllala e ripeti la modifica se serve ancora.`,
    { timeout: 60_000 },
  )
  await expectPublic(browser, model, [/Venduta/])

  // Once dismissed, it is not reported again.
  await report.getByRole('button', { name: 'Chiudi' }).click()
  await expect(report).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.getByRole('searchbox', { name: /Cerca|Search/ }).fill(model)
  await expect(page.getByRole('article', { name: new RegExp(model) }).getByTestId('status-badge')).toHaveText('Venduta')
  await expect(page.getByTestId('refused-action')).toHaveCount(0)
  await a.context.close()
  await b.context.close()
})
