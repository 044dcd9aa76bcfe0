import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AdminHomePage } from '@/features/admin/stock/AdminHomePage'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/$lang/admin/')({
  head: ({ match }) => pageHead(match.pathname, msg`Reserved area`, msg`Manage the dealership's vehicles.`, { noindex: true }),
  component: AdminHomePage,
})
