import type { Locator, Page } from '@playwright/test'
import { business } from '../../src/config/business'
import { formatKm, formatPrice, formatPriceWithCents } from '../../src/features/vehicles/format'
import type { RentVehicle, UsedVehicle, Vehicle } from '../../src/features/vehicles/model/vehicle-schema'
import { monthlyPayment } from '../../src/features/vehicles/payment'
import { seedVehicles as seeded } from './seed-data'
import { expect, expectNoAxeViolations, holdAppCode, LANGS, test, type Lang } from './support'

const isPublicUsed = (vehicle: Vehicle): vehicle is UsedVehicle =>
  vehicle.category === 'used' && vehicle.published && vehicle.status === 'available' && vehicle.photos.length >= 3
const isPublicRental = (vehicle: Vehicle): vehicle is RentVehicle =>
  vehicle.category === 'rent' && vehicle.published && vehicle.status === 'available' && vehicle.photos.length >= 2

const used = seeded.find(isPublicUsed)!
const rental = seeded.find(isPublicRental)!
/** A rental no used-car page loads, not even among its similar cars. */
const unseenRental = seeded.filter(isPublicRental)[1]!
const usedName = `${used.make} ${used.model} ${used.version}`
const rentalName = `${rental.make} ${rental.model} ${rental.version}`
const photoCount = used.photos.length

const labels = {
  it: {
    next: 'Foto successiva',
    previous: 'Foto precedente',
    fullscreen: 'Guarda le foto a schermo intero',
    closeFullscreen: 'Chiudi lo schermo intero',
    showPhoto: (n: number) => `Mostra la foto ${n}`,
    photoAlt: (n: number) => `${usedName}, foto ${n} di ${photoCount}`,
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
    gone: 'Questa auto non è più disponibile',
    allCars: 'Vedi tutte le nostre auto',
    sold: 'Questa auto è stata venduta',
    usedForSale: 'Vedi le auto usate in vendita',
    offline: 'Questa auto non è disponibile offline',
    retry: 'Riprova',
    specs: 'Caratteristiche tecniche',
    equipment: 'Dotazioni',
    calculator: 'Calcola la rata mensile',
    perMonth: (amount: string) => `≈ ${amount}/mese`,
  },
  en: {
    next: 'Next photo',
    previous: 'Previous photo',
    fullscreen: 'View photos full screen',
    closeFullscreen: 'Close full screen',
    showPhoto: (n: number) => `Show photo ${n}`,
    photoAlt: (n: number) => `${usedName}, photo ${n} of ${photoCount}`,
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
    gone: 'This car is no longer available',
    allCars: 'See all our cars',
    sold: 'This car has been sold',
    usedForSale: 'See the used cars for sale',
    offline: 'This car is not available offline',
    retry: 'Try again',
    specs: 'Specifications',
    equipment: 'Equipment',
    calculator: 'Monthly payment calculator',
    perMonth: (amount: string) => `≈ ${amount}/month`,
  },
} as const

/** The page's one visible link whose href starts so (phones show the contact bar, larger screens the price panel). */
function visibleLink(page: Page, hrefStart: string): Locator {
  return page.locator(`main a[href^="${hrefStart}"]:visible`)
}

/** The message a link carries, decoded as the visitor's app shows it. */
async function decodedParam(link: Locator, name: string): Promise<string> {
  const href = await link.getAttribute('href')
  expect(href).toBeTruthy()
  return new URL(href!).searchParams.get(name) ?? ''
}

/** `YYYY-MM-DD` of a day counted from today, in the browser's calendar. */
function isoDay(offsetDays: number): string {
  const date = new Date()
  date.setDate(date.getDate() + offsetDays)
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}

/** The first Tuesday at least `offsetDays` from today (the demo dealer opens on Tuesday and Thursday mornings). */
function tuesdayFrom(offsetDays: number): { tuesday: string; day: (after: number) => string } {
  let offset = offsetDays
  while (new Date(`${isoDay(offset)}T12:00:00Z`).getUTCDay() !== 2) offset++
  return { tuesday: isoDay(offset), day: (after) => isoDay(offset + after) }
}

function longDate(iso: string, lang: Lang): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number]
  return new Intl.DateTimeFormat(lang === 'it' ? 'it-IT' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(year, month - 1, day))
}

for (const lang of LANGS) {
  const l = labels[lang]

  test.describe(`vehicle page (${lang})`, () => {
    test('the h1 names the car; price, facts, specifications and equipment are shown', { tag: '@desktop-only' }, async ({ page }) => {
      await page.goto(`/${lang}/detail/${used.id}`)
      const h1 = page.getByRole('heading', { level: 1 })
      await expect(h1).toHaveCount(1)
      await expect(h1).toContainText(`${used.make} ${used.model}`)
      await expect(h1).toContainText(used.version)
      await expect(page).toHaveTitle(new RegExp(`^${used.make} ${used.model}`))
      await expect(page.getByTestId('header-price')).toHaveText(formatPrice(used.price, lang))
      await expect(page.getByRole('heading', { level: 2, name: l.specs })).toBeVisible()
      await expect(page.getByTestId('spec-table')).toContainText(formatKm(used.mileageKm, lang))
      if (used.vin) await expect(page.getByTestId('spec-table')).toContainText(used.vin)
      await expect(page.getByRole('heading', { level: 2, name: l.equipment })).toBeVisible()
    })

    test('a similar car opened from a car’s page shows its own similar cars, never the first car’s', { tag: '@desktop-only' }, async ({ page, request }) => {
      // The catalog's reads (the one-off read and the Firestore SDK's) held: the first page has only what it carries.
      let release: () => void = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(/\/documents\/catalog\/|google\.firestore\.v1\.Firestore/, async (route) => {
        await held
        await route.continue()
      })
      await page.goto(`/${lang}/detail/${used.id}`)
      const similar = page.getByTestId('similar-vehicles')
      await expect(similar).toHaveAttribute('aria-busy', 'false')
      const next = similar.getByRole('link').first()
      // Once the app has the section (before, its links are the prerendered page's plain links).
      await next.scrollIntoViewIfNeeded()
      await expect.poll(() => next.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactFiber')))).toBe(true)
      const path = (await next.getAttribute('href'))!
      // What the next car's own page shows among its similar cars.
      const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text()
      const section = /data-testid="similar-vehicles"[\s\S]*?<\/section>/.exec(html)![0]
      const expected = [...new Set([...section.matchAll(new RegExp(`href="(/${lang}/detail/[^"]+)"`, 'g'))].map((match) => match[1]!))]
      expect(expected.length).toBeGreaterThan(0)

      await next.click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      // The first page's part of the catalog (the first car's similar cars) is not the next car's: it waits.
      await expect(similar).toHaveAttribute('aria-busy', 'true')
      await expect(similar.getByRole('link')).toHaveCount(0)
      release()
      await expect(similar).toHaveAttribute('aria-busy', 'false')
      await expect.poll(() => similar.getByRole('link').evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))])).toEqual(expected)
    })

    test('the gallery advances by button, arrow keys, swipe and thumbnails', { tag: '@not-tablet' }, async ({ page }) => {
      await page.goto(`/${lang}/detail/${used.id}`)
      const counter = page.getByTestId('gallery-counter')
      await expect(counter).toHaveText(`1 / ${photoCount}`)

      const first = page.getByRole('img', { name: l.photoAlt(1) })
      await expect(first).toHaveAttribute('fetchpriority', 'high')
      await expect(first).toHaveAttribute('srcset', /480w, .+ 1280w$/)
      await expect(first).toHaveAttribute('width', '1280')
      // The next photo loads early, for a swipe (before any), but after what the first screen needs.
      const second = page.getByAltText(l.photoAlt(2))
      await expect(second).toHaveAttribute('fetchpriority', 'low')
      await expect(second).toHaveAttribute('loading', 'lazy')
      await expect.poll(() => second.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)

      await page.getByRole('button', { name: l.next }).first().click()
      await expect(counter).toHaveText(`2 / ${photoCount}`)
      await expect(page.getByRole('img', { name: l.photoAlt(2) })).toBeVisible()

      const track = page.getByTestId('gallery-track')
      await track.focus()
      await page.keyboard.press('ArrowRight')
      await expect(counter).toHaveText(`3 / ${photoCount}`)
      await page.keyboard.press('ArrowLeft')
      await expect(counter).toHaveText(`2 / ${photoCount}`)

      // A swipe is a native scroll of the snap track: once the arrow key's smooth scroll has come to rest on
      // the second photo, one photo's width further.
      await expect.poll(() => track.evaluate((element) => element.scrollLeft / element.clientWidth)).toBeCloseTo(1, 2)
      await track.evaluate((element) => element.scrollTo({ left: element.clientWidth * 2, behavior: 'instant' }))
      await expect(counter).toHaveText(`3 / ${photoCount}`)

      await page.getByRole('button', { name: l.showPhoto(1), exact: true }).click()
      await expect(counter).toHaveText(`1 / ${photoCount}`)
      await page.getByRole('button', { name: l.previous }).first().click()
      await expect(counter).toHaveText(`${photoCount} / ${photoCount}`)
    })

    test(
      'full screen opens on the current photo, browses with the keys and closes with Escape, back to its button',
      { tag: '@not-tablet' },
      async ({ page }) => {
        await page.goto(`/${lang}/detail/${used.id}`)
        await page.getByRole('button', { name: l.next }).first().click()
        await page.getByRole('button', { name: l.fullscreen }).click()
        const dialog = page.getByRole('dialog')
        await expect(dialog).toBeVisible()
        await expect(dialog).toContainText(`${usedName} 2 / ${photoCount}`)
        await expect(dialog.getByRole('img', { name: l.photoAlt(2) })).toBeVisible()
        await page.keyboard.press('ArrowRight')
        await expect(dialog).toContainText(`3 / ${photoCount}`)
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
        await expect(page.getByTestId('gallery-counter')).toHaveText(`3 / ${photoCount}`)
        await expect(page.getByRole('button', { name: l.fullscreen })).toBeFocused()

        await page.getByRole('button', { name: l.fullscreen }).click()
        await expect(dialog).toBeVisible()
        await dialog.getByRole('button', { name: l.closeFullscreen }).click()
        await expect(dialog).toBeHidden()
      },
    )

    test('call, WhatsApp and e-mail links name the car', { tag: '@desktop-only' }, async ({ page }) => {
      await page.goto(`/${lang}/detail/${used.id}`)
      const tel = visibleLink(page, 'tel:')
      await expect(tel).toHaveCount(1)
      await expect(tel).toHaveAttribute('href', `tel:${business.phone}`)

      const pageUrl = new URL(`/${lang}/detail/${used.id}`, page.url()).href
      const whatsapp = visibleLink(page, `https://wa.me/${business.whatsapp}?text=`)
      await expect(whatsapp).toHaveCount(1)
      const message = await decodedParam(whatsapp, 'text')
      for (const part of [usedName, String(used.firstRegistration.year), formatPrice(used.price, lang), pageUrl]) expect(message).toContain(part)

      const mail = visibleLink(page, `mailto:${business.email}?`)
      await expect(mail).toHaveCount(1)
      const subject = await decodedParam(mail, 'subject')
      const body = await decodedParam(mail, 'body')
      expect(subject).toContain(usedName)
      for (const part of [usedName, String(used.firstRegistration.year), formatPrice(used.price, lang), pageUrl]) expect(body).toContain(part)
    })

    test('the payment calculator gives the annuity instalment', { tag: '@desktop-only' }, async ({ page }) => {
      await page.goto(`/${lang}/detail/${used.id}`)
      const calculator = page.getByRole('region', { name: l.calculator })
      const downPayment = Math.round((used.price * 0.2) / 500) * 500
      const expected = monthlyPayment({ price: used.price, downPayment, months: 48, annualRatePercent: 6.9 })!
      await expect(calculator.getByTestId('payment-result')).toContainText(l.perMonth(formatPriceWithCents(expected, lang)))
      const slider = calculator.getByRole('slider')
      await slider.focus()
      await page.keyboard.press('ArrowRight')
      const longer = monthlyPayment({ price: used.price, downPayment, months: 60, annualRatePercent: 6.9 })!
      await expect(calculator.getByTestId('payment-result')).toContainText(l.perMonth(formatPriceWithCents(longer, lang)))
    })

    test(
      'an unknown vehicle (unpublished, deleted, or never there) says it is no longer available and leads to the cars',
      { tag: '@desktop-only' },
      async ({ page }) => {
        await page.goto(`/${lang}/detail/does-not-exist`)
        await expect(page.getByRole('heading', { level: 1, name: l.gone })).toBeVisible()
        await expect(page.locator('head meta[name="robots"]').first()).toHaveAttribute('content', 'noindex')
        await page.getByRole('link', { name: l.allCars }).click()
        await expect(page).toHaveURL(new RegExp(`/${lang}/list$`))
      },
    )

    test('a sold car says so, without its price, and leads to the used cars on sale', { tag: '@desktop-only' }, async ({ page }) => {
      const sold = seeded.find((vehicle): vehicle is UsedVehicle => vehicle.category === 'used' && vehicle.published && vehicle.status === 'sold')!
      await page.goto(`/${lang}/detail/${sold.id}`)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1, name: l.sold })).toBeVisible()
      await expect(main.getByText(`${sold.make} ${sold.model} ${sold.version}`, { exact: true })).toBeVisible()
      // The car's own price is gone (a similar car on sale below may cost the same).
      await expect(main.getByTestId('price')).toHaveCount(0)
      await expect(page.locator('head meta[name="robots"]').first()).toHaveAttribute('content', 'noindex')
      await main.getByRole('link', { name: l.usedForSale }).click()
      await expect(page).toHaveURL(new RegExp(`/${lang}/list/used$`))
    })

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

test.describe('offline', () => {
  for (const lang of LANGS) {
    test(
      `${lang}: a car never opened on this device says so, offers a retry, and loads once back online`,
      { tag: '@desktop-only' },
      async ({ page, context }) => {
        await page.goto(`/${lang}/detail/${used.id}`)
        await expect(page.getByRole('heading', { level: 1 })).toContainText(used.model)
        // The parts of the page whose code loads later (its footer, which shows the dealer's opening status once it
        // is the app's) are in before the connection goes: no service worker keeps their code here.
        const footer = page.getByRole('contentinfo')
        await footer.scrollIntoViewIfNeeded()
        await expect(footer).toContainText(/Aperto ora|Chiuso|Open now|Closed/)
        await context.setOffline(true)
        // An in-app navigation (the page's code is already loaded; the car's data is not on the device).
        await page.evaluate((path) => {
          history.pushState(null, '', path)
          dispatchEvent(new PopStateEvent('popstate'))
        }, `/${lang}/detail/${unseenRental.id}`)
        await expect(page.getByRole('heading', { level: 1, name: labels[lang].offline })).toBeVisible({ timeout: 20_000 })
        await expect(page.getByRole('button', { name: labels[lang].retry })).toBeVisible()
        await context.setOffline(false)
        await expect(page.getByRole('heading', { level: 1 })).toContainText(`${unseenRental.make} ${unseenRental.model}`, { timeout: 20_000 })
      },
    )
  }
})
