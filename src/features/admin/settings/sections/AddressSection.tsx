import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Text, TextInput, VisuallyHidden } from '@mantine/core'
import { ResponsiveGrid } from '@/components/ResponsiveGrid'
import { SETTINGS_LIMITS } from '@/features/site/model/site-settings-schema'
import { TOUCH_INPUT } from '../../components/touch-input'
import { Section } from '../../components/Section'
import { readCoordinate, type SettingsForm } from '../model/settings-form-model'

/** The showroom's address and its position on the map (the map links and the map of "Where we are"). */
export function AddressSection({ form }: { form: SettingsForm }) {
  const { t } = useLingui()
  const latitude = readCoordinate(form.values.latitude)
  const longitude = readCoordinate(form.values.longitude)
  const located = Number.isFinite(latitude) && Number.isFinite(longitude)
  return (
    <Section title={<Trans>Address and map position</Trans>}>
      <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t`Street and number`}
          maxLength={SETTINGS_LIMITS.streetMaxLength}
          withAsterisk
          styles={TOUCH_INPUT}
          {...form.getInputProps('address.street')}
        />
        <TextInput label={t`Postal code`} inputMode="numeric" maxLength={5} withAsterisk styles={TOUCH_INPUT} {...form.getInputProps('address.postalCode')} />
        <TextInput label={t`Town`} maxLength={SETTINGS_LIMITS.placeMaxLength} withAsterisk styles={TOUCH_INPUT} {...form.getInputProps('address.city')} />
        <TextInput
          label={t`Province`}
          maxLength={SETTINGS_LIMITS.placeMaxLength}
          withAsterisk
          styles={TOUCH_INPUT}
          {...form.getInputProps('address.province')}
        />
        <TextInput label={t`Province code`} maxLength={2} withAsterisk styles={TOUCH_INPUT} {...form.getInputProps('address.provinceCode')} />
      </ResponsiveGrid>
      <Text size="sm" c="dimmed" mt="lg" mb="xs">
        <Trans>The map position: in Google Maps, press and hold the showroom, and the two numbers show at the top (latitude first).</Trans>
      </Text>
      <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t`Latitude`} inputMode="decimal" autoComplete="off" withAsterisk styles={TOUCH_INPUT} {...form.getInputProps('latitude')} />
        <TextInput label={t`Longitude`} inputMode="decimal" autoComplete="off" withAsterisk styles={TOUCH_INPUT} {...form.getInputProps('longitude')} />
      </ResponsiveGrid>
      {located && (
        <Anchor
          href={`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          mt="sm"
          display="inline-block"
        >
          <Trans>Check the position on OpenStreetMap</Trans>
          <VisuallyHidden> ({t`opens in a new tab`})</VisuallyHidden>
        </Anchor>
      )}
    </Section>
  )
}
