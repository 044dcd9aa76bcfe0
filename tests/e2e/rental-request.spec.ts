import { business } from '../../src/config/business'
import { formatKm, formatPrice, formatPriceWithCents } from '../../src/features/vehicles/format'
import type { RentVehicle, Vehicle } from '../../src/features/vehicles/model/vehicle-schema'
import { seedVehicles as seeded } from './seed-data'
import { decodedParam, expect, expectNoAxeViolations, holdAppCode, LANGS, test, type Lang } from './support'
import { isoDay, tuesdayFrom } from './rental-days'

/** A rental car's request form (src/features/vehicles/detail/RentalRequestForm.tsx): its dates, its price, its e-mail. */

const isPublicRental = (vehicle: Vehicle): vehicle is RentVehicle =>
  vehicle.category === 'rent' && vehicle.published && vehicle.status === 'available' && vehicle.photos.length >= 2
const rental = seeded.find(isPublicRental)!
const rentalName = `${rental.make} ${rental.model} ${rental.version}`
// The seeded car offers a child seat and prices the extra kilometres (scripts/seed/vehicles.ts), not a second driver.
const childSeatPerDay = rental.childSeatPerDay!
const extraKmCents = rental.extraKmCents!

const labels = {
  it: {
    pickUp: 'Data di ritiro',
    return: 'Data di riconsegna',
    pickUpTime: 'Orario di ritiro',
    returnTime: 'Orario di riconsegna',
    send: 'Invia la richiesta',
    quoteHint: 'Scegli le date e gli orari per vedere il prezzo.',
    weeks: (n: number) => (n === 1 ? '1 settimana' : `${n} settimane`),
    days: (n: number) => (n === 1 ? '1 giorno' : `${n} giorni`),
    total: (amount: string, days: string) => `Totale ${amount} per ${days}`,
    terms: (km: string, deposit: string) => `${km} inclusi · cauzione ${deposit}, non compresa nel totale`,
    returnClosed: 'Il giorno della riconsegna siamo chiusi: scegli un altro giorno.',
    byEmail: 'Richiedi via e-mail',
    chooseFrom: 'Scegli la data di ritiro.',
    returnBefore: 'La data di riconsegna non può precedere quella di ritiro.',
    rates: 'Tariffe di noleggio',
    childSeat: 'Seggiolino per bambini',
    secondDriver: 'Secondo conducente',
    perDay: (price: string) => `${price} al giorno`,
    extraKm: (rate: string) => `Oltre i km inclusi: ${rate} al km, non compresi nel totale`,
  },
  en: {
    pickUp: 'Pick-up date',
    return: 'Return date',
    pickUpTime: 'Pick-up time',
    returnTime: 'Return time',
    send: 'Send the request',
    quoteHint: 'Choose the dates and times to see the price.',
    weeks: (n: number) => (n === 1 ? '1 week' : `${n} weeks`),
    days: (n: number) => (n === 1 ? '1 day' : `${n} days`),
    total: (amount: string, days: string) => `Total ${amount} for ${days}`,
    terms: (km: string, deposit: string) => `${km} included · deposit ${deposit}, not in the total`,
    returnClosed: 'We are closed on the return day: choose another day.',
    byEmail: 'Request by e-mail',
    chooseFrom: 'Choose the pick-up date.',
    returnBefore: 'The return date cannot be before the pick-up date.',
    rates: 'Rental rates',
    childSeat: 'Child seat',
    secondDriver: 'Second driver',
    perDay: (price: string) => `${price} per day`,
    extraKm: (rate: string) => `Beyond the included kilometres: ${rate} per km, not in the total`,
  },
} as const

/** `YYYY-MM-DD` of a day counted from today, in the browser's calendar. */
function longDate(iso: string, lang: Lang): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number]
  return new Intl.DateTimeFormat(lang === 'it' ? 'it-IT' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(year, month - 1, day))
}

for (const lang of LANGS) {
  const l = labels[lang]

  test.describe(`rental request (${lang})`, () => {
    test('a rental prices the chosen dates line by line, and refuses a return on a closed day', { tag: '@not-tablet' }, async ({ page }) => {
      await page.goto(`/${lang}/detail/${rental.id}`)
      await page.waitForFunction(() => !document.querySelector('[data-prerendered]'))
      const form = page.getByTestId('rental-request-form')
      const quote = form.getByRole('status', { name: lang === 'it' ? 'Prezzo per le tue date' : 'Price for your dates' })
      await expect(quote).toContainText(l.quoteHint)
      // Where the fields are in the form (the page above it may still be settling).
      const top = () => form.getByLabel(l.pickUp).evaluate((input) => input.getBoundingClientRect().top - input.closest('form')!.getBoundingClientRect().top)
      const before = await top()

      // Nine days, Tuesday to the Thursday of the week after: one week and two days.
      const { tuesday, day } = tuesdayFrom(10)
      await form.getByLabel(l.pickUp).fill(tuesday)
      await form.getByRole('combobox', { name: l.pickUpTime }).selectOption('10:00')
      await form.getByLabel(l.return).fill(day(9))
      await form.getByRole('combobox', { name: l.returnTime }).selectOption('10:00')
      const price = (amount: number) => formatPrice(amount, lang)
      const lines = quote.getByTestId('rental-quote-lines')
      await expect(lines.locator('dt')).toHaveText([`${l.weeks(1)} × ${price(rental.weeklyRate)}`, `${l.days(2)} × ${price(rental.dailyRate)}`])
      await expect(lines.locator('dd')).toHaveText([price(rental.weeklyRate), price(2 * rental.dailyRate)])
      await expect(quote.getByTestId('rental-quote-total')).toHaveText(l.total(price(rental.weeklyRate + 2 * rental.dailyRate), l.days(9)))
      await expect(quote).toContainText(l.terms(formatKm(9 * rental.includedKmPerDay, lang), price(rental.deposit)))
      await expect(quote.getByTestId('rental-quote-extra-km')).toHaveText(l.extraKm(formatPriceWithCents(extraKmCents / 100, lang)))

      // The car offers a child seat (no second driver): chosen, it adds a line for the nine days, and the total follows.
      await expect(form.getByRole('checkbox', { name: new RegExp(`^${l.secondDriver}`) })).toHaveCount(0)
      const childSeat = form.getByRole('checkbox', { name: `${l.childSeat}, ${l.perDay(price(childSeatPerDay))}` })
      await childSeat.check()
      await expect(lines.locator('dt')).toHaveText([
        `${l.weeks(1)} × ${price(rental.weeklyRate)}`,
        `${l.days(2)} × ${price(rental.dailyRate)}`,
        `${l.childSeat}, ${l.days(9)} × ${price(childSeatPerDay)}`,
      ])
      await expect(lines.locator('dd').last()).toHaveText(price(9 * childSeatPerDay))
      const withSeat = rental.weeklyRate + 2 * rental.dailyRate + 9 * childSeatPerDay
      await expect(quote.getByTestId('rental-quote-total')).toHaveText(l.total(price(withSeat), l.days(9)))
      await childSeat.uncheck()
      await expect(quote.getByTestId('rental-quote-total')).toHaveText(l.total(price(rental.weeklyRate + 2 * rental.dailyRate), l.days(9)))
      // The rates above list the extras.
      const rates = page.getByRole('region', { name: l.rates })
      await expect(rates.locator('dt', { hasText: new RegExp(`^${l.childSeat}$`) }).locator('xpath=following-sibling::dd[1]')).toHaveText(
        l.perDay(price(childSeatPerDay)),
      )
      // The price shows below the fields: nothing above it moved.
      expect(await top()).toBe(before)
      expect((await quote.boundingBox())!.y).toBeGreaterThan((await form.getByRole('combobox', { name: l.returnTime }).boundingBox())!.y)

      // A Sunday return: refused, with the reason, and the request is not sent.
      await form.getByLabel(l.return).fill(day(5))
      await expect(quote.getByTestId('rental-quote-refusal')).toHaveText(l.returnClosed)
      await expect(quote.getByTestId('rental-quote-total')).toHaveCount(0)
      await form.getByRole('button', { name: l.send }).click()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(form.getByLabel(l.return)).toBeFocused()
      await expectNoAxeViolations(page)
    })

    test('a rental asks for dates and the e-mail carries the car and both dates', { tag: '@not-tablet' }, async ({ page }) => {
      await page.goto(`/${lang}/detail/${rental.id}`)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`${rental.make} ${rental.model}`)
      const form = page.getByTestId('rental-request-form')
      await form.getByRole('button', { name: l.byEmail }).click()
      await expect(form.getByText(l.chooseFrom)).toBeVisible()
      await expect(form.getByRole('status').getByRole('link')).toHaveCount(0)

      const from = isoDay(10)
      const to = isoDay(17)
      await form.getByLabel(l.pickUp).fill(to)
      await form.getByLabel(l.return).fill(from)
      await form.getByRole('button', { name: l.byEmail }).click()
      await expect(form.getByText(l.returnBefore)).toBeVisible()

      await form.getByLabel(l.pickUp).fill(from)
      await form.getByLabel(l.return).fill(to)
      await form.getByRole('button', { name: l.byEmail }).click()
      const link = form.getByRole('status').getByRole('link')
      await expect(link).toHaveAttribute('href', new RegExp(`^mailto:${business.email.replace(/\./g, '\\.')}\\?subject=`))
      const body = await decodedParam(link, 'body')
      expect(body).toContain(rentalName)
      expect(body).toContain(longDate(from, lang))
      expect(body).toContain(longDate(to, lang))
      expect(body.indexOf(longDate(from, lang))).toBeLessThan(body.indexOf(longDate(to, lang)))
      expect(await decodedParam(link, 'subject')).toContain(rentalName)
    })
  })
}

for (const [day, daysAfterBuild] of [
  ['on the day of the build', 0],
  // The app's first render has the build's date, the next one the device's: the fields' text outlives that render.
  ['on a later day', 2],
] as const) {
  test(
    `a rental request sent before the app has the page keeps the page and its dates, and goes once the app has it, ${day}`,
    { tag: '@desktop-only' },
    async ({ page }) => {
      const l = labels.it
      if (daysAfterBuild) await page.clock.install({ time: Date.now() + daysAfterBuild * 86_400_000 })
      // A slow phone: the prerendered page is on screen, the app's code still on its way.
      const release = await holdAppCode(page)
      const path = `/it/detail/${rental.id}`
      await page.goto(path, { waitUntil: 'commit' })
      const form = page.locator('#root[data-prerendered]').getByTestId('rental-request-form')
      const from = isoDay(10)
      const to = isoDay(17)
      await form.getByLabel(l.pickUp).fill(from)
      await form.getByLabel(l.return).fill(to)
      await form.getByRole('button', { name: l.byEmail }).click()
      // The browser did not send the form (it would load the page again, with the button in its address, and lose the
      // dates): the page and what was typed are as they were.
      await expect(page.locator('#root[data-prerendered]')).toHaveCount(1)
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path)
      await expect(form.getByLabel(l.pickUp)).toHaveValue(from)

      release()
      await expect(page.locator('[data-prerendered]')).toHaveCount(0, { timeout: 15_000 })
      // The app sends the request it was asked for, with both dates.
      const link = page.getByTestId('rental-request-form').getByRole('status').getByRole('link')
      await expect(link).toHaveAttribute('href', /^mailto:/)
      const body = await decodedParam(link, 'body')
      expect(body).toContain(rentalName)
      expect(body).toContain(longDate(from, 'it'))
      expect(body).toContain(longDate(to, 'it'))
    },
  )
}
