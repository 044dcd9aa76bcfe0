import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '@/features/pages/content/AboutPage'
import { loadMessages } from '@/lib/i18n'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/$lang/chisiamo')({
  loader: ({ context }) => loadMessages(context.lang, 'pages'),
  head: ({ match }) =>
    pageHead(
      match.pathname,
      msg`About us`,
      msg`Who we are: a family-run car dealership in the province of Bergamo, selling checked used cars and renting cars.`,
    ),
  component: AboutPage,
})
