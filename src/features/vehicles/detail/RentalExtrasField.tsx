import { useLingui } from '@lingui/react/macro'
import { Checkbox, Group } from '@mantine/core'
import type { RentalExtra } from '@/features/leads/model/lead-constants'
import type { Locale } from '@/lib/locale'
import { RENTAL_EXTRA_LABELS } from '../components/rental-quote-text'
import { formatPrice } from '../format'
import { offeredExtras, type RentalTerms } from '../model/rental-pricing'

/**
 * The extras the car prices (a child seat, a second driver), one checkbox each with its rate per day; nothing
 * when it prices none. The price below adds a line for each one chosen.
 */
export function RentalExtrasField({
  terms,
  lang,
  value,
  onChange,
}: {
  terms: RentalTerms
  lang: Locale
  value: readonly RentalExtra[]
  onChange: (extras: RentalExtra[]) => void
}) {
  const { t, i18n } = useLingui()
  const offered = offeredExtras(terms)
  if (offered.length === 0) return null
  return (
    <Checkbox.Group label={t`Extras`} value={[...value]} onChange={(chosen) => onChange(chosen as RentalExtra[])}>
      <Group gap="md" mt={4}>
        {offered.map(({ extra, perDay }) => {
          const name = i18n._(RENTAL_EXTRA_LABELS[extra])
          const rate = formatPrice(perDay, lang)
          return <Checkbox key={extra} value={extra} label={t`${name}, ${rate} per day`} />
        })}
      </Group>
    </Checkbox.Group>
  )
}
