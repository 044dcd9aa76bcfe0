import { Trans, useLingui } from '@lingui/react/macro'
import { Paper, Stack, Text, Title } from '@mantine/core'
import { useId, type ReactNode } from 'react'
import type { Locale } from '@/lib/locale'
import { formatKm, formatPrice } from '../format'
import type { RentVehicle } from '../model/vehicle-schema'
import classes from './VehiclePage.module.css'

/** Daily and weekly rates, deposit, minimum age and included kilometres of a rental car. */
export function RentalRates({ vehicle, lang, children }: { vehicle: RentVehicle; lang: Locale; children?: ReactNode }) {
  const { t } = useLingui()
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
