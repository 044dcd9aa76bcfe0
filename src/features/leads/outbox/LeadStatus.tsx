import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Button, Group, Loader, Text } from '@mantine/core'
import { IconAlertTriangle, IconBrandWhatsapp, IconCircleCheck, IconClockHour4, IconMail, IconPhone } from '@tabler/icons-react'
import { createStore, useStore } from '@/lib/live-store'
import { photoProgress, visitorStatus, type OutboxEntry } from './outbox-entry'
import { forgetEntry } from './outbox'
import { useSiteSettings } from '@/features/site/api/use-site-settings'
import { leadCallLinks, leadMailto } from './lead-mail'

/** Whether the device has a connection, from the browser's events, while someone watches. */
const connection = createStore(true, {
  start: ({ set }) => {
    const update = () => set(navigator.onLine)
    update()
    window.addEventListener('online', update)
    window.addEventListener('offline', update)
    return () => {
      window.removeEventListener('online', update)
      window.removeEventListener('offline', update)
    }
  },
})

/** The site's cap on requests is met: this one waits on the device for the next window; the phone and WhatsApp meanwhile. */
function SiteBusyStatus({ entry, persistent }: { entry: OutboxEntry; persistent: boolean }) {
  const { i18n } = useLingui()
  const links = leadCallLinks(entry, i18n, useSiteSettings())
  const phone = links.phone
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconClockHour4 size={20} aria-hidden />}
      title={<Trans>Too many requests right now</Trans>}
      role="status"
      data-testid="lead-status"
      data-state="busy"
    >
      <Text fz="sm" mb="sm">
        <Trans>
          We are receiving more requests than the site can take at the moment. Yours is not lost: it is kept on this device and sent by itself in a few minutes.
        </Trans>{' '}
        {persistent ? <Trans>You can close the page.</Trans> : <Trans>This browser cannot keep it: leave this page open until it has gone.</Trans>}
      </Text>
      <Text fz="sm" mb="sm">
        <Trans>In a hurry? Call us, or write to us on WhatsApp.</Trans>
      </Text>
      <Group gap="xs">
        <Button component="a" href={links.tel} size="sm" leftSection={<IconPhone size={18} aria-hidden />}>
          <Trans>Call {phone}</Trans>
        </Button>
        <Button
          component="a"
          href={links.whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          variant="light"
          leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
        >
          <Trans>Message on WhatsApp</Trans>
        </Button>
      </Group>
    </Alert>
  )
}

/**
 * Where a request sent from this device is, live: waiting for the connection, on its way, held while the site
 * takes no more requests, arrived (with its photos), or refused, with what the visitor can do then (call or write
 * on WhatsApp; send it by e-mail: nothing typed is lost).
 */
export function LeadStatus({ entry, persistent = true }: { entry: OutboxEntry; persistent?: boolean }) {
  const { i18n } = useLingui()
  const dealerEmail = useSiteSettings().email
  // Never in prerendered HTML: a status shows after a send.
  const online = useStore(connection, true)
  const status = visitorStatus(entry)
  const { uploaded, total } = photoProgress(entry)

  if (status === 'delivered') {
    return (
      <Alert
        color="green"
        variant="light"
        icon={<IconCircleCheck size={20} aria-hidden />}
        title={<Trans>Request received</Trans>}
        role="status"
        data-testid="lead-status"
        data-state="delivered"
      >
        <Trans>It has reached us: we will get back to you as soon as we can, usually within one working day.</Trans>
      </Alert>
    )
  }
  if (status === 'busy') return <SiteBusyStatus entry={entry} persistent={persistent} />
  if (status === 'refused') {
    const mailto = leadMailto(entry, i18n, dealerEmail)
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        title={<Trans>The request could not be sent</Trans>}
        role="alert"
        data-testid="lead-status"
        data-state="refused"
      >
        <Text fz="sm" mb="sm">
          {entry.refusal === 'unreadable' ? (
            <Trans>
              It was saved on this device by an earlier version of the site, and this one cannot send it. Send it to us by e-mail instead: everything you wrote
              is in the message.
            </Trans>
          ) : (
            <Trans>Our server did not accept it. Send it to us by e-mail instead: everything you wrote is in the message.</Trans>
          )}
        </Text>
        <Group gap="xs">
          <Button component="a" href={mailto} size="sm" leftSection={<IconMail size={18} aria-hidden />}>
            <Trans>Send by e-mail</Trans>
          </Button>
          <Button variant="default" size="sm" onClick={() => void forgetEntry(entry.id)}>
            <Trans>Delete it from this device</Trans>
          </Button>
        </Group>
      </Alert>
    )
  }
  const sending = status === 'sending' || status === 'photos'
  return (
    <Alert
      color="blue"
      variant="light"
      icon={sending ? <Loader size={18} aria-hidden /> : <IconClockHour4 size={20} aria-hidden />}
      title={<Trans>Sent</Trans>}
      role="status"
      data-testid="lead-status"
      data-state={status}
    >
      {status === 'photos' ? (
        <Trans>
          The request has reached us; the photos are on their way ({uploaded} of {total}).
        </Trans>
      ) : online ? (
        <Trans>Sent: it will reach us in a moment.</Trans>
      ) : (
        <Trans>Sent: it will reach us as soon as the connection returns.</Trans>
      )}{' '}
      {persistent ? (
        <Trans>It is kept on this device and goes by itself: you can close the page.</Trans>
      ) : (
        <Trans>
          This browser cannot keep it: leave this page open until it has gone, or{' '}
          <Anchor href={leadMailto(entry, i18n, dealerEmail)} inherit>
            send it by e-mail
          </Anchor>
          .
        </Trans>
      )}
    </Alert>
  )
}
