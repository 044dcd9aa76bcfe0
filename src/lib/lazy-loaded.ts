import { lazy, type ComponentType } from 'react'

/**
 * React's `lazy` for a chunk that may be in already: once `load()` has resolved (a preload), the component
 * renders at once. (`lazy` alone waits for a promise on its first render all the same, and while React
 * hydrates a prerendered page, that leaves the part for later.) `load` starts the chunk, or gives it.
 */
export function lazyLoaded<P extends object>(loadModule: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: { default: ComponentType<P> } | undefined
  let loading: Promise<{ default: ComponentType<P> }> | undefined
  const load = () => {
    loading ??= loadModule().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  // A thenable that answers at once, for a chunk in already.
  const Component = lazy(() => (loaded ? ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve(loaded!) } as Promise<{ default: ComponentType<P> }>) : load()))
  return { Component, load }
}
