import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Image, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import '@mantine/core/styles/SegmentedControl.css'
import { useState, type ReactNode } from 'react'
import { ProblemAlert } from '../components/ProblemAlert'
import {
  BODY_TYPE_LABELS,
  CATEGORY_LABELS,
  EQUIPMENT_LABELS,
  FUEL_LABELS,
  GEARBOX_LABELS,
  STATUS_LABELS,
  euroClassLabel,
} from '@/features/vehicles/vehicle-labels'
import type { VehiclePhoto } from '@/features/vehicles/model/vehicle-schema'
import { conflictValue, differingFields, mergeConflict, type ConflictChoices, type ConflictField } from '../model/vehicle-conflict'
import { FIELD_LABELS } from '../model/vehicle-form-fields'
import type { VehicleFormValues } from '../model/vehicle-form-model'

interface Props {
  /** The vehicle as the server has it now. */
  theirs: VehicleFormValues
  /** What was typed on this device. */
  mine: VehicleFormValues
  /** The save was refused after the page that made it was closed (a reload, the next day). */
  afterReload: boolean
  /** Saves the chosen version on top of theirs. */
  onResolve: (merged: VehicleFormValues) => void
}

function Photos({ photos }: { photos: readonly VehiclePhoto[] }) {
  const { t } = useLingui()
  if (photos.length === 0) return <Text c="dimmed">—</Text>
  return (
    <Group gap={4}>
      {photos.map((photo, index) => (
        <Image key={photo.id} src={photo.thumb.url} w={64} h={48} radius="sm" alt={t`Photo ${index + 1}`} fit="cover" />
      ))}
    </Group>
  )
}

/** One side's value of a field, as the form shows it. */
function FieldValue({ values, field }: { values: VehicleFormValues; field: ConflictField }) {
  const { i18n, t } = useLingui()
  const value = conflictValue(values, field)
  let shown: ReactNode
  if (field === 'photos') return <Photos photos={values.photos} />
  if (field === 'equipment') shown = values.equipment.map((key) => i18n._(EQUIPMENT_LABELS[key])).join(', ')
  else if (field === 'category') shown = i18n._(CATEGORY_LABELS[values.category])
  else if (field === 'status') shown = i18n._(STATUS_LABELS[values.status])
  else if (field === 'fuel') shown = values.fuel && i18n._(FUEL_LABELS[values.fuel])
  else if (field === 'gearbox') shown = values.gearbox && i18n._(GEARBOX_LABELS[values.gearbox])
  else if (field === 'bodyType') shown = values.bodyType && i18n._(BODY_TYPE_LABELS[values.bodyType])
  else if (field === 'euroClass') shown = values.euroClass && euroClassLabel(values.euroClass)
  else if (typeof value === 'boolean') shown = value ? t`Yes` : t`No`
  else shown = String(value)
  return shown === '' ? (
    <Text c="dimmed">—</Text>
  ) : (
    <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lineClamp={6}>
      {shown}
    </Text>
  )
}

/**
 * A save refused because the vehicle changed meanwhile (another tablet saved first): their version and mine side
 * by side, only where they differ, to keep one or the other field by field, then save on top of theirs.
 */
export function ConflictView({ theirs, mine, afterReload, onResolve }: Props) {
  const { i18n, t } = useLingui()
  const fields = differingFields(theirs, mine)
  const [choices, setChoices] = useState<ConflictChoices>(() => Object.fromEntries(fields.map((field) => [field, 'mine'])))
  const chooseAll = (side: 'theirs' | 'mine') => setChoices(Object.fromEntries(fields.map((field) => [field, side])))

  return (
    <Paper withBorder radius="md" p="md" role="region" aria-labelledby="conflict-title" data-testid="conflict-view">
      <Stack gap="md">
        <ProblemAlert tone="orange">
          <Title order={2} size="h4" id="conflict-title" mb={4}>
            {afterReload ? <Trans>A change saved offline was not accepted</Trans> : <Trans>Someone else changed this vehicle</Trans>}
          </Title>
          <Trans>
            Another device saved this vehicle before your changes reached the server, so they were not saved. Nothing you typed is lost: choose, field by field,
            which version to keep, then save.
          </Trans>
        </ProblemAlert>
        {fields.length === 0 ? (
          <Text>
            <Trans>The two versions are the same: save to confirm.</Trans>
          </Text>
        ) : (
          <>
            <Group gap="sm">
              <Button variant="default" h={44} onClick={() => chooseAll('theirs')}>
                <Trans>Keep all theirs</Trans>
              </Button>
              <Button variant="default" h={44} onClick={() => chooseAll('mine')}>
                <Trans>Keep all mine</Trans>
              </Button>
            </Group>
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="sm" aria-label={t`Differences between the two versions`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">
                      <Trans>Field</Trans>
                    </Table.Th>
                    <Table.Th scope="col">
                      <Trans>Theirs (saved on the server)</Trans>
                    </Table.Th>
                    <Table.Th scope="col">
                      <Trans>Mine (this device)</Trans>
                    </Table.Th>
                    <Table.Th scope="col">
                      <Trans>Keep</Trans>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {fields.map((field) => {
                    const label = i18n._(FIELD_LABELS[field])
                    return (
                      <Table.Tr key={field} data-field={field}>
                        <Table.Th scope="row">{label}</Table.Th>
                        <Table.Td>
                          <FieldValue values={theirs} field={field} />
                        </Table.Td>
                        <Table.Td>
                          <FieldValue values={mine} field={field} />
                        </Table.Td>
                        <Table.Td>
                          <SegmentedControl
                            aria-label={t`Version of “${label}” to keep`}
                            value={choices[field] ?? 'mine'}
                            onChange={(side) => setChoices((current) => ({ ...current, [field]: side as 'theirs' | 'mine' }))}
                            data={[
                              { value: 'theirs', label: t`Theirs` },
                              { value: 'mine', label: t`Mine` },
                            ]}
                          />
                        </Table.Td>
                      </Table.Tr>
                    )
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
        <SimpleGrid cols={1}>
          <Button h={48} onClick={() => onResolve(mergeConflict(theirs, mine, { ...Object.fromEntries(fields.map((field) => [field, 'mine'])), ...choices }))}>
            <Trans>Save the chosen version</Trans>
          </Button>
        </SimpleGrid>
      </Stack>
    </Paper>
  )
}

/** The vehicle was deleted on another device while this one had changes to save. */
export function DeletedConflictNotice({ afterReload, onRecreate, onDiscard }: { afterReload: boolean; onRecreate: () => void; onDiscard: () => void }) {
  const { t } = useLingui()
  return (
    <ProblemAlert tone="orange" title={afterReload ? t`A change saved offline was not accepted` : t`This vehicle was deleted`} data-testid="deleted-conflict">
      <Stack gap="sm">
        <Text size="sm">
          <Trans>
            Another device deleted this vehicle, so your changes were not saved. They are kept on this device: create the vehicle again from them (photos that
            were deleted meanwhile are left out), or discard them.
          </Trans>
        </Text>
        <Group gap="sm">
          <Button h={44} onClick={onRecreate}>
            <Trans>Create it again</Trans>
          </Button>
          <Button variant="default" h={44} onClick={onDiscard}>
            <Trans>Discard my changes</Trans>
          </Button>
        </Group>
      </Stack>
    </ProblemAlert>
  )
}
