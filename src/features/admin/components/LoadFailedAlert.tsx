import { Alert } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { SignInLink } from './SignInLink'

/**
 * A list of the reserved area could not be read: refused (`denied`: signed out, or no longer an admin), said by
 * `deniedMessage` with a link to sign in again; or failed otherwise (`children`), which the list mends by itself.
 */
export function LoadFailedAlert({ denied, deniedMessage, children }: { denied: boolean; deniedMessage: ReactNode; children: ReactNode }) {
  return (
    <Alert color="red" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert" mb="md">
      {denied ? (
        <>
          {deniedMessage} <SignInLink />
        </>
      ) : (
        children
      )}
    </Alert>
  )
}
