import { expect, LANGS, test } from './support'

test.describe('redirects and 404s', { tag: '@desktop-only' }, () => {
  test.describe('Italian browser', () => {
    test.use({ locale: 'it-IT' })

    test('/ serves home in Italian', async ({ page }) => {
      await page.goto('/')
      await expect(page).toHaveURL(/\/$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'it')
      await expect(page.getByRole('link', { name: 'Accedi' })).toBeVisible()
    })

    test('a known page without prefix goes to the Italian page', async ({ page }) => {
      await page.goto('/servizi')
      await expect(page).toHaveURL(/\/it\/servizi$/)
      await page.goto('/list/used?sort=price-asc')
      await expect(page).toHaveURL(/\/it\/list\/used\?sort=price-asc$/)
    })

    test('old links /usato and /noleggio reach the listings', async ({ page }) => {
      await page.goto('/usato')
      await expect(page).toHaveURL(/\/it\/list\/used$/)
      await page.goto('/it/noleggio')
      await expect(page).toHaveURL(/\/it\/list\/rent$/)
      await page.goto('/en/usato')
      await expect(page).toHaveURL(/\/en\/list\/used$/)
    })

    test('the locale cookie wins over the browser language', async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'locale', value: 'en', url: baseURL! }])
      await page.goto('/')
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await page.goto('/contatti')
      await expect(page).toHaveURL(/\/en\/contatti$/)
    })
  })

  test.describe('English browser', () => {
    test.use({ locale: 'de-DE' })

    test('/ serves home in English for any non-Italian language', async ({ page }) => {
      await page.goto('/')
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible()
    })

    test('unprefixed pages go to English', async ({ page }) => {
      await page.goto('/noleggio')
      await expect(page).toHaveURL(/\/en\/list\/rent$/)
    })
  })

  for (const lang of LANGS) {
    const notFound = lang === 'it' ? 'Pagina non trovata' : 'Page not found'
    test(`${lang}: unknown pages, locales and categories give the 404 page`, async ({ page }) => {
      for (const path of [`/${lang}/pagina-che-non-esiste`, `/${lang}/list/bikes`, `/${lang}/servizi/extra`]) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1, name: notFound }), path).toBeVisible()
        await expect(page.getByText('404', { exact: true })).toBeVisible()
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      }
    })

    test(`${lang}: the 404 page leads back home`, async ({ page }) => {
      await page.goto(`/${lang}/nope`)
      await page.getByRole('link', { name: lang === 'it' ? 'Torna alla home' : 'Back to home' }).click()
      await expect(page).toHaveURL(new RegExp(`/${lang}$`))
    })
  }

  test('an unknown locale prefix is a 404 in the detected locale', async ({ page }) => {
    await page.goto('/fr/servizi')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Page not found|Pagina non trovata/)
  })

  test('trailing slashes, encoded junk and overlong paths never give a blank page', async ({ page }) => {
    await page.goto('/it/servizi/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page).toHaveURL(/\/it\/servizi$/)
    for (const path of [
      '/it/detail/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/it/%E2%9C%93%20%3F%23x',
      `/it/${'a'.repeat(3000)}`,
      '/en/list/used/%2e%2e/%2e%2e',
      '/it/list/%F0%9F%9A%97',
      '/%C3%A8%C3%A8',
    ]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
    }
  })
})
