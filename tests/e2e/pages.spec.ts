import type { Page } from '@playwright/test'
import type { Vehicle } from '../../src/features/vehicles/model/vehicle-schema'
import { publishedVehicles } from './seed-data'
import { expect, expectNoAxeViolations, holdAppCode, LANGS, test, type Lang } from './support'

/**
 * Every public page, one visit after the other as someone reading the site, in each language and viewport: a
 * prerendered page is taken over by the app as it came (the same elements, no mismatch: React hydrates it), and
 * every page shows its own heading, in its language, and passes axe (a used car's page and a rental's among them,
 * their similar cars loaded). On the phone and the desktop: the tablet's layout is the desktop's, narrower, and the
 * HTML is made at the desktop's width, so that a first render that depends on the screen would fail on the phone
 * already.
 */

const usedCar = publishedVehicles.find((vehicle) => vehicle.category === 'used' && vehicle.status === 'available' && vehicle.photos.length > 0)!
const rental = publishedVehicles.find((vehicle) => vehicle.category === 'rent')!
const carName = (vehicle: Vehicle) => new RegExp(`^${[vehicle.make, vehicle.model].join(' ').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)

/** Each page with the heading it must show; `prerendered: false` for the pages that have no prerendered HTML. */
const PAGES: { path: string; heading: Record<Lang, string | RegExp>; prerendered?: false }[] = [
  { path: '', heading: { it: 'Auto usate e noleggio auto in provincia di Bergamo', en: 'Used cars and car rental in the province of Bergamo' } },
  { path: '/servizi', heading: { it: 'Servizi', en: 'Services' } },
  { path: '/chisiamo', heading: { it: 'Chi siamo', en: 'About us' } },
  { path: '/dovesiamo', heading: { it: 'Dove siamo', en: 'Where we are' } },
  { path: '/contatti', heading: { it: 'Contatti', en: 'Contacts' } },
  { path: '/cookie', heading: { it: 'Cookie policy', en: 'Cookie policy' } },
  { path: '/privacy', heading: { it: 'Informativa sulla privacy', en: 'Privacy policy' } },
  { path: '/termini', heading: { it: 'Termini e condizioni', en: 'Terms and conditions' } },
  { path: '/login', heading: { it: 'Accedi', en: 'Sign in' }, prerendered: false },
  { path: '/list', heading: { it: 'Tutti i veicoli', en: 'All vehicles' } },
  { path: '/list/used', heading: { it: 'Auto usate in vendita', en: 'Used cars for sale' } },
  { path: '/list/rent', heading: { it: 'Noleggio auto', en: 'Car rental' } },
  { path: `/detail/${usedCar.id}`, heading: { it: carName(usedCar), en: carName(usedCar) } },
  { path: `/detail/${rental.id}`, heading: { it: carName(rental), en: carName(rental) } },
  { path: '/preferiti', heading: { it: 'Preferiti', en: 'Favourites' }, prerendered: false },
  { path: '/confronta', heading: { it: 'Confronta auto', en: 'Compare cars' }, prerendered: false },
]

/** Opens a prerendered page with the app held back, marks the elements of its HTML, and sees the app keep them. */
async function expectTakenOverAsItCame(page: Page, path: string) {
  const release = await holdAppCode(page)
  await page.goto(path, { waitUntil: 'commit' })
  await page.waitForFunction(() => document.querySelector('#root[data-prerendered] main h1'))
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('#root h1, #root main, #root footer, #root [data-bottom-stack]')) element.setAttribute('data-from-html', '')
  })
  const marked = await page.locator('[data-from-html]').count()
  release()
  await expect(page.locator('[data-prerendered]'), path).toHaveCount(0, { timeout: 15_000 })
  await expect(page.locator('h1[data-from-html]'), `${path}: the heading is the prerendered one`).toHaveCount(1)
  expect(await page.locator('[data-from-html]').count(), `${path}: the prerendered elements stay`).toBe(marked)
}

for (const lang of LANGS) {
  test(`every ${lang} page is taken over as it came, shows its own heading and passes axe @not-tablet`, async ({ page }) => {
    test.setTimeout(200_000)
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    for (const route of PAGES) {
      const path = `/${lang}${route.path}`
      await test.step(path, async () => {
        errors.length = 0
        if (route.prerendered === false) await page.goto(path)
        else await expectTakenOverAsItCame(page, path)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading[lang])
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page).toHaveTitle(/Autosalone Orobico Demo/)
        // Lazy content (vehicle cards) replaces its placeholders. (Not "network idle": Firestore keeps a
        // listening connection open.)
        await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0, { timeout: 20_000 })
        await expectNoAxeViolations(page)
        expect(errors, `${path}: errors in the console`).toEqual([])
      })
    }
  })
}

test('the 404 page passes axe too @not-tablet', async ({ page }) => {
  await page.goto('/en/nothing-here')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expectNoAxeViolations(page)
})
