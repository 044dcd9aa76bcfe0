import { Suspense, useEffect } from 'react'
import { activeLocale, whenMessagesLoaded } from '@/lib/i18n'
import { lazyLoaded } from '@/lib/lazy-loaded'
import { useStore } from '@/lib/live-store'
import { whenAppShown } from '@/lib/start-up'
import { whenIdle } from '@/lib/when-idle'
import { outboxInUse } from './outbox-signal'

const { Component: OutboxNotice, load: loadNotice } = lazyLoaded(async () => {
  const [module] = await Promise.all([import('./OutboxNotice'), whenMessagesLoaded(activeLocale(), 'leads')])
  return module
})

/**
 * The outbox on every public page: once the page is on screen and the browser idle, a look at the device's
 * outbox (a few hundred bytes of code); only when a request waits there do the sender and its notice load, and
 * the request goes. Nothing of it before then, nothing in prerendered HTML.
 */
export function OutboxLayer() {
  const active = useStore(outboxInUse, false)

  useEffect(() => {
    let cancelled = false
    let cancelIdle: (() => void) | undefined
    const check = async () => {
      try {
        const { hasOutboxEntries } = await import('./outbox-db')
        if (cancelled || !(await hasOutboxEntries())) return
        await loadNotice()
        if (!cancelled) outboxInUse.set(true)
      } catch (error) {
        // Offline before this chunk was cached: the next page looks again.
        console.warn('The outbox could not be read now:', error)
      }
    }
    const cancelShown = whenAppShown(() => {
      cancelIdle = whenIdle(() => void check())
    })
    return () => {
      cancelled = true
      cancelShown()
      cancelIdle?.()
    }
  }, [])

  if (!active) return null
  return (
    <Suspense fallback={null}>
      <OutboxNotice />
    </Suspense>
  )
}
