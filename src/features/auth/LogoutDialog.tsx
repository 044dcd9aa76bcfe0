import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { logOut } from './logout'
import { cancelLogout, useLogoutPrompt } from './logout-prompt'

/** Asks before a logout that would lose changes not yet synced (logout.ts). */
export default function LogoutDialog() {
  const { t } = useLingui()
  const prompt = useLogoutPrompt()
  return (
    <Modal opened={prompt !== null} onClose={cancelLogout} title={t`Log out?`} centered>
      <Stack>
        <Text>
          <Trans>There are changes not synced yet: if you log out now, they will be lost.</Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" h={44} onClick={cancelLogout} data-autofocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" h={44} onClick={() => prompt && void logOut(prompt.lang, prompt.steps)}>
            <Trans>Log out anyway</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
