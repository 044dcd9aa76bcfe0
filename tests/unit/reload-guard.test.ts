import { describe, expect, it } from 'vitest'
import {
  installStaleChunkGuard,
  isChunkLoadError,
  reloadForStaleChunk,
  RELOAD_GUARD_KEY,
  RELOAD_WINDOW_MS,
  shouldReload,
  type ReloadEnvironment,
} from '@/lib/reload-guard'

function environment(options: { now: number; online?: boolean; stored?: string }) {
  const storage = window.sessionStorage
  storage.clear()
  if (options.stored !== undefined) storage.setItem(RELOAD_GUARD_KEY, options.stored)
  const reloads: number[] = []
  const env: ReloadEnvironment = {
    storage,
    now: () => options.now,
    online: () => options.online ?? true,
    reload: () => reloads.push(options.now),
  }
  return { env, reloads }
}

describe('shouldReload', () => {
  it('reloads the first time', () => {
    expect(shouldReload({ now: 1000, lastReloadAt: null, online: true })).toBe(true)
  })
  it('does not reload again within 10 seconds', () => {
    expect(shouldReload({ now: 1000 + RELOAD_WINDOW_MS - 1, lastReloadAt: 1000, online: true })).toBe(false)
    expect(shouldReload({ now: 1000 + RELOAD_WINDOW_MS, lastReloadAt: 1000, online: true })).toBe(true)
  })
  it('never reloads while offline', () => {
    expect(shouldReload({ now: 1000, lastReloadAt: null, online: false })).toBe(false)
  })
  it('does not reload when the clock went backwards', () => {
    expect(shouldReload({ now: 500, lastReloadAt: 1000, online: true })).toBe(false)
  })
})

describe('reloadForStaleChunk', () => {
  it('reloads once and remembers when, in session storage', () => {
    const { env, reloads } = environment({ now: 50_000 })
    expect(reloadForStaleChunk(env)).toBe(true)
    expect(reloads).toEqual([50_000])
    expect(env.storage.getItem(RELOAD_GUARD_KEY)).toBe('50000')
    expect(reloadForStaleChunk(env)).toBe(false)
    expect(reloads).toHaveLength(1)
  })
  it('offline: no reload and nothing remembered', () => {
    const { env, reloads } = environment({ now: 50_000, online: false })
    expect(reloadForStaleChunk(env)).toBe(false)
    expect(reloads).toHaveLength(0)
    expect(env.storage.getItem(RELOAD_GUARD_KEY)).toBeNull()
  })
  it('treats a corrupt stored value as no previous reload', () => {
    const { env, reloads } = environment({ now: 50_000, stored: 'garbage' })
    expect(reloadForStaleChunk(env)).toBe(true)
    expect(reloads).toHaveLength(1)
  })
})

describe('isChunkLoadError', () => {
  it('recognises the browsers’ messages for a missing lazy module', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
  })
  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })
})

describe('installStaleChunkGuard', () => {
  const preloadError = (payload: unknown) => {
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload })
    window.dispatchEvent(event)
    return event
  }

  it('reloads for a lazy chunk that could not load, once', () => {
    const { env, reloads } = environment({ now: 50_000 })
    const remove = installStaleChunkGuard(env)
    try {
      expect(preloadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js')).defaultPrevented).toBe(true)
      expect(reloads).toEqual([50_000])
    } finally {
      remove()
    }
  })

  it('lets any other error of a lazy import go on to its caller, without reloading', () => {
    const { env, reloads } = environment({ now: 50_000 })
    const remove = installStaleChunkGuard(env)
    try {
      const refused = Object.assign(new Error('Firebase Storage: User does not have permission to access this object. (storage/unauthorized)'), {
        code: 'storage/unauthorized',
      })
      expect(preloadError(refused).defaultPrevented).toBe(false)
      expect(reloads).toEqual([])
    } finally {
      remove()
    }
  })
})
