import { useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useEffect } from 'react'
import { whenAppShown } from '@/lib/app-start'
import { whenIdle } from '@/lib/when-idle'
import { markRunningBuild } from './build-id'
import { OfflineNotice } from './OfflineNotice'
import { useUpdateState } from './update-state'

const loadUpdatePrompt = () => import('./UpdatePrompt')
const UpdatePrompt = lazy(() => loadUpdatePrompt().then((module) => ({ default: module.UpdatePrompt })))

/**
 * The app's PWA layer: the update prompt and the offline notice, and, once the app's first page is on screen
 * and the browser idle, the background work (route preloads, the service worker, update checks), loaded as a
 * separate chunk so that none of it competes with the page's first seconds.
 */
export function PwaLayer() {
  const router = useRouter()
  const { available } = useUpdateState()

  useEffect(() => {
    markRunningBuild()
    let cancelled = false
    let stop: (() => void) | undefined
    let cancelIdle: (() => void) | undefined
    const cancelShown = whenAppShown(() => {
      cancelIdle = whenIdle(start)
    })
    function start() {
      // The prompt's code comes with the runtime that detects updates, before one can be offered: it is then
      // in this build's own chunks, never asked of a server that may already have the next one.
      Promise.all([import('./pwa-runtime'), loadUpdatePrompt()])
        .then(([{ startPwaRuntime }]) => (cancelled ? undefined : startPwaRuntime(router)))
        .then((stopRuntime) => {
          if (cancelled) stopRuntime?.()
          else stop = stopRuntime
        })
        .catch((error: unknown) => {
          // Offline before the chunk was cached, or a stale deploy: the site works without this layer.
          console.warn('PWA layer did not start', error)
        })
    }
    return () => {
      cancelled = true
      cancelShown()
      cancelIdle?.()
      stop?.()
    }
  }, [router])

  // In the shell's bottom stack, above the cookie banner: the prompt, and the notice above it.
  return (
    <>
      {available && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
      <OfflineNotice />
    </>
  )
}
