import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ContactsPage } from '@/features/pages/ContactsPage'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/$lang/contatti')({
  head: ({ match }) => pageHead(match.pathname, msg`Contacts`, msg`Call, message us on WhatsApp, write an e-mail or visit the showroom: all the ways to reach the dealership.`),
  component: ContactsPage,
})
