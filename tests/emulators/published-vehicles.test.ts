import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing'
import { Timestamp, doc, setDoc, type Firestore } from 'firebase/firestore'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { splitVehicle } from '@/features/vehicles/model/vehicle-codec'
import { fetchPublishedVehicles } from '../../scripts/seo/published-vehicles'
import { EMULATOR_HOST, PROJECT_ID, ensureEmulatorEnv, repoFile, seedVehicles } from './emulator-support'
import { EMULATOR_PORTS } from '@/lib/firebase/config'

ensureEmulatorEnv()

/**
 * What the build's sitemap and prerendering take as the published vehicles: read as a visitor through the
 * REST API (the rules apply), each decoded with the vehicle schema; a published document that does not decode
 * is named, not listed.
 */

const seeds = seedVehicles()
const input = (id: string) => splitVehicle(seeds.find((candidate) => candidate.vehicle.id === id)!.vehicle).input as Record<string, unknown>
const updatedAt = new Date('2026-03-02T09:00:00Z')
let testEnv: RulesTestEnvironment

async function store(id: string, data: Record<string, unknown>): Promise<void> {
  await testEnv.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore() as unknown as Firestore, 'vehicles', id), {
      ...data,
      createdAt: Timestamp.fromDate(new Date('2026-03-01T09:00:00Z')),
      updatedAt: Timestamp.fromDate(updatedAt),
    })
  })
}

beforeAll(async () => {
  testEnv = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { rules: repoFile('firestore.rules'), host: EMULATOR_HOST, port: EMULATOR_PORTS.firestore },
  })
  await testEnv.clearFirestore()
  await store('used-004', { ...input('used-004'), published: true })
  await store('used-001', { ...input('used-001'), published: true })
  await store('used-002', { ...input('used-002'), published: false })
  // Published, but without a make and with a price the schema refuses: what a hand edit in the console could leave.
  const { make: _make, ...withoutMake } = input('used-003')
  await store('used-003', { ...withoutMake, price: 'a lot', published: true })
})

afterAll(async () => {
  await testEnv?.clearFirestore()
  await testEnv?.cleanup()
})

describe('fetchPublishedVehicles', () => {
  it('lists the published vehicles that decode, by id, with their last change, and names the malformed ones', async () => {
    const { vehicles, malformed } = await fetchPublishedVehicles({})
    expect(vehicles).toEqual([
      { id: 'used-001', updatedAt },
      { id: 'used-004', updatedAt },
    ])
    expect(malformed).toEqual([{ id: 'used-003', reason: expect.stringMatching(/^make: .*; price: /) }])
  })
})
