import { Trans, useLingui } from '@lingui/react/macro'
import { NativeSelect, TextInput } from '@mantine/core'
import { useMemo } from 'react'
import { ResponsiveGrid } from '@/components/ResponsiveGrid'
import { BODY_TYPES, EURO_CLASSES, FUELS, GEARBOXES, kwToCv, VEHICLE_LIMITS as L } from '@/features/vehicles/model/vehicle-constants'
import { BODY_TYPE_LABELS, euroClassLabel, FUEL_LABELS, GEARBOX_LABELS } from '@/features/vehicles/vehicle-labels'
import { dateTimeFormat, regionalLocale } from '@/lib/intl'
import { labelOptions } from '@/lib/label-options'
import { useLocale } from '@/lib/use-locale'
import { Section } from '../../components/Section'
import { parseLocaleNumber } from '../../model/parse-locale-number'
import type { VehicleEditorForm } from '../../model/vehicle-form-model'
import { useFieldProps } from './field-props'

/** The car itself: make, model, specifications, registration and identification. */
export function CarSection({ form }: { form: VehicleEditorForm }) {
  const { t, i18n } = useLingui()
  const lang = useLocale()
  const { textProps, numberProps, selectData } = useFieldProps(form)
  const { powerKw, fuel } = form.values

  const monthNames = useMemo(() => {
    const format = dateTimeFormat(regionalLocale(lang), { month: 'long', timeZone: 'UTC' })
    return Array.from({ length: 12 }, (_, index) => ({ value: String(index + 1), label: format.format(new Date(Date.UTC(2020, index, 1))) }))
  }, [lang])

  const kw = parseLocaleNumber(powerKw, lang, { decimals: false })
  const cv = kw !== null && kw > 0 ? kwToCv(kw) : null

  return (
    <Section title={<Trans>Car</Trans>}>
      <ResponsiveGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <TextInput {...textProps('make')} withAsterisk maxLength={L.makeMaxLength} autoComplete="off" />
        <TextInput {...textProps('model')} withAsterisk maxLength={L.modelMaxLength} autoComplete="off" />
        <TextInput {...textProps('version')} maxLength={L.versionMaxLength} autoComplete="off" />
        <NativeSelect {...textProps('bodyType')} withAsterisk data={selectData(labelOptions(BODY_TYPES, BODY_TYPE_LABELS, i18n))} />
        <NativeSelect {...textProps('fuel')} withAsterisk data={selectData(labelOptions(FUELS, FUEL_LABELS, i18n))} />
        <NativeSelect {...textProps('gearbox')} withAsterisk data={selectData(labelOptions(GEARBOXES, GEARBOX_LABELS, i18n))} />
        <NativeSelect {...textProps('registrationMonth')} withAsterisk data={[{ value: '', label: t`Choose…`, disabled: true }, ...monthNames]} />
        <TextInput {...numberProps('registrationYear')} inputMode="numeric" maxLength={4} />
        <TextInput {...numberProps('mileageKm')} />
        <TextInput {...numberProps('powerKw')} description={cv !== null ? t`= ${cv} CV` : ' '} />
        <TextInput {...numberProps('engineCc', false)} description={fuel === 'electric' ? t`Leave empty for an electric car.` : undefined} />
        <TextInput {...numberProps('doors')} inputMode="numeric" />
        <TextInput {...numberProps('seats')} inputMode="numeric" />
        <TextInput {...textProps('color')} withAsterisk maxLength={L.colorMaxLength} />
        <NativeSelect {...textProps('euroClass')} withAsterisk data={selectData(EURO_CLASSES.map((value) => ({ value, label: euroClassLabel(value) })))} />
        <TextInput {...numberProps('co2GKm', false)} inputMode="numeric" />
        <TextInput {...numberProps('previousOwners')} inputMode="numeric" />
        <TextInput {...textProps('vin')} maxLength={17} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
      </ResponsiveGrid>
    </Section>
  )
}
