import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { CookiePage } from '@/features/pages/content/CookiePage'
import { loadMessages } from '@/lib/i18n'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/$lang/cookie')({
  loader: ({ context }) => loadMessages(context.lang, 'pages'),
  head: ({ match }) => pageHead(match.pathname, msg`Cookie policy`, msg`Which cookies this site uses, what they are for, and how to change your consent.`),
  component: CookiePage,
})
