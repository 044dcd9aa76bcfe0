import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ServicesPage } from '@/features/pages/content/ServicesPage'
import { loadMessages } from '@/lib/i18n'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/$lang/servizi')({
  loader: ({ context }) => loadMessages(context.lang, 'pages'),
  head: ({ match }) =>
    pageHead(
      match.pathname,
      msg`Services`,
      msg`Used car sales, car rental, financing, trade-ins, warranty and paperwork: everything our dealership does for you.`,
    ),
  component: ServicesPage,
})
