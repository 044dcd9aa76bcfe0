import { Plural, useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { catalogFullMessage } from '../components/CatalogCapacityAlerts'
import { SaveStatusBar } from '../document-editor/SaveStatusBar'
import type { SaveNote } from './use-vehicle-editor'

interface Props {
  note: SaveNote | null
  /** The vehicle has a write the server has not confirmed yet. */
  pending: boolean
  /** The form differs from what was last saved. */
  dirty: boolean
}

/** The vehicle form's save bar: the editors' one, with what only a vehicle's save can say. */
export function SaveBar({ note, pending, dirty }: Props) {
  const { i18n, t } = useLingui()
  return (
    <SaveStatusBar note={note} pending={pending} dirty={dirty}>
      {note?.kind === 'uploading' && (
        <Text c="orange.9" fw={600}>
          {t`Wait for the photos to finish uploading, or cancel them.`}
        </Text>
      )}
      {note?.kind === 'catalog-full' && (
        <Text c="red.9" fw={600}>
          {i18n._(catalogFullMessage(note.category, 'save'))}
        </Text>
      )}
      {note?.kind === 'photos-dropped' && (
        <Text c="orange.9" fw={600}>
          <Plural
            value={note.count}
            one="Saved without # photo that another device had deleted."
            other="Saved without # photos that another device had deleted."
          />
        </Text>
      )}
    </SaveStatusBar>
  )
}
