import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type BrowserContext, type Locator, type Page, type Request, type Route } from '@playwright/test'
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../../src/features/consent/consent-store'
import { HYDRATION_MISMATCH_MESSAGE } from '../../src/features/seo/prerendered-page'

export const LANGS = ['it', 'en'] as const
export type Lang = (typeof LANGS)[number]

/**
 * Pages open as on a second visit in the same tab, without the splash (it has its own test), and with the
 * cookie choice already made (analytics refused), so that nothing covers the page the test acts on. Set
 * `splash: true` to see the splash, `consentBanner: true` to visit as someone who has not chosen yet.
 */
export const test = base.extend<{ splash: boolean; consentBanner: boolean }>({
  splash: [false, { option: true }],
  consentBanner: [false, { option: true }],
  page: async ({ page, context, splash, consentBanner }, use) => {
    // For every page of the context, so pages a test opens itself skip the banner too.
    if (!consentBanner) await skipConsentBanner(context)
    if (!splash) await skipSplash(page)
    // A prerendered page reads, but does nothing when clicked, until the app has taken its place
    // (src/features/seo/prerendered-page.ts). After a full load the test waits for that, as a visitor waits for
    // the splash; `waitUntil: 'commit'` gets the page as it arrives.
    const untilAppStarted = async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          await page.waitForFunction(() => !document.querySelector('[data-prerendered]'), undefined, { timeout: 15_000 })
          return
        } catch (error) {
          // A redirect replaced the page meanwhile: look again at the new one.
          if (attempt >= 3 || !/context was destroyed|navigat/i.test(String(error))) throw error
        }
      }
    }
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (options?.waitUntil !== 'commit') await untilAppStarted()
      return response
    }
    const reload = page.reload.bind(page)
    page.reload = async (options) => {
      const response = await reload(options)
      if (options?.waitUntil !== 'commit') await untilAppStarted()
      return response
    }
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    // A prerendered page that the app could not hydrate as it came is a bug, wherever a test meets it.
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith(HYDRATION_MISMATCH_MESSAGE)) errors.push(message.text())
    })
    await use(page)
    expect(errors, 'uncaught errors in the page').toEqual([])
  },
})

export { expect }

/**
 * The pages of `target` open with the cookie choice already made (analytics refused), unless the page's storage
 * has a choice of its own.
 */
export async function skipConsentBanner(target: Page | BrowserContext): Promise<void> {
  const choice = JSON.stringify({ version: CONSENT_VERSION, analytics: 'denied', decidedAt: '2026-01-01T00:00:00.000Z' })
  await target.addInitScript(
    ({ key, value }) => {
      try {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, value)
      } catch {
        // storage blocked: the banner shows
      }
    },
    { key: CONSENT_STORAGE_KEY, value: choice },
  )
}

/** The pages of `target` open as in a tab that has shown the splash already (the window name index.html sets). */
export async function skipSplash(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    window.name = 'autosalone-splash-seen'
  })
}

/**
 * Runs axe on the page as it is (WCAG 2.1 A and AA) and expects no violations, once no CSS transition is running
 * (a panel fading in, colours changing with the scheme: axe would measure the contrast of a frame in between).
 * One run inside the page, its frames included (axe's legacy mode): the default runs the page's part there, then
 * opens a blank page of its own to merge the parts, and takes about twice as long.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'))
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).setLegacyMode(true).analyze()
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
  expect(summary, 'axe violations').toEqual([])
}

/**
 * The device's colour scheme changed to `scheme`, once the page shows it: the site follows the device's setting
 * (Mantine's "auto"), and applies a change a moment after the browser reports it. Checked before then, the page
 * would still be switching (its colours changing while axe measures them).
 */
export async function switchColorScheme(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme })
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme)
}

/** The project (viewport) a test runs in. */
export function viewportKind(projectName: string): 'phone' | 'tablet' | 'desktop' {
  return projectName === 'phone' || projectName === 'tablet' ? projectName : 'desktop'
}

/** Scrolls to the footer's contact form as a visitor would, to its heading: the form loads as it comes near. */
export async function scrollToContactForm(page: Page, lang: Lang) {
  await page.getByRole('heading', { name: lang === 'it' ? 'Contattaci' : 'Contact us', exact: true }).scrollIntoViewIfNeeded()
}

/** Signs in as the demo admin from the sign-in page, which then goes on to `target` (a page of the reserved area). */
export async function signInAsAdmin(page: Page, target: string) {
  await page.goto(`/it/login?redirect=${encodeURIComponent(target)}`)
  const form = page.getByRole('form', { name: /Modulo di accesso|Sign-in form/ })
  await form.getByRole('textbox', { name: 'E-mail' }).fill('admin@demo.test')
  await form.getByRole('textbox', { name: 'Password' }).fill('demo-password-2026')
  await form.getByRole('button', { name: /^(Accedi|Sign in)$/ }).click()
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[/$?]/g, '\\$&')}$`))
}

const APP_ENTRY = /\/assets\/index-[^/]+\.js$/

/**
 * Holds the app's entry script back until the returned function is called (the page's HTML, with its
 * prerendered content, is on screen meanwhile); then lets it and any later load through. The route is removed
 * once the entry is through: while a page has a route, every request it makes passes through the test's process.
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  // The hold of an earlier page whose entry never came gives way to this one.
  await page.unroute(APP_ENTRY)
  const hold = async (route: Route) => {
    await held
    await route.continue()
    await page.unroute(APP_ENTRY, hold)
  }
  await page.route(APP_ENTRY, hold)
  return release
}

/** Waits until the page is painted: what a visitor first sees (the browser paints once the stylesheets have come). */
export async function untilPainted(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
}

/** The address of the built chunk (of E2E_DIST, else dist) that holds the source module `path`, read from the chunks' source maps. */
export function chunkHolding(path: string): RegExp {
  const assets = resolve(process.env.E2E_DIST ?? 'dist', 'assets')
  const chunks = readdirSync(assets).filter((file) => file.endsWith('.js.map') && readFileSync(resolve(assets, file), 'utf8').includes(`/${path}"`))
  if (chunks.length !== 1) throw new Error(`${path} is in ${chunks.length} chunks of the build, not one`)
  return new RegExp(`/assets/${chunks[0]!.slice(0, -'.map'.length).replace(/[.$-]/g, '\\$&')}$`)
}

/** The addresses matching `pattern` that a page, or every page of a context, requests from now on, listed as they come. */
export function recordRequests(source: Page | BrowserContext, pattern: RegExp): string[] {
  const seen: string[] = []
  const record = (request: Request) => {
    if (pattern.test(request.url())) seen.push(request.url())
  }
  if ('mainFrame' in source) source.on('request', record)
  else source.on('request', record)
  return seen
}

/** The message a link carries, decoded as the visitor's app shows it. */
export async function decodedParam(link: Locator, name: string): Promise<string> {
  const href = await link.getAttribute('href')
  expect(href).toBeTruthy()
  return new URL(href!).searchParams.get(name) ?? ''
}
