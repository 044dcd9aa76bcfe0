import { startTransition, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { isTakingOver, whenAppShown } from './app-start'
import type { ReadableStore } from './live-store'
import { mediaStore } from './screen'

/**
 * The store's value where the device's answer re-renders much of a page (the screen's width: the listing and its
 * filter column). While the app takes a prerendered page over, and until its page is on screen, it is
 * `serverValue`, the HTML's; then the device's, in a transition: a render in slices, in a task of its own, rather
 * than the synchronous render that useSyncExternalStore makes right after the hydration when the two differ.
 * Elsewhere (a page the app renders itself, a component that comes later), it is useStore's.
 */
export function useStoreAfterTakeover<T>(store: ReadableStore<T>, serverValue: T): T {
  const [waiting, setWaiting] = useState(isTakingOver)
  useEffect(() => {
    if (!waiting) return
    return whenAppShown(() => startTransition(() => setWaiting(false)))
  }, [waiting])
  const serverSnapshot = () => serverValue
  return useSyncExternalStore(store.subscribe, waiting ? serverSnapshot : store.get, serverSnapshot)
}

/**
 * As useMediaMatch (src/lib/screen.ts), for a part whose switch re-renders much of a page that has all its code
 * (the listing and its filter column): the device's answer follows once the app's page is on screen, in a
 * transition, rather than in one synchronous render right after the hydration.
 */
export function useMediaMatchAfterTakeover(query: string, serverValue: boolean): boolean {
  const store = useMemo(() => mediaStore(query), [query])
  return useStoreAfterTakeover(store, serverValue)
}
