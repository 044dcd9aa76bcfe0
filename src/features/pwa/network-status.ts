import { useSyncExternalStore } from 'react'

export const BACK_ONLINE_MS = 4000

/** `offline` while the browser has no connection; `back-online` for a few seconds after it returns. */
export type NetworkStatus = 'online' | 'offline' | 'back-online'

type Listener = () => void

/**
 * The connection as the visitor should hear about it, from the browser's `online` and `offline` events.
 * Listens only while someone is subscribed.
 */
export function createNetworkStatus({ target = window, backOnlineMs = BACK_ONLINE_MS }: { target?: Window; backOnlineMs?: number } = {}) {
  const listeners = new Set<Listener>()
  let status: NetworkStatus = target.navigator.onLine ? 'online' : 'offline'
  let timer: number | undefined

  const set = (next: NetworkStatus) => {
    if (next === status) return
    status = next
    for (const listener of listeners) listener()
  }
  const onOffline = () => {
    target.clearTimeout(timer)
    set('offline')
  }
  const onOnline = () => {
    if (status !== 'offline') return
    set('back-online')
    target.clearTimeout(timer)
    timer = target.setTimeout(() => set('online'), backOnlineMs)
  }

  return {
    getSnapshot: (): NetworkStatus => status,
    subscribe: (listener: Listener): (() => void) => {
      if (listeners.size === 0) {
        // Whatever changed while nobody listened.
        status = target.navigator.onLine ? (status === 'offline' ? 'online' : status) : 'offline'
        target.addEventListener('online', onOnline)
        target.addEventListener('offline', onOffline)
      }
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size > 0) return
        target.removeEventListener('online', onOnline)
        target.removeEventListener('offline', onOffline)
        target.clearTimeout(timer)
        if (status === 'back-online') status = 'online'
      }
    },
  }
}

let shared: ReturnType<typeof createNetworkStatus> | undefined

export function useNetworkStatus(): NetworkStatus {
  shared ??= createNetworkStatus()
  return useSyncExternalStore(shared.subscribe, shared.getSnapshot, () => 'online')
}
