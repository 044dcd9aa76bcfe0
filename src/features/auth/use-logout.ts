import { useCallback } from 'react'
import { useLocale } from '@/lib/use-locale'
import { requestLogout } from './logout'

/** Logout (logout.ts): asks first when changes have not synced, then clears the device and opens the login page. */
export function useLogout() {
  const lang = useLocale()
  return useCallback(() => requestLogout(lang), [lang])
}
