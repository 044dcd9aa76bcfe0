import type { AnyRouter } from '@tanstack/react-router'
import { whenEngaged } from '@/lib/when-idle'
import { RUNNING_BUILD_ID } from './build-id'
import { startRoutePreloads } from './preload-routes'
import { registerServiceWorker } from './register-sw'
import { startUpdatePoller } from './update-poller'
import { reportNewerBuild, reportWaitingWorker, setUpdateHandler } from './update-state'

/**
 * Everything the PWA layer does in the background, loaded (with workbox-window) only once the first page is
 * idle: the service worker, update checks, and route chunk preloads. The preloads run each chunk's code
 * (the reserved area's and the vehicle page's bring the Firestore SDK), so they wait until the visitor uses
 * the page (whenEngaged): a visitor who only reads the first page never pays for them. Returns a function that stops the preloads and
 * the checks (the worker stays registered).
 */
export async function startPwaRuntime(router: AnyRouter): Promise<() => void> {
  let stopPreloads: (() => void) | undefined
  const cancelPreloads = whenEngaged(() => {
    stopPreloads = startRoutePreloads(router)
  })
  const control = await registerServiceWorker({ onUpdateReady: reportWaitingWorker })
  if (control) setUpdateHandler(control.applyUpdate)
  // The dev server has no build ids to compare.
  const poller = import.meta.env.PROD
    ? startUpdatePoller({ runningId: RUNNING_BUILD_ID, getRegistration: () => control?.registration, onNewerBuild: reportNewerBuild })
    : null
  return () => {
    cancelPreloads()
    stopPreloads?.()
    poller?.stop()
    setUpdateHandler(null)
  }
}
