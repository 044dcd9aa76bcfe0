import { lazy, type ComponentType } from 'react'

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
