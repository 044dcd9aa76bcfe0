import { Trans, useLingui } from '@lingui/react/macro'
import { Alert } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'

/** The vehicle was deleted by someone else while this form was open. */
export function DeletedNotice() {
  const { t } = useLingui()
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert" title={t`This vehicle was deleted`}>
      <Trans>
        Someone deleted this vehicle while you were editing it. What you typed is kept on this device: save to create it again, or discard the draft.
      </Trans>
    </Alert>
  )
}
