import { useEffect } from 'react'
import { useSession } from './session-store'

/**
 * Confirms the remembered session with Firebase Auth. Auth is loaded only when a session is remembered,
 * so visitors who never sign in never download it.
 */
export function SessionSync() {
  const signedIn = useSession() !== null
  useEffect(() => {
    if (!signedIn) return
    let unsubscribe: (() => void) | undefined
    let cancelled = false
    void import('./auth-service').then(({ syncSessionHint }) => {
      if (!cancelled) unsubscribe = syncSessionHint()
    })
    return () => {
      cancelled = true
      unsubscribe?.()
    }
  }, [signedIn])
  return null
}
