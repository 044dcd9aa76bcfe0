import { act, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { VehicleCategory } from '@/features/vehicles/model/vehicle-constants'
import type { VehicleSummary } from '@/features/vehicles/model/vehicle-schema'
import { prerenderedPage } from '../test-utils/prerendered'

/**
 * The listing's live data without a network: the one-off catalog read, the Firestore SDK's listener and the
 * visitor's first use of the page are stand-ins the tests drive.
 */
const fake = vi.hoisted(() => {
  type Change = { vehicles: unknown[]; fromCache: boolean }
  const fetches: { category: string; resolve: (vehicles: unknown[]) => void; reject: (error: unknown) => void }[] = []
  const listeners: { category: string; onChange: (change: Change) => void; onError: (error: unknown) => void; stopped: boolean }[] = []
  const engaged: { callback: () => void; cancelled: boolean }[] = []
  /** The catalog a prerendered page carries, by category. */
  const page: Record<string, unknown[] | undefined> = {}
  /** The categories of which the page carries only the vehicles it shows. */
  const partial = new Set<string>()
  return { fetches, listeners, engaged, page, partial }
})

vi.mock('@/features/vehicles/api/catalog-once', () => ({
  pageCatalog: (category: string) => fake.page[category],
  pageCatalogIsPartial: (category: string) => fake.partial.has(category),
  fetchPublishedCatalog: (category: string) =>
    new Promise((resolve, reject) => {
      fake.fetches.push({ category, resolve, reject })
    }),
}))
vi.mock('@/features/vehicles/api/vehicles-repository', () => ({
  watchPublishedVehicles: (category: string, onChange: (change: { vehicles: unknown[]; fromCache: boolean }) => void, onError: (error: unknown) => void) => {
    const listener = { category, onChange, onError, stopped: false }
    fake.listeners.push(listener)
    return () => {
      listener.stopped = true
    }
  },
}))
vi.mock('@/lib/when-idle', () => ({
  whenEngaged: (callback: () => void) => {
    const entry = { callback, cancelled: false }
    fake.engaged.push(entry)
    return () => {
      entry.cancelled = true
    }
  },
}))

type Module = typeof import('@/features/vehicles/listing/use-published-vehicles')
let listing: Module

function car(id: string, category: VehicleCategory, day: number): VehicleSummary {
  return { id, category, createdAt: new Date(Date.UTC(2026, 0, day)) } as unknown as VehicleSummary
}

/** Lets the promises settle and the SDK's dynamic import resolve. */
async function settle() {
  for (let i = 0; i < 5; i++) await act(async () => {})
}

function Listing({ category, seen, acceptPagePart }: { category?: VehicleCategory; seen: unknown[]; acceptPagePart?: boolean }) {
  seen.push(listing.usePublishedVehicles(category, { acceptPagePart }))
  return null
}

beforeEach(async () => {
  fake.fetches.length = 0
  fake.listeners.length = 0
  fake.engaged.length = 0
  for (const key of Object.keys(fake.page)) delete fake.page[key]
  fake.partial.clear()
  vi.resetModules()
  listing = await import('@/features/vehicles/listing/use-published-vehicles')
})

afterEach(() => {
  vi.useRealTimers()
})

describe('on a prerendered page', () => {
  it('render the page’s vehicles on the server and first on the device, then the server’s answer', async () => {
    const made = [car('used-1', 'used', 2)]
    fake.page.used = made
    const rendered: ReturnType<Module['usePublishedVehicles']>[] = []
    renderToString(<Listing category="used" seen={rendered} />)
    expect(rendered).toEqual([{ vehicles: made, fromCache: false, error: null }])

    const seen: ReturnType<Module['usePublishedVehicles']>[] = []
    render(<Listing category="used" seen={seen} />)
    expect(seen[0]!.vehicles).toBe(made)
    // The page's copy answers a loader at once; the server is asked all the same, once the app has taken the
    // page over.
    await listing.preloadPublishedVehicles('used')
    expect(fake.fetches).toEqual([])
    const { enterStartPhase } = await import('@/lib/start-up')
    enterStartPhase('shown')
    // Each part of what waited for the takeover starts in a task of its own.
    await vi.waitFor(() => expect(fake.fetches.map((fetch) => fetch.category)).toEqual(['used']))
    const fresh = [car('used-2', 'used', 3), car('used-1', 'used', 2)]
    fake.fetches[0]!.resolve(fresh)
    await settle()
    expect(seen.at(-1)?.vehicles).toEqual(fresh)
  })

  it('are taken over without a second render, and stay the same objects when the server has not changed them', async () => {
    fake.page.used = [car('used-1', 'used', 2)]
    fake.page.rent = [car('rent-1', 'rent', 5)]
    const page = prerenderedPage(<Listing seen={[]} />)
    const seen: ReturnType<Module['usePublishedVehicles']>[] = []
    await page.hydrate(<Listing seen={seen} />)
    expect(page.mismatches).toEqual([])
    expect(seen[0]!.vehicles?.map((vehicle) => vehicle.id)).toEqual(['rent-1', 'used-1'])
    expect(new Set(seen)).toEqual(new Set([seen[0]]))

    const { enterStartPhase } = await import('@/lib/start-up')
    enterStartPhase('shown')
    const renders = seen.length
    await vi.waitFor(() => expect(fake.fetches).toHaveLength(2))
    for (const fetch of fake.fetches) fetch.resolve('as-page' as unknown as unknown[])
    await settle()
    expect(seen).toHaveLength(renders)
  })

  it('that carries only the cars it shows: those for its own sections, the whole catalog for every other reader', async () => {
    fake.page.used = [car('used-1', 'used', 2)]
    fake.page.rent = [car('rent-1', 'rent', 5)]
    fake.partial.add('used').add('rent')
    const page = prerenderedPage(<Listing seen={[]} />)
    const seen: ReturnType<Module['usePublishedVehicles']>[] = []
    const seenUsed: ReturnType<Module['usePublishedVehicles']>[] = []
    await page.hydrate(
      <>
        <Listing seen={seen} />
        <Listing category="used" seen={seenUsed} />
      </>,
    )
    expect(page.mismatches).toEqual([])
    expect(seen[0]).toMatchObject({ vehicles: null, error: null })
    expect(seen[0]!.pagePart?.map((vehicle) => vehicle.id)).toEqual(['rent-1', 'used-1'])
    // A listing (or a loader) never takes the page's few cars for the catalog.
    expect(seenUsed.at(-1)?.vehicles).toBeNull()

    const { enterStartPhase } = await import('@/lib/start-up')
    enterStartPhase('shown')
    await vi.waitFor(() => expect(fake.fetches).toHaveLength(2))
    const used = [car('used-2', 'used', 3), car('used-1', 'used', 2)]
    fake.fetches.find((fetch) => fetch.category === 'used')!.resolve(used)
    await settle()
    // One category in: still the page's part for the sections.
    expect(seen.at(-1)?.vehicles).toBeNull()
    expect(seenUsed.at(-1)?.vehicles).toEqual(used)
    fake.fetches.find((fetch) => fetch.category === 'rent')!.resolve([car('rent-1', 'rent', 5)])
    await settle()
    expect(seen.at(-1)?.vehicles?.map((vehicle) => vehicle.id)).toEqual(['rent-1', 'used-2', 'used-1'])
    expect(seen.at(-1)?.pagePart).toBeUndefined()
  })

  it('that carries only the cars it shows, unchanged on the server: the whole catalog once the visitor uses the page', async () => {
    const shown = [car('used-1', 'used', 2)]
    fake.page.used = shown
    fake.partial.add('used')
    const seen: ReturnType<Module['usePublishedVehicles']>[] = []
    const { rerender } = render(<Listing category="used" seen={seen} acceptPagePart />)
    const { enterStartPhase } = await import('@/lib/start-up')
    enterStartPhase('shown')
    await vi.waitFor(() => expect(fake.fetches).toHaveLength(1))
    const whole = [car('used-2', 'used', 3), car('used-1', 'used', 2)]
    const decoded = vi.fn(async () => whole)
    fake.fetches[0]!.resolve({ unchangedPart: true, whole: decoded } as unknown as unknown[])
    await settle()
    // Nothing decoded, nothing rendered anew: the page's cars stay.
    expect(decoded).not.toHaveBeenCalled()
    expect(seen.at(-1)).toMatchObject({ vehicles: null, pagePart: shown })
    const renders = seen.length
    // The visitor uses the page: the whole catalog (and the SDK, for what changes later).
    for (const entry of fake.engaged) entry.callback()
    await settle()
    expect(decoded).toHaveBeenCalledTimes(1)
    expect(seen.at(-1)?.vehicles).toEqual(whole)
    expect(seen.length).toBeGreaterThan(renders)
    expect(fake.listeners.map((listener) => listener.category)).toEqual(['used'])
    rerender(<Listing category="used" seen={seen} />)
    await settle()
    expect(decoded).toHaveBeenCalledTimes(1)
  })

  it('that carries only the cars it shows, unchanged on the server: the whole catalog at once for a reader that needs it', async () => {
    fake.page.used = [car('used-1', 'used', 2)]
    fake.partial.add('used')
    const seen: ReturnType<Module['usePublishedVehicles']>[] = []
    const needsWhole: ReturnType<Module['usePublishedVehicles']>[] = []
    // The home page's sections, and the cars this device viewed lately (which may not be among the page's).
    render(
      <>
        <Listing category="used" seen={seen} acceptPagePart />
        <Listing category="used" seen={needsWhole} />
      </>,
    )
    const { enterStartPhase } = await import('@/lib/start-up')
    enterStartPhase('shown')
    await vi.waitFor(() => expect(fake.fetches).toHaveLength(1))
    const whole = [car('used-2', 'used', 3), car('used-1', 'used', 2)]
    fake.fetches[0]!.resolve({ unchangedPart: true, whole: async () => whole } as unknown as unknown[])
    await settle()
    expect(fake.engaged.filter((entry) => !entry.cancelled)).toHaveLength(1)
    expect(needsWhole.at(-1)?.vehicles).toEqual(whole)
    expect(seen.at(-1)?.vehicles).toEqual(whole)
  })

  it('render both categories of the page as one list', async () => {
    fake.page.used = [car('used-1', 'used', 2)]
    fake.page.rent = [car('rent-1', 'rent', 5)]
    const rendered: ReturnType<Module['usePublishedVehicles']>[] = []
    renderToString(<Listing seen={rendered} />)
    expect(rendered[0]!.vehicles?.map((vehicle) => vehicle.id)).toEqual(['rent-1', 'used-1'])
  })
})

describe('the published vehicles of a category', () => {
  it('show the one-off read first, start the SDK once the visitor uses the page, and keep its cached copy out', async () => {
    const seen: ReturnType<Module['usePublishedVehicles']>[] = []
    const view = render(<Listing category="used" seen={seen} />)
    expect(seen.at(-1)).toEqual({ vehicles: null, fromCache: true, error: null })
    expect(fake.fetches.map((fetch) => fetch.category)).toEqual(['used'])

    const server = [car('used-1', 'used', 2)]
    fake.fetches[0]!.resolve(server)
    await settle()
    expect(seen.at(-1)).toEqual({ vehicles: server, fromCache: false, error: null })
    expect(fake.listeners).toHaveLength(0)

    expect(fake.engaged).toHaveLength(1)
    fake.engaged[0]!.callback()
    await settle()
    expect(fake.listeners.map((listener) => listener.category)).toEqual(['used'])
    const renders = seen.length
    act(() => fake.listeners[0]!.onChange({ vehicles: [car('old', 'used', 1)], fromCache: true }))
    expect(seen).toHaveLength(renders)
    const live = [car('used-1', 'used', 2), car('used-2', 'used', 3)]
    act(() => fake.listeners[0]!.onChange({ vehicles: live, fromCache: false }))
    expect(seen.at(-1)).toEqual({ vehicles: live, fromCache: false, error: null })

    view.unmount()
    expect(fake.listeners[0]!.stopped).toBe(true)
  })

  it('load once for every component that shows them, and stop after the last one has gone', async () => {
    const seen: unknown[] = []
    const first = render(<Listing category="rent" seen={seen} />)
    const second = render(<Listing category="rent" seen={seen} />)
    expect(fake.fetches).toHaveLength(1)
    fake.fetches[0]!.resolve([])
    await settle()
    first.unmount()
    expect(fake.engaged[0]!.cancelled).toBe(false)
    second.unmount()
    expect(fake.engaged[0]!.cancelled).toBe(true)

    // The last answer stays for the next visit, which loads again.
    const again: ReturnType<Module['usePublishedVehicles']>[] = []
    render(<Listing category="rent" seen={again} />)
    expect(again[0]).toEqual({ vehicles: [], fromCache: false, error: null })
    expect(fake.fetches).toHaveLength(2)
  })

  it('start the SDK at once when the one-off read fails, show its error, and start again on retry', async () => {
    const seen: ReturnType<Module['usePublishedVehicles']>[] = []
    render(<Listing category="used" seen={seen} />)
    fake.fetches[0]!.reject(new Error('offline'))
    await settle()
    expect(fake.listeners).toHaveLength(1)
    const error = Object.assign(new Error('denied'), { code: 'unavailable' })
    act(() => fake.listeners[0]!.onError(error))
    expect(seen.at(-1)).toEqual({ vehicles: null, fromCache: true, error })

    act(() => listing.retryPublishedVehicles('used'))
    expect(fake.listeners[0]!.stopped).toBe(true)
    expect(seen.at(-1)).toEqual({ vehicles: null, fromCache: true, error: null })
    expect(fake.fetches).toHaveLength(2)
    // A category nobody shows is not started by a retry.
    listing.retryPublishedVehicles('rent')
    expect(fake.fetches).toHaveLength(2)
  })
})

describe('both categories together', () => {
  it('are loaded once both are, newest first, and the same object while neither changes', async () => {
    const seen: ReturnType<Module['usePublishedVehicles']>[] = []
    const view = render(<Listing seen={seen} />)
    expect(fake.fetches.map((fetch) => fetch.category).sort()).toEqual(['rent', 'used'])
    const used = fake.fetches.find((fetch) => fetch.category === 'used')!
    const rent = fake.fetches.find((fetch) => fetch.category === 'rent')!
    used.resolve([car('used-1', 'used', 1)])
    await settle()
    expect(seen.at(-1)!.vehicles).toBeNull()
    rent.resolve([car('rent-1', 'rent', 2)])
    await settle()
    const both = seen.at(-1)!
    expect(both.vehicles?.map((vehicle) => vehicle.id)).toEqual(['rent-1', 'used-1'])
    expect(both.fromCache).toBe(false)

    view.rerender(<Listing seen={seen} />)
    expect(seen.at(-1)).toBe(both)
  })
})

describe('preloadPublishedVehicles', () => {
  it('resolves with the first answer and keeps the load going for a page that mounts later', async () => {
    vi.useFakeTimers()
    let resolved = false
    void listing.preloadPublishedVehicles('used').then(() => (resolved = true))
    expect(fake.fetches).toHaveLength(1)
    fake.fetches[0]!.resolve([car('used-1', 'used', 1)])
    await vi.advanceTimersByTimeAsync(0)
    expect(resolved).toBe(true)
    expect(fake.engaged[0]!.cancelled).toBe(false)

    await vi.advanceTimersByTimeAsync(9_999)
    expect(fake.engaged[0]!.cancelled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(fake.engaged[0]!.cancelled).toBe(true)
  })

  it('resolves after two seconds without an answer, and at once when the answer is known', async () => {
    vi.useFakeTimers()
    let resolved = false
    void listing.preloadPublishedVehicles().then(() => (resolved = true))
    await vi.advanceTimersByTimeAsync(1_999)
    expect(resolved).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(resolved).toBe(true)

    for (const fetch of fake.fetches) fetch.resolve([])
    await vi.advanceTimersByTimeAsync(0)
    await expect(listing.preloadPublishedVehicles()).resolves.toBeUndefined()
  })
})
