import { afterEach, expect, it, vi } from 'vitest'
import { PAGE_DATA_ID } from '@/lib/page-data'
import { buildSeedVehicles } from '../../scripts/seed/vehicles'
import { toRestFields } from '../test-utils/rest-values'

afterEach(() => {
  document.body.innerHTML = ''
})

it("a car's prerendered page gives the app its car as the page carries it, once, for the first render", async () => {
  const vehicles = buildSeedVehicles({ storageOrigin: 'http://127.0.0.1:9199', bucket: 'b' }).map(({ vehicle }) => vehicle)
  for (const category of ['used', 'rent'] as const) {
    const vehicle = vehicles.find((candidate) => candidate.category === category && candidate.published && candidate.photos.length > 0)!
    const { id, ...stored } = vehicle
    document.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify({ [`vehicles/${id}`]: toRestFields(stored) })}</script>`
    vi.resetModules()
    const { isPageVehicle, takePageVehicle, takenPageVehicle } = await import('@/features/vehicles/api/page-vehicle')
    expect(takenPageVehicle(id)).toBeUndefined()
    expect(isPageVehicle(id)).toBe(true)
    const taken = takePageVehicle(id)
    expect(taken).toEqual(vehicle)
    expect(taken?.createdAt).toBeInstanceOf(Date)
    expect(takenPageVehicle(id)).toBe(taken)
    // The fresh read after the first render is the loader's, not the page's.
    expect(takePageVehicle(id)).toBeUndefined()
    expect(takePageVehicle('used-999')).toBeUndefined()
    // Still the page's car once taken (what the page carries for it stays its own); no other car is.
    expect(isPageVehicle(id)).toBe(true)
    expect(isPageVehicle('used-999')).toBe(false)
  }
})
