import { Trans } from '@lingui/react/macro'
import { Alert, Box, Paper, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react'
import { memo, useEffect, useId, useRef } from 'react'
import { Page } from '@/components/Page'
import { trackEvent } from '@/features/analytics/events'
import { rememberViewed } from '@/features/garage/recently-viewed'
import { lazyIsland } from '@/lib/island'
import { AnchorLink } from '@/lib/links'
import type { Locale } from '@/lib/locale'
import { useLocale } from '@/lib/use-locale'
import { vehicleName } from '../vehicle-labels'
import { formatPrice } from '../format'
import { RecentlyViewedPlace } from '../listing/RecentlyViewedPlace'
import { listPrice } from '../model/list-price'
import type { Vehicle } from '../model/vehicle-schema'
import { ContactActions } from './ContactActions'
import { PhotoGallery } from './PhotoGallery'
import { RentalRates } from './RentalRates'
import { VehicleHeader } from './VehicleHeader'
import { VehicleNoLongerOnSale } from './VehicleNoLongerOnSale'
import { VehicleRequests } from './VehicleRequests'
import { leadVehicleOf } from './lead-vehicle'
import { SimilarVehiclesIsland } from './similar-vehicles-island'
import { useLeadDialog } from '@/features/leads/forms/use-lead-dialog'
import classes from './VehiclePage.module.css'

/**
 * Below the first screen, islands (src/lib/island.tsx): a used car's payment calculator, the details
 * (specifications, equipment, description), a rental's request form and calendar, and the similar cars load their
 * code, and are hydrated, once the app has the page or as they come near the screen, so that a car's first page
 * needs less code before it is the app's, and hydrates in smaller parts.
 */
const PaymentCalculator = lazyIsland(() => import('./PaymentCalculator.island').then((module) => module.PaymentCalculator))
const VehicleDetails = lazyIsland(() => import('./VehicleDetails.island').then((module) => module.VehicleDetails))
const RentalBooking = lazyIsland(() => import('./RentalBooking.island').then((module) => module.RentalBooking))

/** Reports one `view_item` per vehicle shown (not per render, nor twice under StrictMode). */
function useViewItem(vehicle: Vehicle) {
  const tracked = useRef<string | null>(null)
  useEffect(() => {
    if (tracked.current === vehicle.id) return
    tracked.current = vehicle.id
    trackEvent({ name: 'view_item', vehicleId: vehicle.id, category: vehicle.category, price: listPrice(vehicle) })
  }, [vehicle])
}

/** Puts a published car first among the recently viewed (an admin's preview of a draft is no visit). */
function useRememberViewed(vehicle: Vehicle) {
  const { id, category, published } = vehicle
  useEffect(() => {
    if (published) rememberViewed({ id, category })
  }, [id, category, published])
}

/**
 * A vehicle's page: the car on sale (or reserved, or a rental), or, once it is sold, the notice that it is,
 * without its price and details. On a prerendered page the first render shows the car the page was made with,
 * the live one follows (src/routes/$lang/detail/$id.tsx). The same vehicle (the live one unchanged) renders nothing anew.
 */
export const VehiclePage = memo(function VehiclePage({ vehicle }: { vehicle: Vehicle }) {
  useRememberViewed(vehicle)
  return vehicle.category === 'used' && vehicle.status === 'sold' ? <VehicleNoLongerOnSale vehicle={vehicle} /> : <VehicleOnSale vehicle={vehicle} />
})

/** The page a buyer studies before calling: photos, price, facts, specifications, equipment, description, contact. */
function VehicleOnSale({ vehicle }: { vehicle: Vehicle }) {
  const lang = useLocale()
  useViewItem(vehicle)
  const requests = useLeadDialog()

  return (
    <Page>
      <BackLink vehicle={vehicle} lang={lang} />
      <VehicleHeader vehicle={vehicle} lang={lang} />
      <div className={classes.layout}>
        <div className={classes.gallery}>
          <PhotoGallery photos={vehicle.photos} name={vehicleName(vehicle)} privatePhotos={!vehicle.published} />
        </div>
        <div className={classes.side}>
          <Stack gap="lg" className={classes.sideInner}>
            {vehicle.category === 'used' ? (
              <>
                <PriceBox vehicle={vehicle} lang={lang} />
                <PaymentCalculator
                  price={vehicle.price}
                  lang={lang}
                  onRequest={(financing) => requests.open({ kind: 'financing', vehicle: leadVehicleOf(vehicle), financing })}
                />
                <VehicleRequests vehicle={vehicle} onOpen={requests.open} />
              </>
            ) : (
              <>
                <RentalRates vehicle={vehicle} lang={lang}>
                  <StatusNote vehicle={vehicle} />
                  <Box visibleFrom="sm">
                    <ContactActions vehicle={vehicle} lang={lang} variant="panel" />
                  </Box>
                </RentalRates>
                <RentalBooking
                  vehicle={vehicle}
                  lang={lang}
                  onRequest={(rental) => requests.open({ kind: 'rental', vehicle: leadVehicleOf(vehicle), rental })}
                  islandClassName={classes.rentalBooking}
                />
              </>
            )}
          </Stack>
        </div>
        <VehicleDetails vehicle={vehicle} lang={lang} islandClassName={classes.details} />
      </div>
      <SimilarVehiclesIsland vehicle={vehicle} islandClassName={classes.more} />
      <RecentlyViewedPlace exclude={vehicle.id} className={classes.recentlyViewed} />
      <ContactActions vehicle={vehicle} lang={lang} variant="bar" />
      {requests.dialog}
    </Page>
  )
}

function BackLink({ vehicle, lang }: { vehicle: Vehicle; lang: Locale }) {
  return (
    <AnchorLink
      to="/$lang/list/$category"
      params={{ lang, category: vehicle.category }}
      fz="sm"
      fw={500}
      mb="md"
      display="inline-flex"
      style={{ alignItems: 'center', gap: 6 }}
    >
      <IconArrowLeft size={16} aria-hidden />
      {vehicle.category === 'used' ? <Trans>All used cars</Trans> : <Trans>All rental cars</Trans>}
    </AnchorLink>
  )
}

function PriceBox({ vehicle, lang }: { vehicle: Extract<Vehicle, { category: 'used' }>; lang: Locale }) {
  const headingId = useId()
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={headingId}>
            <Trans>Price</Trans>
          </Title>
          <Text component="p" className={classes.bigPrice} mt={4} data-testid="price">
            {formatPrice(vehicle.price, lang)}
          </Text>
          <Text fz="sm" c="dimmed" mt={4}>
            <Trans>Ask us about financing and trade-ins.</Trans>
          </Text>
        </div>
        <StatusNote vehicle={vehicle} />
        <Box visibleFrom="sm">
          <ContactActions vehicle={vehicle} lang={lang} variant="panel" />
        </Box>
      </Stack>
    </Paper>
  )
}

function StatusNote({ vehicle }: { vehicle: Vehicle }) {
  if (vehicle.status === 'available') return null
  return (
    <Alert color="yellow" icon={<IconInfoCircle size={20} aria-hidden />} p="sm">
      {vehicle.status === 'reserved' && <Trans>This car is reserved. Call us to hear if it becomes available again, or to see similar cars.</Trans>}
      {vehicle.status === 'unavailable' && <Trans>This car is not available for rent at the moment. Ask us about other dates or another car.</Trans>}
    </Alert>
  )
}
