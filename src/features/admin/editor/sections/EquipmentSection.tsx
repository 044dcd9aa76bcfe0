import { Trans, useLingui } from '@lingui/react/macro'
import { Checkbox } from '@mantine/core'
import '@mantine/core/styles/Checkbox.css'
import { ResponsiveGrid } from '@/components/ResponsiveGrid'
import { EQUIPMENT_KEYS } from '@/features/vehicles/model/vehicle-constants'
import { EQUIPMENT_LABELS } from '@/features/vehicles/vehicle-labels'
import { Section } from '../../components/Section'
import type { VehicleEditorForm } from '../../model/vehicle-form-model'
import { useFieldProps } from './field-props'

/** The equipment, one checkbox per key; stored in the keys' own order, whatever the order of the clicks. */
export function EquipmentSection({ form }: { form: VehicleEditorForm }) {
  const { i18n } = useLingui()
  const { label } = useFieldProps(form)
  return (
    <Section title={<Trans>Equipment</Trans>}>
      <Checkbox.Group
        value={form.values.equipment}
        onChange={(keys) =>
          form.setFieldValue(
            'equipment',
            EQUIPMENT_KEYS.filter((key) => keys.includes(key)),
          )
        }
        aria-label={label('equipment')}
      >
        <ResponsiveGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
          {EQUIPMENT_KEYS.map((key) => (
            <Checkbox key={key} value={key} label={i18n._(EQUIPMENT_LABELS[key])} size="md" py={10} />
          ))}
        </ResponsiveGrid>
      </Checkbox.Group>
    </Section>
  )
}
