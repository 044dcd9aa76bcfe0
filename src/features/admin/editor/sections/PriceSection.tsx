import { Trans, useLingui } from '@lingui/react/macro'
import { TextInput } from '@mantine/core'
import { useLocale } from '@/lib/use-locale'
import { Section } from '../../components/Section'
import type { VehicleEditorForm } from '../../model/vehicle-form-model'
import { numberExample } from '../../model/vehicle-form-numbers'
import { useFieldProps } from './field-props'
import { ResponsiveGrid } from '@/components/ResponsiveGrid'

/** A used car's price, or a rental's rates and conditions. */
export function PriceSection({ form }: { form: VehicleEditorForm }) {
  const { t } = useLingui()
  const lang = useLocale()
  const { numberProps } = useFieldProps(form)
  const priceExample = numberExample('price', lang)
  const used = form.values.category === 'used'
  return (
    <Section title={used ? <Trans>Price</Trans> : <Trans>Rental rates</Trans>}>
      {used ? (
        <ResponsiveGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <TextInput {...numberProps('price')} description={t`For example ${priceExample}`} />
        </ResponsiveGrid>
      ) : (
        <ResponsiveGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <TextInput {...numberProps('dailyRate')} />
          <TextInput {...numberProps('weeklyRate')} />
          <TextInput {...numberProps('deposit')} />
          <TextInput {...numberProps('minAge')} inputMode="numeric" />
          <TextInput {...numberProps('includedKmPerDay')} inputMode="numeric" />
          <TextInput {...numberProps('weekendRate', false)} description={t`Optional: a Friday or Saturday pick-up, back by Monday.`} />
          <TextInput {...numberProps('monthlyRate', false)} description={t`Optional: each 30 days.`} />
          <TextInput {...numberProps('minDays', false)} inputMode="numeric" description={t`Optional: 1 day when empty.`} />
          <TextInput {...numberProps('maxDays', false)} inputMode="numeric" description={t`Optional: a year when empty.`} />
          <TextInput {...numberProps('childSeatPerDay', false)} inputMode="numeric" description={t`Optional: offered only when set.`} />
          <TextInput {...numberProps('secondDriverPerDay', false)} inputMode="numeric" description={t`Optional: offered only when set.`} />
          <TextInput {...numberProps('extraKmCents', false)} inputMode="numeric" description={t`Optional: for example 25 for 0.25 € a km.`} />
        </ResponsiveGrid>
      )}
    </Section>
  )
}
