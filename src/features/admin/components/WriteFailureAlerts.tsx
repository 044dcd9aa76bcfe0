import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { VehicleErrorCode } from '@/features/vehicles/api/vehicle-errors'
import { dismissWriteFailure, useWriteFailures, type WriteFailure } from '../api/admin-writes'
import { AlertStack } from './AlertStack'
import { ProblemAlert } from './ProblemAlert'
import { SignInLink } from './SignInLink'

/** The message for a refused or failed vehicle write. */
export function writeErrorMessage(code: VehicleErrorCode, name: string): MessageDescriptor {
  // Named in every message but the first: a lost permission concerns every vehicle alike.
  switch (code) {
    case 'permission-denied':
      return msg`You are no longer allowed to change vehicles: sign in again.`
    case 'not-found':
      return msg`${name} no longer exists: it was deleted meanwhile.`
    case 'invalid':
      return msg`The server refused the data of ${name} as not valid. Check the form and save again.`
    case 'unavailable':
      return msg`The server cannot be reached: ${name} was not changed. Try again when you have a connection.`
    default:
      return msg`${name} could not be changed. Try again.`
  }
}

function FailureAlert({ failure }: { failure: WriteFailure }) {
  const { i18n, t } = useLingui()
  const name = failure.vehicleName
  return (
    <ProblemAlert tone="red" onDismiss={() => dismissWriteFailure(failure.key)}>
      {failure.kind === 'photos'
        ? t`The photos of ${name} could not be deleted from storage; the vehicle itself is deleted.`
        : failure.code === 'permission-denied' && failure.kind === 'save'
          ? t`The server did not accept the changes to ${name}: another device may have changed it first, or you are no longer signed in. What you typed is kept on this device.`
          : failure.code === 'permission-denied'
            ? t`${name} was not changed: another device may have changed it first (the list shows its version now), or you are no longer signed in.`
            : i18n._(writeErrorMessage(failure.code, failure.vehicleName))}
      {failure.code === 'permission-denied' && (
        <>
          {' '}
          <SignInLink />
        </>
      )}
    </ProblemAlert>
  )
}

/** Failed writes, newest last, until dismissed. */
export function WriteFailureAlerts() {
  const failures = useWriteFailures()
  return <AlertStack items={failures}>{(failure) => <FailureAlert key={failure.key} failure={failure} />}</AlertStack>
}
