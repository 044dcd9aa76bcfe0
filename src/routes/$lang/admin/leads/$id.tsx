import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { LeadPage } from '@/features/admin/leads/LeadPage'
import { loadMessages } from '@/lib/i18n'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/$lang/admin/leads/$id')({
  loader: ({ context }) => loadMessages(context.lang, 'leads'),
  head: ({ match }) => pageHead(match.pathname, msg`Request`, msg`A request sent from the site.`, { noindex: true }),
  component: Lead,
})

function Lead() {
  const { id } = Route.useParams()
  // Notes are signed with the staff member's account (the reserved area's guard put it in the context).
  const { user } = Route.useRouteContext()
  return <LeadPage id={id} userEmail={user.email ?? ''} />
}
