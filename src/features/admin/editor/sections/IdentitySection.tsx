import { Trans, useLingui } from '@lingui/react/macro'
import { NativeSelect, SegmentedControl, Stack, Switch, Text } from '@mantine/core'
import '@mantine/core/styles/SegmentedControl.css'
import '@mantine/core/styles/Switch.css'
import { ResponsiveGrid } from '@/components/ResponsiveGrid'
import { STATUSES_BY_CATEGORY, VEHICLE_CATEGORIES, type VehicleCategory } from '@/features/vehicles/model/vehicle-constants'
import { CATEGORY_LABELS, STATUS_LABELS } from '@/features/vehicles/vehicle-labels'
import { labelOptions } from '@/lib/label-options'
import { Section } from '../../components/Section'
import type { VehicleEditorForm } from '../../model/vehicle-form-model'
import { statusForCategory } from '../../model/vehicle-form-model'
import { useFieldProps } from './field-props'

/** Category and status, and where the car shows: published, featured. */
export function IdentitySection({ form }: { form: VehicleEditorForm }) {
  const { t, i18n } = useLingui()
  const { label, textProps } = useFieldProps(form)
  const { category, status } = form.values

  const setCategory = (next: VehicleCategory) => {
    form.setValues({ category: next, status: statusForCategory(next, status) })
  }

  return (
    <Section title={<Trans>Identity</Trans>}>
      <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="category-label">
            {label('category')}
          </Text>
          <SegmentedControl
            aria-labelledby="category-label"
            value={category}
            onChange={(value) => setCategory(value as VehicleCategory)}
            data={labelOptions(VEHICLE_CATEGORIES, CATEGORY_LABELS, i18n)}
            size="md"
            fullWidth
          />
        </Stack>
        <NativeSelect {...textProps('status')} data={labelOptions(STATUSES_BY_CATEGORY[category], STATUS_LABELS, i18n)} />
        <Switch
          size="lg"
          label={label('published')}
          description={t`Drafts are visible only here.`}
          {...form.getInputProps('published', { type: 'checkbox' })}
        />
        <Switch size="lg" label={label('featured')} {...form.getInputProps('featured', { type: 'checkbox' })} />
      </ResponsiveGrid>
    </Section>
  )
}
