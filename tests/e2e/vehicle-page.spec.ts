import type { Locator, Page } from '@playwright/test'
import { business } from '../../src/config/business'
import { formatKm, formatPrice, formatPriceWithCents } from '../../src/features/vehicles/format'
import type { RentVehicle, UsedVehicle, Vehicle } from '../../src/features/vehicles/model/vehicle-schema'
import { monthlyPayment } from '../../src/features/vehicles/payment'
import { seedVehicles as seeded } from './seed-data'
import { decodedParam, expect, LANGS, test } from './support'

const isPublicUsed = (vehicle: Vehicle): vehicle is UsedVehicle =>
  vehicle.category === 'used' && vehicle.published && vehicle.status === 'available' && vehicle.photos.length >= 3
const isPublicRental = (vehicle: Vehicle): vehicle is RentVehicle =>
  vehicle.category === 'rent' && vehicle.published && vehicle.status === 'available' && vehicle.photos.length >= 2

const used = seeded.find(isPublicUsed)!
/** A rental no used-car page loads, not even among its similar cars. */
const unseenRental = seeded.filter(isPublicRental)[1]!
const usedName = `${used.make} ${used.model} ${used.version}`
const photoCount = used.photos.length

const labels = {
  it: {
    next: 'Foto successiva',
    previous: 'Foto precedente',
    fullscreen: 'Guarda le foto a schermo intero',
    closeFullscreen: 'Chiudi lo schermo intero',
    showPhoto: (n: number) => `Mostra la foto ${n}`,
    photoAlt: (n: number) => `${usedName}, foto ${n} di ${photoCount}`,
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
      const longer = monthlyPayment({ price: used.price, downPayment, months: 60, annualRatePercent: 6.9 })!
      // The calculator's code comes after the page's (an island): a key pressed before it does nothing, and the
      // visitor presses again.
      await expect(async () => {
        if ((await slider.getAttribute('aria-valuenow')) === '48') {
          await slider.focus()
          await page.keyboard.press('ArrowRight')
        }
        await expect(calculator.getByTestId('payment-result')).toContainText(l.perMonth(formatPriceWithCents(longer, lang)), { timeout: 2000 })
      }).toPass({ timeout: 20_000 })
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
  })
}

test(
  'it: a visitor changes the down payment in the calculator and asks for that financing; the request shows it back',
  { tag: '@not-tablet' },
  async ({ page }) => {
    await page.goto(`/it/detail/${used.id}`)
    const calculator = page.getByRole('region', { name: labels.it.calculator })
    await calculator.scrollIntoViewIfNeeded()
    // Typed as soon as the field shows, whether or not the calculator's code has come (an island): it counts.
    await calculator.getByRole('textbox', { name: 'Anticipo' }).fill('3000')
    const monthly = formatPriceWithCents(monthlyPayment({ price: used.price, downPayment: 3000, months: 48, annualRatePercent: 6.9 })!, 'it')
    await expect(calculator.getByTestId('payment-result')).toContainText(labels.it.perMonth(monthly))
    await calculator.getByRole('button', { name: 'Richiedi questo finanziamento' }).click()
    const dialog = page.getByRole('dialog', { name: /Richiedi un finanziamento/ })
    await expect(dialog).toContainText(`Anticipo ${formatPrice(3000, 'it')}, 48 rate mensili da circa ${monthly}`)
  },
)

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
