import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '@/features/auth/guard'

/** The reserved area; every route below it goes through the `auth` guard. */
export const Route = createFileRoute('/$lang/admin')({
  beforeLoad: async ({ context, location }) => ({ user: await requireAdmin(context.lang, location.href) }),
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
})
