/**
 * The dealer's inbox on the tablet. INBOX_LEADS requests are written into the emulators as the server stores them
 * (./inbox-leads.ts, through the Admin SDK) and removed afterwards, as `npm run seed` removes requests. Then, once
 * per run, on a fresh tablet (a new context of one browser: a cold cache, no service worker), the seeded admin
 * signs in through the sign-in page, which opens the reserved area's home (the cars, and the count of unread
 * requests, as a working day starts); then the inbox is opened as a page load of its own (the home screen's icon,
 * a link): from the navigation's start to the frame that shows its first page, INBOX_PAGE_SIZE requests and "Older
 * requests", on the page's own clock. The CPU and the line (./config.ts: TABLET) are slowed for that load only: the
 * sign-in is not measured. The splash and the cookie banner are answered already, as on a tablet in use.
 */
import type { Browser } from '@playwright/test'
import { deleteApp, initializeApp } from 'firebase-admin/app'
import { INBOX_PAGE_SIZE } from '../../src/features/admin/api/inbox-pages.ts'
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../../src/features/consent/consent-store.ts'
import { DEMO_PROJECT } from '../emulators.mjs'
import { resolveAdminTarget } from '../seed/admin-target.ts'
import { removeLeads, writeLeads } from '../seed/leads.ts'
import { buildSeedVehicles, SEED_USERS } from '../seed/vehicles.ts'
import { INBOX_LEADS, TABLET } from './config.ts'
import { inboxLeads } from './inbox-leads.ts'
import { slowDown } from './phone.ts'
import { median } from './stats.ts'

/** The inbox's address, in Italian as the other measured pages. */
const INBOX_PATH = '/it/admin/leads'
/** The Italian pages' label of "Older requests". */
const OLDER = 'Richieste meno recenti'
/** How long a run may wait for the inbox (well past any budget). */
const GIVE_UP_MS = 30_000

/**
 * Runs in every page before its own scripts: the splash seen and the cookies answered (index.html's window name, the
 * consent's key); on the inbox, the time of the first frame with a page of requests and "Older requests".
 */
const RECORD_INBOX = `(() => {
  window.name = 'autosalone-splash-seen'
  try {
    if (localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)}) === null)
      localStorage.setItem(${JSON.stringify(CONSENT_STORAGE_KEY)}, ${JSON.stringify(JSON.stringify({ version: CONSENT_VERSION, analytics: 'denied', decidedAt: '2026-01-01T00:00:00.000Z' }))})
  } catch {}
  if (location.pathname !== ${JSON.stringify(INBOX_PATH)}) return
  const shown = () =>
    document.querySelectorAll('[data-testid="lead-item"]').length >= ${INBOX_PAGE_SIZE} &&
    [...document.querySelectorAll('button')].some((button) => button.textContent.trim() === ${JSON.stringify(OLDER)})
  const observer = new MutationObserver(() => {
    if (!shown()) return
    observer.disconnect()
    requestAnimationFrame(() => { window.__benchInbox = performance.now() })
  })
  observer.observe(document, { childList: true, subtree: true, characterData: true })
})()`

/** One run: a fresh tablet signs in, then opens the inbox; resolves with the time it took to show its first page. */
export async function inboxLoad(browser: Browser, siteUrl: string): Promise<number> {
  const admin = SEED_USERS.find((user) => user.admin)!
  const context = await browser.newContext({ viewport: TABLET.viewport, hasTouch: TABLET.hasTouch, serviceWorkers: 'block', locale: 'it-IT' })
  try {
    await context.addInitScript({ content: RECORD_INBOX })
    const page = await context.newPage()
    page.setDefaultTimeout(GIVE_UP_MS)
    await page.goto(`${siteUrl}/it/login?redirect=${encodeURIComponent('/it/admin')}`)
    // A prerendered page does nothing when clicked until the app has taken its place.
    await page.waitForFunction(() => !document.querySelector('[data-prerendered]'))
    const form = page.getByRole('form', { name: 'Modulo di accesso' })
    await form.getByRole('textbox', { name: 'E-mail' }).fill(admin.email)
    await form.getByRole('textbox', { name: 'Password' }).fill(admin.password)
    await form.getByRole('button', { name: 'Accedi' }).click()
    await page.waitForURL((url) => url.pathname === '/it/admin')
    await page.getByTestId('unread-leads').waitFor({ state: 'attached' })
    await slowDown(page, TABLET)
    await page.goto(`${siteUrl}${INBOX_PATH}`, { waitUntil: 'commit' })
    const shownAt = await page.waitForFunction(() => (window as unknown as { __benchInbox?: number }).__benchInbox, undefined, { polling: 100 })
    return (await shownAt.jsonValue())!
  } finally {
    await context.close()
  }
}

/** The median of `runs` loads of the inbox, each on a fresh tablet (a context of its own); a run that failed gives its error. */
export async function inboxRuns(launch: () => Promise<Browser>, siteUrl: string, runs: number): Promise<{ medianMs: number; runs: (number | string)[] }> {
  const results: (number | string)[] = []
  const browser = await launch()
  try {
    for (let run = 1; run <= runs; run++) {
      try {
        const ms = await inboxLoad(browser, siteUrl)
        results.push(ms)
        console.log(`the dealer's inbox, run ${run} of ${runs}: ${(ms / 1000).toFixed(2)} s`)
      } catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0]! : String(error)
        results.push(message)
        console.log(`the dealer's inbox, run ${run} of ${runs}: failed (${message})`)
      }
    }
  } finally {
    await browser.close()
  }
  return { medianMs: median(results.filter((result) => typeof result === 'number')), runs: results }
}

/**
 * Runs `measure` with INBOX_LEADS requests about the demo's cars in the emulators, then removes the requests and
 * what goes with them, as `npm run seed` does (the emulators were seeded before: no other request is there).
 */
export async function withInboxLeads<T>(measure: () => Promise<T>): Promise<T> {
  const target = resolveAdminTarget({ projectId: DEMO_PROJECT })
  const app = initializeApp({ projectId: target.projectId, storageBucket: target.storageBucket }, 'bench-inbox')
  try {
    const published = buildSeedVehicles({ storageOrigin: target.storageOrigin, bucket: target.storageBucket })
      .map(({ vehicle }) => vehicle)
      .filter((vehicle) => vehicle.published)
    const ids = (category: string) => published.filter((vehicle) => vehicle.category === category).map((vehicle) => vehicle.id)
    await writeLeads(app, inboxLeads(INBOX_LEADS, { used: ids('used'), rent: ids('rent') }, new Date()))
    try {
      return await measure()
    } finally {
      await removeLeads(app, target.storageBucket)
    }
  } finally {
    await deleteApp(app)
  }
}
