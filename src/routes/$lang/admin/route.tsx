import { createFileRoute } from '@tanstack/react-router'
import { requireAdmin } from '@/features/auth/guard'
import { loadMessages } from '@/lib/i18n'

/** The reserved area; every route below it goes through the `auth` guard. */
export const Route = createFileRoute('/$lang/admin')({
  beforeLoad: async ({ context, location }) => ({ user: await requireAdmin(context.lang, location.href) }),
  loader: ({ context }) => loadMessages(context.lang, 'admin'),
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
})
