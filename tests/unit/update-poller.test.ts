import { afterEach, describe, expect, it, vi } from 'vitest'
import { decideUpdate, fetchLatestBuild, parseLatestBuild, startUpdatePoller } from '@/features/pwa/update-poller'

const latest = (buildId: unknown) => JSON.stringify({ buildId, builtAt: '2026-11-22T05:00:00.000Z' })

describe('decideUpdate', () => {
  it('does nothing when the deployed build is the running one', () => {
    expect(decideUpdate({ runningId: 'abc123', latest: latest('abc123'), online: true })).toEqual({ action: 'none', reason: 'same-build' })
  })

  it('updates when the deployed build differs', () => {
    expect(decideUpdate({ runningId: 'abc123', latest: latest('def456'), online: true })).toEqual({ action: 'update', buildId: 'def456' })
  })

  it.each([
    ['not JSON', '<!doctype html><html></html>'],
    ['truncated JSON', '{"buildId": "def'],
    ['null', 'null'],
    ['an array', '["def456"]'],
    ['no buildId', '{"builtAt":"2026-11-22T05:00:00.000Z"}'],
    ['a numeric buildId', latest(42)],
    ['an empty buildId', latest('  ')],
    ['an empty body', ''],
  ])('does nothing on malformed latest.json: %s', (_name, body) => {
    expect(() => decideUpdate({ runningId: 'abc123', latest: body, online: true })).not.toThrow()
    expect(decideUpdate({ runningId: 'abc123', latest: body, online: true })).toEqual({ action: 'none', reason: 'malformed' })
  })

  it('does nothing when latest.json could not be fetched', () => {
    expect(decideUpdate({ runningId: 'abc123', latest: null, online: true })).toEqual({ action: 'none', reason: 'unreachable' })
  })

  it('does nothing offline, whatever the body says', () => {
    expect(decideUpdate({ runningId: 'abc123', latest: latest('def456'), online: false })).toEqual({ action: 'none', reason: 'offline' })
  })

  it('reads the build id trimmed, with its time when present', () => {
    expect(parseLatestBuild('{"buildId":" v2 "}')).toEqual({ buildId: 'v2' })
    expect(parseLatestBuild(latest('v2'))).toEqual({ buildId: 'v2', builtAt: '2026-11-22T05:00:00.000Z' })
  })
})

describe('fetchLatestBuild', () => {
  it('asks past every cache, with a cache-busting query', async () => {
    const fetchMock = vi.fn(async () => new Response(latest('v2'), { status: 200 }))
    await expect(fetchLatestBuild(fetchMock as unknown as typeof fetch, 1234)).resolves.toBe(latest('v2'))
    expect(fetchMock).toHaveBeenCalledWith('/builds/latest.json?ts=1234', expect.objectContaining({ cache: 'no-store' }))
  })

  it('gives null on a network error or an HTTP error, never throws', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(fetchLatestBuild(failing as unknown as typeof fetch, 1)).resolves.toBeNull()
    const notFound = vi.fn(async () => new Response('not found', { status: 404 }))
    await expect(fetchLatestBuild(notFound as unknown as typeof fetch, 1)).resolves.toBeNull()
  })
})

describe('startUpdatePoller', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  function setup(body: () => string | Error, { online = true }: { online?: boolean } = {}) {
    const fetchMock = vi.fn(async () => {
      const value = body()
      if (value instanceof Error) throw value
      return new Response(value, { status: 200 })
    })
    const onNewerBuild = vi.fn()
    const registration = { installing: null, waiting: null, update: vi.fn(async () => undefined) }
    const poller = startUpdatePoller({
      runningId: 'v1',
      onNewerBuild,
      fetch: fetchMock as unknown as typeof fetch,
      getRegistration: () => registration as unknown as ServiceWorkerRegistration,
      isOnline: () => online,
      intervalMs: 60_000,
    })
    return { fetchMock, onNewerBuild, registration, poller }
  }

  it('checks at once, and on a new build asks the registration to update and reports the build', async () => {
    const { fetchMock, onNewerBuild, registration, poller } = setup(() => latest('v2'))
    await poller.check()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(registration.update).toHaveBeenCalledTimes(1)
    expect(onNewerBuild).toHaveBeenCalledWith('v2')
    poller.stop()
  })

  it('stays quiet on the same build, on errors and offline', async () => {
    for (const body of [() => latest('v1'), () => new TypeError('Failed to fetch'), () => 'garbage']) {
      const { onNewerBuild, registration, poller } = setup(body)
      await expect(poller.check()).resolves.toMatchObject({ action: 'none' })
      expect(onNewerBuild).not.toHaveBeenCalled()
      expect(registration.update).not.toHaveBeenCalled()
      poller.stop()
    }
    const offline = setup(() => latest('v2'), { online: false })
    await offline.poller.check()
    expect(offline.fetchMock).not.toHaveBeenCalled()
    expect(offline.onNewerBuild).not.toHaveBeenCalled()
    offline.poller.stop()
  })

  it('checks again on focus, on becoming visible, on reconnecting and on the interval; not after stop', async () => {
    vi.useFakeTimers()
    const { fetchMock, poller } = setup(() => latest('v1'))
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    await poller.check()

    window.dispatchEvent(new Event('focus'))
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    await poller.check()

    document.dispatchEvent(new Event('visibilitychange'))
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3))
    await poller.check()

    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4))
    await poller.check()

    await vi.advanceTimersByTimeAsync(60_000)
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(5))
    await poller.check()

    poller.stop()
    const calls = fetchMock.mock.calls.length
    window.dispatchEvent(new Event('focus'))
    await vi.advanceTimersByTimeAsync(120_000)
    expect(fetchMock).toHaveBeenCalledTimes(calls)
  })

  it('shares a check already running instead of fetching twice', async () => {
    const { fetchMock, poller } = setup(() => latest('v1'))
    await Promise.all([poller.check(), poller.check(), poller.check()])
    // The initial check and the three above overlap: at most two requests.
    expect(fetchMock.mock.calls.length).toBeLessThanOrEqual(2)
    poller.stop()
  })
})
