import type { AnyRouter } from '@tanstack/react-router'
import { messageSW } from 'workbox-window'
import { whenEngaged } from '@/lib/when-idle'
import { RUNNING_BUILD_ID } from './build-id'
import { downloadForInstallingWorker } from './download-for-worker'
import { handToWorker, wasControlledFromStart } from './keep-for-offline'
import { startRoutePreloads } from './preload-routes'
import { registerServiceWorker } from './register-sw'
import { startUpdatePoller } from './update-poller'
import { reportNewerBuild, reportWaitingWorker, setUpdateHandler } from './update-state'

/**
 * What a first visit read before its worker came, handed to the worker (./keep-for-offline.ts): when the worker
 * takes the page (it may have done so already, its install being quick), this page's and the tab's earlier pages';
 * on a page a worker controlled from its start, the earlier pages' only (its own reads went through the worker).
 * Returns a function that stops it.
 */
function keepFirstVisit(container: ServiceWorkerContainer): () => void {
  const send = (urls: string[]) =>
    container.controller ? messageSW(container.controller, { type: 'CACHE_URLS', payload: { urlsToCache: urls } }) : Promise.resolve()
  const handOver = (thisPage: boolean) => void handToWorker(send, { thisPage }).catch(() => {})
  if (container.controller) handOver(!wasControlledFromStart())
  const onControl = () => handOver(true)
  container.addEventListener('controllerchange', onControl)
  return () => container.removeEventListener('controllerchange', onControl)
}

/**
 * Everything the PWA layer does in the background, loaded (with workbox-window) only once the first page is
 * idle: the service worker (the page downloading its files for it as it installs), update checks, route chunk
 * preloads, and the hand-over of a first visit's reads. The preloads run each chunk's code (the vehicle page's
 * brings the Firestore SDK), so they wait until the visitor uses the page (whenEngaged): a visitor who only reads
 * the first page never pays for them. Returns a function that stops the preloads, the downloads and the checks
 * (the worker stays registered).
 */
export async function startPwaRuntime(router: AnyRouter): Promise<() => void> {
  let stopPreloads: (() => void) | undefined
  const cancelPreloads = whenEngaged(() => {
    stopPreloads = startRoutePreloads(router)
  })
  const stopDownloading = 'serviceWorker' in navigator ? downloadForInstallingWorker() : undefined
  const control = await registerServiceWorker({ onUpdateReady: reportWaitingWorker })
  if (control) setUpdateHandler(control.applyUpdate)
  const stopKeeping = control ? keepFirstVisit(navigator.serviceWorker) : undefined
  // The dev server has no build ids to compare.
  const poller = import.meta.env.PROD
    ? startUpdatePoller({ runningId: RUNNING_BUILD_ID, getRegistration: () => control?.registration, onNewerBuild: reportNewerBuild })
    : null
  return () => {
    cancelPreloads()
    stopPreloads?.()
    stopKeeping?.()
    stopDownloading?.()
    poller?.stop()
    setUpdateHandler(null)
  }
}
