import { startTransition, Suspense, useEffect, useRef, useState, type ComponentType } from 'react'
import { activeLocale, whenMessagesLoaded } from '@/lib/i18n'
import { nextTask } from '@/lib/next-task'
import { whenSplashGone } from '@/lib/splash'
import { whenIdle } from '@/lib/when-idle'
import type { ConsentBannerProps } from './ConsentBanner'
import { OPEN_CONSENT_EVENT } from './consent-events'
import { saveConsent, useConsent, type AnalyticsConsent } from './consent-store'

type Banner = ComponentType<ConsentBannerProps>

let bannerChunk: Promise<Banner> | undefined

/** The banner is a chunk of its own, with its strings: a visitor who has already chosen never downloads it. */
function loadBanner(): Promise<Banner> {
  bannerChunk ??= Promise.all([import('./ConsentBanner'), whenMessagesLoaded(activeLocale(), 'consent')]).then(([module]) => module.ConsentBanner)
  bannerChunk.catch(() => {
    bannerChunk = undefined
  })
  return bannerChunk
}

/**
 * Shows the consent banner while the visitor has made no choice, and again whenever something dispatches
 * OPEN_CONSENT_EVENT (the cookie page's "Change cookie preferences"). On a first visit the banner waits until
 * the page is idle and the splash has gone, so it takes no part in the first paint; asked for, it opens at once
 * and takes the focus, which goes back where it was after the choice.
 */
export function ConsentLayer() {
  const consent = useConsent()
  const [Banner, setBanner] = useState<Banner | null>(null)
  const [reopened, setReopened] = useState(false)
  const [focusRequest, setFocusRequest] = useState(0)
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const onOpen = () => {
      const active = document.activeElement
      if (active instanceof HTMLElement && !active.closest('[data-consent-banner]')) opener.current = active
      setReopened(true)
      setFocusRequest((count) => count + 1)
      loadBanner().then(
        (component) => setBanner(() => component),
        (error: unknown) => console.warn('Cookie preferences could not be loaded', error),
      )
    }
    window.addEventListener(OPEN_CONSENT_EVENT, onOpen)
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, onOpen)
  }, [])

  useEffect(() => {
    if (consent !== null || Banner) return
    let cancelled = false
    let cancelSplashWait = () => {}
    const cancelIdle = whenIdle(() => {
      cancelSplashWait = whenSplashGone(() => {
        loadBanner().then(
          async (component) => {
            // Not in the task that has just run its chunk, and rendered in slices: nobody is waiting for it.
            await nextTask()
            if (!cancelled) startTransition(() => setBanner(() => component))
          },
          // Offline before the chunk was cached: no banner this time, and analytics stays off.
          (error: unknown) => console.warn('Cookie banner could not be loaded', error),
        )
      })
    })
    return () => {
      cancelled = true
      cancelIdle()
      cancelSplashWait()
    }
  }, [consent, Banner])

  if (!Banner || (consent !== null && !reopened)) return null

  const choose = (analytics: AnalyticsConsent) => {
    const focusWasInside = document.activeElement?.closest('[data-consent-banner]') != null
    saveConsent(analytics)
    setReopened(false)
    const back = opener.current
    opener.current = null
    if (back?.isConnected) back.focus()
    else if (focusWasInside) document.getElementById('main')?.focus({ preventScroll: true })
  }

  // After a change of language, the banner waits (showing nothing) for its strings in the new one.
  return (
    <Suspense fallback={null}>
      <Banner current={reopened ? consent : null} focusRequest={focusRequest} onChoose={choose} />
    </Suspense>
  )
}
