import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False in prerendered HTML and while the app hydrates it, true from the render after (and from the first
 * render of a page without prerendered HTML): for what only the running page knows (its address, the stored
 * colour scheme), which the HTML cannot have.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
