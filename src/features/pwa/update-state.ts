import { createStore, useStore } from '@/lib/live-store'
import { plannedReload } from '@/lib/planned-reload'

/**
 * Whether a newer version of the site is ready to be offered. Two sources report one: the update poller
 * (`builds/latest.json` names another build) and the service worker registration (a new worker is waiting).
 * Each detection has a key; "Later" hides the prompt for that key, and only a different detection (another
 * build id, another waiting worker) shows it again.
 */
export interface UpdateState {
  /** The prompt shows. */
  available: boolean
  /** The newest build id the poller has seen, when it has seen one other than the running build. */
  latestBuildId: string | null
}

/** No update known: also what prerendered HTML shows, and what the page renders while taking it over. */
const INITIAL_STATE: UpdateState = { available: false, latestBuildId: null }

const state = createStore<UpdateState>(INITIAL_STATE, { equals: (a, b) => a.available === b.available && a.latestBuildId === b.latestBuildId })
let currentKey: string | null = null
let dismissedKey: string | null = null
const workerKeys = new WeakMap<object, string>()
let workerSerial = 0

function detect(key: string, latestBuildId: string | null) {
  currentKey = key
  state.set({ available: key !== dismissedKey, latestBuildId })
}

/**
 * The poller found that the deployed build is not the running one. When the worker the visitor has just put
 * off with "Later" was found first (its build unknown then), this is the build that worker brings: still put off.
 */
export function reportNewerBuild(buildId: string): void {
  const key = `build:${buildId}`
  if (currentKey !== null && currentKey === dismissedKey && currentKey.startsWith('worker:') && state.get().latestBuildId === null) dismissedKey = key
  detect(key, buildId)
}

/**
 * A new service worker is installed and waiting. When the poller has already named the newer build, the
 * worker is taken to be that build (so "Later" on it keeps holding); otherwise each worker is its own detection.
 */
export function reportWaitingWorker(worker: object): void {
  const { latestBuildId } = state.get()
  if (latestBuildId) {
    detect(`build:${latestBuildId}`, latestBuildId)
    return
  }
  let key = workerKeys.get(worker)
  if (!key) {
    key = `worker:${++workerSerial}`
    workerKeys.set(worker, key)
  }
  detect(key, null)
}

/** "Later": hidden until a different newer build or worker is detected. */
export function dismissUpdate(): void {
  dismissedKey = currentKey
  state.set((current) => ({ ...current, available: false }))
}

let updateHandler: (() => Promise<void>) | null = null

/** The service worker layer installs how an update is applied (activate the waiting worker, then reload). */
export function setUpdateHandler(handler: (() => Promise<void>) | null): void {
  updateHandler = handler
}

/** "Update": through the service worker when there is one, else a plain reload fetches the new build. */
export async function applyUpdate(): Promise<void> {
  if (updateHandler) return updateHandler()
  plannedReload()
}

export function getUpdateState(): UpdateState {
  return state.get()
}

export function useUpdateState(): UpdateState {
  return useStore(state, INITIAL_STATE)
}

/** Back to the initial state (no update known): for a fresh start, as in tests. */
export function resetUpdateState(): void {
  currentKey = null
  dismissedKey = null
  updateHandler = null
  state.set({ available: false, latestBuildId: null })
}
