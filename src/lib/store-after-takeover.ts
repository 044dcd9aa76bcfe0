import { startTransition, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import type { ReadableStore } from './live-store'
import { mediaStore } from './screen'
import { startPhase, useHydrating, whenAppShown } from './start-up'

/**
 * The store's value where the device's answer re-renders much of a page (the screen's width: the listing and its
 * filter column). While the app takes a prerendered page over, and until its page is on screen, it is
 * `serverValue`, the HTML's; then the device's, in a transition: a render in slices, in a task of its own, rather
 * than the synchronous render that useSyncExternalStore makes right after the hydration when the two differ.
 * Elsewhere (a page the app renders itself, a component that comes later), it is useStore's.
 */
export function useStoreAfterTakeover<T>(store: ReadableStore<T>, serverValue: T): T {
  const [waiting, setWaiting] = useState(() => startPhase() === 'taking-over')
  useEffect(() => {
    if (!waiting) return
    return whenAppShown(() => startTransition(() => setWaiting(false)))
  }, [waiting])
  const serverSnapshot = () => serverValue
  return useSyncExternalStore(store.subscribe, waiting ? serverSnapshot : store.get, serverSnapshot)
}

const hydratedStore: ReadableStore<boolean> = { get: () => true, subscribe: () => () => {} }

/**
 * Whether what only the running page knows (its address, the stored colour scheme) may show, for a part whose switch
 * re-renders much (a car's contact buttons, a menu): false while the app takes a prerendered page over, true once
 * its page is on screen, in a transition (rather than in the synchronous render right after the hydration that a
 * store with another server value makes); true from the first render elsewhere.
 */
export function useHydratedAfterTakeover(): boolean {
  return useStoreAfterTakeover(hydratedStore, false)
}

/**
 * As useStore, for a value whose change re-renders much of a page (the catalog behind a listing, whose fresh copy
 * arrives once the page is on screen): each change renders in a transition, in slices that leave the main thread
 * free between them, rather than in the one synchronous render useSyncExternalStore makes for a store's change.
 * A component that renders while the app takes a prerendered page over, or that hydrates its HTML later (an island),
 * starts from `serverValue`, the HTML's (the store's own value then, so that nothing renders again); one that comes
 * later, from the store's value. For data on show only: two components may show two values for the length of a
 * render.
 */
export function useStoreInTransition<T>(store: ReadableStore<T>, serverValue: T): T {
  // During the app's takeover, or hydrating HTML (an island of the page that hydrates later): the HTML's value.
  const hydrating = useHydrating()
  const [shown, setShown] = useState(() => ({ store, value: startPhase() === 'taking-over' || hydrating ? serverValue : store.get() }))
  let current = shown
  // Another store (another category, say): its value at once, as useStore would.
  if (shown.store !== store) {
    current = { store, value: store.get() }
    setShown(current)
  }
  useEffect(() => {
    const update = () =>
      startTransition(() =>
        setShown((previous) => {
          const value = store.get()
          return previous.store === store && Object.is(previous.value, value) ? previous : { store, value }
        }),
      )
    const unsubscribe = store.subscribe(update)
    // A change between the render and now (subscribing may start the source, which may set the value at once).
    update()
    return unsubscribe
  }, [store])
  return current.value
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
