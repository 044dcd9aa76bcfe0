import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'

/** Asks before leaving the form with unsaved changes. */
export function LeaveDialog({ opened, onStay, onLeave }: { opened: boolean; onStay: () => void; onLeave: () => void }) {
  const { t } = useLingui()
  return (
    <Modal opened={opened} onClose={onStay} title={t`Leave without saving?`} centered>
      <Stack>
        <Text>
          <Trans>Your changes are not saved. They stay on this device as a draft, so you can finish them later.</Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" h={44} onClick={onStay}>
            <Trans>Stay</Trans>
          </Button>
          <Button h={44} onClick={onLeave}>
            <Trans>Leave</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
