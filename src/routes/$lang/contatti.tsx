import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ContactsPage } from '@/features/pages/content/ContactsPage'
import { loadMessages } from '@/lib/i18n'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/$lang/contatti')({
  loader: ({ context }) => loadMessages(context.lang, 'pages'),
  head: ({ match }) =>
    pageHead(match.pathname, msg`Contacts`, msg`Call, message us on WhatsApp, write an e-mail or visit the showroom: all the ways to reach the dealership.`),
  component: ContactsPage,
})
