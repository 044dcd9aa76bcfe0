import { Trans } from '@lingui/react/macro'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'

interface Props {
  opened: boolean
  title: string
  /** What goes, and that it cannot be undone. */
  children: ReactNode
  onCancel: () => void
  onConfirm: () => void
}

/** Asks before something is deleted for good: Cancel, or "Delete for good" (focused first). */
export function ConfirmDeleteDialog({ opened, title, children, onCancel, onConfirm }: Props) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack>
        <Text>{children}</Text>
        <Group justify="flex-end">
          <Button variant="default" h={44} onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red.9" h={44} onClick={onConfirm} data-autofocus>
            <Trans>Delete for good</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
