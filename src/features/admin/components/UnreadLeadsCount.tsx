import { useLingui } from '@lingui/react/macro'
import { Badge } from '@mantine/core'
import { unreadBadge } from '../model/inbox-model'
import { useNewLeads } from '../api/use-new-leads'

/** The navigation's count of requests nobody has opened yet (nothing when there are none), live. */
export function UnreadLeadsCount() {
  const { t } = useLingui()
  const { leads, hasMore } = useNewLeads()
  const count = unreadBadge(leads, hasMore)
  if (count === null) return null
  return (
    <Badge component="span" variant="filled" color="red.9" size="md" circle={count.length < 2} aria-label={t`${count} unread`} data-testid="unread-leads">
      {count}
    </Badge>
  )
}
