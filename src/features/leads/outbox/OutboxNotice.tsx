import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, CloseButton, Loader } from '@mantine/core'
import { IconAlertTriangle, IconCircleCheck, IconClockHour4 } from '@tabler/icons-react'
import { useEffect } from 'react'
import { LEAD_KIND_LABELS } from '../model/lead-labels'
import { useLeadMessages } from '../use-lead-messages'
import { useSiteSettings } from '@/features/site/api/use-site-settings'
import { leadCallLinks, leadMailto } from './lead-mail'
import { forgetEntry, startOutbox, useOutbox } from './outbox'
import { photoProgress, visitorStatus, type OutboxEntry } from './outbox-entry'
import notice from '@/components/BottomNotice.module.css'
import classes from './OutboxNotice.module.css'

function EntryNotice({ entry }: { entry: OutboxEntry }) {
  const { t, i18n } = useLingui()
  const settings = useSiteSettings()
  const dealerEmail = settings.email
  const status = visitorStatus(entry)
  const what = entry.lead ? i18n._(LEAD_KIND_LABELS[entry.lead.kind]) : t`Request`
  const car = entry.vehicleName ? ` · ${entry.vehicleName}` : ''
  const { uploaded, total } = photoProgress(entry)
  const busy = status === 'busy' ? leadCallLinks(entry, i18n, settings) : null
  const phone = busy?.phone
  return (
    <div
      className={`${notice.notice} ${classes.notice}`}
      data-status={status}
      data-tone={status === 'delivered' ? 'good' : status === 'refused' ? 'bad' : undefined}
      data-testid="outbox-notice"
    >
      {status === 'delivered' ? (
        <IconCircleCheck size={18} aria-hidden className={notice.icon} />
      ) : status === 'refused' ? (
        <IconAlertTriangle size={18} aria-hidden className={notice.icon} />
      ) : status === 'waiting' || status === 'busy' ? (
        <IconClockHour4 size={18} aria-hidden className={notice.icon} />
      ) : (
        <Loader size={16} color="white" aria-hidden className={notice.icon} />
      )}
      <span className={classes.text}>
        <strong>
          {what}
          {car}
        </strong>
        {': '}
        {status === 'waiting' && <Trans>sent, it will reach us as soon as the connection returns.</Trans>}
        {status === 'sending' && <Trans>on its way…</Trans>}
        {busy && (
          <Trans>
            kept on this device: we are receiving too many requests right now, and it goes by itself in a few minutes. In a hurry?{' '}
            <Anchor href={busy.tel} c="inherit" underline="always">
              Call {phone}
            </Anchor>{' '}
            or{' '}
            <Anchor href={busy.whatsapp} target="_blank" rel="noopener noreferrer" c="inherit" underline="always">
              write on WhatsApp
            </Anchor>
            .
          </Trans>
        )}
        {status === 'photos' && (
          <Trans>
            received; photos on their way ({uploaded} of {total}).
          </Trans>
        )}
        {status === 'delivered' && <Trans>received. We will get back to you soon.</Trans>}
        {status === 'refused' && (
          <Trans>
            it could not be sent.{' '}
            <Anchor href={leadMailto(entry, i18n, dealerEmail)} c="inherit" underline="always">
              Send it by e-mail
            </Anchor>
            .
          </Trans>
        )}
      </span>
      {(status === 'delivered' || status === 'refused') && (
        <CloseButton
          size="sm"
          variant="transparent"
          c="white"
          aria-label={status === 'refused' ? t`Delete it from this device` : t`Dismiss`}
          onClick={() => void forgetEntry(entry.id)}
        />
      )}
    </div>
  )
}

/**
 * The requests on this device that have not reached the dealer yet (and, until dismissed, those that just did),
 * in the shell's bottom stack: the visitor sees their request go, on whatever page they are. Mounting it starts
 * the sending.
 */
export default function OutboxNotice() {
  useLeadMessages()
  const { entries } = useOutbox()
  useEffect(() => startOutbox(), [])
  return (
    <div role="status" className={classes.list}>
      {entries.map((entry) => (
        <EntryNotice key={entry.id} entry={entry} />
      ))}
    </div>
  )
}
