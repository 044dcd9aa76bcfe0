import type { Locator, Page } from '@playwright/test'
import { published } from './seed-data'
import { expect, expectNoAxeViolations, switchColorScheme, test, viewportKind, type Lang } from './support'

/**
 * The visitor's garage (journey 9), on the device, without an account: saved cars that survive a reload and open
 * offline, three cars compared side by side and shared, the cars viewed lately. Phone and desktop, one language
 * each, the other language on the other journey. (Sold, repriced and new cars: garage-admin.spec.ts.)
 */

const T = {
  it: {
    save: /^Salva .* nei preferiti$/,
    saved: 'auto salvate',
    compare: /^Confronta /,
    differ: '(sono diverse)',
    only: 'Solo le differenze',
    recent: 'Visti di recente',
    clear: "Cancella l'elenco",
    favourites: 'Preferiti',
  },
  en: {
    save: /^Save /,
    saved: 'saved cars',
    compare: /^Compare /,
    differ: '(they differ)',
    only: 'Only the differences',
    recent: 'Recently viewed',
    clear: 'Clear the list',
    favourites: 'Favourites',
  },
} as const

const results = (page: Page) => page.getByTestId('vehicle-results').getByRole('article')
const cardName = async (card: Locator) => (await card.getByRole('heading').textContent())!.trim()
/** The saved cars' count where this screen shows it (the phone's header, or the sidebar). */
const savedCount = (page: Page) => page.getByTestId('saved-count').filter({ visible: true })

test.describe('saved cars offline', () => {
  // The service worker keeps what the pages read, for the offline visit.
  test.use({ serviceWorkers: 'allow' })

  test(
    'two cars saved from the listing and one from its page are still there after a reload, and offline',
    { tag: '@not-tablet' },
    async ({ page, context }, testInfo) => {
      test.setTimeout(90_000)
      const lang: Lang = viewportKind(testInfo.project.name) === 'phone' ? 'it' : 'en'
      const t = T[lang]
      await page.goto(`/${lang}/list/used`)
      const cards = results(page)
      const names: string[] = []
      for (const index of [0, 1]) {
        const card = cards.nth(index)
        names.push(await cardName(card))
        await card.getByRole('button', { name: t.save }).click()
      }
      await expect(savedCount(page)).toContainText(`2 ${t.saved}`)

      const third = cards.nth(2)
      names.push(await cardName(third))
      await third.getByRole('heading').getByRole('link').click()
      await expect(page.getByRole('heading', { level: 1 })).toContainText(names[2]!)
      await page.getByTestId('garage-actions').getByRole('button', { name: t.save }).click()
      await expect(savedCount(page)).toContainText(`3 ${t.saved}`)

      // Once the service worker has the page (and keeps what it reads), a reload, then no signal.
      await expect
        .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), { timeout: 30_000 })
        .toBe('activated')
      await page.reload()
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
      await expect(page.getByTestId('similar-vehicles')).toHaveAttribute('aria-busy', 'false')
      await context.setOffline(true)
      await page.goto(`/${lang}/preferiti`)
      const saved = page.getByTestId('saved-cars')
      await expect(saved.getByRole('heading', { level: 2 })).toHaveText(`3 ${t.saved}`)
      // Newest first, each as the catalog has it (its price, its link).
      await expect(saved.getByRole('article').getByRole('heading', { level: 3 })).toHaveText([names[2]!, names[1]!, names[0]!])
      await expect(saved.getByTestId('vehicle-price')).toHaveCount(3)
      await expectNoAxeViolations(page)
      await switchColorScheme(page, 'dark')
      await expectNoAxeViolations(page)
      await context.setOffline(false)
    },
  )
})

test(
  'three cars compared side by side: the rows that differ marked, only the differences, and the link opens anywhere',
  { tag: '@not-tablet' },
  async ({ page, browser }, testInfo) => {
    test.setTimeout(90_000)
    const kind = viewportKind(testInfo.project.name)
    const lang: Lang = kind === 'phone' ? 'en' : 'it'
    const t = T[lang]
    await page.goto(`/${lang}/list/used`)
    const names: string[] = []
    for (const index of [0, 1, 2]) {
      const card = results(page).nth(index)
      names.push(await cardName(card))
      await card.getByRole('button', { name: t.compare }).click()
    }
    const tray = page.getByTestId('compare-tray')
    await expect(tray).toContainText(lang === 'it' ? 'Confronto: 3 di 3' : 'Compare: 3 of 3')
    await tray.getByRole('link', { name: lang === 'it' ? 'Confronta 3 auto' : 'Compare 3 cars' }).click()
    await expect(page).toHaveURL(new RegExp(`/${lang}/confronta\\?ids=`))

    const table = page.getByTestId('compare-table')
    await expect(table.locator('thead').getByRole('columnheader')).toHaveText(names.map((name) => new RegExp(name)))
    // The three demo cars' prices differ: the price row is marked.
    const priceRow = table.getByRole('row', { name: new RegExp(`^${lang === 'it' ? 'Prezzo' : 'Price'}`) })
    await expect(priceRow.getByRole('rowheader')).toContainText(t.differ)
    const rows = table.locator('tbody tr[data-row]')
    const all = await rows.count()
    await page.getByRole('switch', { name: t.only }).check()
    await expect.poll(() => rows.count()).toBeLessThan(all)
    for (const header of await table.locator('tbody tr[data-row] th').all()) await expect(header).toContainText(t.differ)

    if (kind === 'phone') {
      // Wider than the screen: it scrolls sideways, and the rows' names stay where they are.
      const scroller = table
      const before = (await priceRow.getByRole('rowheader').boundingBox())!.x
      await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }))
      await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100)
      expect((await priceRow.getByRole('rowheader').boundingBox())!.x).toBeCloseTo(before, 0)
    } else {
      await expectNoAxeViolations(page)
      await switchColorScheme(page, 'dark')
      await expectNoAxeViolations(page)
    }

    // Another browser, with nothing on the device: the same three cars; what in the link is not a car is left out, with a note.
    const address = `${page.url()},not a car!`
    const other = await browser.newContext()
    try {
      const fresh = await other.newPage()
      await fresh.goto(address)
      await expect(fresh.getByTestId('compare-table').locator('thead').getByRole('columnheader')).toHaveText(names.map((name) => new RegExp(name)))
      await expect(fresh.getByTestId('comparison-notes')).toBeVisible()
    } finally {
      await other.close()
    }
  },
)

test('the cars viewed lately, most recent first: at the foot of a car’s page without it, and on the home page', { tag: '@desktop-only' }, async ({ page }) => {
  const cars = published('used').slice(0, 4)
  for (const car of cars) {
    await page.goto(`/it/detail/${car.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`${car.make} ${car.model}`)
  }
  const name = (car: (typeof cars)[number]) => `${car.make} ${car.model}`
  const onCarPage = page.getByTestId('recently-viewed')
  await expect(onCarPage.getByRole('heading', { level: 3 })).toHaveText([cars[2]!, cars[1]!, cars[0]!].map(name))

  await page.goto('/it')
  const onHome = page.getByTestId('recently-viewed')
  await expect(onHome.getByRole('heading', { level: 2 })).toHaveText(T.it.recent)
  await expect(onHome.getByRole('heading', { level: 3 })).toHaveText([...cars].reverse().map(name))
  await onHome.getByRole('button', { name: T.it.clear }).click()
  await expect(onHome).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId('latest-vehicles')).toBeVisible()
  await expect(page.getByTestId('recently-viewed')).toHaveCount(0)
})
