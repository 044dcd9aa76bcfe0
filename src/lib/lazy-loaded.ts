import { lazy, useCallback, useState, type ComponentType } from 'react'

/**
 * A chunk loaded once, on the first call of `load`, and retried on the next call after a failure (offline);
 * `loaded()` gives its value once it is in.
 */
export function loadOnce<T>(loadValue: () => Promise<T>): { load: () => Promise<T>; loaded: () => T | undefined } {
  let value: { current: T } | undefined
  let loading: Promise<T> | undefined
  const load = () => {
    loading ??= loadValue().then(
      (current) => {
        value = { current }
        return current
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  return { load, loaded: () => value?.current }
}

/**
 * React's `lazy` for a chunk that may be in already: once `load()` has resolved (a preload), the component
 * renders at once. (`lazy` alone waits for a promise on its first render all the same, and while React
 * hydrates a prerendered page, that leaves the part for later.) `load` starts the chunk, or gives it.
 */
export function lazyLoaded<P extends object>(loadModule: () => Promise<{ default: ComponentType<P> }>) {
  const { load, loaded } = loadOnce(loadModule)
  // A thenable that answers at once, for a chunk in already.
  const Component = lazy(() => {
    const module = loaded()
    return module ? ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve(module) } as Promise<{ default: ComponentType<P> }>) : load()
  })
  return { Component, load }
}

/**
 * A part that opens on request (a sheet, a menu) and whose code is a chunk of its own (`load`, as lazyLoaded's):
 * `open()` shows it as soon as its chunk is in, at once when it is in already. The chunk is waited for before
 * the part is rendered, not by a Suspense boundary: React retries a suspended part only after the page's pending
 * transitions (the app's takeover, fresh data), which on a phone can be seconds after the tap. `mounted` stays
 * true from the first opening on (the part can play its closing).
 */
export function useOpenWhenLoaded(load: () => Promise<unknown>) {
  const [state, setState] = useState({ opened: false, mounted: false })
  const open = useCallback(() => {
    load().then(
      () => setState({ opened: true, mounted: true }),
      (error: unknown) => console.error('The part could not load', error),
    )
  }, [load])
  const close = useCallback(() => setState((current) => ({ ...current, opened: false })), [])
  return { ...state, open, close }
}
