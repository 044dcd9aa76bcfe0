import { useSyncExternalStore } from 'react'

/** A value that can be read and watched. */
export interface ReadableStore<T> {
  get(): T
  /** Calls `listener` after every change; returns how to stop. */
  subscribe(listener: () => void): () => void
}

export interface Store<T> extends ReadableStore<T> {
  /** A value, or an updater of the current one (so `T` cannot be a function). Equal values notify nobody. */
  set(next: T | ((current: T) => T)): void
  /** Keeps the source running without listening, as a subscriber does; returns the release. */
  retain(): () => void
  /** Stops the source and starts it again (after an error, say); false, doing nothing, when it is not running. */
  restart(): boolean
}

export interface StoreOptions<T> {
  /** When two values are the same (`Object.is` by default). */
  equals?: (a: T, b: T) => boolean
  /**
   * The source: run when the first subscriber or retainer arrives; what it returns runs when the last leaves.
   * It may set the value at once: that first subscriber is added after it has run.
   */
  start?: (store: Store<T>) => (() => void) | void
}

/**
 * A value that components and code watch, for state that lives outside React (local storage, a browser event,
 * a Firestore listener); with `start`, a source shared by its users and running only while there are any.
 */
export function createStore<T>(initial: T, { equals = Object.is, start }: StoreOptions<T> = {}): Store<T> {
  let value = initial
  let users = 0
  let stop: (() => void) | void
  const listeners = new Set<() => void>()
  const retain = () => {
    // Counted once started: a source that throws leaves the store as it was.
    if (!users && start) stop = start(store)
    users++
    let held = true
    return () => {
      if (!held) return
      held = false
      if (--users) return
      const running = stop
      stop = undefined
      running?.()
    }
  }
  const store: Store<T> = {
    get: () => value,
    set(next) {
      next = typeof next === 'function' ? (next as (current: T) => T)(value) : next
      if (equals(value, next)) return
      value = next
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      const release = retain()
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        release()
      }
    },
    retain,
    restart() {
      if (!users) return false
      stop?.()
      stop = start?.(store)
      return true
    },
  }
  return store
}

/** One store per key, made on first use: `family(key)` is the same store for as long as the page lives. */
export function storeFamily<K, T>(create: (key: K) => Store<T>): (key: K) => Store<T> {
  const stores = new Map<K, Store<T>>()
  return (key) => {
    let store = stores.get(key)
    if (!store) stores.set(key, (store = create(key)))
    return store
  }
}

/**
 * The store's value, re-rendering on change. `serverSnapshot`, when given (even `undefined`), is the value in
 * prerendered HTML and while hydrating, so the first render matches the HTML; without it, the current value.
 */
export function useStore<T>(store: ReadableStore<T>, ...serverSnapshot: [serverSnapshot?: T]): T {
  return useSyncExternalStore(store.subscribe, store.get, serverSnapshot.length ? () => serverSnapshot[0] as T : store.get)
}
