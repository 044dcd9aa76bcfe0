import type { BrowserContext, Page } from '@playwright/test'
import { CONSENT_STORAGE_KEY } from '../../src/features/consent/consent-store'
import { cachedBuild, DIST, readBuild, startHost, type Host } from './builds'
import { expect, expectNoAxeViolations, LANGS, recordRequests, test, type Lang } from './support'

/**
 * The cookie banner and analytics under consent. Against the build under test (the local demo, no Firebase
 * project): the banner, the stored choice, reopening it, and not a single request to Google. Against a second
 * build with a (fake) Firebase project configured: Google's hosts answered locally, analytics loads only after
 * Accept and stops after a later Reject.
 */

test.use({ consentBanner: true })

const BANNER = { it: 'Cookie su questo sito', en: 'Cookies on this site' } as const
const ACCEPT = { it: 'Accetta', en: 'Accept' } as const
const REJECT = { it: 'Rifiuta', en: 'Reject' } as const
const CHANGE = { it: 'Modifica preferenze cookie', en: 'Change cookie preferences' } as const

/** Any host Google Analytics for Firebase talks to: the gtag script, the collection endpoints, Firebase's config and installations. */
const ANALYTICS_HOST =
  /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|firebaseinstallations\.googleapis\.com)\/|^https:\/\/firebase\.googleapis\.com\/v1alpha\/projects\/-\/apps\/[^/]+\/webConfig/
/** Every Google host: with the fake project, none of them may be reached for real. */
const GOOGLE_HOST = /^https:\/\/([a-z0-9-]+\.)*(googleapis\.com|googletagmanager\.com|google-analytics\.com|analytics\.google\.com|gstatic\.com|google\.com)\//

function banner(page: Page, lang: Lang) {
  return page.getByRole('region', { name: BANNER[lang] })
}

/** Waits until the page is idle and a little more: by then a banner that is going to show has shown. */
async function settled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = () => requestIdleCallback(() => setTimeout(resolve, 800), { timeout: 4000 })
        if (document.readyState === 'complete') idle()
        else addEventListener('load', idle, { once: true })
      }),
  )
}

async function storedChoice(page: Page): Promise<unknown> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key)
    return raw === null ? null : JSON.parse(raw)
  }, CONSENT_STORAGE_KEY)
}

test.describe('the consent banner on a first visit', () => {
  test.use({ splash: true })

  for (const lang of LANGS) {
    test(`in ${lang}, it shows once, after the splash, in the language of the page, with nothing hidden under it`, { tag: '@not-tablet' }, async ({ page }) => {
      // A true first visit, splash included; the times the splash goes and the banner comes, and the page's LCP.
      await page.addInitScript(() => {
        const marks = ((window as unknown as { __marks: Record<string, number> }).__marks = {} as Record<string, number>)
        let splashSeen = false
        new MutationObserver(() => {
          if (document.getElementById('splash')) splashSeen = true
          else if (splashSeen && !('splashGone' in marks)) marks.splashGone = performance.now()
          if (!('bannerShown' in marks) && document.querySelector('[data-consent-banner]')) marks.bannerShown = performance.now()
        }).observe(document, { childList: true, subtree: true })
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined
          ;(window as unknown as { __lcpInBanner: boolean }).__lcpInBanner = Boolean(last?.element?.closest('[data-consent-banner]'))
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      })
      await page.goto(`/${lang}`)
      const region = banner(page, lang)
      await expect(region).toBeVisible()
      await expect(page.locator('[data-consent-banner]')).toHaveCount(1)
      const marks = await page.evaluate(() => (window as unknown as { __marks: Record<string, number> }).__marks)
      expect(marks.splashGone, 'the splash went away').toBeGreaterThan(0)
      expect(marks.bannerShown, 'the banner came after the splash').toBeGreaterThanOrEqual(marks.splashGone ?? Infinity)
      expect(await page.evaluate(() => (window as unknown as { __lcpInBanner: boolean }).__lcpInBanner), 'the LCP element is not in the banner').toBe(false)

      await expect(region.getByRole('button', { name: ACCEPT[lang], exact: true })).toBeVisible()
      await expect(region.getByRole('button', { name: REJECT[lang], exact: true })).toBeVisible()
      await expect(region.getByRole('link', { name: 'cookie policy' })).toHaveAttribute('href', `/${lang}/cookie`)
      // Accept and Reject: the same size.
      const accept = await region.getByRole('button', { name: ACCEPT[lang], exact: true }).boundingBox()
      const reject = await region.getByRole('button', { name: REJECT[lang], exact: true }).boundingBox()
      expect(Math.abs((accept?.width ?? 0) - (reject?.width ?? 1))).toBeLessThanOrEqual(1)
      expect(accept?.height).toBe(reject?.height)
      await expectNoAxeViolations(page)

      // Scrolled to the end, the footer ends above the banner: nothing is out of reach under it.
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
      await expect
        .poll(async () => {
          const footer = await page.getByRole('contentinfo').boundingBox()
          const box = await region.boundingBox()
          return footer && box ? Math.round(footer.y + footer.height - box.y) : null
        })
        .toBeLessThanOrEqual(0)

      // No choice yet: another page shows it again, still once.
      await page.goto(`/${lang}/servizi`)
      await expect(banner(page, lang)).toBeVisible()
      await expect(page.locator('[data-consent-banner]')).toHaveCount(1)
      expect(await storedChoice(page)).toBeNull()
    })
  }
})

test.describe('the consent banner', () => {
  for (const [choice, analytics] of [
    ['Reject', 'denied'],
    ['Accept', 'granted'],
  ] as const) {
    test(`after ${choice}, it is gone, on reload and on other pages`, { tag: '@desktop-only' }, async ({ page }) => {
      await page.goto('/it/chisiamo')
      const button = banner(page, 'it').getByRole('button', { name: choice === 'Accept' ? ACCEPT.it : REJECT.it, exact: true })
      await button.click()
      await expect(banner(page, 'it')).toHaveCount(0)
      expect(await storedChoice(page)).toMatchObject({ version: 1, analytics })

      await page.reload()
      await settled(page)
      await expect(page.locator('[data-consent-banner]')).toHaveCount(0)
      for (const path of ['/it', '/en/servizi', '/it/cookie']) {
        await page.goto(path)
        await settled(page)
        await expect(page.locator('[data-consent-banner]'), path).toHaveCount(0)
      }
    })
  }

  test('the X closes it as a refusal', { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto('/en')
    await banner(page, 'en').getByRole('button', { name: 'Close and continue without accepting' }).click()
    await expect(banner(page, 'en')).toHaveCount(0)
    expect(await storedChoice(page)).toMatchObject({ analytics: 'denied' })
  })

  test('the cookie page reopens it, with the choice made, and the choice can be changed', { tag: '@not-tablet' }, async ({ page }) => {
    await page.goto('/it/cookie')
    await banner(page, 'it').getByRole('button', { name: REJECT.it, exact: true }).click()
    await expect(banner(page, 'it')).toHaveCount(0)

    const change = page.getByRole('button', { name: CHANGE.it })
    await change.click()
    const region = banner(page, 'it')
    await expect(region).toBeVisible()
    await expect(region).toBeFocused()
    await expect(region).toContainText('Avete rifiutato i cookie analitici il')
    await expectNoAxeViolations(page)
    await region.getByRole('button', { name: ACCEPT.it, exact: true }).click()
    await expect(region).toHaveCount(0)
    await expect(change).toBeFocused()
    expect(await storedChoice(page)).toMatchObject({ analytics: 'granted' })

    // Withdrawing: the banner says what it does.
    await page.goto('/en/cookie')
    await page.getByRole('button', { name: CHANGE.en }).click()
    await expect(banner(page, 'en')).toContainText('If you reject them now, analytics stops from this moment')
    // Escape counts inside the banner, which takes the focus once it is on screen.
    await expect(banner(page, 'en')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(banner(page, 'en')).toHaveCount(0)
    expect(await storedChoice(page)).toMatchObject({ analytics: 'denied' })
  })

  test('in the local demo, Accept sends nothing to any Google analytics host @desktop-only', async ({ page, context }) => {
    const google = recordRequests(context, ANALYTICS_HOST)
    await page.goto('/it')
    await banner(page, 'it').getByRole('button', { name: ACCEPT.it, exact: true }).click()
    await expect(banner(page, 'it')).toHaveCount(0)
    // A few pages and a vehicle (a view_item), loaded and navigated to.
    await page.goto('/it/detail/used-001')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.locator('a[href="/it/servizi"]').first().click()
    await expect(page).toHaveURL(/\/it\/servizi$/)
    await settled(page)
    expect(google).toEqual([])
    expect(await page.evaluate(() => 'dataLayer' in window || document.querySelector('script[src*="googletagmanager"]') !== null)).toBe(false)
  })
})

// ---------------------------------------------------------------------------------------------------------

const FAKE_PROJECT_ENV = {
  VITE_FIREBASE_API_KEY: 'fake-api-key-for-tests',
  VITE_FIREBASE_AUTH_DOMAIN: 'fake-autosalone.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'fake-autosalone',
  VITE_FIREBASE_STORAGE_BUCKET: 'fake-autosalone.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_FIREBASE_MEASUREMENT_ID: 'G-TEST123',
  BUILD_ID: 'e2e-fake-project',
}
const FID = 'fTESTfidTESTfidTESTfid'
const CORS = { 'access-control-allow-origin': '*' }

/** Google's hosts, answered here: nothing leaves the machine. */
async function answerGoogleLocally(context: BrowserContext) {
  await context.route(GOOGLE_HOST, async (route) => {
    const url = new URL(route.request().url())
    if (url.hostname === 'firebase.googleapis.com' && url.pathname.endsWith('/webConfig')) {
      return route.fulfill({ headers: CORS, json: { projectId: 'fake-autosalone', appId: FAKE_PROJECT_ENV.VITE_FIREBASE_APP_ID, measurementId: 'G-TEST123' } })
    }
    if (url.hostname === 'firebaseinstallations.googleapis.com') {
      return route.fulfill({
        headers: CORS,
        json: {
          name: `projects/123/installations/${FID}`,
          fid: FID,
          refreshToken: 'test-refresh-token',
          authToken: { token: 'test-auth-token', expiresIn: '604800s' },
        },
      })
    }
    if (url.hostname === 'www.googletagmanager.com' && url.pathname === '/gtag/js') {
      return route.fulfill({ headers: CORS, contentType: 'text/javascript', body: '/* gtag.js, answered locally */' })
    }
    return route.fulfill({ status: 204, headers: CORS })
  })
}

type GtagCall = [string, ...unknown[]]

/** gtag's commands so far (the SDK queues them in window.dataLayer); null when gtag was never set up. */
function gtagCalls(page: Page): Promise<GtagCall[] | null> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer
    return layer ? layer.map((entry) => Array.from(entry).map((value) => (value instanceof Date ? 'date' : value)) as GtagCall) : null
  })
}

function pageViews(calls: GtagCall[] | null): unknown[] {
  return (calls ?? []).filter((call) => call[0] === 'event' && call[1] === 'page_view').map((call) => (call[2] as { page_path: string }).page_path)
}

test.describe('analytics with a Firebase project configured @desktop-only', () => {
  test.describe.configure({ timeout: 90_000 })

  let host: Host

  test.beforeAll(async () => {
    test.setTimeout(330_000)
    const started = Date.now()
    const dir = await cachedBuild({ group: 'consent-e2e', id: `${readBuild(DIST).buildId}-fake-project`, env: FAKE_PROJECT_ENV, timeoutMs: 300_000 })
    test.info().annotations.push({ type: 'fake-project build', description: `${Math.round((Date.now() - started) / 1000)} s (0 when already built)` })
    host = await startHost(dir)
  })

  test.afterAll(async () => {
    await host?.close()
  })

  test('Reject: no analytics request is made', async ({ page, context }) => {
    await answerGoogleLocally(context)
    const analytics = recordRequests(context, ANALYTICS_HOST)
    await page.goto(`${host.origin}/en/chisiamo`)
    await banner(page, 'en').getByRole('button', { name: REJECT.en, exact: true }).click()
    await expect(banner(page, 'en')).toHaveCount(0)
    await page.locator('a[href="/en/servizi"]').first().click()
    await expect(page).toHaveURL(/\/en\/servizi$/)
    await settled(page)
    expect(analytics).toEqual([])
    expect(await gtagCalls(page)).toBeNull()
  })

  test('Accept: gtag loads and page views are sent, on this visit and the next; a later Reject stops them', async ({ page, context }) => {
    await answerGoogleLocally(context)
    const analytics = recordRequests(context, ANALYTICS_HOST)
    await page.goto(`${host.origin}/en/chisiamo`)
    await settled(page)
    expect(analytics, 'nothing before the choice').toEqual([])

    await banner(page, 'en').getByRole('button', { name: ACCEPT.en, exact: true }).click()
    await expect.poll(() => analytics.some((url) => url.startsWith('https://www.googletagmanager.com/gtag/js?') && url.includes('id=G-TEST123'))).toBe(true)
    expect(analytics.some((url) => /firebase\.googleapis\.com\/v1alpha\/projects\/-\/apps\/1:123:web:abc\/webConfig/.test(url))).toBe(true)

    await expect.poll(async () => pageViews(await gtagCalls(page))).toEqual(['/en/chisiamo'])
    const calls = (await gtagCalls(page)) ?? []
    expect(calls).toContainEqual([
      'consent',
      'default',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' },
    ])
    expect(calls).toContainEqual([
      'config',
      'G-TEST123',
      expect.objectContaining({ send_page_view: false, allow_google_signals: false, firebase_id: expect.stringMatching(/^[cdef][\w-]{21}$/) }),
    ])
    expect(calls).toContainEqual(['event', 'page_view', expect.objectContaining({ page_path: '/en/chisiamo', language: 'en', send_to: 'G-TEST123' })])

    // The next page, through the router.
    await page.locator('a[href="/en/servizi"]').first().click()
    await expect.poll(async () => pageViews(await gtagCalls(page))).toEqual(['/en/chisiamo', '/en/servizi'])

    // A new visit with the choice stored: the landing page counts once.
    await page.reload()
    await expect.poll(async () => pageViews(await gtagCalls(page))).toEqual(['/en/servizi'])
    await settled(page)
    expect(pageViews(await gtagCalls(page))).toEqual(['/en/servizi'])

    // Withdrawn on the cookie page: consent mode denied, collection off, and no more page views.
    await page.locator('a[href="/en/cookie"]').first().click()
    await expect.poll(async () => pageViews(await gtagCalls(page))).toEqual(['/en/servizi', '/en/cookie'])
    await page.getByRole('button', { name: CHANGE.en }).click()
    await banner(page, 'en').getByRole('button', { name: REJECT.en, exact: true }).click()
    await expect.poll(async () => (await gtagCalls(page)) ?? []).toContainEqual(['consent', 'update', { analytics_storage: 'denied' }])
    await expect.poll(() => page.evaluate(() => (window as unknown as Record<string, unknown>)['ga-disable-G-TEST123'])).toBe(true)
    await page.locator('a[href="/en/chisiamo"]').first().click()
    await expect(page).toHaveURL(/\/en\/chisiamo$/)
    await settled(page)
    expect(pageViews(await gtagCalls(page))).toEqual(['/en/servizi', '/en/cookie'])
  })
})
