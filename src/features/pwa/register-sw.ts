import { Workbox } from 'workbox-window'
import { plannedReload } from '@/lib/planned-reload'

export const SERVICE_WORKER_URL = '/sw.js'
/** How long "Update" waits for a new worker to be found, and for a waiting one to take over. */
export const WAIT_FOR_WORKER_MS = 10_000
/**
 * How long, at most, "Update" waits for a found worker to install: it downloads the new version's files, and a
 * reload before it is done would show the old version again (the old worker still answers).
 */
export const WAIT_FOR_INSTALL_MS = 60_000

export interface ServiceWorkerControl {
  registration: ServiceWorkerRegistration
  /** Activates the waiting worker and reloads once it controls the page (or, without one, reloads). */
  applyUpdate: () => Promise<void>
}

export interface RegisterOptions {
  /** A new worker is installed and waiting: a newer version is ready. */
  onUpdateReady: (worker: ServiceWorker) => void
  scriptUrl?: string
  waitForWorkerMs?: number
  waitForInstallMs?: number
  reload?: () => void
}

/**
 * Resolves with the waiting worker, waiting up to `findMs` for one to be found and, once one is installing, up
 * to `installMs` for it to finish; else null, at once when there is nothing to wait for: no newer worker on the
 * server, or one that activated by itself (nothing was active before it, as on a first visit) and so already
 * serves the new version.
 */
function waitForWaitingWorker(registration: ServiceWorkerRegistration, findMs: number, installMs: number): Promise<ServiceWorker | null> {
  if (registration.waiting) return Promise.resolve(registration.waiting)
  return new Promise((resolve) => {
    const watched = new Set<ServiceWorker>()
    let checked = registration.installing !== null
    const finish = (worker: ServiceWorker | null) => {
      window.clearTimeout(findTimer)
      window.clearTimeout(installTimer)
      window.clearInterval(poll)
      registration.removeEventListener('updatefound', onUpdateFound)
      for (const sw of watched) sw.removeEventListener('statechange', onStateChange)
      resolve(worker)
    }
    const onStateChange = () => {
      if (registration.waiting) finish(registration.waiting)
      else if (checked && !registration.installing) finish(null)
    }
    const watch = (worker: ServiceWorker | null) => {
      if (!worker || watched.has(worker)) return
      watched.add(worker)
      worker.addEventListener('statechange', onStateChange)
    }
    const onUpdateFound = () => watch(registration.installing)
    registration.addEventListener('updatefound', onUpdateFound)
    watch(registration.installing)
    // Nothing installing yet: ask for the new script (the poller may have seen the new build first). The check
    // resolves once a newer worker, if any, is installing.
    if (!checked) {
      registration
        .update()
        .catch(() => {})
        .finally(() => {
          checked = true
          onStateChange()
        })
    }
    // Events can be missed between checks; a slow poll closes the gap.
    const poll = window.setInterval(onStateChange, 500)
    // A worker still installing is waited for (past `findMs`): only a stuck one gives up.
    const findTimer = window.setTimeout(() => {
      if (!registration.installing) finish(registration.waiting)
    }, findMs)
    const installTimer = window.setTimeout(() => finish(registration.waiting), Math.max(findMs, installMs))
  })
}

/** Calls `onUpdateReady` for every worker that ends up waiting while an older one controls the page. */
function watchForWaitingWorkers(registration: ServiceWorkerRegistration, onUpdateReady: (worker: ServiceWorker) => void) {
  const check = () => {
    // Without a controller this is the first install, not an update.
    if (registration.waiting && navigator.serviceWorker.controller) onUpdateReady(registration.waiting)
  }
  const watch = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') check()
    })
  }
  registration.addEventListener('updatefound', () => watch(registration.installing))
  watch(registration.installing)
  check()
}

/**
 * Registers the service worker (production builds, browsers that have service workers), and reports new
 * versions. Nothing reloads by itself: only `applyUpdate` (the visitor's "Update") activates the waiting
 * worker, and that page reloads exactly once when the new worker takes control.
 */
export async function registerServiceWorker({
  onUpdateReady,
  scriptUrl = SERVICE_WORKER_URL,
  waitForWorkerMs = WAIT_FOR_WORKER_MS,
  waitForInstallMs = WAIT_FOR_INSTALL_MS,
  reload = () => window.location.reload(),
}: RegisterOptions): Promise<ServiceWorkerControl | null> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null

  const wb = new Workbox(scriptUrl, { scope: '/' })
  let updateRequested = false
  let reloaded = false
  const reloadOnce = () => {
    if (reloaded) return
    reloaded = true
    plannedReload(reload)
  }
  // Another tab's "Update" also hands this page to the new worker: only the tab that asked reloads.
  const onControlling = () => {
    if (updateRequested) reloadOnce()
  }
  wb.addEventListener('controlling', onControlling)
  navigator.serviceWorker.addEventListener('controllerchange', onControlling)

  let registration: ServiceWorkerRegistration | undefined
  try {
    registration = await wb.register()
  } catch (error) {
    console.warn('Service worker registration failed', error)
    return null
  }
  if (!registration) return null
  const reg = registration
  watchForWaitingWorkers(reg, onUpdateReady)

  // The worker that served this page; another tab's "Update" can replace it while this page stays open.
  const initialController = navigator.serviceWorker.controller

  const applyUpdate = async () => {
    updateRequested = true
    if (initialController && navigator.serviceWorker.controller !== initialController && !reg.waiting) {
      // The new version already controls this page: showing it only takes a reload.
      reloadOnce()
      return
    }
    const waiting = await waitForWaitingWorker(reg, waitForWorkerMs, waitForInstallMs)
    if (!waiting) {
      // No new worker to hand over to: a plain reload fetches what the host serves.
      reloadOnce()
      return
    }
    // A page no worker controls gets no `controllerchange`: the new worker's activation is the signal.
    waiting.addEventListener('statechange', () => {
      if (waiting.state === 'activated' && !navigator.serviceWorker.controller) reloadOnce()
    })
    wb.messageSkipWaiting()
    // The worker should take over within moments; never leave the visitor waiting on a stuck one.
    window.setTimeout(reloadOnce, waitForWorkerMs)
  }

  return { registration: reg, applyUpdate }
}
