import { expect, expectNoAxeViolations, LANGS, test } from './support'

/** Every public route with the heading it must show, in each language. */
const ROUTES: { path: string; heading: Record<(typeof LANGS)[number], string | RegExp>; axe?: boolean }[] = [
  { path: '', heading: { it: 'Auto usate e noleggio auto in provincia di Bergamo', en: 'Used cars and car rental in the province of Bergamo' } },
  { path: '/servizi', heading: { it: 'Servizi', en: 'Services' } },
  { path: '/chisiamo', heading: { it: 'Chi siamo', en: 'About us' } },
  { path: '/dovesiamo', heading: { it: 'Dove siamo', en: 'Where we are' } },
  { path: '/contatti', heading: { it: 'Contatti', en: 'Contacts' } },
  { path: '/cookie', heading: { it: 'Cookie policy', en: 'Cookie policy' } },
  { path: '/privacy', heading: { it: 'Informativa sulla privacy', en: 'Privacy policy' } },
  { path: '/termini', heading: { it: 'Termini e condizioni', en: 'Terms and conditions' } },
  { path: '/login', heading: { it: 'Accedi', en: 'Sign in' } },
  { path: '/list', heading: { it: 'Tutti i veicoli', en: 'All vehicles' } },
  { path: '/list/used', heading: { it: 'Auto usate in vendita', en: 'Used cars for sale' } },
  { path: '/list/rent', heading: { it: 'Noleggio auto', en: 'Car rental' } },
  { path: '/detail/used-001', heading: { it: /^Fiat Panda/, en: /^Fiat Panda/ } },
  { path: '/preferiti', heading: { it: 'Preferiti', en: 'Favourites' } },
  { path: '/confronta', heading: { it: 'Confronta auto', en: 'Compare cars' } },
]

// One visit after the other in the same browser, as someone reading the site: each page is checked on its own.
for (const lang of LANGS) {
  test(`every ${lang} page shows its own heading and passes axe`, { tag: '@not-tablet' }, async ({ page }) => {
    test.setTimeout(150_000)
    for (const route of ROUTES) {
      await test.step(`/${lang}${route.path}`, async () => {
        await page.goto(`/${lang}${route.path}`)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading[lang])
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page).toHaveTitle(/Autosalone Orobico Demo/)
        // Let lazy content (vehicle cards) replace its placeholders before the audit. (Not "network idle":
        // Firestore keeps a listening connection open.)
        await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0, { timeout: 20_000 })
        await expectNoAxeViolations(page)
      })
    }
  })
}

test('the 404 page passes axe too', async ({ page }) => {
  await page.goto('/en/nothing-here')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expectNoAxeViolations(page)
})
