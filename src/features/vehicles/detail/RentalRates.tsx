import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Paper, Stack, Text, Title } from '@mantine/core'
import { useId, type ReactNode } from 'react'
import type { Locale } from '@/lib/locale'
import { extraKmText, RENTAL_EXTRA_LABELS, rentalDaysText } from '../components/rental-quote-text'
import { formatKm, formatPrice } from '../format'
import type { RentVehicle } from '../model/vehicle-schema'
import classes from './VehiclePage.module.css'

/** A rental's optional terms, those it has: weekend and monthly rates, shortest and longest rental, its extras. */
function optionalTerms(vehicle: RentVehicle, lang: Locale, i18n: I18n): { label: string; value: string }[] {
  const { weekendRate, monthlyRate, minDays, maxDays, childSeatPerDay, secondDriverPerDay, extraKmCents } = vehicle
  const perDay = (rate: number) => {
    const price = formatPrice(rate, lang)
    return i18n._(msg`${price} per day`)
  }
  return [
    weekendRate === undefined ? null : { label: i18n._(msg`Weekend rate (Friday to Monday)`), value: formatPrice(weekendRate, lang) },
    monthlyRate === undefined ? null : { label: i18n._(msg`Monthly rate (30 days)`), value: formatPrice(monthlyRate, lang) },
    minDays === undefined ? null : { label: i18n._(msg`Shortest rental`), value: rentalDaysText(minDays, i18n) },
    maxDays === undefined ? null : { label: i18n._(msg`Longest rental`), value: rentalDaysText(maxDays, i18n) },
    childSeatPerDay === undefined ? null : { label: i18n._(RENTAL_EXTRA_LABELS['child-seat']), value: perDay(childSeatPerDay) },
    secondDriverPerDay === undefined ? null : { label: i18n._(RENTAL_EXTRA_LABELS['second-driver']), value: perDay(secondDriverPerDay) },
    extraKmCents === undefined ? null : { label: i18n._(msg`Extra kilometres`), value: extraKmText(extraKmCents, i18n, lang) },
  ].filter((row) => row !== null)
}

/** Daily and weekly rates, deposit, minimum age and included kilometres of a rental car. */
export function RentalRates({ vehicle, lang, children }: { vehicle: RentVehicle; lang: Locale; children?: ReactNode }) {
  const { t, i18n } = useLingui()
  const headingId = useId()
  const rate = formatPrice(vehicle.dailyRate, lang)
  const age = vehicle.minAge
  const km = formatKm(vehicle.includedKmPerDay, lang)
  const rows = [
    { label: t`Daily rate`, value: formatPrice(vehicle.dailyRate, lang) },
    { label: t`Weekly rate`, value: formatPrice(vehicle.weeklyRate, lang) },
    { label: t`Deposit`, value: formatPrice(vehicle.deposit, lang) },
    { label: t`Minimum driver age`, value: t`${age} years` },
    { label: t`Included kilometres`, value: t`${km} per day` },
    ...optionalTerms(vehicle, lang, i18n),
  ]
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={headingId}>
            <Trans>Rental rates</Trans>
          </Title>
          <Text component="p" className={classes.bigPrice} mt={4}>
            <Trans>from {rate}/day</Trans>
          </Text>
        </div>
        <dl className={classes.rates}>
          {rows.map((row) => (
            <div key={row.label} style={{ display: 'contents' }}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        {children}
      </Stack>
    </Paper>
  )
}
