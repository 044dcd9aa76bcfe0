import { afterEach, describe, expect, it, vi } from 'vitest'
import { handToWorker, leaveForNextPage, pageAddresses } from '@/features/pwa/keep-for-offline'
import { setPagePhotoCopies } from '@/lib/page-data'

const KEY = 'autosalone:offline-pending'

/** What a worker was asked to keep, call by call. */
function worker() {
  const asked: string[][] = []
  return { asked, send: (urls: string[]) => Promise.resolve(asked.push(urls)) }
}

afterEach(() => {
  sessionStorage.clear()
  vi.restoreAllMocks()
})

describe('keeping a first visit for offline', () => {
  it("hands the tab's earlier pages' addresses to the worker once, and clears them", async () => {
    sessionStorage.setItem(KEY, JSON.stringify(['https://example.test/documents/vehicles/used-001', 'https://example.test/photo.webp']))
    const { asked, send } = worker()
    await handToWorker(send, { thisPage: false })
    expect(asked).toEqual([['https://example.test/documents/vehicles/used-001', 'https://example.test/photo.webp']])
    expect(sessionStorage.getItem(KEY)).toBeNull()
    await handToWorker(send, { thisPage: false })
    expect(asked).toHaveLength(1)
  })

  it('keeps the addresses when the worker could not take them', async () => {
    sessionStorage.setItem(KEY, JSON.stringify(['https://example.test/a']))
    await expect(handToWorker(() => Promise.reject(new Error('no worker')), { thisPage: false })).rejects.toThrow('no worker')
    expect(JSON.parse(sessionStorage.getItem(KEY)!)).toEqual(['https://example.test/a'])
  })

  it('adds a page left to what earlier pages left, each address once', () => {
    sessionStorage.setItem(KEY, JSON.stringify(['https://example.test/a']))
    leaveForNextPage()
    leaveForNextPage()
    expect(JSON.parse(sessionStorage.getItem(KEY)!)).toEqual(['https://example.test/a'])
  })

  it('reads a damaged or hostile list as none', async () => {
    const { asked, send } = worker()
    for (const value of ['{not json', '{"length": 3}', JSON.stringify([1, null, { url: 'x' }])]) {
      sessionStorage.setItem(KEY, value)
      await handToWorker(send, { thisPage: false })
    }
    expect(asked).toEqual([])
    sessionStorage.setItem(KEY, JSON.stringify([1, 'https://example.test/b']))
    await handToWorker(send, { thisPage: false })
    expect(asked).toEqual([['https://example.test/b']])
  })

  it('keeps at most the 300 latest addresses', () => {
    sessionStorage.setItem(KEY, JSON.stringify(Array.from({ length: 400 }, (_, index) => `https://example.test/${index}`)))
    leaveForNextPage()
    const kept = JSON.parse(sessionStorage.getItem(KEY)!) as string[]
    expect(kept).toHaveLength(300)
    expect(kept[0]).toBe('https://example.test/100')
    expect(kept.at(-1)).toBe('https://example.test/399')
  })

  it("keeps the photos the page showed, its preloaded main photo among them, as Storage's addresses; not its scripts", () => {
    const storage = 'https://storage.test/v0/b/demo/o/vehicles%2Fused-001%2Fphoto-1-large.webp?alt=media'
    setPagePhotoCopies({ [storage]: '/photos/0123456789abcdef.webp' })
    const entry = (name: string, initiatorType: string) => ({ name, initiatorType, entryType: 'resource' }) as unknown as PerformanceEntry
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      entry(new URL('/photos/0123456789abcdef.webp', location.href).href, 'link'),
      entry('https://storage.test/v0/b/demo/o/vehicles%2Fused-002%2Fphoto-1-thumb.webp?alt=media', 'img'),
      entry(new URL('/assets/main-abc.js', location.href).href, 'link'),
    ])
    const photos = pageAddresses().filter((address) => address.startsWith('https://storage.test/'))
    expect(photos).toEqual([storage, 'https://storage.test/v0/b/demo/o/vehicles%2Fused-002%2Fphoto-1-thumb.webp?alt=media'])
    expect(pageAddresses().some((address) => address.endsWith('.js'))).toBe(false)
    setPagePhotoCopies({})
  })
})
