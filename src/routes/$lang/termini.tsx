import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '@/features/pages/content/TermsPage'
import { loadMessages } from '@/lib/i18n'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/$lang/termini')({
  loader: ({ context }) => loadMessages(context.lang, 'pages'),
  head: ({ match }) =>
    pageHead(match.pathname, msg`Terms and conditions`, msg`Terms of use of the site and the conditions of sale and rental of our vehicles.`),
  component: TermsPage,
})
