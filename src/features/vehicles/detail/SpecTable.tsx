import { Trans, useLingui } from '@lingui/react/macro'
import { Box, Title } from '@mantine/core'
import { useId } from 'react'
import { DataTable } from '@/components/DataTable'
import type { Locale } from '@/lib/locale'
import { formatKm, formatNumber, formatPower, formatRegistration } from '../format'
import type { Vehicle } from '../model/vehicle-schema'
import { BODY_TYPE_LABELS, CATEGORY_LABELS, FUEL_LABELS, GEARBOX_LABELS, euroClassLabel } from '../vehicle-labels'

interface SpecRow {
  key: string
  label: string
  value: string
  mono?: boolean
}

/** Every specification of the vehicle; optional ones (engine size, CO2, VIN) only when known. */
export function SpecTable({ vehicle, lang }: { vehicle: Vehicle; lang: Locale }) {
  const { t, i18n } = useLingui()
  const headingId = useId()
  const rows: (SpecRow | null)[] = [
    { key: 'category', label: t`Category`, value: i18n._(CATEGORY_LABELS[vehicle.category]) },
    { key: 'bodyType', label: t`Body type`, value: i18n._(BODY_TYPE_LABELS[vehicle.bodyType]) },
    { key: 'firstRegistration', label: t`First registration`, value: formatRegistration(vehicle.firstRegistration) },
    { key: 'mileage', label: t`Mileage`, value: formatKm(vehicle.mileageKm, lang) },
    { key: 'fuel', label: t`Fuel`, value: i18n._(FUEL_LABELS[vehicle.fuel]) },
    { key: 'gearbox', label: t`Gearbox`, value: i18n._(GEARBOX_LABELS[vehicle.gearbox]) },
    { key: 'power', label: t`Power`, value: formatPower(vehicle.powerKw, lang) },
    vehicle.engineCc === undefined ? null : { key: 'engineCc', label: t`Engine size`, value: `${formatNumber(vehicle.engineCc, lang)} cm³` },
    { key: 'doors', label: t`Doors`, value: formatNumber(vehicle.doors, lang) },
    { key: 'seats', label: t`Seats`, value: formatNumber(vehicle.seats, lang) },
    { key: 'color', label: t`Colour`, value: vehicle.color },
    { key: 'euroClass', label: t`Emission class`, value: euroClassLabel(vehicle.euroClass) },
    vehicle.co2GKm === undefined ? null : { key: 'co2', label: t`CO₂ emissions`, value: `${formatNumber(vehicle.co2GKm, lang)} g/km` },
    { key: 'previousOwners', label: t`Previous owners`, value: formatNumber(vehicle.previousOwners, lang) },
    vehicle.vin === undefined ? null : { key: 'vin', label: t`VIN (chassis number)`, value: vehicle.vin, mono: true },
  ]

  return (
    <section aria-labelledby={headingId}>
      <Title order={2} id={headingId} mb="sm">
        <Trans>Specifications</Trans>
      </Title>
      <DataTable striped withTableBorder spacing="xs" aria-labelledby={headingId} data-testid="spec-table">
        <tbody>
          {rows
            .filter((row): row is SpecRow => row !== null)
            .map((row) => (
              <tr key={row.key} data-spec={row.key}>
                <Box component="th" scope="row" fw={500} c="dimmed" w="45%">
                  {row.label}
                </Box>
                <Box component="td" fw={600} ff={row.mono ? 'monospace' : undefined} style={row.mono ? { overflowWrap: 'anywhere' } : undefined}>
                  {row.value}
                </Box>
              </tr>
            ))}
        </tbody>
      </DataTable>
    </section>
  )
}
