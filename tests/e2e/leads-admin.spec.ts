import { readFileSync } from 'node:fs'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { formatPrice } from '../../src/features/vehicles/format'
import type { RentVehicle } from '../../src/features/vehicles/model/vehicle-schema'
import { listPrice, published } from './seed-data'
import { createCar, uniqueModel } from './admin-support'
import { expect, expectNoAxeViolations, signInAsAdmin, skipConsentBanner, skipSplash, test } from './support'
import { sendTestDrive } from './lead-forms'
import { tuesdayFrom } from './rental-days'

/**
 * Journey 7: a visitor's requests reach the dealer's inbox, once, with the car named, from a phone with no
 * signal too; the dealer works them from the tablet. The visitor uses a browser of their own (another context,
 * another anonymous identity); these tests create leads, so they run with the reserved area's, after the public
 * ones. (That a visitor cannot read leads is proven by the rules tests: tests/emulators/lead-rules.test.ts.)
 */

const fixture = (name: string) => new URL(`../fixtures/${name}`, import.meta.url).pathname
const car = published('used').find((vehicle) => vehicle.id === 'used-004')!
const carName = `${car.make} ${car.model} ${car.version}`
const carPrice = listPrice(car)

test.beforeEach(async ({ browserName }, testInfo) => {
  test.skip(testInfo.project.name !== 'admin-tablet' || browserName !== 'chromium', 'the requests are tested with the reserved area')
})
test.describe.configure({ timeout: 150_000 })

/** A visitor's own browser: a phone or a tablet, cookie choice made, no splash. */
async function visitorBrowser(browser: Browser, device: 'phone' | 'tablet'): Promise<BrowserContext> {
  const context = await browser.newContext(
    device === 'phone'
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, serviceWorkers: 'allow' }
      : { viewport: { width: 820, height: 1180 }, hasTouch: true, serviceWorkers: 'allow' },
  )
  await skipSplash(context)
  await skipConsentBanner(context)
  return context
}

/** Waits until the app has taken over the prerendered page (its buttons work). */
async function appStarted(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[data-prerendered]'))
}

const uniqueName = (first: string) => `${first} ${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`

test('it: a test drive booked on a phone with no signal waits through a reload, arrives once with the car named, and the dealer marks it contacted', async ({
  page,
  browser,
}) => {
  const name = uniqueName('Giulia')
  const context = await visitorBrowser(browser, 'phone')
  const phone = await context.newPage()
  await phone.goto(`/it/detail/${car.id}`)
  await appStarted(phone)
  // Installed, as a visitor who comes back: the service worker controls the page and opens it offline.
  await expect
    .poll(() => phone.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), { timeout: 30_000 })
    .toBe('activated')
  await phone.reload()
  await appStarted(phone)
  await expect.poll(() => phone.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)

  await phone.getByRole('button', { name: 'Prenota un test drive' }).click()
  const dialog = phone.getByRole('dialog', { name: /Prenota un test drive/ })
  await expect(dialog).toContainText(carName)
  await context.setOffline(true)
  await sendTestDrive(dialog, name)
  await expect(dialog.getByTestId('lead-status')).toContainText('Inviata: ci arriverà appena torna la connessione.')
  await dialog.getByRole('button', { name: 'Chiudi' }).first().click()

  // A reload with no signal: the request is still on the phone, and says so.
  await phone.reload()
  const notice = phone.getByTestId('outbox-notice')
  await expect(notice).toContainText('inviata, ci arriverà appena torna la connessione.', { timeout: 20_000 })
  await context.setOffline(false)
  await expect(notice).toContainText('ricevuta', { timeout: 30_000 })
  await context.close()

  // The dealer, on the tablet: the request is in the inbox once, unread and counted, with the car.
  await signInAsAdmin(page, '/it/admin/leads')
  const item = page.getByTestId('lead-item').filter({ hasText: name })
  await expect(item).toHaveCount(1)
  // The car and its price as the stock has them (the request sent only the car's id).
  await expect(item).toContainText(`${carName} · ${formatPrice(carPrice, 'it')}`)
  await expect(item).toContainText('Test drive')
  // The server's e-mail to the dealer: no mail server runs beside these tests, so it failed and will be tried again.
  await expect(item.getByTestId('lead-email-status')).toHaveText(/^E-mail non riuscita .+, nuovo tentativo in corso$/, { timeout: 30_000 })
  await expect(page.getByTestId('unread-leads')).toBeVisible()
  await expectNoAxeViolations(page)
  // The vehicle list counts the car's new requests (this one, just sent, among them), and leads to the car's requests.
  await page.getByRole('link', { name: 'Veicoli' }).click()
  const count = page.getByTestId('admin-vehicle').filter({ hasText: car.version }).getByTestId('vehicle-lead-count')
  await expect(count).toHaveText(/^\d+ nuov[ae] richiest[ae]$/)
  await count.click()
  await expect(page).toHaveURL(new RegExp(`/it/admin/leads\\?vehicle=${car.id}$`))
  await expect(item).toHaveCount(1)
  await item.getByRole('link', { name: new RegExp(name) }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByTestId('lead-car')).toContainText(carName)
  await expect(page.getByTestId('lead-car')).toContainText(formatPrice(carPrice, 'it'))
  await expect(page.getByText(/^Ultimo errore: .*ECONNREFUSED/)).toBeVisible()
  await expectNoAxeViolations(page)
  await expect(page.getByRole('link', { name: 'Chiama il 333 123 4567' })).toHaveAttribute('href', 'tel:3331234567')
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/393331234567\\?text=.*${encodeURIComponent(car.model)}`),
  )
  await page.getByText('Contattata', { exact: true }).click()
  await expect(page.getByTestId('lead-state')).toHaveText('Contattata')
  await page.getByRole('textbox', { name: 'Nuova nota' }).fill('Richiamata: passa sabato mattina.')
  await page.getByRole('button', { name: 'Aggiungi la nota' }).click()
  await expect(page.getByTestId('lead-notes')).toContainText('admin@demo.test')
  await expect(page.getByTestId('lead-notes')).toContainText('Richiamata: passa sabato mattina.')
  await page.getByRole('link', { name: 'Tutte le richieste' }).click()
  await expect(page.getByTestId('lead-item').filter({ hasText: name }).getByTestId('lead-state')).toHaveText('Contattata')
})

/** A calendar date as the reserved area writes it: "Tuesday 15 December 2026". */
const longDay = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))

test('en: a rental priced on the car page arrives with the dates, times, extras and total the visitor saw', async ({ page, browser }) => {
  const rental = published('rent').find((vehicle): vehicle is RentVehicle => vehicle.category === 'rent' && vehicle.status === 'available')!
  const price = (amount: number) => formatPrice(amount, 'en')
  // The seeded car offers a child seat (scripts/seed/vehicles.ts): the visitor takes it for the nine days.
  const seat = rental.childSeatPerDay!
  const total = rental.weeklyRate + 2 * rental.dailyRate + 9 * seat
  const name = uniqueName('Anna')
  const context = await visitorBrowser(browser, 'phone')
  const phone = await context.newPage()
  await phone.goto(`/en/detail/${rental.id}`)
  await appStarted(phone)
  const form = phone.getByTestId('rental-request-form')
  const { tuesday, day } = tuesdayFrom(12)
  await form.getByLabel('Pick-up date').fill(tuesday)
  await form.getByRole('combobox', { name: 'Pick-up time' }).selectOption('10:00')
  await form.getByLabel('Return date').fill(day(9))
  await form.getByRole('combobox', { name: 'Return time' }).selectOption('10:30')
  await form.getByRole('combobox', { name: "Driver's age" }).selectOption('25-69')
  await form.getByRole('checkbox', { name: /^Child seat/ }).check()
  await expect(form.getByTestId('rental-quote-lines').locator('dt').last()).toHaveText(`Child seat, 9 days × ${price(seat)}`)
  await expect(form.getByTestId('rental-quote-total')).toHaveText(`Total ${price(total)} for 9 days`)
  await form.getByRole('button', { name: 'Send the request' }).click()
  const dialog = phone.getByRole('dialog', { name: /Request this rental/ })
  await expect(dialog).toContainText(`Total ${price(total)}, as shown on the page`)
  await dialog.getByRole('textbox', { name: 'Name and surname' }).fill(name)
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('333 765 4321')
  await dialog.getByRole('checkbox', { name: /privacy policy/ }).check()
  await dialog.getByRole('button', { name: 'Send request' }).click()
  await expect(dialog.getByTestId('lead-status')).toHaveAttribute('data-state', 'delivered', { timeout: 30_000 })
  await context.close()

  // The dealer's request page: the dates and times, and the price as the visitor saw it, line by line.
  await signInAsAdmin(page, '/en/admin/leads')
  await page
    .getByTestId('lead-item')
    .filter({ hasText: name })
    .getByRole('link', { name: new RegExp(name) })
    .click()
  const request = page.getByRole('region', { name: 'The request' })
  const detail = (label: string) => request.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]')
  await expect(detail('Pick-up')).toHaveText(`${longDay(tuesday)}, 10:00`)
  await expect(detail('Return')).toHaveText(`${longDay(day(9))}, 10:30`)
  await expect(detail('Extras')).toHaveText('Child seat')
  await expect(detail('Price shown')).toHaveText(
    `1 week × ${price(rental.weeklyRate)} + 2 days × ${price(rental.dailyRate)} + Child seat, 9 days × ${price(seat)} = ${price(total)} (9 days)`,
  )
  await expect(detail('Deposit')).toHaveText(price(rental.deposit))
  await expectNoAxeViolations(page)
})

test('en: a trade-in valuation with two photos appears in the open inbox as it arrives, with its photos; the inbox exports it as CSV, and deletes it', async ({
  page,
  browser,
}) => {
  const name = uniqueName('Oliver')
  // The dealer's inbox is open on the tablet, filtered to trade-ins.
  await signInAsAdmin(page, '/en/admin/leads?kind=trade-in')
  await expect(page.getByTestId('leads-count')).toBeVisible()

  const context = await visitorBrowser(browser, 'tablet')
  const tablet = await context.newPage()
  await tablet.goto(`/en/detail/${car.id}`)
  await appStarted(tablet)
  await tablet.getByRole('button', { name: 'Value my car as a trade-in' }).click()
  const dialog = tablet.getByRole('dialog', { name: /Value my car/ })
  await dialog.getByRole('textbox', { name: 'Make' }).fill('Fiat')
  await dialog.getByRole('textbox', { name: 'Model' }).fill('Punto')
  await dialog.getByRole('textbox', { name: 'Year of first registration' }).fill('2012')
  await dialog.getByRole('textbox', { name: 'Kilometres' }).fill('148000')
  await dialog.getByRole('combobox', { name: 'Fuel' }).selectOption('petrol')
  await dialog.getByRole('combobox', { name: 'Condition' }).selectOption('good')
  // Two photos, and two files that are not: refused on the device, before anything is sent.
  await dialog
    .getByTestId('trade-in-photo-input')
    .setInputFiles([fixture('car-front.jpg'), fixture('car-side.jpg'), fixture('broken-photo.jpg'), fixture('not-a-photo.jpg')])
  await expect(dialog.getByRole('alert')).toContainText('broken-photo.jpg is empty or damaged.')
  await expect(dialog.getByRole('alert')).toContainText('not-a-photo.jpg is not in a format that can be used')
  await expect(dialog.getByTestId('trade-in-photo').locator('img')).toHaveCount(2)
  await dialog.getByRole('textbox', { name: 'Message (optional)' }).fill('=1+1 <b>no accidents</b>')
  await dialog.getByRole('textbox', { name: 'Name and surname' }).fill(name)
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('oliver@example.com')
  await dialog.getByRole('checkbox', { name: /privacy policy/ }).check()
  await dialog.getByRole('button', { name: 'Send request' }).click()
  await expect(dialog.getByTestId('lead-status')).toHaveAttribute('data-state', 'delivered', { timeout: 30_000 })
  await context.close()

  // It appears in the open inbox by itself, unread.
  const item = page.getByTestId('lead-item').filter({ hasText: name })
  await expect(item).toHaveCount(1)
  await expect(item).toHaveAttribute('data-unread', '')
  await item.getByRole('link', { name: new RegExp(name) }).click()
  await expect(page.getByTestId('lead-message')).toHaveText('=1+1 <b>no accidents</b>')
  const photos = page.getByTestId('lead-photo')
  await expect(photos).toHaveCount(2)
  await expect.poll(() => photos.evaluateAll((images: HTMLImageElement[]) => images.every((image) => image.complete && image.naturalWidth >= 640))).toBe(true)

  await page.getByRole('link', { name: 'All requests' }).click()
  await page.getByRole('searchbox', { name: 'Search' }).fill(name)
  await expect(page.getByTestId('lead-item')).toHaveCount(1)
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export as CSV' }).click()
  const csv = readFileSync((await (await downloading).path())!, 'utf8')
  expect(csv.charCodeAt(0)).toBe(0xfeff)
  const [header, row, ...rest] = csv.slice(1).split('\r\n').filter(Boolean)
  expect(rest).toEqual([])
  expect(header).toBe('"Received","Request","State","Name","Phone","E-mail","Car","Car id","Price","Details","Message","Notes","Language"')
  expect(row).toContain(`"Trade-in valuation","New","${name}","","oliver@example.com","${carName}","${car.id}","${formatPrice(carPrice, 'en')}"`)
  expect(row).toContain(`"'=1+1 <b>no accidents</b>"`)

  // The visitor asked to be forgotten: the request goes, with its photos.
  await page
    .getByTestId('lead-item')
    .getByRole('link', { name: new RegExp(name) })
    .click()
  await page.getByRole('button', { name: 'Delete this request' }).click()
  await page
    .getByRole('dialog', { name: /Delete the request/ })
    .getByRole('button', { name: 'Delete for good' })
    .click()
  await expect(page).toHaveURL(/\/en\/admin\/leads$/)
  await expect(page.getByTestId('lead-item').filter({ hasText: name })).toHaveCount(0)
})

test('en: a question about a car deleted since still opens in the inbox, saying plainly the car is gone, and the reply names no price', async ({
  page,
  browser,
}) => {
  const name = uniqueName('Grace')
  const model = uniqueModel('Lead')
  await signInAsAdmin(page, '/it/admin')
  const id = await createCar(page, model)

  const context = await visitorBrowser(browser, 'tablet')
  const tablet = await context.newPage()
  await tablet.goto(`/en/detail/${id}`)
  await expect(tablet.getByRole('heading', { level: 1 })).toContainText(model)
  await tablet.getByRole('button', { name: 'Ask about this car' }).click()
  const dialog = tablet.getByRole('dialog', { name: /Ask about this car/ })
  await expect(dialog).toContainText(model)
  await dialog.getByRole('textbox', { name: 'Your question' }).fill('Is it still under warranty?')
  await dialog.getByRole('textbox', { name: 'Name and surname' }).fill(name)
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('grace@example.com')
  await dialog.getByRole('checkbox', { name: /privacy policy/ }).check()
  await dialog.getByRole('button', { name: 'Send request' }).click()
  await expect(dialog.getByTestId('lead-status')).toHaveAttribute('data-state', 'delivered', { timeout: 30_000 })
  await context.close()

  // The dealer sells and deletes the car; the request says so, by the car's id, without a link to a car that is gone.
  await page.goto('/it/admin')
  await page.getByRole('searchbox', { name: 'Cerca' }).fill(model)
  await page
    .getByRole('article', { name: new RegExp(model) })
    .getByRole('button', { name: 'Elimina' })
    .click()
  await page.getByRole('dialog').getByRole('button', { name: 'Elimina definitivamente' }).click()
  await expect(page.getByRole('article', { name: new RegExp(model) })).toHaveCount(0)
  await page.goto('/en/admin/leads')
  const item = page.getByTestId('lead-item').filter({ hasText: name })
  const gone = `Car no longer in stock (id ${id})`
  await expect(item).toContainText(gone)
  await item.getByRole('link', { name: new RegExp(name) }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByTestId('lead-message')).toHaveText('Is it still under warranty?')
  await expect(page.getByTestId('lead-car')).toHaveText(gone)
  await expect(page.getByTestId('lead-car').getByRole('link')).toHaveCount(0)
  const mail = new URL((await page.getByRole('link', { name: 'E-mail' }).getAttribute('href'))!)
  expect(mail.searchParams.get('subject')).toBe(`Question about a car: car ${id}`)
  expect(mail.searchParams.get('body')).not.toContain('€')
})
