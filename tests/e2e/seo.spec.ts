import type { Page } from '@playwright/test'
import { business, resolveSiteUrl } from '../../src/config/business'
import { formatKm, formatPrice } from '../../src/features/vehicles/format'
import type { UsedVehicle, Vehicle } from '../../src/features/vehicles/model/vehicle-schema'
import { publishedVehicles, seedVehicles } from './seed-data'
import { chunkHolding, expect, holdAppCode, LANGS, recordRequests, test, untilPainted } from './support'

/**
 * What search engines and link previews get: each page's own head tags, structured data, sitemap.xml and
 * robots.txt, noindex where nothing should be indexed, and prerendered HTML that carries a page's content and
 * tags without any JavaScript.
 */

const ORIGIN = resolveSiteUrl(process.env.VITE_SITE_URL)
const PAGES = ['', '/servizi', '/chisiamo', '/contatti', '/dovesiamo', '/cookie', '/privacy', '/termini', '/list', '/list/used', '/list/rent']
const OG_LOCALE = { it: 'it_IT', en: 'en_GB' } as const

const usedCar = publishedVehicles.find(
  (vehicle): vehicle is UsedVehicle => vehicle.category === 'used' && vehicle.status === 'available' && vehicle.photos.length > 0,
)!
/** Sold, yet still published: its page says so and is for nobody's index. */
const soldCar = publishedVehicles.find((vehicle): vehicle is UsedVehicle => vehicle.category === 'used' && vehicle.status === 'sold')!
const name = (vehicle: Vehicle) => [vehicle.make, vehicle.model, vehicle.version].filter(Boolean).join(' ')

interface HeadTags {
  title: string
  descriptions: string[]
  canonicals: string[]
  alternates: string[]
  robots: string[]
  ogUrl: string | null
  ogLocale: string | null
  ogImage: string | null
  twitterCard: string | null
  jsonLd: Array<Record<string, unknown>>
}

/** The head as the running app leaves it (the JSON-LD wherever it is). */
function readHead(page: Page): Promise<HeadTags> {
  return page.evaluate(() => {
    const all = (selector: string, attribute: string) => [...document.querySelectorAll(selector)].map((element) => element.getAttribute(attribute) ?? '')
    const one = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null
    return {
      title: document.title,
      descriptions: all('head meta[name="description"]', 'content'),
      canonicals: all('head link[rel="canonical"]', 'href'),
      alternates: [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map(
        (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
      ),
      robots: all('head meta[name="robots"]', 'content'),
      ogUrl: one('meta[property="og:url"]'),
      ogLocale: one('meta[property="og:locale"]'),
      ogImage: one('meta[property="og:image"]'),
      twitterCard: one('meta[name="twitter:card"]'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
      ),
    }
  })
}

/** Waits for the app to show the page (in place of the prerendered one) with its own canonical link. */
async function openPage(page: Page, path: string): Promise<HeadTags> {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('[data-prerendered]')).toHaveCount(0)
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}${path}`)
  return readHead(page)
}

test.describe('head tags', () => {
  test('every public page in both languages has its own title, description, canonical and alternates @desktop-only', async ({ page }) => {
    test.setTimeout(120_000)
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() }
    for (const lang of LANGS) {
      // Titles differ within a language (a few, such as "Cookie policy", are the same word in both).
      seen.titles.clear()
      for (const pagePath of PAGES) {
        const path = `/${lang}${pagePath}`
        const head = await openPage(page, path)
        expect(head.canonicals, path).toEqual([`${ORIGIN}${path}`])
        expect(head.descriptions, `${path}: one description`).toHaveLength(1)
        expect(head.descriptions[0]!.length, path).toBeGreaterThan(40)
        expect(head.title, path).toMatch(/ \| /)
        expect(seen.titles.has(head.title), `${path}: title "${head.title}" is not another page's`).toBe(false)
        expect(seen.descriptions.has(head.descriptions[0]!), `${path}: description is not another page's`).toBe(false)
        seen.titles.add(head.title)
        seen.descriptions.add(head.descriptions[0]!)
        expect(head.alternates.sort(), path).toEqual(
          [`en ${ORIGIN}/en${pagePath}`, `it ${ORIGIN}/it${pagePath}`, `x-default ${ORIGIN}${pagePath === '' ? '/' : `/it${pagePath}`}`].sort(),
        )
        expect(head.robots, path).toEqual([])
        expect(head.ogUrl, path).toBe(`${ORIGIN}${path}`)
        expect(head.ogLocale, path).toBe(OG_LOCALE[lang])
        expect(head.ogImage, path).toBe(`${ORIGIN}/og-image.png`)
        expect(head.twitterCard, path).toBe('summary_large_image')
        expect(
          head.jsonLd.filter((data) => data['@type'] === 'AutoDealer'),
          path,
        ).toHaveLength(1)
      }
    }
  })

  test('a filtered listing canonicalizes to the listing without its search @desktop-only', async ({ page }) => {
    await page.goto('/en/list/used?fuel=diesel&sort=price-asc')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/en/list/used`)
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1)
  })

  test('the vehicle page’s structured data is the car it shows @desktop-only', async ({ page }) => {
    const path = `/it/detail/${usedCar.id}`
    const head = await openPage(page, path)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`${usedCar.make} ${usedCar.model}`)
    const price = formatPrice(usedCar.price, 'it')
    await expect(page.getByRole('main')).toContainText(price)
    await expect(page.locator('[data-spec="mileage"]')).toContainText(formatKm(usedCar.mileageKm, 'it'))

    const cars = head.jsonLd.filter((data) => data['@type'] === 'Car')
    expect(cars).toHaveLength(1)
    const car = cars[0] as {
      name: string
      brand: { name: string }
      model: string
      mileageFromOdometer: { value: number; unitCode: string }
      image: string[]
      offers: { price: number; priceCurrency: string; availability: string; seller: { '@id': string } }
    }
    expect(car.name).toBe(name(usedCar))
    expect(car.brand.name).toBe(usedCar.make)
    expect(car.model).toBe(usedCar.model)
    expect(car.mileageFromOdometer).toEqual({ '@type': 'QuantitativeValue', value: usedCar.mileageKm, unitCode: 'KMT' })
    expect(car.offers).toMatchObject({ price: usedCar.price, priceCurrency: 'EUR', availability: 'https://schema.org/InStock' })
    const dealer = head.jsonLd.find((data) => data['@type'] === 'AutoDealer')
    expect(car.offers.seller['@id']).toBe(dealer?.['@id'])
    expect(car.image[0]).toBe(head.ogImage)
    expect(head.ogImage).toMatch(/large\.webp/)
    expect(head.title).toContain(price)

    const trail = head.jsonLd.find((data) => data['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ item: string }> } | undefined
    expect(trail?.itemListElement.map((crumb) => crumb.item)).toEqual([`${ORIGIN}/it`, `${ORIGIN}/it/list/used`, `${ORIGIN}${path}`])
  })
})

test.describe('noindex', () => {
  test(
    'an unknown page, an unknown vehicle and a sold one say so in their title, and are noindex, with no canonical',
    { tag: '@desktop-only' },
    async ({ page }) => {
      for (const [path, heading, title] of [
        ['/it/pagina-che-non-esiste', 'Pagina non trovata', 'Pagina non trovata'],
        ['/en/detail/no-such-car', 'This car is no longer available', 'Car no longer available'],
        [`/en/detail/${soldCar.id}`, 'This car has been sold', `Sold: ${name(soldCar)}`],
      ] as const) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
        await expect(page).toHaveTitle(`${title} | ${business.name}`)
        await expect(page.locator('head meta[name="robots"]').first()).toHaveAttribute('content', 'noindex')
        await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0)
      }
    },
  )

  test('sign-in is noindex and has no canonical @desktop-only', async ({ page }) => {
    await page.goto('/en/login')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0)
  })
})

test.describe('sitemap.xml and robots.txt', () => {
  test('the sitemap lists every public page and every published vehicle on sale in both languages, and no draft or sold car @desktop-only', async ({
    page,
  }) => {
    const response = await page.request.get('/sitemap.xml')
    expect(response.ok()).toBe(true)
    const xml = await response.text()
    await page.goto('/it')
    const urls = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml')
      if (doc.getElementsByTagName('parsererror').length) throw new Error('sitemap.xml is not well-formed')
      return [...doc.getElementsByTagName('url')].map((url) => ({
        loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
        lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
        alternates: [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => link.getAttribute('hreflang')),
      }))
    }, xml)
    const locs = new Set(urls.map((url) => url.loc))
    expect(locs.has(`${ORIGIN}/`)).toBe(true)
    for (const lang of LANGS) {
      for (const pagePath of PAGES) expect(locs.has(`${ORIGIN}/${lang}${pagePath}`), `${lang}${pagePath}`).toBe(true)
      for (const vehicle of publishedVehicles) {
        expect(locs.has(`${ORIGIN}/${lang}/detail/${vehicle.id}`), `${lang} ${vehicle.id}`).toBe(vehicle.status !== 'sold')
      }
      for (const draft of seedVehicles.filter((vehicle) => !vehicle.published)) {
        expect(locs.has(`${ORIGIN}/${lang}/detail/${draft.id}`), `draft ${draft.id} is not listed`).toBe(false)
      }
      expect([...locs].some((loc) => loc.includes(`/${lang}/admin`) || loc.includes(`/${lang}/login`))).toBe(false)
    }
    for (const url of urls) expect(url.alternates, url.loc).toEqual(['it', 'en', 'x-default'])
    const car = urls.find((url) => url.loc === `${ORIGIN}/en/detail/${usedCar.id}`)
    expect(car?.lastmod).toBe(usedCar.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'))
  })

  test('robots.txt lets crawlers in, keeps them out of the reserved area and sign-in, and names the sitemap @desktop-only', async ({ request }) => {
    const response = await request.get('/robots.txt')
    expect(response.ok()).toBe(true)
    const lines = (await response.text()).split('\n')
    expect(lines).toContain('User-agent: *')
    expect(lines).toContain('Allow: /')
    for (const path of ['/it/admin', '/en/admin', '/it/login', '/en/login']) expect(lines).toContain(`Disallow: ${path}`)
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
  })
})

test.describe('prerendered pages', () => {
  test('a vehicle page read without JavaScript has the car’s title, price, photo and data @desktop-only', async ({ request }) => {
    const response = await request.get(`/en/detail/${usedCar.id}`, { headers: { accept: 'text/html' } })
    expect(response.ok()).toBe(true)
    const html = await response.text()
    const price = formatPrice(usedCar.price, 'en')
    const ogImage = usedCar.photos[0]!.large.url.replace(/&/g, '&amp;')
    expect(html).toMatch(new RegExp(`<title[^>]*>${escapeRegExp(name(usedCar).replace(/&/g, '&amp;'))} – ${escapeRegExp(price)} \\|`))
    expect(html).toContain(`<meta property="og:image" content="${ogImage}"`)
    expect(html).toContain(`<meta property="og:title" content="${name(usedCar).replace(/&/g, '&amp;')} – ${price}"`)
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/en/detail/${usedCar.id}"`)
    expect(html).toContain('"@type":"Car"')
    // The content itself, not only the tags.
    expect(html).toMatch(/<h1[^>]*>[^<]*/)
    expect(html).toContain('data-prerendered')
    expect(html).toContain(formatKm(usedCar.mileageKm, 'en'))
    expect(html).toMatch(/<html[^>]* lang="en"/)
  })

  test('the photos of a prerendered page’s first screen come from the site itself, cached for good, the same bytes as Storage’s @desktop-only', async ({
    request,
  }) => {
    for (const path of ['/it/list/used', `/en/detail/${usedCar.id}`]) {
      const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text()
      const carried = /<script type="application\/json" id="page-photos">([^<]*)<\/script>/.exec(html)?.[1]
      expect(carried, path).toBeTruthy()
      const copies = Object.entries(JSON.parse(carried!) as Record<string, string>)
      // Each first-screen photo in its sizes (the listing's first row of cards, the car's first photo).
      expect(copies.length, path).toBeGreaterThanOrEqual(2)
      const firstScreen = [...html.matchAll(/<img [^>]*loading="eager"[^>]*>/g)].map((match) => match[0])
      expect(firstScreen.length, path).toBe(path.includes('/list/') ? 3 : 1)
      // One of them is the main photo, which loads ahead of the rest: the first card's, the car's first.
      expect(
        firstScreen.filter((image) => image.includes('fetchpriority="high"')),
        path,
      ).toHaveLength(1)
      expect(firstScreen[0], path).toContain('fetchpriority="high"')
      // The others at low priority: left to the browser, the first few large images get a medium one.
      for (const image of firstScreen.slice(1)) expect(image, path).toContain('fetchpriority="low"')
      for (const image of firstScreen) {
        expect(/ src="([^"]+)"/.exec(image)?.[1], path).toMatch(/^\/photos\/[0-9a-f]{16}\.webp$/)
        for (const candidate of /srcset="([^"]+)"/.exec(image)![1]!.split(', ')) expect(candidate, path).toMatch(/^\/photos\/[0-9a-f]{16}\.webp \d+w$/)
      }
      for (const [storageUrl, copy] of copies) {
        const served = await request.get(copy)
        expect(served.status(), copy).toBe(200)
        expect(served.headers()['content-type'], copy).toBe('image/webp')
        expect(served.headers()['cache-control'], copy).toBe('public, max-age=31536000, immutable')
        const original = await request.get(storageUrl.replace(/&amp;/g, '&'))
        expect(Buffer.compare(await served.body(), await original.body()), copy).toBe(0)
      }
    }
  })

  test('a car’s prerendered page carries the documents it shows and no others @desktop-only', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const paths = [...sitemap.matchAll(/<loc>[^<]*(\/it\/detail\/[^<]+)<\/loc>/g)].map((match) => match[1]!)
    expect(paths.length).toBeGreaterThan(10)
    let withSimilar = 0
    for (const path of paths) {
      const id = path.split('/').pop()!
      const category = seedVehicles.find((vehicle) => vehicle.id === id)!.category
      const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text()
      const carried = JSON.parse(/<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)![1]!) as Record<string, unknown>
      // The site's details, the car, and its category's catalog (the similar cars): not the other catalog, which a
      // page made after others in the same browser would carry for the cars they left in its recently viewed.
      const documents = Object.keys(carried).filter((key) => key !== 'partial')
      expect(documents.sort(), path).toEqual([`catalog/${category}`, 'settings/site', `vehicles/${id}`])
      // Of the catalog, only the similar cars the page shows, marked as a part (the listing reads the whole).
      const similar = /data-testid="similar-vehicles"[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''
      const shown = new Set([...similar.matchAll(/href="\/it\/detail\/([^"/]+)"/g)].map((match) => match[1]!))
      if (shown.size > 0) withSimilar++
      const catalog = carried[`catalog/${category}`] as { vehicles: { mapValue: { fields: object } } }
      expect(new Set(Object.keys(catalog.vehicles.mapValue.fields)), path).toEqual(shown)
      expect(carried.partial, path).toEqual([`catalog/${category}`])
    }
    expect(withSimilar).toBeGreaterThan(10)
  })

  test('the prerendered home page carries, of the catalogs, only the cars it shows @desktop-only', async ({ request }) => {
    for (const lang of LANGS) {
      const html = await (await request.get(`/${lang}`, { headers: { accept: 'text/html' } })).text()
      const shown = new Set([...html.matchAll(new RegExp(`href="/${lang}/detail/([^"/]+)"`, 'g'))].map((match) => match[1]!))
      expect(shown.size, lang).toBe(8)
      const carried = JSON.parse(/<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)![1]!) as Record<string, unknown>
      const entries = (path: string) => Object.keys((carried[path] as { vehicles: { mapValue: { fields: object } } }).vehicles.mapValue.fields)
      expect(new Set([...entries('catalog/used'), ...entries('catalog/rent')]), lang).toEqual(shown)
      // Marked as parts, so that the app never takes them for the catalogs (the listing reads the whole).
      expect((carried.partial as string[]).sort(), lang).toEqual(['catalog/rent', 'catalog/used'])
      expect(publishedVehicles.length, lang).toBeGreaterThan(shown.size)
    }
  })

  test('every static page comes prerendered with its own head @desktop-only', async ({ request }) => {
    for (const lang of LANGS) {
      for (const pagePath of PAGES) {
        const path = `/${lang}${pagePath}`
        const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text()
        expect(html, path).toContain(`<link rel="canonical" href="${ORIGIN}${path}"`)
        expect(html.match(/<meta name="description"/g), path).toHaveLength(1)
        expect(html.match(/<title/g), path).toHaveLength(1)
        expect(html, path).toMatch(/<main[^>]*>[\s\S]*<h1/)
        // Nothing that depends on the visit: the consent banner comes from the app, for those who have not chosen.
        expect(html, path).not.toContain('data-consent-banner')
      }
    }
  })
})

test.describe('starting from a prerendered page', () => {
  // A service worker would answer the next visits with the app shell instead of the prerendered pages.
  test.use({ serviceWorkers: 'block' })

  test('a prerendered page scrolled before the app has it stays where the visitor scrolled it', async ({ page }) => {
    const release = await holdAppCode(page)
    await page.goto('/it', { waitUntil: 'commit' })
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(1)
    await untilPainted(page)
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }))
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600)

    release()
    await expect(page.locator('[data-prerendered]')).toHaveCount(0, { timeout: 15_000 })
    // Long enough for a smooth scroll back to the top to show.
    await page.waitForTimeout(1000)
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(600)
    // The next page starts at its top.
    const car = page.getByRole('main').getByRole('article').first()
    const name = (await car.getByRole('heading').first().textContent()) ?? ''
    await car.getByRole('link').first().click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(0)
  })

  test('the app takes over a prerendered page in place: same layout, one set of head tags, no shift', async ({ page }) => {
    await page.addInitScript(() => {
      ;(window as unknown as { __shifts: number }).__shifts = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) (window as unknown as { __shifts: number }).__shifts += entry.value
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    for (const path of [`/it/detail/${usedCar.id}`, '/en/list/used', '/it']) {
      // Each page as a first visit finds it: on the home page, the car opened above would be a recently viewed car,
      // for which the app reads the whole catalog the page carries only a part of.
      if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear())
      // The app's code waits until the prerendered page has been measured.
      const release = await holdAppCode(page)
      const schemaChunks = recordRequests(page, VEHICLE_SCHEMA_CHUNK)
      // Module scripts hold DOMContentLoaded back: the page is read as soon as it has arrived.
      await page.goto(path, { waitUntil: 'commit' })
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading).toBeVisible()
      await expect(page.locator('#root[data-prerendered]')).toHaveCount(1)
      // Measured as a visitor first sees it: painted, which the browser does once the page's stylesheets have come.
      // (Read before, the layout is the browser's default: with routes set, each page loads them anew.)
      await untilPainted(page)
      const before = await heading.boundingBox()
      const beforeText = await heading.textContent()
      expect(before, path).not.toBeNull()

      release()
      await expect(page.locator('[data-prerendered]'), path).toHaveCount(0, { timeout: 15_000 })
      await expect(page.locator('#root')).toHaveCount(1)
      if (path !== '/it') {
        // Its main photo as the HTML had it, the site's own copy, on screen.
        const photo = page.locator('main img[fetchpriority="high"]').first()
        await expect
          .poll(
            () =>
              photo.evaluate(
                (image: HTMLImageElement) => image.complete && image.naturalWidth > 0 && new URL(image.currentSrc).pathname.startsWith('/photos/'),
              ),
            {
              message: path,
            },
          )
          .toBe(true)
      }
      await expect(heading).toHaveCount(1)
      await expect(heading).toHaveText(beforeText ?? '')
      const after = await heading.boundingBox()
      expect(Math.abs(after!.x - before!.x), `${path}: heading x`).toBeLessThanOrEqual(1)
      expect(Math.abs(after!.y - before!.y), `${path}: heading y`).toBeLessThanOrEqual(1)
      expect(Math.abs(after!.width - before!.width), `${path}: heading width`).toBeLessThanOrEqual(1)

      const head = await readHead(page)
      expect(head.canonicals, path).toHaveLength(1)
      expect(head.descriptions, path).toHaveLength(1)
      expect(await page.locator('head title').count(), path).toBe(1)
      expect(
        head.jsonLd.filter((data) => data['@type'] === 'AutoDealer'),
        path,
      ).toHaveLength(1)
      await page.waitForTimeout(500)
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)
      expect(shifts, `${path}: cumulative layout shift`).toBeLessThan(0.01)
      // The data read afresh is the page's (unchanged since the build; on the home page, the cars it shows, all it
      // carries of the catalogs): nothing to decode, so the vehicles' schema (zod building every validator) is never
      // loaded.
      await page.waitForLoadState('networkidle')
      expect(schemaChunks, `${path}: the vehicles' schema loaded`).toEqual([])
    }
  })
})

test.describe('a prerendered car no longer on sale', () => {
  // A service worker would answer the next visits with the app shell instead of the prerendered pages.
  test.use({ serviceWorkers: 'block' })

  /** The car's fresh read (Firestore's REST API), answered by `answer` instead of the data of the build. */
  const readOf = (id: string) => new RegExp(`/documents/vehicles/${id}(?:\\?|$)`)

  for (const [change, heading, link] of [
    ['deleted since the build', 'Questa auto non è più disponibile', 'Vedi tutte le nostre auto'],
    ['sold since the build', 'Questa auto è stata venduta', 'Vedi le auto usate in vendita'],
  ] as const) {
    test(`${change}: the page comes as it was made, then says so and asks not to be indexed, without a mismatch`, { tag: '@not-tablet' }, async ({ page }) => {
      const path = `/it/detail/${usedCar.id}`
      let reads = 0
      await page.route(readOf(usedCar.id), async (route) => {
        reads += 1
        if (change.startsWith('deleted')) {
          // Firestore's answer for a document that is not there. (An unpublished one is refused instead, then read
          // with the SDK, which the rules refuse too: the same view.)
          await route.fulfill({
            status: 404,
            headers: { 'access-control-allow-origin': '*' },
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 404, status: 'NOT_FOUND' } }),
          })
          return
        }
        const response = await route.fetch()
        const document = (await response.json()) as { fields: Record<string, unknown> }
        await route.fulfill({ response, json: { ...document, fields: { ...document.fields, status: { stringValue: 'sold' } } } })
      })
      const html = await (await page.request.get(path, { headers: { accept: 'text/html' } })).text()
      expect(html, 'the prerendered page of the build').toContain('data-prerendered')
      const schemaChunks = recordRequests(page, VEHICLE_SCHEMA_CHUNK)
      await page.goto(path)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(main.getByRole('link', { name: link })).toBeVisible()
      await expect(main.getByTestId('price')).toHaveCount(0)
      await expect(main).not.toContainText(formatPrice(usedCar.price, 'it'))
      await expect(page.locator('head meta[name="robots"]').first()).toHaveAttribute('content', 'noindex')
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0)
      // A car changed since the build is decoded with the vehicles' schema (a deleted one has nothing to decode).
      expect(schemaChunks).toHaveLength(change.startsWith('sold') ? 1 : 0)
      // The page renders anew with what its fresh read found, without asking the server again.
      expect(reads).toBe(1)
      // (The page fixture fails the test on a hydration mismatch.)
    })
  }
})

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })
  test('the service worker keeps only the shell: installed, every page opens from it @desktop-only', async ({ page }) => {
    await page.goto('/it')
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), { timeout: 30_000 })
      .toBe('activated')
    await page.reload()
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    const cached = await page.evaluate(async () => {
      const urls: string[] = []
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname)
      return urls
    })
    expect(cached).toContain('/index.html')
    expect(cached.filter((url) => url.endsWith('.html'))).toEqual(['/index.html'])
    const response = await page.goto('/en/servizi')
    expect(response?.fromServiceWorker()).toBe(true)
    expect(await response?.text()).not.toContain('data-prerendered')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services')
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/en/servizi`)
  })
})

/** The chunk of the build that holds the vehicles' schema, which a page loads only to decode data. */
const VEHICLE_SCHEMA_CHUNK = chunkHolding('src/features/vehicles/model/vehicle-schema.ts')

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
