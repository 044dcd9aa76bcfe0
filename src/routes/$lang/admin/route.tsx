import { createFileRoute } from '@tanstack/react-router'

/** The reserved area; every route below it goes through the `auth` guard. */
export const Route = createFileRoute('/$lang/admin')({
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
})
