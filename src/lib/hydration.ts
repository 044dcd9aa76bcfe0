import { createContext, useContext, useSyncExternalStore } from 'react'

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

const LateHydration = createContext(false)

/**
 * Marks a part of a prerendered page that React hydrates after the app has taken the page over (an island,
 * src/lib/island.tsx), whose first render must still be the HTML's.
 */
export const LateHydrationProvider = LateHydration.Provider

/** True inside a part that hydrates its HTML after the takeover (see LateHydrationProvider). */
export function useLateHydration(): boolean {
  return useContext(LateHydration)
}
