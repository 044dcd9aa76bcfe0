import type { Browser, BrowserContext, Page } from '@playwright/test'
import { settingsFromConfig, SITE_SETTINGS_PATH } from '../../src/features/site/model/site-settings'
import { encodeSiteSettings } from '../../src/features/site/model/site-settings-schema'
import { toRestFields } from '../test-utils/rest-values'
import { expect, expectNoAxeViolations, signInAsAdmin, skipConsentBanner, skipSplash, test } from './support'

/**
 * The dealer keeps the site true from the tablet (journey 8): a holiday closure covering today, a notice, a new
 * phone number and the request e-mails in English, saved in the reserved area (and shown again after a reload); a
 * visitor then sees the notice and "Chiuso per ferie" in the footer, after a reload and offline, the call button
 * dials the new number, and the page's JSON-LD carries the closure.
 * Run against the emulators with the demo data (`npm run seed`); the settings are put back as seeded at the end.
 */

test.beforeEach(async ({ browserName }, testInfo) => {
  test.skip(testInfo.project.name !== 'admin-tablet' || browserName !== 'chromium', 'the admin area is tested on the tablet')
})

const NEW_PHONE = '+39 035 765 4321'

/** Today on the dealer's clock (Europe/Rome): `YYYY-MM-DD`, as the footer writes it ("25 novembre") and in full ("25 novembre 2026"). */
function dealerToday(): { iso: string; label: string; full: string } {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())
  const day = new Date(`${iso}T00:00:00Z`)
  const label = new Intl.DateTimeFormat('it-IT', { timeZone: 'UTC', day: 'numeric', month: 'long' }).format(day)
  const full = new Intl.DateTimeFormat('it-IT', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(day)
  return { iso, label, full }
}

/** Puts the settings back as the seed writes them, as the project's owner (past the rules), whatever the test left. */
async function restoreSeededSettings(page: Page) {
  const encoded = encodeSiteSettings(settingsFromConfig())
  if (!encoded.ok) throw new Error('The seeded settings do not encode')
  const fields = toRestFields({ ...encoded.stored, revision: 1, updatedAt: new Date('2026-01-01T00:00:00Z') })
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'
  const response = await page.request.patch(`http://${host}/v1/projects/demo-autosalone/databases/(default)/documents/${SITE_SETTINGS_PATH}`, {
    headers: { authorization: 'Bearer owner' },
    data: { fields },
  })
  expect(response.ok()).toBe(true)
}

/** The dealer's structured data on the page. */
async function dealerJsonLd(page: Page): Promise<{ telephone?: string; specialOpeningHoursSpecification?: unknown[] }> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  const dealer = scripts.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'AutoDealer')
  expect(dealer).toBeDefined()
  return dealer!
}

/** The page's layout shifts so far, summed (those within half a second of an input excluded, as CLS does). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]
          resolve(entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0))
        }).observe({ type: 'layout-shift', buffered: true })
        // No entry at all: the observer never calls back.
        setTimeout(() => resolve(0), 500)
      }),
  )
}

/** A visitor's fresh browser (a first visit: no worker, nothing cached) on a screen of `viewport`, past the splash and the consent banner. */
async function openVisitor(browser: Browser, baseURL: string | undefined, viewport: { width: number; height: number } | null): Promise<BrowserContext> {
  const visitor = await browser.newContext({ baseURL, viewport })
  await skipSplash(visitor)
  await skipConsentBanner(visitor)
  return visitor
}

/** What a visitor sees on a public page: the notice at the top, the footer's open-now line. */
async function expectClosureShown(page: Page, todayLabel: string) {
  await expect(page.getByRole('region', { name: "Avviso dell'autosalone" })).toContainText('Chiuso per ferie: riapriamo presto')
  await expect(page.getByRole('contentinfo').getByText(`Chiuso per ferie fino al ${todayLabel}`, { exact: true })).toBeVisible()
}

test('the dealer closes for holidays, announces it and changes the phone from the tablet; visitors see it, offline too', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const today = dealerToday()
  try {
    await signInAsAdmin(page, '/it/admin/settings')
    const form = page.getByRole('form', { name: 'Modulo delle impostazioni del sito' })
    await expect(form.getByRole('textbox', { name: 'Telefono' })).toHaveValue(settingsFromConfig().phone)
    await expectNoAxeViolations(page)

    await form.getByRole('textbox', { name: 'Telefono' }).fill(NEW_PHONE)
    // The request e-mails in English, beside the e-mail address.
    const alertLang = form.getByRole('radiogroup', { name: 'Lingua delle e-mail delle richieste' })
    await expect(alertLang.getByRole('radio', { name: 'Italiano' })).toBeChecked()
    await alertLang
      .locator('label')
      .filter({ hasText: /^English$/ })
      .click()
    // A closure for today, chosen with the date-range picker: today as the first and the last day.
    await form.getByRole('button', { name: 'Aggiungi una chiusura o un orario speciale' }).click()
    const closure = form.getByTestId('hours-exception')
    await closure.getByRole('button', { name: /^Giorni/ }).click()
    const day = page.getByRole('dialog').getByRole('button', { name: today.full, exact: true })
    await day.click()
    await day.click()
    await expect(closure).toContainText(today.full)
    await closure.getByRole('textbox', { name: 'Motivo in italiano' }).fill('ferie')
    await closure.getByRole('textbox', { name: 'Motivo in inglese' }).fill('holidays')
    await form.getByRole('switch', { name: /Mostra un avviso/ }).check()
    await form.getByRole('textbox', { name: 'Avviso in italiano' }).fill('Chiuso per ferie: riapriamo presto')
    await form.getByRole('textbox', { name: 'Avviso in inglese' }).fill('Closed for holidays: back soon')
    await form
      .locator('label')
      .filter({ hasText: /^Attenzione$/ })
      .click()
    await expect(form.getByRole('radio', { name: 'Attenzione' })).toBeChecked()
    await expect(form.getByTestId('notice-preview')).toContainText('Closed for holidays: back soon')
    await form.getByRole('button', { name: 'Salva' }).click()
    await expect(form.getByTestId('save-status')).toHaveText('Salvato', { timeout: 20_000 })
    await page.reload()
    await expect(form.getByRole('textbox', { name: 'Telefono' })).toHaveValue(NEW_PHONE)
    await expect(alertLang.getByRole('radio', { name: 'English' })).toBeChecked()

    // Visitors' first visits, on a phone, a desktop and a tablet: the page prerendered before the change. The
    // fresh settings follow once the app has taken it over: the closure joins the hours, and the notice, news to the
    // page, comes over it as a card: nothing on the page moves.
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      const elsewhere = await openVisitor(browser, baseURL, viewport)
      try {
        const contacts = await elsewhere.newPage()
        await contacts.goto('/it/contatti')
        await expectClosureShown(contacts, today.label)
        await expect(contacts.getByTestId('late-notice')).toContainText('Chiuso per ferie: riapriamo presto')
        expect(await layoutShift(contacts), `layout shift at ${viewport.width}×${viewport.height}`).toBe(0)
      } finally {
        await elsewhere.close()
      }
    }
    // On the tablet, the notice closed stays closed on this page; the next page has it at its top.
    const visitor = await openVisitor(browser, baseURL, page.viewportSize())
    try {
      const first = await visitor.newPage()
      await first.goto('/it/contatti')
      await expectClosureShown(first, today.label)
      await expect(first.getByTestId('late-notice')).toContainText('Chiuso per ferie: riapriamo presto')
      expect(await layoutShift(first)).toBe(0)
      await first.getByRole('button', { name: "Chiudi l'avviso" }).click()
      await expect(first.getByTestId('late-notice')).toBeHidden()
      await first
        .getByRole('link', { name: /pagina iniziale$/ })
        .filter({ visible: true })
        .first()
        .click()
      await expect(first).toHaveURL(/\/it$/)
      await expect(first.getByRole('region', { name: "Avviso dell'autosalone" })).toContainText('Chiuso per ferie: riapriamo presto')
      await expect(first.getByTestId('late-notice')).toBeHidden()
    } finally {
      await visitor.close()
    }

    // A visitor who opened the home page and loads it again 3 s later, without signal: in between, the worker came
    // on the first visit, took the page and kept the fresh settings, and the second load has the notice at its top.
    const returning = await openVisitor(browser, baseURL, page.viewportSize())
    try {
      const home = await returning.newPage()
      const firstLoad = Date.now()
      await home.goto('/it')
      await expect(home.getByTestId('late-notice')).toContainText('Chiuso per ferie: riapriamo presto')
      await home.waitForTimeout(Math.max(0, 3000 - (Date.now() - firstLoad)))
      await returning.setOffline(true)
      await home.reload()
      await expect(home.getByText(/Sei offline/)).toBeVisible()
      await expect(home.getByRole('region', { name: "Avviso dell'autosalone" })).toContainText('Chiuso per ferie: riapriamo presto')
    } finally {
      await returning.close()
    }

    // The dealer's own tablet, which the service worker answers with the app shell: the shell waits for the fresh
    // settings, and the notice is at the top.
    await page.goto('/it/contatti')
    await expectClosureShown(page, today.label)
    await expect(page.getByRole('link', { name: NEW_PHONE }).first()).toHaveAttribute('href', 'tel:+390357654321')
    expect((await dealerJsonLd(page)).specialOpeningHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      validFrom: today.iso,
      validThrough: today.iso,
      opens: '00:00',
      closes: '00:00',
    })

    // The call button of a car dials the number changed in the editor.
    await page.goto('/it/detail/used-001')
    await expect(page.getByTestId('contact-panel').getByRole('link', { name: /Chiama/ })).toHaveAttribute('href', 'tel:+390357654321')

    // After a reload, and offline once the service worker has kept the settings.
    await page.goto('/it/dovesiamo')
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), { timeout: 30_000 })
      .toBe('activated')
    await page.reload()
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    await expectClosureShown(page, today.label)
    await context.setOffline(true)
    await page.reload()
    await expect(page.getByText(/Sei offline/)).toBeVisible()
    await expectClosureShown(page, today.label)
    await expect(page.getByRole('link', { name: NEW_PHONE }).first()).toHaveAttribute('href', 'tel:+390357654321')
  } finally {
    await context.setOffline(false)
    await restoreSeededSettings(page)
  }
})
