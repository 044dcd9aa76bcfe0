import { Timestamp, collection, doc, getDocs, setDoc } from 'firebase/firestore'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LEAD_LIMITS, LEAD_RATE_PATH } from '@/features/leads/model/lead-constants'
import { newLeadId } from '@/features/leads/model/lead-codec'
import { decodeEntry, newEntry, visitorStatus, type OutboxEntry } from '@/features/leads/outbox/outbox-entry'
import { leadFixture } from '../test-utils/lead-fixtures'
import { setUpRulesTests } from './emulator-support'
import { storedLeadRate, storeLeadCars } from './lead-batch'

/**
 * The device's outbox meeting the site-wide cap on leads, for real, through the REST APIs, against the emulators
 * and the real rules: the request is kept, the visitor is told, and it goes once the window is over; a lead that
 * loses a race for the counter is tried again in a moment, never refused.
 */

const rules = setUpRulesTests({ rules: ['firestore'], clearEachTest: true })
// The cars the fixtures name, published: the rules take a lead only about a car the site shows.
beforeEach(() => storeLeadCars(rules))
const WINDOW_MS = LEAD_LIMITS.siteWindowMinutes * 60_000

/** A fresh page: the outbox, its storage (memory, in Node) and the device's identity start again. */
async function freshPage() {
  vi.resetModules()
  const outbox = await import('@/features/leads/outbox/outbox')
  const { readOutbox } = await import('@/features/leads/outbox/outbox-db')
  const { deliver } = await import('@/features/leads/outbox/deliver')
  const kept = async () => (await readOutbox()).map(decodeEntry).filter((entry): entry is OutboxEntry => entry !== null)
  return { ...outbox, deliver, kept }
}

/** Sets the counter with the rules off: `count` leads in a window that started `ago` ms before now. */
async function setRate(count: number, ago: number) {
  await rules.withoutRules(async (db) => {
    await setDoc(doc(db, LEAD_RATE_PATH), { windowStart: Timestamp.fromMillis(Date.now() - ago), count, lastLeadId: newLeadId(), lastAt: Timestamp.now() })
  })
}

async function storedLeadIds(): Promise<string[]> {
  let ids: string[] = []
  await rules.withoutRules(async (db) => {
    ids = (await getDocs(collection(db, 'leads'))).docs.map((each) => each.id)
  })
  return ids
}

/** The network as it is, but another device's lead gets the counter to `count` just before this device's commit. */
function anotherLeadBeforeTheCommit(count: number) {
  const realFetch = globalThis.fetch
  let done = false
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (!done && String(url).includes(':commit')) {
      done = true
      const stored = (await storedLeadRate(rules))!
      await rules.withoutRules(async (db) => {
        await setDoc(doc(db, LEAD_RATE_PATH), { ...stored, count, lastLeadId: newLeadId(), lastAt: Timestamp.now() })
      })
    }
    return realFetch(url, init)
  })
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the outbox and the site-wide cap', () => {
  it('keeps a request while the cap is met, says so without counting a failure, and sends it once the window is over', async () => {
    await setRate(LEAD_LIMITS.siteLeadsMax, 60_000)
    const page = await freshPage()
    const queued = await page.queueLead(leadFixture('question'))
    await page.flushOutbox()
    expect(await storedLeadIds()).toEqual([])
    const [held] = await page.kept()
    expect(held).toMatchObject({ id: queued.id, state: 'waiting', siteBusy: true, attempts: 0, leadDelivered: false })
    expect(visitorStatus(held!)).toBe('busy')
    // Not before the window's end (nine minutes from now), a little after it.
    expect(held!.nextAttemptAt).toBeGreaterThanOrEqual(Date.now() + WINDOW_MS - 60_000 - 5_000)
    expect(held!.nextAttemptAt).toBeLessThan(Date.now() + WINDOW_MS)

    // Nothing goes before then, even when the page asks (the connection returns, the page comes into view).
    await page.flushOutbox()
    expect(await storedLeadIds()).toEqual([])

    // The window is over (the counter moved back in time, the device's clock forward: the server's cannot be).
    await setRate(LEAD_LIMITS.siteLeadsMax, WINDOW_MS + 1000)
    vi.useFakeTimers({ toFake: ['Date'], now: held!.nextAttemptAt + 1000 })
    await page.flushOutbox()
    expect(await storedLeadIds()).toEqual([queued.id])
    const [sent] = await page.kept()
    expect(sent).toMatchObject({ state: 'delivered', siteBusy: false })
    expect(await storedLeadRate(rules)).toMatchObject({ count: 1, lastLeadId: queued.id })
  })

  it('holds the requests queued behind a held one, and tells the visitor so', async () => {
    await setRate(LEAD_LIMITS.siteLeadsMax, 60_000)
    const page = await freshPage()
    const first = await page.queueLead(leadFixture('question'))
    await page.flushOutbox()
    const second = await page.queueLead(leadFixture('contact'))
    await page.flushOutbox()
    const kept = await page.kept()
    expect(kept.map((entry) => [entry.id, visitorStatus(entry)])).toEqual([
      [first.id, 'busy'],
      [second.id, 'busy'],
    ])
    expect(await storedLeadIds()).toEqual([])
  })

  it('tries again in a moment a lead that lost the counter to another one, and sends it then', async () => {
    await setRate(3, 60_000)
    const page = await freshPage()
    const entry = newEntry(newLeadId(), leadFixture('question'), [], Date.now())
    anotherLeadBeforeTheCommit(4)
    const after = await page.deliver(entry, async () => {})
    expect(after).toMatchObject({ state: 'waiting', attempts: 0, siteBusy: false, leadDelivered: false })
    expect(after.nextAttemptAt - Date.now()).toBeLessThan(5_000)
    expect(await storedLeadIds()).toEqual([])
    vi.unstubAllGlobals()
    expect((await page.deliver(after, async () => {})).state).toBe('delivered')
    expect(await storedLeadRate(rules)).toMatchObject({ count: 5, lastLeadId: entry.id })
  })

  it('holds a lead whose commit found the cap met by the leads that went in between', async () => {
    await setRate(LEAD_LIMITS.siteLeadsMax - 1, 60_000)
    const page = await freshPage()
    const entry = newEntry(newLeadId(), leadFixture('contact'), [], Date.now())
    anotherLeadBeforeTheCommit(LEAD_LIMITS.siteLeadsMax)
    const after = await page.deliver(entry, async () => {})
    expect(after).toMatchObject({ state: 'waiting', attempts: 0, siteBusy: true })
    expect(after.nextAttemptAt - Date.now()).toBeGreaterThan(WINDOW_MS - 60_000 - 5_000)
    expect(await storedLeadIds()).toEqual([])
  })

  it('still refuses for good a lead the rules will never take, the cap aside', async () => {
    await setRate(3, 60_000)
    const page = await freshPage()
    const forged = { ...leadFixture('question'), name: '<b>Mario</b>' }
    const after = await page.deliver(newEntry(newLeadId(), forged, [], Date.now()), async () => {})
    expect(after).toMatchObject({ state: 'refused', refusal: 'refused', siteBusy: false })
  })
})
