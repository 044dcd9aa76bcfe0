import type { AnyRouter } from '@tanstack/react-router'
import { RUNNING_BUILD_ID } from './build-id'
import { startRoutePreloads } from './preload-routes'
import { registerServiceWorker } from './register-sw'
import { startUpdatePoller } from './update-poller'
import { reportNewerBuild, reportWaitingWorker, setUpdateHandler } from './update-state'

/**
 * Everything the PWA layer does in the background, loaded (with workbox-window) only once the first page is
 * idle: route chunk preloads, the service worker, and update checks. Returns a function that stops the
 * preloads and the checks (the worker stays registered).
 */
export async function startPwaRuntime(router: AnyRouter): Promise<() => void> {
  const stopPreloads = startRoutePreloads(router)
  const control = await registerServiceWorker({ onUpdateReady: reportWaitingWorker })
  if (control) setUpdateHandler(control.applyUpdate)
  // The dev server has no build ids to compare.
  const poller = import.meta.env.PROD
    ? startUpdatePoller({ runningId: RUNNING_BUILD_ID, getRegistration: () => control?.registration, onNewerBuild: reportNewerBuild })
    : null
  return () => {
    stopPreloads()
    poller?.stop()
    setUpdateHandler(null)
  }
}
