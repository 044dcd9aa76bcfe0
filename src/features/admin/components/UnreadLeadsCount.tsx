import { useLingui } from '@lingui/react/macro'
import { Badge } from '@mantine/core'
import { unreadBadge, unreadCount } from '../model/inbox-model'
import { useNewLeads } from '../api/use-new-leads'
import { useUnreadSignals } from './use-unread-signals'

/**
 * The navigation's count of requests nobody has opened yet (nothing when there are none), live; the same count in
 * the tab's title and on the installed app's icon.
 */
export function UnreadLeadsCount() {
  const { t } = useLingui()
  const { leads, hasMore, loaded } = useNewLeads()
  const count = unreadBadge(leads, hasMore)
  useUnreadSignals(loaded ? unreadCount(leads) : null, count)
  if (count === null) return null
  return (
    <Badge component="span" variant="filled" color="red.9" size="md" circle={count.length < 2} aria-label={t`${count} unread`} data-testid="unread-leads">
      {count}
    </Badge>
  )
}
