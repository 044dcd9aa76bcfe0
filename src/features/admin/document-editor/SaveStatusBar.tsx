import { Trans } from '@lingui/react/macro'
import { Button, Group, Paper, Text } from '@mantine/core'
import { IconCheck, IconCloudUpload, IconDeviceFloppy } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import type { BaseSaveNote } from './use-document-editor'

interface Props {
  /** The last save's note (an editor's own kinds are shown by `children`). */
  note: BaseSaveNote | { kind: string } | null
  /** The document has a write the server has not confirmed yet. */
  pending: boolean
  /** The form differs from what was last saved. */
  dirty: boolean
  /** The editor's own notes. */
  children?: ReactNode
}

const isInvalid = (note: Props['note']): note is Extract<BaseSaveNote, { kind: 'invalid' }> => note?.kind === 'invalid'

/** The bar at the bottom of an editor's form: where the last save stands, and the Save button (the form's submit). */
export function SaveStatusBar({ note, pending, dirty, children }: Props) {
  const invalidCount = isInvalid(note) ? note.count : 0
  return (
    <Paper withBorder radius="md" p="sm" pos="sticky" bottom={0} style={{ zIndex: 5 }} shadow="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div aria-live="polite" data-testid="save-status">
          {isInvalid(note) && (
            <Text c="red.9" fw={600}>
              <Trans>Check the highlighted fields ({invalidCount}).</Trans>
            </Text>
          )}
          {note?.kind === 'error' && (
            <Text c="red.9" fw={600}>
              <Trans>Not saved. What you typed is kept on this device.</Trans>
            </Text>
          )}
          {children}
          {(note === null || note.kind === 'saved') && pending && (
            <Group gap={6} c="orange.9">
              <IconCloudUpload size={20} aria-hidden />
              <Text fw={600}>
                <Trans>Saved on this device, waiting to sync</Trans>
              </Text>
            </Group>
          )}
          {note?.kind === 'saved' && !pending && !dirty && (
            <Group gap={6} c="green.9">
              <IconCheck size={20} aria-hidden />
              <Text fw={600}>
                <Trans>Saved</Trans>
              </Text>
            </Group>
          )}
          {dirty && note?.kind !== 'invalid' && (
            <Text c="dimmed" size="sm">
              <Trans>Unsaved changes (kept on this device as a draft)</Trans>
            </Text>
          )}
        </div>
        <Button type="submit" size="md" h={48} leftSection={<IconDeviceFloppy size={20} aria-hidden />}>
          <Trans>Save</Trans>
        </Button>
      </Group>
    </Paper>
  )
}
