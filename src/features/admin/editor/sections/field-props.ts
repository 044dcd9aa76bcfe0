import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useLocale } from '@/lib/use-locale'
import { TOUCH_INPUT } from '../../components/touch-input'
import { FIELD_LABELS } from '../../model/vehicle-form-fields'
import type { VehicleEditorForm, VehicleFormField, VehicleFormValues } from '../../model/vehicle-form-model'
import { numberPlaceholder, type NumberField } from '../../model/vehicle-form-numbers'

type InputField = VehicleFormField & keyof VehicleFormValues

/** The label and input props of the form's fields, and the options of its selects. */
export function useFieldProps(form: VehicleEditorForm) {
  const { t, i18n } = useLingui()
  const lang = useLocale()
  const label = (field: VehicleFormField) => i18n._(FIELD_LABELS[field])

  const textProps = (field: InputField) => ({
    label: label(field),
    styles: TOUCH_INPUT,
    ...(form.getInputProps(field) as { value: string; onChange: (event: unknown) => void; onFocus: () => void; onBlur: () => void; error?: ReactNode }),
  })

  /** A number field; a large number's placeholder shows how the user's language writes it ("45.000", "45,000"). */
  const numberProps = (field: NumberField, required = true) => ({
    ...textProps(field),
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    withAsterisk: required,
    placeholder: numberPlaceholder(field, lang),
  })

  /** A select's options, led by a "Choose…" that cannot be picked again. */
  const selectData = (options: readonly { value: string; label: string }[]) => [{ value: '', label: t`Choose…`, disabled: true }, ...options]

  return { label, textProps, numberProps, selectData }
}
