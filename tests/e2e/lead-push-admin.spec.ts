import type { Page, Worker } from '@playwright/test'
import { PUSH_DEVICE_KEY } from '../../src/features/admin/push/device-alerts'
import { makeSubscriber, startPushStandIn, type PushStandIn } from '../test-utils/push-stand-in'
import { deleteAsOwner, existsAsOwner, writeAsOwner } from './admin-support'
import { sendTestDrive } from './lead-forms'
import { published } from './seed-data'
import { expect, expectNoAxeViolations, signInAsAdmin, skipConsentBanner, skipSplash, test } from './support'

/**
 * The dealer hears of a new request on the tablet (functions/src/lead-push.ts, src/service-worker/push.ts). No push
 * service can be reached from these machines, so the tablet's subscription is the one a push service would have
 * given: an address on a stand-in that receives what the function sends, and keys this test holds. The function's
 * encrypted message is decrypted here and handed to the tablet's service worker as the push service would hand it
 * (Chromium's DevTools protocol: ServiceWorker.deliverPushMessage). A notification's tap is the click event the
 * platform gives the worker.
 */

const car = published('used').find((vehicle) => vehicle.id === 'used-004')!
const ADMIN_UID = 'demo-admin'

test.beforeEach(async ({ browserName }, testInfo) => {
  test.skip(testInfo.project.name !== 'admin-tablet' || browserName !== 'chromium', 'pushes go to the staff devices')
})
test.describe.configure({ timeout: 150_000 })

const uniqueName = (first: string) => `${first} ${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`

/** The page's service worker, once it controls the page (its first install takes the open pages at once). */
async function controllingWorker(page: Page): Promise<Worker> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true)
  return page.context().serviceWorkers()[0] ?? (await page.context().waitForEvent('serviceworker'))
}

/** Hands `data` to the page's service worker as a push message from the push service. */
async function deliverPush(page: Page, data: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((entry) => !entry.isDeleted)
      if (found) resolve(found.registrationId)
    }),
  )
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(page.url()).origin, registrationId: await registration, data })
  await cdp.detach()
}

test('it: a request sent by a visitor is pushed to the tablet, shown as a notification that opens it, and counted on the badge and in the title', async ({
  page,
  browser,
  request,
}) => {
  const name = uniqueName('Elena')
  const deviceId = `tablet-${Date.now()}`
  const subscriber = makeSubscriber()
  const standIn: PushStandIn = await startPushStandIn()
  try {
    await page.context().grantPermissions(['notifications'])
    // What the app puts on its icon (the platform's badge is not readable from a page): each call, recorded, then made.
    await page.addInitScript(() => {
      const calls: number[] = []
      Object.assign(window, { appBadges: calls })
      const set = navigator.setAppBadge?.bind(navigator)
      if (set) navigator.setAppBadge = (count?: number) => (calls.push(count ?? 0), set(count))
    })
    await signInAsAdmin(page, '/it/admin/leads')
    const worker = await controllingWorker(page)
    // This browser (a private window, to the push service) refuses a subscription: the switch says so and stays off.
    const notifyMe = page.getByRole('switch', { name: 'Avvisami su questo dispositivo' })
    await notifyMe.click({ force: true })
    await expect(page.getByText('Non è stato possibile attivare le notifiche qui. Controlla la connessione e riprova.')).toBeVisible()
    await expect(notifyMe).not.toBeChecked()
    await expectNoAxeViolations(page)

    // This tablet subscribed, as a browser that can reach a push service does: its subscription as the push service
    // made it, saved for the staff member, and the device's own record of it.
    await page.evaluate(([key, id, uid]) => localStorage.setItem(key!, JSON.stringify({ id, uid })), [PUSH_DEVICE_KEY, deviceId, ADMIN_UID])
    await writeAsOwner(request, [
      {
        path: `staff/${ADMIN_UID}/pushDevices/${deviceId}`,
        data: { endpoint: `${standIn.url}/${deviceId}`, keys: subscriber.keys, lang: 'it', label: 'Chrome · Android', updatedAt: new Date() },
      },
    ])

    // A visitor books a test drive from their phone.
    const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    await skipSplash(visitorContext)
    await skipConsentBanner(visitorContext)
    const phone = await visitorContext.newPage()
    await phone.goto(`/it/detail/${car.id}`)
    await phone.waitForFunction(() => !document.querySelector('[data-prerendered]'))
    await phone.getByRole('button', { name: 'Prenota un test drive' }).click()
    const dialog = phone.getByRole('dialog', { name: /Prenota un test drive/ })
    await sendTestDrive(dialog, name)
    await expect(dialog.getByTestId('lead-status')).toHaveAttribute('data-state', 'delivered', { timeout: 30_000 })
    await visitorContext.close()

    // The function's message for this request, encrypted for this tablet's keys: exactly one.
    const forThisLead = () =>
      standIn.received
        .filter((push) => push.path === `/${deviceId}`)
        .map((push) => subscriber.decrypt(push.body))
        .filter((text) => text.includes(name))
    await expect.poll(() => forThisLead().length, { timeout: 60_000 }).toBe(1)
    const payload = forThisLead()[0]!
    const { leadId, title, tag } = JSON.parse(payload) as { leadId: string; title: string; tag: string }
    expect(title).toBe(`Nuova richiesta: Test drive – ${car.make} ${car.model} ${car.version}`)

    // Handed to the tablet: the notification names the request.
    await deliverPush(page, payload)
    const shown = () =>
      worker.evaluate(async (tag) => {
        const notifications = await (self as unknown as ServiceWorkerGlobalScope).registration.getNotifications({ tag })
        return notifications.map((notification) => `${notification.title} | ${notification.body}`)
      }, tag)
    await expect.poll(shown, { timeout: 15_000 }).toEqual([`${title} | ${name} · 333 123 4567`])

    // The app counts the unread requests, this one among them, in the tab's title and on its icon.
    const badge = page.getByTestId('unread-leads')
    await expect(badge).toHaveText(/^\d+\+?$/)
    const count = (await badge.textContent())!
    await expect(page).toHaveTitle(new RegExp(`^\\(${count.replace('+', '\\+')}\\) `))
    await expect.poll(() => page.evaluate(() => (window as unknown as { appBadges: number[] }).appBadges.at(-1))).toBe(Number.parseInt(count, 10))

    // A tap on the notification opens the request on the tablet.
    await worker.evaluate(async (tag) => {
      const scope = self as unknown as ServiceWorkerGlobalScope
      const [notification] = await scope.registration.getNotifications({ tag })
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }))
    }, tag)
    await expect(page).toHaveURL(new RegExp(`/it/admin/leads/${leadId}$`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
    await expect.poll(shown).toEqual([])

    // Signing out forgets the device: the server has no subscription of it left, and no more pushes come to it.
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/it\/login$/)
    await expect.poll(() => existsAsOwner(request, `staff/${ADMIN_UID}/pushDevices/${deviceId}`)).toBe(false)
  } finally {
    await standIn.close()
    await deleteAsOwner(request, [`staff/${ADMIN_UID}/pushDevices/${deviceId}`])
  }
})
