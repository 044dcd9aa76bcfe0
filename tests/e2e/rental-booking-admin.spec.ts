import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test'
import type { RentVehicle } from '../../src/features/vehicles/model/vehicle-schema'
import { leadFixture } from '../test-utils/lead-fixtures'
import { deleteAsOwner, pathsAsOwner, writeAsOwner } from './admin-support'
import { isoDay, tuesdayFrom } from './rental-days'
import { published } from './seed-data'
import { expect, expectNoAxeViolations, signInAsAdmin, skipConsentBanner, skipSplash, test } from './support'

/**
 * Rental bookings (docs/bookings.md): a visitor asks for dates, the dealer confirms the request on the tablet and
 * the car's days turn busy for visitors; a second tablet that confirmed another request for some of those days
 * while offline is refused when it syncs, and shown why. Bookings change what the public pages show: these tests
 * run with the reserved area's, after the public ones.
 */

const rental = published('rent').find((vehicle): vehicle is RentVehicle => vehicle.category === 'rent' && vehicle.status === 'available')!

test.beforeEach(async ({ browserName }, testInfo) => {
  test.skip(testInfo.project.name !== 'admin-tablet' || browserName !== 'chromium', 'bookings are made in the reserved area')
})
test.describe.configure({ timeout: 180_000 })

const uniqueName = (first: string) => `${first} ${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`

/** "martedì 15 dicembre": a day as the car's calendar names it to a screen reader. */
const calendarDay = (iso: string) =>
  new Intl.DateTimeFormat('it-IT', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))

async function newDevice(browser: Browser, device: 'phone' | 'tablet'): Promise<BrowserContext> {
  const context = await browser.newContext(
    device === 'phone' ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 820, height: 1180 }, hasTouch: true },
  )
  await skipSplash(context)
  await skipConsentBanner(context)
  return context
}

/** The car's bookings and calendar gone: this test's, and a run's before it on the same emulators. */
async function freeTheCar(request: APIRequestContext, vehicleId = rental.id) {
  await deleteAsOwner(request, [`rentalCalendars/${vehicleId}`, ...(await pathsAsOwner(request, 'bookings', ['vehicleId', vehicleId]))])
}

async function openRequest(page: Page, name: string) {
  await page.goto('/it/admin/leads')
  await page.getByTestId('lead-item').filter({ hasText: name }).getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  return page.getByTestId('rental-booking')
}

test('it: the dealer confirms a rental request, the days turn busy for visitors, and a tablet that confirmed them offline is refused', async ({
  page,
  browser,
  request,
}) => {
  // Two to three weeks ahead: within the two months the car's page shows, whatever today is.
  const { tuesday, day } = tuesdayFrom(14 + Math.floor(Math.random() * 7))
  const thursday = day(2)
  const days = [tuesday, day(1), thursday]
  const visitorName = uniqueName('Chiara')
  const otherName = uniqueName('Paolo')
  await freeTheCar(request)

  // A visitor asks for the car from Tuesday to Thursday: the page prices it; the calendar has nothing busy then.
  const phoneContext = await newDevice(browser, 'phone')
  const phone = await phoneContext.newPage()
  await phone.goto(`/it/detail/${rental.id}`)
  await phone.waitForFunction(() => !document.querySelector('[data-prerendered]'))
  const calendar = phone.getByTestId('busy-days')
  await expect(calendar.getByRole('heading', { name: 'Quando è libera' })).toBeVisible()
  await expect(calendar.getByRole('status')).toHaveText('Prenotata')
  for (const busyDay of days) await expect(calendar.getByText(`${calendarDay(busyDay)}: libera`)).toBeAttached()
  const form = phone.getByTestId('rental-request-form')
  await form.getByLabel('Data di ritiro').fill(tuesday)
  await form.getByRole('combobox', { name: 'Orario di ritiro' }).selectOption('10:00')
  await form.getByLabel('Data di riconsegna').fill(thursday)
  await form.getByRole('combobox', { name: 'Orario di riconsegna' }).selectOption('10:00')
  await form.getByRole('combobox', { name: 'Età del conducente' }).selectOption('25-69')
  await expect(form.getByTestId('rental-quote-total')).toContainText('per 2 giorni')
  await form.getByRole('button', { name: 'Invia la richiesta' }).click()
  const dialog = phone.getByRole('dialog', { name: /Richiedi questo noleggio/ })
  await dialog.getByRole('textbox', { name: 'Nome e cognome' }).fill(visitorName)
  await dialog.getByRole('textbox', { name: 'Telefono' }).fill('333 765 4321')
  await dialog.getByRole('checkbox', { name: /informativa sulla privacy/ }).check()
  await dialog.getByRole('button', { name: 'Invia la richiesta' }).click()
  await expect(dialog.getByTestId('lead-status')).toHaveAttribute('data-state', 'delivered', { timeout: 30_000 })
  await dialog.getByRole('button', { name: 'Chiudi' }).first().click()

  // Another request for Thursday to Friday of the same week, which arrived too.
  const other = leadFixture('rental')
  await writeAsOwner(request, [
    {
      path: `leads/${Array.from({ length: 20 }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)]).join('')}`,
      data: {
        ...other,
        name: otherName,
        vehicle: { id: rental.id, category: 'rent' },
        rental: { ...other.rental, from: thursday, to: day(3), pickUpTime: '10:00', returnTime: '10:00' },
        state: 'new',
        uid: 'e2e-other-visitor',
        createdAt: new Date(),
      },
    },
  ])

  // The second tablet opens the other request, loses the signal, and confirms it: the days looked free.
  const secondContext = await newDevice(browser, 'tablet')
  const second = await secondContext.newPage()
  await signInAsAdmin(second, '/it/admin/leads')
  const secondPanel = await openRequest(second, otherName)
  await expect(secondPanel).toContainText("L'auto è libera")
  await secondContext.setOffline(true)
  await secondPanel.getByRole('button', { name: 'Conferma la prenotazione' }).click()
  await expect(secondPanel).toContainText('Prenotata su questo dispositivo, in attesa di sincronizzazione')

  // The dealer's tablet confirms the visitor's request, online: booked.
  await signInAsAdmin(page, '/it/admin/leads')
  const panel = await openRequest(page, visitorName)
  await expect(panel).toContainText("L'auto è libera")
  await panel.getByRole('button', { name: 'Conferma la prenotazione' }).click()
  await expect(panel.getByText('Prenotata', { exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(panel).toContainText(`L'auto è prenotata per ${visitorName}`)
  await expectNoAxeViolations(page)

  // The second tablet gets the signal back: its booking is refused, and it says why.
  await secondContext.setOffline(false)
  await expect(secondPanel.getByText(/^Non prenotata: un'altra prenotazione ha occupato prima alcuni di questi giorni/)).toBeVisible({ timeout: 60_000 })
  await expect(secondPanel).toContainText("L'auto è già occupata")
  await expect(secondPanel.getByRole('button', { name: 'Conferma la prenotazione' })).toBeDisabled()
  await secondContext.close()

  // The visitor's calendar shows the three days busy, and the form refuses them.
  await phone.reload()
  await phone.waitForFunction(() => !document.querySelector('[data-prerendered]'))
  for (const busyDay of days) await expect(calendar.getByText(`${calendarDay(busyDay)}: prenotata`)).toBeAttached({ timeout: 15_000 })
  await expect(calendar.getByText(`${calendarDay(day(3))}: libera`)).toBeAttached()
  await form.getByLabel('Data di ritiro').fill(tuesday)
  await form.getByRole('combobox', { name: 'Orario di ritiro' }).selectOption('10:00')
  await form.getByLabel('Data di riconsegna').fill(thursday)
  await form.getByRole('combobox', { name: 'Orario di riconsegna' }).selectOption('10:00')
  await form.getByRole('combobox', { name: 'Età del conducente' }).selectOption('25-69')
  await form.getByRole('button', { name: 'Invia la richiesta' }).click()
  await expect(form).toContainText("L'auto è già prenotata in alcuni di questi giorni")

  // The rentals listed for those dates leave the car out, and say so; for the week after, it is there.
  const carCard = (listing: Page) =>
    listing
      .getByTestId('vehicle-results')
      .getByRole('article')
      .filter({ hasText: `${rental.make} ${rental.model}` })
  await phone.goto('/it/list/rent')
  await phone.waitForFunction(() => !document.querySelector('[data-prerendered]'))
  await expect(carCard(phone)).not.toHaveCount(0)
  const pickDates = async (from: string, to: string) => {
    await phone.getByRole('button', { name: /^Filtri/ }).click()
    const drawer = phone.getByRole('dialog', { name: 'Filtri' })
    await drawer.getByLabel('Data di ritiro').fill(from)
    await drawer.getByLabel('Data di riconsegna').fill(to)
    await drawer.getByRole('button', { name: /^Mostra/ }).click()
  }
  await pickDates(day(1), day(1))
  await expect(phone.getByTestId('booked-hidden')).toHaveText(/^1 auto è prenotata in quelle date e non è mostrata\.$|^\d+ auto sono prenotate in quelle date/)
  await expect(carCard(phone)).toHaveCount(0)
  await pickDates(day(7), day(8))
  await expect(phone.getByTestId('booked-hidden')).toHaveText('Tutte le auto mostrate sono libere in quelle date.')
  await expect(carCard(phone)).not.toHaveCount(0)
  await phoneContext.close()

  // Agreed with the customer: the booking moves to the same days of the week after, and says so.
  const fullDay = (iso: string) =>
    new Intl.DateTimeFormat('it-IT', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))
  await panel.getByRole('button', { name: 'Sposta ad altre date' }).click()
  await panel.getByLabel('Nuovo giorno di ritiro').fill(day(7))
  await panel.getByLabel('Nuovo giorno di riconsegna').fill(day(9))
  await panel.getByRole('button', { name: 'Sposta la prenotazione' }).click()
  await expect(panel).toContainText(`dal ${fullDay(day(7))} al ${fullDay(day(9))}`, { timeout: 30_000 })
  await expect(panel.getByText('Prenotata', { exact: true })).toBeVisible({ timeout: 30_000 })
  await freeTheCar(request)
})

test("it: the dealer's calendar keeps a rental car in for maintenance, offline too, and frees it again", async ({ page, browser }) => {
  // Another car than the booking's journey, which may run beside this one.
  const car = published('rent').filter((vehicle): vehicle is RentVehicle => vehicle.category === 'rent' && vehicle.status === 'available')[1]!
  const carName = `${car.make} ${car.model} ${car.version}`
  await signInAsAdmin(page, '/it/admin/calendar')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calendario noleggi')
  await expect(page.getByTestId('today-movements')).toBeVisible()
  const grid = page.getByTestId('rental-calendar')
  await expect(grid.getByRole('rowheader', { name: carName })).toBeVisible()
  await expectNoAxeViolations(page)

  // Next week's Wednesday, with no signal: kept in, waiting to sync; then sent.
  await page.getByRole('button', { name: 'Settimana successiva' }).click()
  const weekday = (new Date().getDay() + 6) % 7 // Monday 0
  const wednesday = calendarDay(isoDay(7 - weekday + 2))
  const cell = (state: string) => grid.getByRole('button', { name: `${carName}, ${wednesday}: ${state}` })
  await expect(cell('libera. Prenotala o tienila ferma')).toBeVisible()
  await page.context().setOffline(true)
  await cell('libera. Prenotala o tienila ferma').click()
  await page
    .getByRole('dialog', { name: `Prenota ${carName}` })
    .locator('label')
    .filter({ hasText: 'Tienila ferma' })
    .click()
  const dialog = page.getByRole('dialog', { name: `Tieni ferma ${carName}` })
  await dialog.getByRole('combobox', { name: 'Motivo' }).selectOption('maintenance')
  await dialog.getByRole('button', { name: 'Tienila ferma' }).click()
  await expect(cell('ferma. Togli il blocco')).toHaveAttribute('data-pending', 'true')
  await page.context().setOffline(false)
  await expect(cell('ferma. Togli il blocco')).not.toHaveAttribute('data-pending', /.*/, { timeout: 30_000 })

  // A visitor sees the day taken (a block says nothing of why).
  const phoneContext = await newDevice(browser, 'phone')
  const phone = await phoneContext.newPage()
  await phone.goto(`/it/detail/${car.id}`)
  await expect(phone.getByTestId('busy-days').getByText(`${wednesday}: prenotata`)).toBeAttached({ timeout: 15_000 })
  await phoneContext.close()

  // Removed with a tap and a confirmation: free again.
  await cell('ferma. Togli il blocco').click()
  await page.getByRole('dialog', { name: 'Togliere il blocco?' }).getByRole('button', { name: 'Elimina definitivamente' }).click()
  await expect(cell('libera. Prenotala o tienila ferma')).toBeVisible({ timeout: 30_000 })
})

test('it: the dealer enters a booking agreed on the phone from the calendar, a visitor sees the days busy, the dealer cancels it', async ({
  page,
  browser,
  request,
}) => {
  // A third car, free of the other journeys' bookings and blocks.
  const car = published('rent').filter((vehicle): vehicle is RentVehicle => vehicle.category === 'rent' && vehicle.status === 'available')[2]!
  await freeTheCar(request, car.id)
  const carName = `${car.make} ${car.model} ${car.version}`
  const customer = uniqueName('Giulia')
  await signInAsAdmin(page, '/it/admin/calendar')
  const grid = page.getByTestId('rental-calendar')
  await expect(grid.getByRole('rowheader', { name: carName })).toBeVisible()

  // Next week's Tuesday to Thursday, 10:00 (the demo dealer is open then): the car's rates price it; the dealer agrees another price.
  await page.getByRole('button', { name: 'Settimana successiva' }).click()
  const weekday = (new Date().getDay() + 6) % 7 // Monday 0
  const [tuesday, wednesday, thursday] = [1, 2, 3].map((day) => isoDay(7 - weekday + day)) as [string, string, string]
  const cell = (day: string, state: string) => grid.getByRole('button', { name: `${carName}, ${calendarDay(day)}: ${state}` })
  await cell(tuesday, 'libera. Prenotala o tienila ferma').click()
  const dialog = page.getByRole('dialog', { name: `Prenota ${carName}` })
  await dialog.getByRole('textbox', { name: 'Nome e cognome' }).fill(customer)
  await dialog.getByRole('textbox', { name: 'Telefono' }).fill('333 111 2222')
  await dialog.getByLabel('Giorno di riconsegna').fill(thursday)
  await dialog.getByRole('combobox', { name: 'Orario di ritiro' }).selectOption('10:00')
  await dialog.getByRole('combobox', { name: 'Orario di riconsegna' }).selectOption('10:00')
  const price = dialog.getByRole('textbox', { name: 'Prezzo concordato (€)' })
  await expect(price).toHaveValue(/^[1-9]\d*$/)
  await expect(dialog).toContainText("Con le tariffe dell'auto")
  await price.fill('150')
  await dialog.getByRole('textbox', { name: 'Nota (facoltativa)' }).fill('Seggiolino per bambini')
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Prenota', exact: true }).click()
  for (const day of [tuesday, wednesday, thursday]) await expect(cell(day, `prenotata da ${customer}`)).toBeVisible()
  await expect(cell(tuesday, `prenotata da ${customer}`)).not.toHaveAttribute('data-pending', /.*/, { timeout: 30_000 })

  // A visitor sees those days taken, and nothing of who took them.
  const phoneContext = await newDevice(browser, 'phone')
  const phone = await phoneContext.newPage()
  await phone.goto(`/it/detail/${car.id}`)
  const busy = phone.getByTestId('busy-days')
  for (const day of [tuesday, wednesday, thursday]) await expect(busy.getByText(`${calendarDay(day)}: prenotata`)).toBeAttached({ timeout: 15_000 })
  await expect(busy).not.toContainText(customer)
  await phoneContext.close()

  // The dealer opens it from the calendar: who, how to reach them, the price agreed, the note; and cancels it.
  await cell(wednesday, `prenotata da ${customer}`).click()
  const view = page.getByRole('dialog', { name: `${customer}: ${carName}` })
  await expect(view.getByTestId('booking-details')).toContainText('333 111 2222')
  await expect(view.getByTestId('booking-details')).toContainText('150')
  await expect(view.getByTestId('booking-details')).toContainText('Seggiolino per bambini')
  await expectNoAxeViolations(page)
  await view.getByRole('button', { name: 'Annulla la prenotazione' }).click()
  for (const day of [tuesday, wednesday, thursday]) await expect(cell(day, 'libera. Prenotala o tienila ferma')).toBeVisible({ timeout: 30_000 })
})
