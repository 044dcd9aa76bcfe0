import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core'
import { logOut } from './logout'
import { cancelLogout, useLogoutState } from './logout-prompt'

/** The notice of a logout under way has no way to close it: the logout goes on, and ends on the login page. */
const stayOpen = () => {}

/**
 * A logout under way (logout.ts): while it checks what would be lost and while it clears the device, a notice
 * that it is happening (the check can take seconds on a slow start); when changes have not synced, the question.
 */
export default function LogoutDialog() {
  const { t } = useLingui()
  const logout = useLogoutState()
  if (logout === null) return null
  if (logout.stage !== 'asking') {
    return (
      <Modal opened onClose={stayOpen} title={t`Logging out…`} centered withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false}>
        <Group gap="sm" wrap="nowrap" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{logout.stage === 'leaving' ? t`Closing the session on this device.` : t`Checking that every change has reached the server.`}</Text>
        </Group>
      </Modal>
    )
  }
  return (
    <Modal opened onClose={cancelLogout} title={t`Log out?`} centered>
      <Stack>
        <Text>
          <Trans>There are changes not synced yet: if you log out now, they will be lost.</Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" h={44} onClick={cancelLogout} data-autofocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" h={44} onClick={() => void logOut(logout.lang, logout.steps)}>
            <Trans>Log out anyway</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
