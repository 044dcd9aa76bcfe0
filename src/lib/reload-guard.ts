/**
 * Recovery from a stale chunk: after a deploy, an open tab may ask for a lazy chunk that no longer exists.
 * The page reloads once to pick up the new build, never more than once in 10 seconds (the time of the last
 * reload is kept in session storage), and never while offline, where a reload cannot help.
 */
export const RELOAD_GUARD_KEY = 'autosalone-chunk-reload-at'
export const RELOAD_WINDOW_MS = 10_000

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (?:CSS )?chunk .* failed/i,
]

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  if (error.name === 'ChunkLoadError') return true
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message))
}

export function shouldReload(input: { now: number; lastReloadAt: number | null; online: boolean }): boolean {
  if (!input.online) return false
  if (input.lastReloadAt === null) return true
  // A clock that went backwards, or a reload in the window, both mean: do not reload again.
  const elapsed = input.now - input.lastReloadAt
  return elapsed >= RELOAD_WINDOW_MS
}

function readLastReload(storage: Storage): number | null {
  try {
    const raw = storage.getItem(RELOAD_GUARD_KEY)
    if (raw === null) return null
    const value = Number(raw)
    return Number.isFinite(value) ? value : null
  } catch {
    return null
  }
}

export interface ReloadEnvironment {
  storage: Storage
  now: () => number
  online: () => boolean
  reload: () => void
}

const browserEnvironment = (): ReloadEnvironment => ({
  storage: window.sessionStorage,
  now: () => Date.now(),
  online: () => navigator.onLine,
  reload: () => window.location.reload(),
})

/** Reloads the page if the guard allows it; returns whether it did. */
export function reloadForStaleChunk(env: ReloadEnvironment = browserEnvironment()): boolean {
  const now = env.now()
  if (!shouldReload({ now, lastReloadAt: readLastReload(env.storage), online: env.online() })) return false
  try {
    env.storage.setItem(RELOAD_GUARD_KEY, String(now))
  } catch {
    // Without session storage the guard cannot remember: better not to risk a reload loop.
    return false
  }
  env.reload()
  return true
}

/**
 * Vite reports a failed lazy import with this event; the guard decides whether to reload. Vite wraps the whole
 * expression of a lazy import, `import('…').then((module) => module.read(…))` included, so the event also
 * carries errors of the code run after the chunk loaded (a refused read, say): only a chunk that could not load
 * is the guard's business, anything else goes on to its caller as it is. Returns how to remove the guard.
 */
export function installStaleChunkGuard(env?: ReloadEnvironment): () => void {
  const onPreloadError = (event: Event) => {
    if (!isChunkLoadError((event as Event & { payload?: unknown }).payload)) return
    if (reloadForStaleChunk(env)) event.preventDefault()
  }
  window.addEventListener('vite:preloadError', onPreloadError)
  return () => window.removeEventListener('vite:preloadError', onPreloadError)
}
