import { createStore, useStore } from '@/lib/live-store'

export const BACK_ONLINE_MS = 4000

/** `offline` while the browser has no connection; `back-online` for a few seconds after it returns. */
export type NetworkStatus = 'online' | 'offline' | 'back-online'

/**
 * The connection as the visitor should hear about it, from the browser's `online` and `offline` events.
 * Listens only while someone is subscribed.
 */
export function createNetworkStatus({ target = window, backOnlineMs = BACK_ONLINE_MS }: { target?: Window; backOnlineMs?: number } = {}) {
  const status = createStore<NetworkStatus>(target.navigator.onLine ? 'online' : 'offline', {
    start: ({ get, set }) => {
      let timer: number | undefined
      const onOffline = () => {
        target.clearTimeout(timer)
        set('offline')
      }
      const onOnline = () => {
        if (get() !== 'offline') return
        set('back-online')
        target.clearTimeout(timer)
        timer = target.setTimeout(() => set('online'), backOnlineMs)
      }
      // Whatever changed while nobody listened.
      set(target.navigator.onLine ? (get() === 'offline' ? 'online' : get()) : 'offline')
      target.addEventListener('online', onOnline)
      target.addEventListener('offline', onOffline)
      return () => {
        target.removeEventListener('online', onOnline)
        target.removeEventListener('offline', onOffline)
        target.clearTimeout(timer)
        if (get() === 'back-online') set('online')
      }
    },
  })
  const { get, subscribe } = status
  // getSnapshot: the same as get, under the name useSyncExternalStore gives it.
  return { get, getSnapshot: get, subscribe }
}

let shared: ReturnType<typeof createNetworkStatus> | undefined

export function useNetworkStatus(): NetworkStatus {
  shared ??= createNetworkStatus()
  return useStore(shared, 'online')
}
