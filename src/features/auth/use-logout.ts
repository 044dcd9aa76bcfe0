import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useLocale } from '@/lib/use-locale'
import { setSessionHint } from './session-store'

/**
 * Logout: signs out of Firebase Auth, removes the stored auth item from local storage and goes to the
 * localized login page. (The caller closes the phone menu.)
 */
export function useLogout() {
  const navigate = useNavigate()
  const lang = useLocale()
  return useCallback(async () => {
    setSessionHint(null)
    try {
      const { signOutCurrentUser } = await import('./auth-service')
      await signOutCurrentUser()
    } finally {
      await navigate({ to: '/$lang/login', params: { lang } })
    }
  }, [navigate, lang])
}
