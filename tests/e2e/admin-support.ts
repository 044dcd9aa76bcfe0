import type { APIRequestContext, Page } from '@playwright/test'
import { toRestFields } from '../test-utils/rest-values'
import { expect } from './support'

/** What the reserved area's journeys share: signing in as the demo admin, the vehicle form, a car of their own. */

const PASSWORD = 'demo-password-2026'

/** A model name no seeded car has, letters only (the public search matches words). */
export function uniqueModel(prefix: string): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')
  return `${prefix}${letters}`
}

/** Signs in as the demo admin through the sign-in page, which then opens `target`. */
export async function signIn(page: Page, target: string) {
  await page.goto(`/it/login?redirect=${encodeURIComponent(target)}`)
  const form = page.getByRole('form', { name: /Modulo di accesso|Sign-in form/ })
  await form.getByRole('textbox', { name: 'E-mail' }).fill('admin@demo.test')
  await form.getByRole('textbox', { name: 'Password' }).fill(PASSWORD)
  await form.getByRole('button', { name: /^(Accedi|Sign in)$/ }).click()
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[/$]/g, '\\$&')}$`))
}

const vehicleForm = (page: Page) => page.getByRole('form', { name: /Scheda del veicolo|Vehicle form/ })
export const field = (page: Page, label: RegExp) => vehicleForm(page).getByLabel(label).first()
export const saveStatus = (page: Page) => page.getByTestId('save-status')

export async function save(page: Page) {
  await page.getByRole('button', { name: /^(Salva|Save)$/ }).click()
}

/** Creates a published used car (9.900 €) through the form and waits until the server has it; returns its id. */
export async function createCar(page: Page, model: string): Promise<string> {
  await page.goto('/it/admin/new')
  await field(page, /^(Marca|Make)/).fill('Fiat')
  await field(page, /^(Modello|Model)/).fill(model)
  await field(page, /^(Carrozzeria|Body type)/).selectOption('city-car')
  await field(page, /^(Carburante|Fuel)/).selectOption('hybrid')
  await field(page, /^(Cambio|Gearbox)/).selectOption('manual')
  await field(page, /^(Mese di immatricolazione|Registration month)/).selectOption('3')
  await field(page, /^(Anno di immatricolazione|Registration year)/).fill('2021')
  await field(page, /^(Chilometraggio|Mileage)/).fill('45.000')
  await field(page, /^(Potenza|Power)/).fill('51')
  await field(page, /^(Colore|Colour)/).fill('Bianco')
  await field(page, /^(Classe Euro|Euro class)/).selectOption('euro-6d')
  await field(page, /^(Proprietari precedenti|Previous owners)/).fill('1')
  await field(page, /^(Prezzo|Price)/).fill('9.900')
  await field(page, /^(Titolo in italiano|Title in Italian)/).fill(`Fiat ${model} ibrida`)
  await page.getByRole('switch', { name: /Pubblicato sul sito|Published on the site/ }).check()
  await save(page)
  await expect(page).toHaveURL(/\/it\/admin\/edit\/[A-Za-z0-9_-]+$/)
  await expect(saveStatus(page)).toHaveText(/^(Salvato|Saved)$/, { timeout: 30_000 })
  return new URL(page.url()).pathname.split('/').pop()!
}

/** The emulator's documents, through Firestore's REST API as the project's owner: past the rules, as the seed writes. */
const DOCUMENTS = 'projects/demo-autosalone/databases/(default)/documents'
const documentsUrl = () => `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}/v1/${DOCUMENTS}`

async function commitAsOwner(request: APIRequestContext, writes: Record<string, unknown>[]) {
  const response = await request.post(`${documentsUrl()}:commit`, { headers: { authorization: 'Bearer owner' }, data: { writes } })
  expect(response.ok(), await response.text()).toBe(true)
}

/** Writes documents (`leads/{id}`: their data) in one batch, whatever the rules say of them. */
export function writeAsOwner(request: APIRequestContext, documents: { path: string; data: Record<string, unknown> }[]): Promise<void> {
  return commitAsOwner(
    request,
    documents.map(({ path, data }) => ({ update: { name: `${DOCUMENTS}/${path}`, fields: toRestFields(data) } })),
  )
}

/** Deletes documents in one batch. */
export function deleteAsOwner(request: APIRequestContext, paths: readonly string[]): Promise<void> {
  return commitAsOwner(
    request,
    paths.map((path) => ({ delete: `${DOCUMENTS}/${path}` })),
  )
}

/** Whether the document at `path` exists, read past the rules. */
export async function existsAsOwner(request: APIRequestContext, path: string): Promise<boolean> {
  const response = await request.get(`${documentsUrl()}/${path}`, { headers: { authorization: 'Bearer owner' } })
  expect([200, 404], await response.text()).toContain(response.status())
  return response.status() === 200
}

type QueryOptions = { newestBy?: string; limit?: number }

/** The documents of a collection whose `field` equals a string, as the REST API gives them. */
async function runQueryAsOwner(
  request: APIRequestContext,
  collection: string,
  [field, value]: [string, string],
  { newestBy, limit }: QueryOptions,
): Promise<{ name: string; fields: Record<string, Record<string, unknown>> }[]> {
  const structuredQuery = {
    from: [{ collectionId: collection }],
    where: { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } } },
    ...(newestBy ? { orderBy: [{ field: { fieldPath: newestBy }, direction: 'DESCENDING' }] } : {}),
    ...(limit ? { limit } : {}),
  }
  const response = await request.post(`${documentsUrl()}:runQuery`, { headers: { authorization: 'Bearer owner' }, data: { structuredQuery } })
  expect(response.ok(), await response.text()).toBe(true)
  const results = (await response.json()) as { document?: { name: string; fields: Record<string, Record<string, unknown>> } }[]
  return results.flatMap((result) => (result.document ? [result.document] : []))
}

/**
 * The fields of the documents of a collection whose `field` equals a string, as the REST API gives them; newest
 * first by `newestBy` and at most `limit` of them when given.
 */
export async function queryAsOwner(
  request: APIRequestContext,
  collection: string,
  where: [string, string],
  options: QueryOptions = {},
): Promise<Record<string, Record<string, unknown>>[]> {
  return (await runQueryAsOwner(request, collection, where, options)).map((document) => document.fields)
}

/** The paths (`bookings/{id}`) of the documents of a collection whose `field` equals a string. */
export async function pathsAsOwner(request: APIRequestContext, collection: string, where: [string, string]): Promise<string[]> {
  return (await runQueryAsOwner(request, collection, where, {})).map((document) => document.name.slice(DOCUMENTS.length + 1))
}
