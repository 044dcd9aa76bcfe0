import { useLingui } from '@lingui/react/macro'
import { IconWifi, IconWifiOff } from '@tabler/icons-react'
import { useNetworkStatus } from './network-status'
import classes from '@/components/BottomNotice.module.css'

/**
 * A small banner while the browser is offline, and "back online" for a few seconds after. The live region is
 * always in the page (empty when online), so screen readers announce each change.
 */
export function OfflineNotice() {
  const { t } = useLingui()
  const status = useNetworkStatus()
  return (
    <div role="status" data-testid="offline-notice">
      {status === 'offline' && (
        <div className={classes.notice} data-status="offline">
          <IconWifiOff size={18} aria-hidden className={classes.icon} />
          <span>{t`You are offline. Pages and vehicles you have already seen are still available.`}</span>
        </div>
      )}
      {status === 'back-online' && (
        <div className={classes.notice} data-status="back-online" data-tone="good">
          <IconWifi size={18} aria-hidden className={classes.icon} />
          <span>{t`You are back online.`}</span>
        </div>
      )}
    </div>
  )
}
