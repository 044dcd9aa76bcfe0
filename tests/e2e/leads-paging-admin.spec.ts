import type { APIRequestContext } from '@playwright/test'
import { decodeLead } from '../../src/features/leads/model/lead-codec'
import { LEADS_COLLECTION } from '../../src/features/leads/model/lead-constants'
import { leadInputSchema, type LeadInputOf } from '../../src/features/leads/model/lead-schema'
import { fromRestFields } from '../../src/lib/firebase/rest-values'
import { deleteAsOwner, queryAsOwner, writeAsOwner } from './admin-support'
import { expect, signInAsAdmin, test } from './support'

/**
 * A flood of requests does not take the reserved area down: with 60 requests about one car, the tablet's inbox
 * reads 50, and "Older requests" the rest; the navigation's badge counts the unread ones. The site would never take
 * 60 requests at once (one per visitor at a time, a cap for the whole site), so they are written straight into the
 * emulator, as the owner, and deleted at the end: the other tests' requests are newer, and their counts untouched.
 */

test.beforeEach(async ({ browserName }, testInfo) => {
  test.skip(testInfo.project.name !== 'admin-tablet' || browserName !== 'chromium', 'the requests are tested with the reserved area')
})
test.describe.configure({ timeout: 120_000 })

const COUNT = 60
const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')
/**
 * A car of these requests alone, not in the stock (sold and deleted since, say): a request names its car by id, and
 * the inbox says plainly that it is gone.
 */
const car = { id: `paging-${tag}`, category: 'used' } as const
const carGone = `Auto non più in parco (codice ${car.id})`
/** Lead ids are 20 letters and digits. */
const ids = Array.from({ length: COUNT }, (_, index) => `Pg${tag}${String(index + 1).padStart(12, '0')}`)
/** Request 1 is the oldest, 60 the newest; every tenth is from an Esposito. */
const nameOf = (number: number) => `Cliente ${tag} ${String(number).padStart(2, '0')}${number % 10 === 0 ? ' Esposito' : ''}`

/** The 60 requests as the server would store them: what a visitor sends, with the time, the state and the sender. */
async function writeRequests(request: APIRequestContext) {
  const start = Date.now() - 3 * 24 * 60 * 60 * 1000
  const documents = ids.map((id, index) => {
    const sent: LeadInputOf<'question'> = {
      kind: 'question',
      lang: 'it',
      name: nameOf(index + 1),
      phone: '',
      email: 'cliente@example.it',
      message: 'È ancora disponibile?',
      privacyConsent: true,
      vehicle: car,
    }
    leadInputSchema.parse(sent)
    return { path: `${LEADS_COLLECTION}/${id}`, data: { ...sent, createdAt: new Date(start + index * 60_000), state: 'new', uid: `visitor-${tag}` } }
  })
  await writeAsOwner(request, documents)
}

/**
 * What the badge should say, from the server: the unread among the newest 99 requests in state `new` that read as
 * requests, with a "+" when more are in that state (other tests' requests may be there too).
 */
async function unreadOnServer(request: APIRequestContext): Promise<string> {
  const fresh = await queryAsOwner(request, LEADS_COLLECTION, ['state', 'new'], { newestBy: 'createdAt', limit: 100 })
  const leads = fresh.slice(0, 99).flatMap((fields) => {
    const decoded = decodeLead('lead', fromRestFields(fields))
    return decoded.ok ? [decoded.lead] : []
  })
  const unread = leads.filter((lead) => !lead.read).length
  return fresh.length > 99 ? `${unread}+` : String(unread)
}

test.afterEach(async ({ request }) => {
  await deleteAsOwner(
    request,
    ids.map((id) => `${LEADS_COLLECTION}/${id}`),
  )
})

test('it: 60 requests about one car: the inbox shows the latest 50, "Older requests" the rest, and the badge counts them unread', async ({ page, request }) => {
  await writeRequests(request)
  const countLine = page.getByTestId('leads-count')
  const cards = page.getByTestId('lead-item')
  const older = page.getByRole('button', { name: 'Richieste meno recenti' })
  const link = (number: number) => page.getByRole('link', { name: new RegExp(`^${nameOf(number)} \\(da leggere\\)$`) })

  // The car's requests, from the vehicle list's link: the newest 50 (11 to 60).
  await signInAsAdmin(page, `/it/admin/leads?vehicle=${car.id}`)
  await expect(countLine).toHaveText('Le ultime 50 richieste')
  await expect(cards).toHaveCount(50)
  await expect(link(60)).toBeVisible()
  await expect(link(11)).toBeVisible()
  await expect(link(10)).toHaveCount(0)
  await expect(cards.first()).toContainText(carGone)

  // The search looks through the ones read, and the count line says so.
  const search = page.getByRole('searchbox', { name: 'Cerca' })
  await search.fill('esposito')
  await expect(countLine).toHaveText('5 delle ultime 50 richieste')
  await expect(cards).toHaveCount(5)
  await older.click()
  await expect(countLine).toHaveText('6 richieste su 60')
  await expect(link(10)).toBeVisible()
  await expect(older).toHaveCount(0)
  await search.clear()
  await expect(countLine).toHaveText('60 richieste')
  await expect(cards).toHaveCount(60)
  await expect(link(1)).toBeVisible()

  // The badge counts the unread requests: these 60 and any other the server holds.
  const badge = page.getByTestId('unread-leads')
  await expect(badge).toHaveText(/^\d+\+?$/)
  expect(parseInt((await badge.textContent())!, 10)).toBeGreaterThanOrEqual(COUNT)
  // Polled with the server's count: another test may send or open a request meanwhile.
  await expect.poll(async () => (await badge.textContent()) === (await unreadOnServer(request))).toBe(true)

  // Every car's requests: the newest 50 first, the older on request (the other tests' requests are newer than these).
  await page.getByRole('button', { name: 'Mostra le richieste su tutte le auto' }).click()
  await expect(page).toHaveURL(/\/it\/admin\/leads$/)
  await expect(countLine).toHaveText('Le ultime 50 richieste')
  await expect(cards).toHaveCount(50)
  await older.click()
  await expect(countLine).toHaveText(/^\d+ richieste$/)
  await expect(cards.filter({ hasText: carGone })).toHaveCount(COUNT)
  await expect(older).toHaveCount(0)
})
