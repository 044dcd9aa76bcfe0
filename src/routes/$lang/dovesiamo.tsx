import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { WhereWeArePage } from '@/features/pages/content/WhereWeArePage'
import { loadMessages } from '@/lib/i18n'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/$lang/dovesiamo')({
  loader: ({ context }) => loadMessages(context.lang, 'pages'),
  head: ({ match }) =>
    pageHead(
      match.pathname,
      msg`Where we are`,
      msg`Our showroom address in the province of Bergamo, opening hours, and directions by car and public transport.`,
    ),
  component: WhereWeArePage,
})
