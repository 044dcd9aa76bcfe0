import { Timestamp, doc, setDoc } from 'firebase/firestore'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { splitVehicle } from '@/features/vehicles/model/vehicle-codec'
import { fetchPublishedVehicles } from '../../scripts/seo/published-vehicles'
import { seedVehicles, setUpRulesTests } from './emulator-support'

/**
 * What the build's sitemap and prerendering take as the published vehicles: read as a visitor through the
 * REST API (the rules apply), each decoded with the vehicle schema; a published document that does not decode
 * is named, not listed.
 */

const seeds = seedVehicles()
const input = (id: string) => splitVehicle(seeds.find((candidate) => candidate.vehicle.id === id)!.vehicle).input as Record<string, unknown>
const updatedAt = new Date('2026-03-02T09:00:00Z')
const rules = setUpRulesTests({ rules: ['firestore'] })

async function store(id: string, data: Record<string, unknown>): Promise<void> {
  await rules.withoutRules(async (db) => {
    await setDoc(doc(db, 'vehicles', id), {
      ...data,
      createdAt: Timestamp.fromDate(new Date('2026-03-01T09:00:00Z')),
      updatedAt: Timestamp.fromDate(updatedAt),
    })
  })
}

beforeAll(async () => {
  await rules.env().clearFirestore()
  await store('used-004', { ...input('used-004'), published: true })
  await store('used-001', { ...input('used-001'), published: true })
  await store('used-002', { ...input('used-002'), published: false })
  // Published, but without a make and with a price the schema refuses: what a hand edit in the console could leave.
  const { make: _make, ...withoutMake } = input('used-003')
  await store('used-003', { ...withoutMake, price: 'a lot', published: true })
})

afterAll(async () => {
  await rules.env().clearFirestore()
})

describe('fetchPublishedVehicles', () => {
  it('lists the published vehicles that decode, by id, with their last change, and names the malformed ones', async () => {
    const { vehicles, malformed } = await fetchPublishedVehicles({})
    expect(vehicles).toEqual([
      { id: 'used-001', updatedAt, sold: false },
      { id: 'used-004', updatedAt, sold: false },
    ])
    expect(malformed).toEqual([{ id: 'used-003', reason: expect.stringMatching(/^make: .*; price: /) }])
  })
})
