import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { parseInboxSearch, type InboxSearch } from '@/features/admin/model/inbox-search'
import { LeadsInboxPage } from '@/features/admin/leads/LeadsInboxPage'
import { loadMessages } from '@/lib/i18n'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/$lang/admin/leads/')({
  validateSearch: (search: Record<string, unknown>): InboxSearch => parseInboxSearch(search),
  // The leads' labels (kinds, states, a trade-in's fuel…) are the requests' catalog.
  loader: ({ context }) => loadMessages(context.lang, 'leads'),
  head: ({ match }) => pageHead(match.pathname, msg`Requests`, msg`The requests visitors sent from the site.`, { noindex: true }),
  component: Inbox,
})

function Inbox() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { user } = Route.useRouteContext()
  return <LeadsInboxPage search={search} uid={user.uid} onSearch={(next) => void navigate({ search: next, replace: true })} />
}
