import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { whenSplashGone } from '@/lib/splash'
import { whenAppShown } from '@/lib/start-up'
import { whenIdle } from '@/lib/when-idle'
import { OfflineNotice } from './OfflineNotice'
import { UpdatePrompt } from './UpdatePrompt'

/**
 * The app's PWA layer: the update prompt and the offline notice, and, once the app's first page is on screen,
 * the splash gone and the browser idle, the background work (route preloads, the service worker, update
 * checks), loaded as a separate chunk so that none of it competes with the page's first seconds. The service
 * worker's first install downloads the whole app (a few hundred files): on a first visit it waits until the
 * splash has faded, rather than share the phone with the fade.
 */
export function PwaLayer() {
  const router = useRouter()

  useEffect(() => {
    let cancelled = false
    let stop: (() => void) | undefined
    let cancelSplashWait: (() => void) | undefined
    let cancelIdle: (() => void) | undefined
    const cancelShown = whenAppShown(() => {
      cancelSplashWait = whenSplashGone(() => {
        cancelIdle = whenIdle(start)
      })
    })
    function start() {
      import('./pwa-runtime')
        .then(({ startPwaRuntime }) => (cancelled ? undefined : startPwaRuntime(router)))
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
      cancelSplashWait?.()
      cancelIdle?.()
      stop?.()
    }
  }, [router])

  // In the shell's bottom stack, above the cookie banner: the prompt, and the notice above it.
  return (
    <>
      <UpdatePrompt />
      <OfflineNotice />
    </>
  )
}
