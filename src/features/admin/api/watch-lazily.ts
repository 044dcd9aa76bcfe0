/**
 * A Firestore listener whose module loads on demand (the admin chunks stay free of Firebase until a page needs
 * it): loads it, starts listening unless stopped meanwhile, reports a failure to load or to start as an error.
 * Returns how to stop, which may be called before the module has loaded.
 */
export function watchLazily<M>(load: () => Promise<M>, start: (module: M) => () => void, onError: (error: unknown) => void): () => void {
  let cancelled = false
  let unsubscribe: (() => void) | undefined
  load().then((module) => {
    if (cancelled) return
    try {
      unsubscribe = start(module)
    } catch (error) {
      onError(error)
    }
  }, onError)
  return () => {
    cancelled = true
    unsubscribe?.()
  }
}
