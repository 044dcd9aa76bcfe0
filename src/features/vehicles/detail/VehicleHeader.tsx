import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Group, Stack, Text, Title } from '@mantine/core'
import { IconCalendar, IconEngine, IconGasStation, IconLeaf, IconManualGearbox, IconRoad } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { ResponsiveGrid } from '@/components/ResponsiveGrid'
import type { Locale } from '@/lib/locale'
import { vehiclePriceLabel } from './contact-messages'
import { formatKm, formatPower, formatRegistration } from '../format'
import type { VehicleStatus } from '../model/vehicle-constants'
import type { Vehicle } from '../model/vehicle-schema'
import { CATEGORY_LABELS, FUEL_LABELS, GEARBOX_LABELS, STATUS_LABELS, euroClassLabel } from '../vehicle-labels'
import { GarageActions } from './GarageActions'
import classes from './VehiclePage.module.css'
import { pickLocalized } from './localized-text'

/** Badge colours with AA contrast for their text. */
const STATUS_BADGE: Record<Exclude<VehicleStatus, 'available'>, { color: string; textColor?: string }> = {
  reserved: { color: 'yellow.4', textColor: 'dark.9' },
  sold: { color: 'red.9' },
  unavailable: { color: 'gray.7' },
}

/** Name (the page's h1), category and status, the dealer's title, the price and the key facts. */
export function VehicleHeader({ vehicle, lang }: { vehicle: Vehicle; lang: Locale }) {
  const { i18n } = useLingui()
  const subtitle = pickLocalized(vehicle.title, lang)
  const status = vehicle.status === 'available' ? null : STATUS_BADGE[vehicle.status]

  return (
    <Stack gap="md" mb="lg">
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <Stack gap={6} className={classes.headerName}>
          <Group gap="xs">
            <Badge variant="default">{i18n._(CATEGORY_LABELS[vehicle.category])}</Badge>
            {status && (
              <Badge color={status.color} c={status.textColor} data-testid="status-badge">
                {i18n._(STATUS_LABELS[vehicle.status])}
              </Badge>
            )}
            {!vehicle.published && (
              <Badge color="gray.7">
                <Trans>Draft: not visible to visitors</Trans>
              </Badge>
            )}
          </Group>
          <Title order={1} className={classes.title}>
            {vehicle.make} {vehicle.model}
            {vehicle.version.trim() && (
              <>
                {' '}
                <span className={classes.version}>{vehicle.version}</span>
              </>
            )}
          </Title>
          {subtitle.text && (
            <Text c="dimmed" lang={subtitle.lang}>
              {subtitle.text}
            </Text>
          )}
        </Stack>
        <Text component="p" className={classes.headerPrice} data-testid="header-price">
          {vehiclePriceLabel(vehicle, lang, i18n)}
        </Text>
      </Group>
      {vehicle.published && <GarageActions vehicle={vehicle} />}
      <KeyFacts vehicle={vehicle} lang={lang} />
    </Stack>
  )
}

function KeyFacts({ vehicle, lang }: { vehicle: Vehicle; lang: Locale }) {
  const { t, i18n } = useLingui()
  const facts: { icon: ReactNode; label: string; value: string }[] = [
    { icon: <IconCalendar size={20} aria-hidden />, label: t`Registration`, value: formatRegistration(vehicle.firstRegistration) },
    { icon: <IconRoad size={20} aria-hidden />, label: t`Mileage`, value: formatKm(vehicle.mileageKm, lang) },
    { icon: <IconGasStation size={20} aria-hidden />, label: t`Fuel`, value: i18n._(FUEL_LABELS[vehicle.fuel]) },
    { icon: <IconManualGearbox size={20} aria-hidden />, label: t`Gearbox`, value: i18n._(GEARBOX_LABELS[vehicle.gearbox]) },
    { icon: <IconEngine size={20} aria-hidden />, label: t`Power`, value: formatPower(vehicle.powerKw, lang) },
    { icon: <IconLeaf size={20} aria-hidden />, label: t`Emission class`, value: euroClassLabel(vehicle.euroClass) },
  ]
  return (
    <ResponsiveGrid component="dl" cols={{ base: 2, xs: 3, lg: 6 }} spacing="xs" verticalSpacing="xs" className={classes.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={classes.fact}>
          <dt className={classes.factLabel}>
            {fact.icon}
            {fact.label}
          </dt>
          <dd className={classes.factValue}>{fact.value}</dd>
        </div>
      ))}
    </ResponsiveGrid>
  )
}
