import { Trans } from '@lingui/react/macro'
import { Stack, Text, Title } from '@mantine/core'
import { IconCarOff } from '@tabler/icons-react'
import { IconTile } from '@/components/IconTile'
import { Page } from '@/components/Page'
import { ButtonLink } from '@/lib/links'
import { useLocale } from '@/lib/use-locale'
import { vehicleName } from '../vehicle-labels'
import type { Vehicle } from '../model/vehicle-schema'
import { SimilarVehiclesIsland } from './similar-vehicles-island'
import classes from './VehiclePage.module.css'

/**
 * What a car's address shows once the car is no longer for sale: sold (the car, without its price or details),
 * or no longer published (unpublished, deleted, or never there: no car at all), with the way to the cars on sale
 * now. The page's head asks not to be indexed (src/features/seo/vehicle-head.ts, the route's head).
 */
export function VehicleNoLongerOnSale({ vehicle }: { vehicle?: Extract<Vehicle, { category: 'used' }> }) {
  const lang = useLocale()
  return (
    <Page>
      <Stack align="center" ta="center" gap="md" py={48} data-testid="vehicle-no-longer-on-sale">
        <IconTile size={72} radius="xl" color="gray">
          <IconCarOff size={40} aria-hidden />
        </IconTile>
        <Title order={1}>{vehicle ? <Trans>This car has been sold</Trans> : <Trans>This car is no longer available</Trans>}</Title>
        {vehicle && (
          <Text fz="lg" fw={500}>
            {vehicleName(vehicle)}
          </Text>
        )}
        <Text c="dimmed" maw={520}>
          {vehicle ? (
            <Trans>Have a look at the used cars we have on sale now, or tell us what you are looking for: we will help you find it.</Trans>
          ) : (
            <Trans>It has been sold or withdrawn from sale. Have a look at the cars we have now, or tell us what you are looking for.</Trans>
          )}
        </Text>
        {vehicle ? (
          <ButtonLink to="/$lang/list/$category" params={{ lang, category: 'used' }} size="md">
            <Trans>See the used cars for sale</Trans>
          </ButtonLink>
        ) : (
          <ButtonLink to="/$lang/list" params={{ lang }} size="md">
            <Trans>See all our cars</Trans>
          </ButtonLink>
        )}
      </Stack>
      {vehicle && <SimilarVehiclesIsland vehicle={vehicle} islandClassName={classes.more} />}
    </Page>
  )
}
