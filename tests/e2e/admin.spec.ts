import type { APIRequestContext, Browser, Page } from '@playwright/test'
import sharp from 'sharp'
import { field, save, signIn, uniqueModel } from './admin-support'
import { STORAGE_EMULATOR } from './seed-data'
import { expect, test } from './support'

/**
 * The dealer's journeys on a tablet (journeys 4 and 5): add a car with photos, see it public, change its price,
 * mark it sold, unpublish, delete; a draft survives a reload; an offline edit waits and then syncs.
 * Run against the emulators with the demo data (`npm run seed`).
 */

const fixture = (name: string) => new URL(`../fixtures/${name}`, import.meta.url).pathname

test.beforeEach(async ({ browserName }, testInfo) => {
  test.skip(testInfo.project.name !== 'admin-tablet' || browserName !== 'chromium', 'the admin area is tested on the tablet')
})
test.describe.configure({ timeout: 120_000 })

/** Fills the form of a used car (the page is on /it/admin/new). */
async function fillUsedCar(page: Page, model: string, price: string) {
  await field(page, /^(Marca|Make)/).fill('Fiat')
  await field(page, /^(Modello|Model)/).fill(model)
  await field(page, /^(Versione|Version)/).fill('1.0 Hybrid Prova')
  await field(page, /^(Carrozzeria|Body type)/).selectOption('city-car')
  await field(page, /^(Carburante|Fuel)/).selectOption('hybrid')
  await field(page, /^(Cambio|Gearbox)/).selectOption('manual')
  await field(page, /^(Mese di immatricolazione|Registration month)/).selectOption('3')
  await field(page, /^(Anno di immatricolazione|Registration year)/).fill('2021')
  await field(page, /^(Chilometraggio|Mileage)/).fill('45.000')
  await field(page, /^(Potenza|Power)/).fill('51')
  await expect(page.getByText('= 69 CV')).toBeVisible()
  await field(page, /^(Cilindrata|Engine size)/).fill('999')
  await field(page, /^(Colore|Colour)/).fill('Bianco')
  await field(page, /^(Classe Euro|Euro class)/).selectOption('euro-6d')
  await field(page, /^(Proprietari precedenti|Previous owners)/).fill('1')
  await field(page, /^(Prezzo|Price)/).fill(price)
  await field(page, /^(Titolo in italiano|Title in Italian)/).fill(`Fiat ${model} ibrida, pronta consegna`)
  const published = page.getByRole('switch', { name: /Pubblicato sul sito|Published on the site/ })
  await published.check()
  await expect(published).toBeChecked()
}

async function publicCard(page: Page, model: string) {
  await page.goto(`/it/list/used?q=${model}`)
  return page.getByTestId('vehicle-results').getByRole('article').filter({ hasText: model })
}

/** How many public cards show `model` to a visitor with nothing cached: what the server has. */
async function publicCountOnServer(browser: Browser, model: string): Promise<number> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(`/it/list/used?q=${model}`)
    await expect(page.getByTestId('result-count')).toBeVisible()
    return await page.getByTestId('vehicle-results').getByRole('article').filter({ hasText: model }).count()
  } finally {
    await context.close()
  }
}

async function adminRow(page: Page, model: string) {
  await page.goto('/it/admin')
  await page.getByRole('searchbox', { name: /Cerca|Search/ }).fill(model)
  return page.getByRole('article', { name: new RegExp(model) })
}

/** Signs in, adds a published used car and waits until the server has it; the page is left on its editor. */
async function addSavedUsedCar(page: Page, model: string, price: string) {
  await signIn(page, '/it/admin/new')
  await fillUsedCar(page, model, price)
  await save(page)
  await expect(page).toHaveURL(/\/it\/admin\/edit\//)
  await expect(page.getByTestId('save-status')).toContainText(/^(Salvato|Saved)$/, { timeout: 20_000 })
}

/** Deletes the car from the admin list and waits until visitors no longer see it. */
async function deleteCar(page: Page, browser: Browser, model: string) {
  const row = await adminRow(page, model)
  await row.getByRole('button', { name: /^(Elimina|Delete)$/ }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Elimina definitivamente|Delete for good/ })
    .click()
  await expect(page.getByRole('article', { name: new RegExp(model) })).toHaveCount(0)
  await expect.poll(() => publicCountOnServer(browser, model), { timeout: 20_000 }).toBe(0)
}

/**
 * The sources of the editor's photos, once loaded: a car not yet published has photos only admins may read
 * (storage.rules), which the editor shows from copies read with the admin's credentials.
 */
async function shownPhotoSources(page: Page): Promise<string[]> {
  const images = page.getByTestId('vehicle-photo').locator('img')
  await expect
    .poll(() => images.evaluateAll((all) => all.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)), {
      timeout: 20_000,
    })
    .toBe(true)
  return images.evaluateAll((all) => all.map((image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src))
}

const STORAGE_OBJECTS = `${STORAGE_EMULATOR.storageOrigin}/v0/b/${STORAGE_EMULATOR.bucket}/o`
/** Storage read as the project's owner, past the rules. */
const OWNER = { authorization: 'Bearer owner' }

/** The names of the files Storage holds in a car's folder. */
async function storedPhotoNames(request: APIRequestContext, vehicleId: string): Promise<string[]> {
  const listing = await request.get(`${STORAGE_OBJECTS}?prefix=${encodeURIComponent(`vehicles/${vehicleId}/`)}`, { headers: OWNER })
  expect(listing.ok()).toBe(true)
  const { items = [] } = (await listing.json()) as { items?: { name: string }[] }
  return items.map(({ name }) => name)
}

/** The files Storage holds in a car's folder: names and bytes. */
async function storedPhotoFiles(request: APIRequestContext, vehicleId: string): Promise<{ name: string; bytes: Buffer }[]> {
  const names = await storedPhotoNames(request, vehicleId)
  return Promise.all(
    names.map(async (name) => {
      const file = await request.get(`${STORAGE_OBJECTS}/${encodeURIComponent(name)}?alt=media`, { headers: OWNER })
      expect(file.ok(), name).toBe(true)
      return { name, bytes: await file.body() }
    }),
  )
}

/** The head of a 30000×30000 JPEG, up to its frame header: 900 megapixels, and no pixel data at all. */
function hugeJpegHeader(): Buffer {
  const quantization = [0xff, 0xdb, 0x00, 0x43, 0x00, ...new Array<number>(64).fill(1)]
  const frame = [0xff, 0xc0, 0x00, 0x11, 0x08, 0x75, 0x30, 0x75, 0x30, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]
  return Buffer.from([0xff, 0xd8, ...quantization, ...frame])
}

test('a photo of 30000×30000 pixels is refused by its name, before anything tries to decode it', async ({ page }) => {
  await signIn(page, '/it/admin/new')
  const refusals = [
    ['/it/admin/new', 'panorama.jpg è troppo grande: 30000×30000 pixel (900 megapixel), mentre si accettano foto fino a 50 megapixel.'],
    ['/en/admin/new', 'panorama.jpg is too large: 30000×30000 pixels (900 megapixels), and photos of up to 50 megapixels are accepted.'],
  ] as const
  for (const [path, message] of refusals) {
    if (new URL(page.url()).pathname !== path) await page.goto(path)
    await page.getByTestId('photo-input').setInputFiles({ name: 'panorama.jpg', mimeType: 'image/jpeg', buffer: hugeJpegHeader() })
    await expect(page.getByRole('alert').filter({ hasText: 'panorama.jpg' })).toHaveText(message)
    await expect(page.getByTestId('photo-upload')).toHaveCount(0)
    await expect(page.getByTestId('vehicle-photo')).toHaveCount(0)
  }
})

test('add a used car with two photos, see it public, change its price, sell, unpublish and delete it', async ({ page }) => {
  page.on('dialog', (dialog) => void dialog.accept())
  const model = uniqueModel('Collaudo')
  await signIn(page, '/it/admin/new')
  await fillUsedCar(page, model, '12.500')

  // Two photos, one stored sideways with EXIF orientation 6 and GPS tags.
  await page.getByTestId('photo-input').setInputFiles([fixture('car-front.jpg'), fixture('car-exif-rotated-gps.jpg')])
  await expect(page.getByTestId('photo-upload').first()).toBeVisible()
  await expect(page.getByTestId('vehicle-photo')).toHaveCount(2, { timeout: 30_000 })
  await expect(page.getByTestId('photo-upload')).toHaveCount(0)
  await expect(
    page
      .getByTestId('vehicle-photo')
      .first()
      .getByText(/Copertina|Cover/),
  ).toBeVisible()

  // The buttons reorder: the second photo becomes the cover.
  const thumbs = await shownPhotoSources(page)
  await page.getByRole('button', { name: /Usa la foto 2 come copertina|Make photo 2 the cover/ }).click()
  expect(await shownPhotoSources(page)).toEqual([thumbs[1], thumbs[0]])

  await save(page)
  await expect(page).toHaveURL(/\/it\/admin\/edit\/[A-Za-z0-9_-]+$/)
  await expect(page.getByTestId('save-status')).toContainText(/^(Salvato|Saved)$/, { timeout: 20_000 })
  const vehicleId = new URL(page.url()).pathname.split('/').pop()!

  // Resized on the device before the upload: each photo stored large and as a thumbnail, upright, the
  // thumbnails inside 480×360, no metadata left (GPS included).
  const stored = await storedPhotoFiles(page.request, vehicleId)
  expect(stored.map(({ name }) => name.replace(/^.*-/, '')).sort()).toEqual(['large.webp', 'large.webp', 'thumb.webp', 'thumb.webp'])
  const thumbSizes: string[] = []
  for (const { name, bytes } of stored) {
    const meta = await sharp(bytes).metadata()
    expect(meta.exif, name).toBeUndefined()
    expect(meta.format, name).toBe('webp')
    if (name.endsWith('-thumb.webp')) thumbSizes.push(`${meta.width}x${meta.height}`)
  }
  expect(thumbSizes.sort()).toEqual(['270x360', '480x360'])

  // Public.
  let card = await publicCard(page, model)
  await expect(card).toHaveCount(1)
  await expect(card.getByTestId('vehicle-price')).toHaveText(/12\.500/)

  // New price.
  let row = await adminRow(page, model)
  await row.getByRole('link', { name: /^(Modifica|Edit)$/ }).click()
  await field(page, /^(Prezzo|Price)/).fill('11.900')
  await save(page)
  await expect(page.getByTestId('save-status')).toContainText(/^(Salvato|Saved)$/, { timeout: 20_000 })
  card = await publicCard(page, model)
  await expect(card.getByTestId('vehicle-price')).toHaveText(/11\.900/)

  // Sold.
  row = await adminRow(page, model)
  await row.getByLabel(/^(Stato|Status)$/).selectOption('sold')
  await expect(row.getByTestId('status-badge')).toHaveText(/^(Venduta|Sold)$/)
  await expect(row.getByTestId('pending-sync')).toHaveCount(0, { timeout: 20_000 })
  card = await publicCard(page, model)
  await expect(card).toContainText(/Venduta|Sold/)

  // Unpublished: gone from the public listing.
  row = await adminRow(page, model)
  await row.getByRole('button', { name: /Ritira dal sito|Unpublish/ }).click()
  await expect(row.getByTestId('visibility-badge')).toHaveText(/^(Bozza|Draft)$/)
  await expect(row.getByTestId('pending-sync')).toHaveCount(0, { timeout: 20_000 })
  await page.goto(`/it/list/used?q=${model}`)
  await expect(page.getByTestId('result-count')).toHaveText(/^0 /)

  // Deleted, with its photos.
  row = await adminRow(page, model)
  await row.getByRole('button', { name: /^(Elimina|Delete)$/ }).click()
  const dialog = page.getByRole('dialog', { name: new RegExp(model) })
  await expect(dialog).toContainText('(2)')
  await dialog.getByRole('button', { name: /Elimina definitivamente|Delete for good/ }).click()
  await expect(page.getByRole('article', { name: new RegExp(model) })).toHaveCount(0)
  // Listed only: a file listed while the deletion runs may be gone by the time it would be read.
  await expect.poll(async () => (await storedPhotoNames(page.request, vehicleId)).length, { timeout: 20_000 }).toBe(0)
})

test('what is typed survives a reload as a draft, until discarded', async ({ page }) => {
  page.on('dialog', (dialog) => void dialog.accept())
  const model = uniqueModel('Bozza')
  await signIn(page, '/it/admin/new')
  await field(page, /^(Modello|Model)/).fill(model)
  await field(page, /^(Prezzo|Price)/).fill('9.999')
  await page.waitForTimeout(800)
  await page.reload()
  await expect(page.getByTestId('draft-restored')).toBeVisible()
  await expect(field(page, /^(Modello|Model)/)).toHaveValue(model)
  await expect(field(page, /^(Prezzo|Price)/)).toHaveValue('9.999')
  await page.getByRole('button', { name: /Scarta la bozza|Discard draft/ }).click()
  await expect(field(page, /^(Modello|Model)/)).toHaveValue('')
  await page.reload()
  await expect(page.getByTestId('draft-restored')).toHaveCount(0)
  await expect(field(page, /^(Modello|Model)/)).toHaveValue('')
})

test('validation names the wrong fields in Italian and keeps the form', async ({ page }) => {
  await signIn(page, '/it/admin/new')
  await field(page, /^(Prezzo|Price)/).fill('12,5')
  await save(page)
  await expect(page.getByText(/«Marca» è obbligatorio|“Make” is required/)).toBeVisible()
  await expect(page.getByText(/Prezzo \(€\): scrivi un numero intero|Price \(€\): write a whole number/)).toBeVisible()
  await expect(field(page, /^(Marca|Make)/)).toBeFocused()

  // English thousands are not read as 15 in Italian: the field says how to write them, and keeps the text.
  await field(page, /^(Prezzo|Price)/).fill('15,000')
  await save(page)
  await expect(page.getByText('Prezzo (€): «15,000» si può leggere in due modi. Scrivi 15.000 oppure 15000.')).toBeVisible()
  await expect(field(page, /^(Prezzo|Price)/)).toHaveValue('15,000')
})

test('an implausible price is saved only once confirmed', async ({ page, browser }) => {
  const model = uniqueModel('Prezzo')
  await signIn(page, '/it/admin/new')
  await fillUsedCar(page, model, '15')
  await save(page)
  const dialog = page.getByRole('dialog', { name: 'Questi valori sono giusti?' })
  await expect(dialog.getByText(/^Prezzo \(€\): 15\s€, un valore insolitamente basso \(di solito almeno 500\s€\)\.$/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Torna a correggere' }).click()
  await expect(field(page, /^(Prezzo|Price)/)).toBeFocused()
  await expect(page).toHaveURL(/\/it\/admin\/new$/)

  await save(page)
  await dialog.getByRole('button', { name: 'Sono giusti, salva' }).click()
  await expect(page).toHaveURL(/\/it\/admin\/edit\//)
  await expect(page.getByTestId('save-status')).toContainText(/^Salvato$/, { timeout: 20_000 })
  await deleteCar(page, browser, model)
})

test.describe('landscape', () => {
  test.use({ viewport: { width: 1180, height: 820 } })

  test('an edit saved offline waits to sync, then reaches the server', async ({ page, context, browser }) => {
    page.on('dialog', (dialog) => void dialog.accept())
    const model = uniqueModel('Offline')
    await addSavedUsedCar(page, model, '15.000')

    await context.setOffline(true)
    await field(page, /^(Prezzo|Price)/).fill('14.250')
    await save(page)
    await expect(page.getByTestId('save-status')).toContainText(/in attesa di sincronizzazione|waiting to sync/)

    await context.setOffline(false)
    await expect(page.getByTestId('save-status')).toContainText(/^(Salvato|Saved)$/, { timeout: 60_000 })
    const visitor = await context.newPage()
    const card = await publicCard(visitor, model)
    await expect(card.getByTestId('vehicle-price')).toHaveText(/14\.250/)
    await visitor.close()

    // Clean up.
    await deleteCar(page, browser, model)
  })

  test('a photo taken with no signal waits on the device through a reload, then uploads when the signal returns', async ({ page, context, browser }) => {
    page.on('dialog', (dialog) => void dialog.accept())
    const model = uniqueModel('Cortile')
    await addSavedUsedCar(page, model, '8.900')
    const editUrl = page.url()

    await context.setOffline(true)
    await page.getByTestId('photo-input').setInputFiles([fixture('car-side.jpg')])
    const upload = page.getByRole('region', { name: /Caricamento di car-side\.jpg|Upload of car-side\.jpg/ })
    await expect(upload.getByTestId('photo-waiting')).toBeVisible({ timeout: 30_000 })
    await expect(upload.locator('img')).toBeVisible()
    await expect(page.getByTestId('vehicle-photo')).toHaveCount(0)

    // Still offline, the page is loaded again (the tablet ran out of battery, or the app was updated).
    await page.reload()
    await expect(page).toHaveURL(editUrl)
    await expect(upload.getByTestId('photo-waiting')).toBeVisible({ timeout: 30_000 })

    await context.setOffline(false)
    await expect(page.getByTestId('vehicle-photo')).toHaveCount(1, { timeout: 60_000 })
    await expect(page.getByTestId('photo-upload')).toHaveCount(0)
    await save(page)
    await expect(page.getByTestId('save-status')).toContainText(/^(Salvato|Saved)$/, { timeout: 20_000 })
    const photo = await page.getByTestId('vehicle-photo').locator('img').getAttribute('src')
    expect((await page.request.get(photo ?? '')).ok()).toBe(true)

    // The visitor sees the car with its photo.
    const visitor = await context.newPage()
    const card = await publicCard(visitor, model)
    await expect(card.locator('img')).toHaveCount(1)
    await visitor.close()

    // Nothing is left waiting: a reload shows no upload.
    await page.reload()
    await expect(page.getByTestId('vehicle-photo')).toHaveCount(1)
    await expect(page.getByTestId('photo-upload')).toHaveCount(0)

    // Clean up.
    await deleteCar(page, browser, model)
  })
})

test('after logout nothing of the reserved area is readable on the device, offline either', async ({ page, context }) => {
  // The seed's unpublished used car (a draft only admins may read): the admin's pages put it in Firestore's cache.
  const draftCar = { id: 'used-038', make: 'Skoda', model: 'Fabia', version: '1.0 MPI 80 CV Ambition' }
  await signIn(page, `/it/admin/edit/${draftCar.id}`)
  await expect(field(page, /^(Modello|Model)/)).toHaveValue(draftCar.model)
  // The service worker controls the page, so the site opens offline.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), { timeout: 30_000 })
    .toBe('activated')
  await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  // A change typed and not saved: a draft on the device.
  await field(page, /^(Prezzo|Price)/).fill('9.500')
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('autosalone-draft:')).length)).toBeGreaterThan(0)

  await page.getByRole('button', { name: /^(Logout)$/ }).click()
  const question = page.getByRole('dialog', { name: /Vuoi uscire\?|Log out\?/ })
  await expect(question).toContainText(/Ci sono modifiche non ancora sincronizzate: se esci ora andranno perse|There are changes not synced yet/)
  await question.getByRole('button', { name: /^(Esci comunque|Log out anyway)$/ }).click()
  await expect(page).toHaveURL(/\/it\/login$/)
  await expect(page.getByRole('form', { name: /Modulo di accesso|Sign-in form/ })).toBeVisible()

  await context.setOffline(true)
  // The unpublished car's page, which would read it from the device's cache offline: not there.
  await page.goto(`/it/detail/${draftCar.id}`)
  await expect(page.getByRole('main')).not.toContainText(`${draftCar.make} ${draftCar.model}`)
  // The reserved area asks to sign in, and no draft or copy of the car is left in the browser's storage (its
  // text, not its id: Firestore may remember the last query by the car's path, which shows nothing of it).
  await page.goto(`/it/admin/edit/${draftCar.id}`)
  await expect(page).toHaveURL(/\/it\/login/)
  const left = await page.evaluate(async (text) => {
    const drafts = Object.keys(localStorage).filter((key) => key.startsWith('autosalone-draft:'))
    const mentions: string[] = []
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name)
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      for (const store of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store, 'readonly').objectStore(store).getAll()
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(request.error)
        })
        if (values.some((value) => JSON.stringify(value)?.includes(text))) mentions.push(`${name}/${store}`)
      }
      db.close()
    }
    return { drafts, mentions }
  }, draftCar.version)
  expect(left).toEqual({ drafts: [], mentions: [] })
  await context.setOffline(false)
})
