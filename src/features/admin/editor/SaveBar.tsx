import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Paper, Text } from '@mantine/core'
import { IconCheck, IconCloudUpload, IconDeviceFloppy } from '@tabler/icons-react'
import { catalogFullMessage } from '../components/CatalogCapacityAlerts'
import type { SaveNote } from './use-vehicle-editor'

interface Props {
  note: SaveNote
  /** The vehicle has a write the server has not confirmed yet. */
  pending: boolean
  /** The form differs from what was last saved. */
  dirty: boolean
}

/** The bar at the bottom of the form: where the last save stands, and the Save button (the form's submit). */
export function SaveBar({ note, pending, dirty }: Props) {
  const { i18n } = useLingui()
  const invalidCount = note?.kind === 'invalid' ? note.count : 0
  return (
    <Paper withBorder radius="md" p="sm" pos="sticky" bottom={0} style={{ zIndex: 5 }} shadow="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div aria-live="polite" data-testid="save-status">
          {note?.kind === 'invalid' && (
            <Text c="red.9" fw={600}>
              <Trans>Check the highlighted fields ({invalidCount}).</Trans>
            </Text>
          )}
          {note?.kind === 'uploading' && (
            <Text c="orange.9" fw={600}>
              <Trans>Wait for the photos to finish uploading, or cancel them.</Trans>
            </Text>
          )}
          {note?.kind === 'catalog-full' && (
            <Text c="red.9" fw={600}>
              {i18n._(catalogFullMessage(note.category, 'save'))}
            </Text>
          )}
          {note?.kind === 'photos-dropped' && (
            <Text c="orange.9" fw={600}>
              <Plural value={note.count} one="Saved without # photo that another device had deleted." other="Saved without # photos that another device had deleted." />
            </Text>
          )}
          {note?.kind === 'error' && (
            <Text c="red.9" fw={600}>
              <Trans>Not saved. What you typed is kept on this device.</Trans>
            </Text>
          )}
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
