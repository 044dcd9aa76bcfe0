import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import type { Lead } from '@/features/leads/model/lead-schema'

/** Asks before a lead (and its photos) is deleted for good. */
export function DeleteLeadDialog({ lead, opened, onCancel, onConfirm }: { lead: Lead; opened: boolean; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useLingui()
  const name = lead.name
  const count = lead.kind === 'trade-in' ? lead.photos.length : 0
  return (
    <Modal opened={opened} onClose={onCancel} title={t`Delete the request of ${name}?`} centered>
      <Stack>
        <Text>
          {count > 0 ? (
            <Trans>
              The request will be deleted for good, with its photos ({count}): do it when the visitor asks to be forgotten, or when it is too old to keep. This
              cannot be undone.
            </Trans>
          ) : (
            <Trans>
              The request will be deleted for good: do it when the visitor asks to be forgotten, or when it is too old to keep. This cannot be undone.
            </Trans>
          )}
        </Text>
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
