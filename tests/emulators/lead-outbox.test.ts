import { readFileSync } from 'node:fs'
import { collection, getDocs } from 'firebase/firestore'
import { getMetadata, ref } from 'firebase/storage'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { LeadInput } from '@/features/leads/model/lead-schema'
import { newEntry } from '@/features/leads/outbox/outbox-entry'
import { FIXTURE_CARS, leadFixture } from '../test-utils/lead-fixtures'
import { setUpRulesTests, storageRulesShimmed as shimmed } from './emulator-support'
import { storeLeadCars } from './lead-batch'

/**
 * The device's outbox sending for real, through the REST APIs, to the emulators: an anonymous identity, the
 * lead's commit with its throttle, the photos' uploads, under the real rules. (Node has no IndexedDB: the entries
 * live in memory here; keeping them across reloads is the end-to-end test's.)
 */

const rules = setUpRulesTests({ rules: ['firestore', 'storage'], clearEachTest: true })
// The cars the fixtures name, published: the rules take a lead only about a car the site shows.
beforeEach(() => storeLeadCars(rules))

/** A fresh page: the outbox and the device's identity start again. */
async function freshPage() {
  vi.resetModules()
  return import('@/features/leads/outbox/outbox')
}

async function storedLeads(): Promise<Record<string, unknown>[]> {
  let leads: Record<string, unknown>[] = []
  await rules.withoutRules(async (db) => {
    const snapshot = await getDocs(collection(db, 'leads'))
    leads = snapshot.docs.map((document) => ({ id: document.id, ...document.data() }))
  })
  return leads
}

beforeEach(() => {
  vi.unstubAllGlobals()
})

describe('the outbox', () => {
  it('delivers a queued request once, as a new lead naming its car, at the server’s time', async () => {
    const { queueLead, flushOutbox } = await freshPage()
    const before = Date.now()
    const entry = await queueLead(leadFixture('test-drive'), [], FIXTURE_CARS.used.name)
    await flushOutbox()
    const leads = await storedLeads()
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({ id: entry.id, kind: 'test-drive', state: 'new' })
    // The car by its id and category alone: its name stays on the device, to show the visitor their request.
    expect(leads[0]!.vehicle).toEqual({ id: 'used-004', category: 'used' })
    expect((leads[0]!.createdAt as { toMillis(): number }).toMillis()).toBeGreaterThanOrEqual(before - 5000)
  })

  it('keeps a request sent offline waiting, and sends it when the connection returns', async () => {
    vi.stubGlobal('navigator', { onLine: false })
    const { queueLead, flushOutbox } = await freshPage()
    await queueLead(leadFixture('question'))
    await flushOutbox()
    expect(await storedLeads()).toHaveLength(0)
    vi.stubGlobal('navigator', { onLine: true })
    await flushOutbox()
    expect(await storedLeads()).toHaveLength(1)
  })

  it('recognises a resend whose answer was lost as delivered, without a second lead', async () => {
    await freshPage()
    const { deliver } = await import('@/features/leads/outbox/deliver')
    const entry = newEntry('Resend0123456789abcd', leadFixture('question'), [], Date.now())
    const saved: string[] = []
    const save = async (each: { state: string }) => void saved.push(each.state)
    expect((await deliver(entry, save)).state).toBe('delivered')
    // The same entry again, as a page that never heard the answer would send it.
    expect((await deliver(entry, save)).state).toBe('delivered')
    expect(await storedLeads()).toHaveLength(1)
  })

  it('marks a request the server refuses as refused, and sends it no more', async () => {
    const { queueLead, flushOutbox } = await freshPage()
    const forged = { ...leadFixture('question'), name: '<b>Mario</b>' } as LeadInput
    const entry = await queueLead(forged)
    await flushOutbox()
    const { deliver } = await import('@/features/leads/outbox/deliver')
    expect(await storedLeads()).toHaveLength(0)
    expect((await deliver(entry, async () => {})).state).toBe('refused')
  })

  it.skipIf(shimmed)('uploads a trade-in’s photos under its lead once the lead has arrived', async () => {
    const { queueLead, flushOutbox } = await freshPage()
    const bytes = readFileSync(new URL('../fixtures/car-front.jpg', import.meta.url))
    const names = ['0123456789abcdef01234567.jpg', '89abcdef0123456789abcdef.jpg']
    const entry = await queueLead(
      { ...leadFixture('trade-in'), photos: names },
      names.map((name) => ({ name, contentType: 'image/jpeg' as const, blob: new Blob([bytes], { type: 'image/jpeg' }) })),
    )
    await flushOutbox()
    await rules.withoutRules(async (_db, storage) => {
      for (const name of names) {
        const metadata = await getMetadata(ref(storage, `leads/${entry.id}/${name}`))
        expect([metadata.size, metadata.contentType]).toEqual([bytes.length, 'image/jpeg'])
      }
    })
  })

  // Last: its second request stays scheduled for a minute later.
  it('holds a second request of the same device for the minute the rules ask, without counting it a failure', async () => {
    const { queueLead, flushOutbox } = await freshPage()
    const { deliver } = await import('@/features/leads/outbox/deliver')
    await queueLead(leadFixture('question'))
    const second = await queueLead(leadFixture('contact'))
    await flushOutbox()
    // The first goes in (on a busy machine its first attempt may meet a timeout: the outbox's own retry sends it).
    await vi.waitFor(async () => expect(await storedLeads()).toHaveLength(1), { timeout: 20_000, interval: 500 })
    // Sent anyway (another tab, which does not know of the first): the server refuses, and it waits.
    const after = await deliver(second, async () => {})
    expect(after).toMatchObject({ state: 'waiting', attempts: 0, leadDelivered: false })
    expect(after.nextAttemptAt - Date.now()).toBeGreaterThan(50_000)
    expect(await storedLeads()).toHaveLength(1)
  })
})
