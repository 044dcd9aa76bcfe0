import type { Page } from '@playwright/test'
import { expect, test, viewportKind } from './support'

const PASSWORD = 'demo-password-2026'

async function signIn(page: Page, email: string, password = PASSWORD) {
  const form = page.getByRole('form', { name: /Modulo di accesso|Sign-in form/ })
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await form.getByRole('textbox', { name: 'Password' }).fill(password)
  await form.getByRole('button', { name: /^(Accedi|Sign in)$/ }).click()
}

async function navigation(page: Page, projectName: string) {
  if (viewportKind(projectName) !== 'phone') return page.getByRole('complementary')
  await page.getByRole('button', { name: /Apri il menu|Open menu/ }).click()
  return page.getByRole('dialog')
}

test('signed out, /it/admin goes to login and back to the admin area after sign-in', { tag: '@not-tablet' }, async ({ page }, testInfo) => {
  await page.goto('/it/admin')
  await expect(page).toHaveURL(/\/it\/login\?redirect=%2Fit%2Fadmin$/)
  await signIn(page, 'admin@demo.test')
  await expect(page).toHaveURL(/\/it\/admin$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  const nav = await navigation(page, testInfo.project.name)
  await expect(nav.getByRole('link', { name: 'Area riservata' })).toBeVisible()
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible()
  await expect(nav.getByRole('link', { name: /Ciao, Demo/ })).toBeVisible()
  // No footer anywhere in the reserved area.
  await page.goto('/en/admin/new')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
})

test('the demo visitor gets the 403 page', { tag: '@desktop-only' }, async ({ page }) => {
  await page.goto('/en/login?redirect=/en/admin/new')
  await signIn(page, 'visitor@demo.test')
  await expect(page.getByText('403', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible()
})

test('wrong password is explained in the visitor’s language', { tag: '@desktop-only' }, async ({ page }) => {
  await page.goto('/it/login')
  await signIn(page, 'admin@demo.test', 'not-the-password')
  await expect(page.getByRole('alert')).toHaveText('E-mail o password errate.')
  await page.goto('/en/login')
  await signIn(page, 'admin@demo.test', 'not-the-password')
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.')
})

test('a redirect to another site is ignored', { tag: '@desktop-only' }, async ({ page }) => {
  await page.goto(`/en/login?redirect=${encodeURIComponent('https://evil.example/x')}`)
  await signIn(page, 'admin@demo.test')
  await expect(page).toHaveURL(/\/en\/admin$/)
})

test('forgot password sends a reset link', { tag: '@desktop-only' }, async ({ page }) => {
  await page.goto('/en/login')
  await page.getByRole('button', { name: 'Forgot your password?' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
  await page.getByRole('form', { name: 'Password reset form' }).getByRole('textbox', { name: 'E-mail' }).fill('admin@demo.test')
  await page.getByRole('button', { name: 'Send the reset link' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'admin@demo.test' })).toContainText('we have sent it a link')
})

test('logout signs out, forgets the session and goes to the login page', { tag: '@not-tablet' }, async ({ page }, testInfo) => {
  await page.goto('/it/login')
  await signIn(page, 'admin@demo.test')
  await expect(page).toHaveURL(/\/it\/admin$/)
  const nav = await navigation(page, testInfo.project.name)
  await nav.getByRole('button', { name: 'Logout' }).click()
  // Before leaving, the sign-out checks that no write is waiting, which on a busy device can wait for Firestore's
  // start and earlier work (up to 10 s: hasPendingWrites) before the clearing and the reload.
  await expect(page).toHaveURL(/\/it\/login$/, { timeout: 30_000 })
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('autosalone-auth'))).toBeNull()
  const navAfter = await navigation(page, testInfo.project.name)
  await expect(navAfter.getByRole('link', { name: 'Area riservata' })).toHaveCount(0)
  await expect(navAfter.getByRole('link', { name: 'Accedi' })).toBeVisible()
  await page.goto('/it/admin')
  await expect(page).toHaveURL(/\/it\/login\?redirect=/)
})
