import type { Page } from '@playwright/test'
import { expect, test, viewportKind } from './support'

/** Opens the phone menu where there is one, so the sidebar's controls are reachable in every viewport. */
async function openMenuIfPhone(page: Page, projectName: string) {
  if (viewportKind(projectName) !== 'phone') return page.getByRole('complementary', { name: /Sidebar|Barra laterale/ })
  await page.getByRole('button', { name: /Open menu|Apri il menu/ }).click()
  return page.getByRole('dialog')
}

test('language switch keeps the path and remembers the choice in a cookie', { tag: '@not-tablet' }, async ({ page, context }, testInfo) => {
  await page.goto('/it/list/used?sort=price-asc')
  const menu = await openMenuIfPhone(page, testInfo.project.name)
  await menu.getByRole('button', { name: 'Lingua: Italiano' }).click()
  await page.getByRole('menuitem', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en\/list\/used\?sort=price-asc$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const cookie = (await context.cookies()).find((c) => c.name === 'locale')
  expect(cookie?.value).toBe('en')
  expect(cookie?.sameSite).toBe('Lax')
  expect(cookie?.path).toBe('/')
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400
  expect(days).toBeGreaterThan(364)
  expect(days).toBeLessThanOrEqual(365)
})

test('the language menu closes on an outside click', async ({ page }, testInfo) => {
  await page.goto('/en/servizi')
  const menu = await openMenuIfPhone(page, testInfo.project.name)
  await menu.getByRole('button', { name: 'Language: English' }).click()
  await expect(page.getByRole('menuitem', { name: 'Italiano' })).toBeVisible()
  await page.mouse.click(5, testInfo.project.name === 'phone' ? 400 : 850)
  await expect(page.getByRole('menuitem', { name: 'Italiano' })).toBeHidden()
})

test('phone: the menu opens full screen and closes with its close button', async ({ page }, testInfo) => {
  test.skip(viewportKind(testInfo.project.name) !== 'phone', 'phone layout only')
  await page.goto('/it')
  await expect(page.getByRole('complementary', { name: 'Barra laterale' })).toBeHidden()
  await page.getByRole('button', { name: 'Apri il menu' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  const box = await dialog.boundingBox()
  expect(box?.width).toBeCloseTo(390, 0)
  expect(box?.height).toBeGreaterThanOrEqual(844 - 1)
  for (const name of ['Servizi', 'Auto usate', 'Noleggio', 'Chi siamo', 'Dove siamo', 'Contatti']) {
    await expect(dialog.getByRole('link', { name })).toBeVisible()
  }
  await dialog.getByRole('button', { name: 'Chiudi il menu' }).click()
  await expect(dialog).toBeHidden()
  // Escape closes it too, and the focus is back on the menu button.
  await page.getByRole('button', { name: 'Apri il menu' }).click()
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Apri il menu' })).toBeFocused()
  // Following an entry closes the menu too.
  await page.getByRole('button', { name: 'Apri il menu' }).click()
  await page.getByRole('dialog').getByRole('link', { name: 'Dove siamo' }).click()
  await expect(page).toHaveURL(/\/it\/dovesiamo$/)
  await expect(page.getByRole('dialog')).toBeHidden()
})

test('sidebar widths and the content margin follow the breakpoint, collapsed and open', async ({ page }, testInfo) => {
  const kind = viewportKind(testInfo.project.name)
  test.skip(kind === 'phone', 'no sidebar on phones')
  const [collapsedWidth, openWidth] = kind === 'tablet' ? [64, 288] : [80, 320]
  await page.goto('/en/chisiamo')
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' })
  const content = page.locator('main').locator('..')
  const measure = async () => ({
    sidebar: (await sidebar.boundingBox())?.width,
    margin: await content.evaluate((el) => parseFloat(getComputedStyle(el).marginInlineStart)),
  })
  // Desktops start open, tablets collapsed.
  const toggle = sidebar.getByRole('button', { name: /Collapse sidebar|Expand sidebar/ })
  if (kind === 'tablet') await expect(toggle).toHaveAccessibleName('Expand sidebar')
  else await expect(toggle).toHaveAccessibleName('Collapse sidebar')
  await expect.poll(measure).toEqual(kind === 'tablet' ? { sidebar: collapsedWidth, margin: collapsedWidth } : { sidebar: openWidth, margin: openWidth })
  await toggle.click()
  await expect.poll(measure).toEqual(kind === 'tablet' ? { sidebar: openWidth, margin: openWidth } : { sidebar: collapsedWidth, margin: collapsedWidth })
  // Collapsed, each entry is still a named link.
  if (kind === 'desktop') await expect(sidebar.getByRole('link', { name: 'Used cars' })).toBeVisible()
  // The choice is remembered.
  await page.reload()
  await expect.poll(measure).toEqual(kind === 'tablet' ? { sidebar: openWidth, margin: openWidth } : { sidebar: collapsedWidth, margin: collapsedWidth })
})

test('the logo goes home and the sidebar lists every entry, with "Accedi" when signed out', async ({ page }, testInfo) => {
  await page.goto('/it/termini')
  const nav = await openMenuIfPhone(page, testInfo.project.name)
  for (const name of ['Servizi', 'Auto usate', 'Noleggio', 'Chi siamo', 'Dove siamo', 'Contatti', 'Preferiti']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await expect(nav.getByRole('link', { name: 'Area riservata' })).toHaveCount(0)
  await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0)
  await nav.getByRole('link', { name: 'Accedi' }).click()
  await expect(page).toHaveURL(/\/it\/login$/)
  const nav2 = await openMenuIfPhone(page, testInfo.project.name)
  await nav2.getByRole('link', { name: /pagina iniziale/ }).click()
  await expect(page).toHaveURL(/\/it$/)
})

test('footer on public pages, with the links, contacts and copyright of the year', { tag: '@desktop-only' }, async ({ page }) => {
  await page.goto('/it/servizi')
  const footer = page.getByRole('contentinfo')
  await expect(footer).toBeVisible()
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
  await expect(footer.getByRole('link', { name: '+39 035 000 0000' })).toHaveAttribute('href', 'tel:+390350000000')
  await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', /instagram\.com/)
  await expect(footer).toContainText('Provincia di Bergamo')
  for (const [name, path] of [
    ['Servizi', '/it/servizi'],
    ['Auto usate', '/it/list/used'],
    ['Noleggio', '/it/list/rent'],
    ['Chi siamo', '/it/chisiamo'],
    ['Dove siamo', '/it/dovesiamo'],
    ['Contatti', '/it/contatti'],
    ['Cookie policy', '/it/cookie'],
    ['Informativa sulla privacy', '/it/privacy'],
    ['Termini e condizioni', '/it/termini'],
  ]) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', path!)
  }
})

test('footer lists opening hours Sunday to Saturday with today highlighted and open', { tag: '@not-tablet' }, async ({ page }) => {
  await page.goto('/en/chisiamo')
  const footer = page.getByRole('contentinfo')
  // On a phone the hours load as the visitor scrolls down to them.
  await footer.getByRole('heading', { name: 'Opening hours' }).scrollIntoViewIfNeeded()
  const days = footer.getByRole('button', { name: /day/ })
  await expect(days).toHaveText([/Sunday/, /Monday/, /Tuesday/, /Wednesday/, /Thursday/, /Friday/, /Saturday/])
  const today = new Intl.DateTimeFormat('en', { weekday: 'long' }).format(new Date())
  const todayButton = footer.getByRole('button', { name: `${today}, today` })
  await expect(todayButton).toHaveAttribute('aria-expanded', 'true')
  // Another day expands on demand.
  const other = footer.getByRole('button', { name: today === 'Sunday' ? 'Monday' : 'Sunday', exact: true })
  await other.click()
  await expect(other).toHaveAttribute('aria-expanded', 'true')
})

test('theme switch persists across a reload', { tag: '@not-tablet' }, async ({ page }, testInfo) => {
  await page.goto('/en')
  let menu = await openMenuIfPhone(page, testInfo.project.name)
  await menu.getByRole('button', { name: /^Theme:/ }).click()
  await page.getByRole('menuitem', { name: 'Dark' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
  menu = await openMenuIfPhone(page, testInfo.project.name)
  await menu.getByRole('button', { name: /^Theme:/ }).click()
  await page.getByRole('menuitem', { name: 'Light' }).click()
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light')
})

test.describe('splash', () => {
  test.use({ splash: true })

  test('shows the logo first, fades after 1.5 s and is gone 200 ms later', { tag: '@not-tablet' }, async ({ page }) => {
    const start = Date.now()
    await page.goto('/it', { waitUntil: 'commit' })
    const splash = page.getByTestId('splash')
    await expect(splash.locator('svg')).toBeVisible()
    await expect(splash).toHaveCount(0, { timeout: 5000 })
    expect(Date.now() - start).toBeGreaterThanOrEqual(1500)
    // A reload in the same tab does not show it again.
    await page.reload()
    await expect(splash).toBeHidden()
  })
})
