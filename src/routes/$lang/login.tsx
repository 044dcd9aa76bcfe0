import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '@/features/auth/login/LoginPage'
import { safeRedirectPath } from '@/features/auth/redirect-target'
import { loadMessages } from '@/lib/i18n'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/$lang/login')({
  // The key is always returned: a missing one would let the raw value through from the root's search.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({ redirect: safeRedirectPath(search.redirect) }),
  loader: ({ context }) => loadMessages(context.lang, 'admin'),
  head: ({ match }) => pageHead(match.pathname, msg`Sign in`, msg`Sign in to the reserved area of the dealership.`, { noindex: true }),
  component: Login,
})

function Login() {
  const { redirect } = Route.useSearch()
  return <LoginPage redirectTo={redirect} />
}
