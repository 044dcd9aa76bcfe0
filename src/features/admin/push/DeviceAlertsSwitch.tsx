import { Trans, useLingui } from '@lingui/react/macro'
import { Switch } from '@mantine/core'
import { useLocale } from '@/lib/use-locale'
import { turnOffDeviceAlerts, turnOnDeviceAlerts, useDeviceAlerts, type DeviceAlertsStatus } from './device-alerts'

function Description({ status }: { status: DeviceAlertsStatus }) {
  switch (status) {
    case 'unsupported':
      return <Trans>This browser cannot show the site's notifications (on an iPhone or iPad, add the site to the Home Screen first).</Trans>
    case 'blocked':
      return <Trans>Notifications are blocked for this site: allow them in the browser's settings.</Trans>
    case 'on':
      return <Trans>Every new request appears on this device as a notification, even with the site closed.</Trans>
    default:
      return <Trans>A notification on this device for every new request.</Trans>
  }
}

/** "Notify me on this device": this device's push subscription for the signed-in staff member. */
export function DeviceAlertsSwitch({ uid }: { uid: string }) {
  const { t } = useLingui()
  const lang = useLocale()
  const { status, failed } = useDeviceAlerts()
  return (
    <Switch
      size="md"
      maw={360}
      label={t`Notify me on this device`}
      description={<Description status={status} />}
      error={failed ? <Trans>Notifications could not be turned on here. Check the connection and try again.</Trans> : undefined}
      checked={status === 'on'}
      disabled={status === 'checking' || status === 'working' || status === 'unsupported' || status === 'blocked'}
      onChange={(event) => void (event.currentTarget.checked ? turnOnDeviceAlerts(uid, lang) : turnOffDeviceAlerts())}
    />
  )
}
