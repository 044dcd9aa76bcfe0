/**
 * Update checks: the app asks the host which build is deployed (`/builds/latest.json`, written by every
 * build) past every cache, on an interval, when the window regains focus or becomes visible, and when the
 * connection returns. A different build id means a newer version is deployed: the service worker
 * registration is asked to update and the update prompt shows.
 */

export const LATEST_BUILD_URL = '/builds/latest.json'
export const POLL_INTERVAL_MS = 5 * 60 * 1000

export interface LatestBuild {
  buildId: string
  builtAt?: string
}

export type UpdateDecision = { action: 'update'; buildId: string } | { action: 'none'; reason: 'offline' | 'unreachable' | 'malformed' | 'same-build' }

/** Reads `latest.json`'s body; anything but `{ "buildId": "<non-empty string>" }` is null. */
export function parseLatestBuild(body: string): LatestBuild | null {
  let data: unknown
  try {
    data = JSON.parse(body)
  } catch {
    return null
  }
  if (typeof data !== 'object' || data === null) return null
  const { buildId, builtAt } = data as Record<string, unknown>
  if (typeof buildId !== 'string' || buildId.trim() === '') return null
  return typeof builtAt === 'string' ? { buildId: buildId.trim(), builtAt } : { buildId: buildId.trim() }
}

/**
 * The pure decision. `latest` is the body of `latest.json`, or null when it could not be fetched.
 * Offline, unreachable or malformed: nothing to do (the next check tries again). Never throws.
 */
export function decideUpdate({ runningId, latest, online }: { runningId: string; latest: string | null; online: boolean }): UpdateDecision {
  if (!online) return { action: 'none', reason: 'offline' }
  if (latest === null) return { action: 'none', reason: 'unreachable' }
  const parsed = parseLatestBuild(latest)
  if (!parsed) return { action: 'none', reason: 'malformed' }
  if (parsed.buildId === runningId) return { action: 'none', reason: 'same-build' }
  return { action: 'update', buildId: parsed.buildId }
}

/** Fetches `latest.json` past the HTTP cache and the service worker's; null on any failure. */
export async function fetchLatestBuild(fetchImpl: typeof fetch, now: number): Promise<string | null> {
  try {
    const response = await fetchImpl(`${LATEST_BUILD_URL}?ts=${now}`, { cache: 'no-store', headers: { accept: 'application/json' } })
    if (!response.ok) return null
    return await response.text()
  } catch {
    return null
  }
}

export interface UpdatePollerOptions {
  runningId: string
  /** Called on every check that finds a build other than the running one. */
  onNewerBuild: (buildId: string) => void
  /** The service worker registration, once there is one. */
  getRegistration?: () => ServiceWorkerRegistration | undefined
  intervalMs?: number
  fetch?: typeof fetch
  target?: Window
  now?: () => number
  isOnline?: () => boolean
}

export interface UpdatePoller {
  /** Checks now (a check already running is shared). */
  check: () => Promise<UpdateDecision>
  stop: () => void
}

/** Starts checking: once now, then on the interval, on focus, on becoming visible and on reconnecting. */
export function startUpdatePoller(options: UpdatePollerOptions): UpdatePoller {
  const target = options.target ?? window
  const fetchImpl = options.fetch ?? target.fetch.bind(target)
  const now = options.now ?? Date.now
  const isOnline = options.isOnline ?? (() => target.navigator.onLine)
  let inFlight: Promise<UpdateDecision> | null = null
  let stopped = false

  const run = async (): Promise<UpdateDecision> => {
    const online = isOnline()
    const latest = online ? await fetchLatestBuild(fetchImpl, now()) : null
    const decision = decideUpdate({ runningId: options.runningId, latest, online })
    if (decision.action === 'update' && !stopped) {
      const registration = options.getRegistration?.()
      // A worker already installing or waiting is the new build: no need to ask again.
      if (registration && !registration.installing && !registration.waiting) {
        registration.update().catch(() => {
          // Offline or the script is unreachable: the next check tries again.
        })
      }
      options.onNewerBuild(decision.buildId)
    }
    return decision
  }

  const check = (): Promise<UpdateDecision> => {
    inFlight ??= run().finally(() => {
      inFlight = null
    })
    return inFlight
  }

  const onEvent = () => {
    void check()
  }
  const onVisibility = () => {
    if (target.document.visibilityState === 'visible') void check()
  }

  target.addEventListener('focus', onEvent)
  target.addEventListener('online', onEvent)
  target.document.addEventListener('visibilitychange', onVisibility)
  const interval = target.setInterval(onEvent, options.intervalMs ?? POLL_INTERVAL_MS)
  void check()

  return {
    check,
    stop: () => {
      stopped = true
      target.removeEventListener('focus', onEvent)
      target.removeEventListener('online', onEvent)
      target.document.removeEventListener('visibilitychange', onVisibility)
      target.clearInterval(interval)
    },
  }
}
