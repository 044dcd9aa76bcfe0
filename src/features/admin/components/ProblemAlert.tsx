import { useLingui } from '@lingui/react/macro'
import { Alert, type AlertProps } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'

interface Props extends Omit<AlertProps, 'color' | 'icon' | 'role' | 'withCloseButton' | 'closeButtonLabel' | 'onClose'> {
  /** Red: something failed or was refused; orange: something waits for a decision. */
  tone: 'red' | 'orange'
  /** Given, the alert has a "Dismiss" button that calls it. */
  onDismiss?: () => void
}

/** A problem with the user's own work in the reserved area: a warning sign, announced at once, dismissable where it may be. */
export function ProblemAlert({ tone, onDismiss, children, ...rest }: Props) {
  const { t } = useLingui()
  return (
    <Alert
      color={tone}
      icon={<IconAlertTriangle size={20} aria-hidden />}
      role="alert"
      withCloseButton={onDismiss !== undefined}
      closeButtonLabel={t`Dismiss`}
      onClose={onDismiss}
      {...rest}
    >
      {children}
    </Alert>
  )
}
