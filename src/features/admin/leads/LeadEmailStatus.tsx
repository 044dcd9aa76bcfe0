import { Trans } from '@lingui/react/macro'
import { Badge, Text } from '@mantine/core'
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
 * The e-mail the server sent the dealer about a request: sent, failed (trying again or not), not configured, with its
 * time; on a request's page (`detailed`) also the last error. Nothing for a request without a record (an older
 * one, or before the server's function has run).
 */
export function LeadEmailStatus({ notified, detailed = false }: { notified: LeadNotified | undefined; detailed?: boolean }) {
  if (!notified) return null
  const Icon = ICONS[notified.email]
  const error = notified.error
  return (
    <>
      <Badge
        variant="outline"
        color={COLORS[notified.email]}
        size={detailed ? 'lg' : 'md'}
        leftSection={<Icon size={14} aria-hidden />}
        data-testid="lead-email-status"
        data-state={notified.email}
      >
        <StatusText notified={notified} />
      </Badge>
      {detailed && notified.email === 'failed' && error && (
        <Text fz="sm" c="dimmed" w="100%">
          <Trans>Last error: {error}</Trans>
        </Text>
      )}
    </>
  )
}
