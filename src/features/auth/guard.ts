import { redirect } from '@tanstack/react-router'
import { HttpError } from '@/features/errors/http-errors'
import type { Locale } from '@/lib/locale'

/**
 * The `auth` guard of every `/admin` route: signed out goes to the login page (and back afterwards);
 * signed in without the `admin` claim (read from a recent ID token: currentUserWithFreshClaims) gets the 403 page.
 */
export async function requireAdmin(lang: Locale, href: string) {
  const { currentUserWithFreshClaims } = await import('./auth-service')
  const user = await currentUserWithFreshClaims()
  if (!user) throw redirect({ to: '/$lang/login', params: { lang }, search: { redirect: href } })
  if (!user.isAdmin) throw new HttpError(403)
  return user
}
