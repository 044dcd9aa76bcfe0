import { Trans } from '@lingui/react/macro'
import { Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core'
import '@mantine/core/styles/Tabs.css'
import { VEHICLE_LIMITS as L } from '@/features/vehicles/model/vehicle-constants'
import type { TextLanguage, VehicleEditorForm } from '../../model/vehicle-form-model'
import { TOUCH_INPUT } from '../../components/touch-input'
import { Section } from '../../components/Section'
import { useFieldProps } from './field-props'

const LANGUAGES = ['it', 'en'] as const

/** The title and description in Italian and in English, one tab each; a tab with a wrong field is marked. */
export function TextsSection({ form, tab, onTabChange }: { form: VehicleEditorForm; tab: TextLanguage; onTabChange: (tab: TextLanguage) => void }) {
  const { label } = useFieldProps(form)
  const errorsIt = Boolean(form.errors['title.it'] || form.errors['description.it'])
  const errorsEn = Boolean(form.errors['title.en'] || form.errors['description.en'])
  return (
    <Section title={<Trans>Texts</Trans>}>
      {form.errors.title && (
        <Text c="red.9" size="sm" role="alert" mb="sm">
          {form.errors.title}
        </Text>
      )}
      <Tabs value={tab} onChange={(value) => onTabChange(value === 'en' ? 'en' : 'it')} keepMounted>
        <Tabs.List>
          <Tabs.Tab value="it" h={48} c={errorsIt ? 'red.9' : undefined}>
            Italiano{errorsIt ? ' ⚠' : ''}
          </Tabs.Tab>
          <Tabs.Tab value="en" h={48} c={errorsEn ? 'red.9' : undefined}>
            English{errorsEn ? ' ⚠' : ''}
          </Tabs.Tab>
        </Tabs.List>
        {LANGUAGES.map((language) => (
          <Tabs.Panel key={language} value={language} pt="md">
            <Stack gap="md">
              <TextInput
                label={label(`title.${language}`)}
                lang={language}
                maxLength={L.titleMaxLength}
                styles={TOUCH_INPUT}
                {...form.getInputProps(`title.${language}`)}
              />
              <Textarea
                label={label(`description.${language}`)}
                lang={language}
                autosize
                minRows={5}
                maxRows={16}
                maxLength={L.descriptionMaxLength}
                {...form.getInputProps(`description.${language}`)}
              />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Section>
  )
}
