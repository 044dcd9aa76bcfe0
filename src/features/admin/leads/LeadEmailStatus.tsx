import { Trans } from '@lingui/react/macro'
import { Badge, Group, Text } from '@mantine/core'
import { useState } from 'react'
import { IconMail, IconMailCheck, IconMailExclamation, IconMailOff } from '@tabler/icons-react'
import type { LeadNotified } from '@/features/leads/model/lead-notified'
import { useLocale } from '@/lib/use-locale'
import { receivedAt } from './lead-details'

const COLORS = { sending: 'gray.8', sent: 'green.9', failed: 'red.9', skipped: 'gray.8' } as const
const ICONS = { sending: IconMail, sent: IconMailCheck, failed: IconMailExclamation, skipped: IconMailOff } as const

/** What the badge says: the state of the e-mail to the dealer, with its time. */
function StatusText({ notified }: { notified: LeadNotified }) {
  const lang = useLocale()
  const time = receivedAt(notified.at, lang)
  switch (notified.email) {
    case 'sent':
      return <Trans>E-mail sent {time}</Trans>
    case 'sending':
      return <Trans>Sending the e-mail ({time})</Trans>
    case 'failed':
      return notified.retry ? <Trans>E-mail failed {time}, trying again</Trans> : <Trans>E-mail not sent ({time})</Trans>
    case 'skipped':
      return notified.reason === 'no-recipient' ? <Trans>E-mail not sent: no address in the settings</Trans> : <Trans>E-mail not configured</Trans>
  }
}

/**
 * The e-mail the server sent the dealer about a request, in the inbox: sent, failed (trying again or not), not
 * configured, with its time. Nothing for a request without a record (an older one, or before the server's function
 * has run).
 */
export function LeadEmailStatus({ notified }: { notified: LeadNotified | undefined }) {
  if (!notified) return null
  const Icon = ICONS[notified.email]
  return (
    <Badge
      variant="outline"
      color={COLORS[notified.email]}
      leftSection={<Icon size={14} aria-hidden />}
      data-testid="lead-email-status"
      data-state={notified.email}
    >
      <StatusText notified={notified} />
    </Badge>
  )
}

/** How long the server works on a request's e-mail: after a day it gives up and records so (functions/src/lead-claim.ts). */
const SERVER_WINDOW_MS = 24 * 60 * 60 * 1000

/**
 * The e-mail's state on a request's page, with the last error of a failure, in one line whose place is there
 * from the start: the server records the state a second or so after the request arrives, while the dealer may be
 * tapping the buttons below it, which must not move. A request still within the server's day and without a record
 * says it is waiting for the server; an older one without a record (from before the e-mails) shows nothing.
 */
export function LeadEmailStatusLine({ notified, createdAt }: { notified: LeadNotified | undefined; createdAt: Date }) {
  // The time the page opened: a request's page is not kept open for a day.
  const [openedAt] = useState(() => Date.now())
  if (!notified && openedAt - createdAt.getTime() > SERVER_WINDOW_MS) return null
  const Icon = notified ? ICONS[notified.email] : IconMail
  const error = notified?.email === 'failed' ? notified.error : undefined
  return (
    <Group gap="xs" mt={6} wrap="nowrap" mih={32}>
      <Badge
        variant="outline"
        color={notified ? COLORS[notified.email] : 'gray.8'}
        size="lg"
        leftSection={<Icon size={14} aria-hidden />}
        data-testid="lead-email-status"
        data-state={notified?.email ?? 'waiting'}
        style={{ flexShrink: 0, maxWidth: '100%' }}
      >
        {notified ? <StatusText notified={notified} /> : <Trans>E-mail: waiting for the server</Trans>}
      </Badge>
      {error && (
        <Text fz="sm" c="dimmed" truncate="end" miw={0} title={error}>
          <Trans>Last error: {error}</Trans>
        </Text>
      )}
    </Group>
  )
}
