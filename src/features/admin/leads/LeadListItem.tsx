import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core'
import { IconCloudUpload } from '@tabler/icons-react'
import { LEAD_RETENTION_MONTHS } from '@/features/leads/model/lead-constants'
import { isPastRetention } from '@/features/leads/model/lead-codec'
import { LEAD_KIND_LABELS, LEAD_STATE_LABELS } from '@/features/leads/model/lead-labels'
import type { Lead } from '@/features/leads/model/lead-schema'
import { AnchorLink } from '@/lib/links'
import { useLocale } from '@/lib/use-locale'
import { leadCarLine, type LeadCar } from '../model/lead-car'
import { receivedAt } from './lead-details'
import { LeadEmailStatus } from './LeadEmailStatus'
import { LEAD_STATE_COLORS } from './lead-colors'
import classes from './Leads.module.css'

/**
 * One lead of the inbox: who, about what (`car`: its car as the stock has it, name and price), when, its state;
 * unread ones stand out. The whole card opens it.
 */
export function LeadListItem({ lead, car: leadCar, pending, now }: { lead: Lead; car: LeadCar | null; pending: boolean; now: Date }) {
  const { i18n } = useLingui()
  const lang = useLocale()
  const car = leadCar ? leadCarLine(leadCar, i18n, lang) : null
  const about = car ?? (lead.kind === 'contact' ? lead.subject : lead.kind === 'trade-in' ? `${lead.tradeIn.make} ${lead.tradeIn.model}` : '')
  const old = isPastRetention(lead.createdAt, LEAD_RETENTION_MONTHS, now)
  const months = LEAD_RETENTION_MONTHS
  return (
    <Card withBorder radius="md" padding="md" component="article" className={classes.item} data-unread={lead.read ? undefined : ''} data-testid="lead-item">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            {!lead.read && <span className={classes.unreadDot} aria-hidden />}
            <AnchorLink to="/$lang/admin/leads/$id" params={{ lang, id: lead.id }} className={classes.itemLink} fw={lead.read ? 600 : 800} fz="lg" c="inherit">
              {lead.name}
              {!lead.read && (
                <VisuallyHidden>
                  {' '}
                  <Trans>(unread)</Trans>
                </VisuallyHidden>
              )}
            </AnchorLink>
          </Group>
          <Text fz="sm" c="dimmed">
            {receivedAt(lead.createdAt, lang)}
          </Text>
        </Group>
        <Group gap={6} wrap="wrap">
          <Badge variant="default">{i18n._(LEAD_KIND_LABELS[lead.kind])}</Badge>
          <Badge variant="filled" color={LEAD_STATE_COLORS[lead.state]} data-testid="lead-state">
            {i18n._(LEAD_STATE_LABELS[lead.state])}
          </Badge>
          {old && (
            <Badge variant="filled" color="orange.9">
              <Trans>Over {months} months old: delete</Trans>
            </Badge>
          )}
          {lead.warnings && lead.warnings.length > 0 && (
            <Badge variant="outline" color="orange.9" data-testid="lead-warnings">
              <Trans>Unusual text</Trans>
            </Badge>
          )}
          {pending && (
            <Badge variant="filled" color="yellow.4" c="dark.9" leftSection={<IconCloudUpload size={14} aria-hidden />}>
              <Trans>Waiting to sync</Trans>
            </Badge>
          )}
          <LeadEmailStatus notified={lead.notified} />
        </Group>
        {about && (
          <Text fw={600} lineClamp={1}>
            {about}
          </Text>
        )}
        {lead.message && (
          <Text fz="sm" c="dimmed" lineClamp={2} className={classes.message}>
            {lead.message}
          </Text>
        )}
      </Stack>
    </Card>
  )
}
