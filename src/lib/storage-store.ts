import { createStore, type ReadableStore } from './live-store'

/**
 * A value kept in local storage behind a live store (./live-store.ts): read through a parser, written as the
 * serializer says, and followed in the site's other tabs (their `storage` events) while anything watches it.
 *
 * Local storage may be missing or refuse a write (a private window, a full quota, a browser that blocks it): a
 * read then gives what the parser makes of nothing (`parse(null)`), and `set` answers false, so that the action
 * that wrote can say so. A stored value that does not read (malformed, from another version of the app, edited
 * by hand) is whatever the parser makes of it: the parser cleans and caps, and never throws (one that does is
 * read as nothing). What a read cleans is not written back: a newer version of the app in another tab may have
 * written it, and only a change the visitor makes is stored.
 */
export interface StorageStore<T> extends ReadableStore<T> {
  /**
   * Stores a value, or an updater of the current one (so `T` cannot be a function); true once stored. False when
   * storage refused it: the store then keeps what is stored, or, made with `holdUnsaved`, holds the new value for
   * this page's life.
   */
  set(next: T | ((current: T) => T)): boolean
  /** Reads storage again, forgetting a value held unsaved (storage changed behind the store's back). */
  refresh(): void
}

export interface StorageStoreOptions<T> {
  /** When two values are the same (`Object.is` by default): an equal value read or set notifies nobody. */
  equals?: (a: T, b: T) => boolean
  /** The stored text of a value; null removes the item. JSON by default (null and undefined remove it). */
  serialize?: (value: T) => string | null
  /** Keep a value that storage refused for this page's life (a choice that must not be asked again on every page). */
  holdUnsaved?: boolean
}

function defaultSerialize(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value)
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null // blocked: reading the property throws
  }
}

/** The item as stored now; null when missing or when storage cannot be read. */
function readItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** Writes (or, for null, removes) the item; false when storage is missing or refuses. */
function writeItem(key: string, text: string | null): boolean {
  const area = storage()
  if (!area) return false
  try {
    if (text === null) area.removeItem(key)
    else area.setItem(key, text)
    return true
  } catch {
    return false
  }
}

/** `parse` that never throws: a parser that does reads the item as missing. */
function safely<T>(parse: (raw: string | null) => T): (raw: string | null) => T {
  return (raw) => {
    if (raw === null) return parse(null)
    try {
      return parse(raw)
    } catch {
      return parse(null)
    }
  }
}

/**
 * The item `key` of local storage as a live store of what `parse` makes of it. While nobody watches it, every
 * read looks at storage (another tab may have changed it meanwhile); while watched, the other tabs' changes
 * arrive as `storage` events and notify the watchers.
 */
export function createStorageStore<T>(
  key: string,
  parse: (raw: string | null) => T,
  { equals = Object.is, serialize = defaultSerialize, holdUnsaved = false }: StorageStoreOptions<T> = {},
): StorageStore<T> {
  const read = safely(parse)
  /** The text the value was read from (undefined: not read yet). */
  let raw: string | null | undefined
  let watched = false
  /** A value storage refused, held for this page (holdUnsaved) until storage changes or is read again. */
  let held = false

  const sync = (force = false) => {
    const text = readItem(key)
    if (!force && text === raw) return
    raw = text
    held = false
    inner.set(read(text))
  }

  const inner = createStore<T>(read(null), {
    equals,
    start: () => {
      watched = true
      if (!held) sync()
      if (typeof window === 'undefined') return () => void (watched = false)
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) sync(true)
      }
      window.addEventListener('storage', onStorage)
      return () => {
        watched = false
        window.removeEventListener('storage', onStorage)
      }
    },
  })

  const get = () => {
    if (!watched && !held) sync()
    return inner.get()
  }

  return {
    get,
    subscribe: inner.subscribe,
    set(next) {
      const value = typeof next === 'function' ? (next as (current: T) => T)(get()) : next
      const text = serialize(value)
      if (writeItem(key, text)) {
        raw = text
        held = false
        inner.set(value)
        return true
      }
      if (holdUnsaved) {
        held = true
        inner.set(value)
      }
      return false
    },
    refresh: () => sync(true),
  }
}

/** JSON.parse for a parser: undefined instead of throwing on text that is not JSON. */
export function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return undefined
  }
}
