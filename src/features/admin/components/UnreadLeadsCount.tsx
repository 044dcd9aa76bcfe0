import { useLingui } from '@lingui/react/macro'
import { Badge } from '@mantine/core'
import { unreadCount } from '../model/inbox-model'
import { useLeads } from '../api/use-leads'

/** The navigation's count of requests nobody has opened yet (nothing when there are none), live. */
export function UnreadLeadsCount() {
  const { t } = useLingui()
  const { leads } = useLeads()
  const count = unreadCount(leads)
  if (count === 0) return null
  return (
    <Badge component="span" variant="filled" color="red.9" size="md" circle={count < 10} aria-label={t`${count} unread`} data-testid="unread-leads">
      {count}
    </Badge>
  )
}
