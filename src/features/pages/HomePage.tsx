import { Trans } from '@lingui/react/macro'
import { Anchor, Box, Card, Group, Stack, Text, Title } from '@mantine/core'
import {
  IconArrowsExchange,
  IconCar,
  IconClipboardCheck,
  IconFileCertificate,
  IconKey,
  IconMapPin,
  IconPhone,
  IconReceiptEuro,
  IconShieldCheck,
} from '@tabler/icons-react'
import { useId } from 'react'
import { Page } from '@/components/Page'
import { PageHeader } from '@/components/PageHeader'
import { ResponsiveGrid } from '@/components/ResponsiveGrid'
import { business } from '@/config/business'
import { useSiteSettings } from '@/features/site/api/use-site-settings'
import { addressLine, telHref, weekdayHours } from '@/features/site/model/site-settings'
import { HomeVehicleSections } from '@/features/vehicles/listing/HomeVehicleSections'
import { RecentlyViewedPlace } from '@/features/vehicles/listing/RecentlyViewedPlace'
import { AnchorLink, ButtonLink } from '@/lib/links'
import { useLocale } from '@/lib/use-locale'
import { InfoCard } from './components/InfoCard'
import { dayGroupLabel, formatInterval, groupWeek } from './components/opening-hours'
import classes from './HomePage.module.css'

/**
 * The hero is text on a CSS gradient: no image above the fold, since it is the LCP element on a phone.
 * The gradient tints Mantine's "light" colour variables (which follow the light and dark schemes) towards the
 * body colour, so that text on it keeps its contrast.
 */
const heroBackground = [
  'linear-gradient(135deg',
  'color-mix(in srgb, var(--mantine-color-green-light) 50%, var(--mantine-color-body)) 0%',
  'var(--mantine-color-body) 60%',
  'color-mix(in srgb, var(--mantine-color-blue-light) 50%, var(--mantine-color-body)) 100%)',
].join(', ')

function Hero() {
  const lang = useLocale()
  const settings = useSiteSettings()
  const { province, city } = settings.address
  const phone = settings.phone
  return (
    <Box
      component="section"
      style={{ background: heroBackground, borderRadius: 'var(--mantine-radius-lg)', border: '1px solid var(--mantine-color-default-border)' }}
      className={classes.hero}
      mb="xl"
    >
      <PageHeader
        title={<Trans>Used cars and car rental in the province of {province}</Trans>}
        lead={
          <Trans>
            Checked used cars with warranty, and rental cars by the day or the week, a few minutes from {city}. Browse them online, then come and try
            them in our showroom.
          </Trans>
        }
      />
      <Group gap="md">
        <ButtonLink to="/$lang/list/$category" params={{ lang, category: 'used' }} size="lg" leftSection={<IconCar size={22} aria-hidden />}>
          <Trans>Browse used cars</Trans>
        </ButtonLink>
        <ButtonLink
          to="/$lang/list/$category"
          params={{ lang, category: 'rent' }}
          size="lg"
          variant="outline"
          leftSection={<IconKey size={22} aria-hidden />}
        >
          <Trans>Rent a car</Trans>
        </ButtonLink>
      </Group>
      <Group gap="xs" mt="lg" wrap="nowrap">
        <IconPhone size={18} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm">
          <Trans>
            Questions? Call us at <Anchor href={telHref(phone)} inherit>{phone}</Anchor>
          </Trans>
        </Text>
      </Group>
    </Box>
  )
}

function Reasons() {
  const lang = useLocale()
  const headingId = useId()
  return (
    <Box component="section" aria-labelledby={headingId} my="xl">
      <Title order={2} id={headingId} mb="md">
        <Trans>Why choose us</Trans>
      </Title>
      <ResponsiveGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <InfoCard icon={IconShieldCheck} title={<Trans>Warranty included</Trans>}>
          <Text size="sm">
            <Trans>Every used car sold to a consumer comes with the 12-month legal warranty of conformity, and you can extend the cover if you wish.</Trans>
          </Text>
        </InfoCard>
        <InfoCard icon={IconClipboardCheck} title={<Trans>Checked cars</Trans>}>
          <Text size="sm">
            <Trans>Before sale, every car is inspected, serviced as needed and checked against its documents and service history.</Trans>
          </Text>
        </InfoCard>
        <InfoCard icon={IconReceiptEuro} title={<Trans>Financing</Trans>}>
          <Text size="sm">
            <Trans>Pay in instalments with our partner lenders: we prepare a tailored quote with TAN and TAEG clearly stated, subject to approval.</Trans>
          </Text>
        </InfoCard>
        <InfoCard icon={IconArrowsExchange} title={<Trans>Trade-in</Trans>}>
          <Text size="sm">
            <Trans>Bring your current car: we value it on the spot and deduct the agreed amount from the price of your next one.</Trans>
          </Text>
        </InfoCard>
        <InfoCard icon={IconKey} title={<Trans>Flexible rental</Trans>}>
          <Text size="sm">
            <Trans>Cars for a day, a week or longer, with clear rates, included kilometres and insurance explained before you sign.</Trans>
          </Text>
        </InfoCard>
        <InfoCard icon={IconFileCertificate} title={<Trans>Paperwork handled</Trans>}>
          <Text size="sm">
            <Trans>We take care of the transfer of ownership and registration, so you drive away with everything in order.</Trans>
          </Text>
        </InfoCard>
      </ResponsiveGrid>
      <AnchorLink to="/$lang/servizi" params={{ lang }} mt="md" display="inline-block">
        <Trans>All our services</Trans>
      </AnchorLink>
    </Box>
  )
}

function VisitUs() {
  const lang = useLocale()
  const headingId = useId()
  const name = business.name
  const settings = useSiteSettings()
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="lg" padding="xl" my="xl">
      <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <div>
          <Stack gap="sm">
            <Title order={2} id={headingId}>
              <Trans>Visit us</Trans>
            </Title>
            <Text>
              <Trans>Come and see the cars in person at {name}: we are happy to arrange a test drive.</Trans>
            </Text>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconMapPin size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Text component="address" style={{ fontStyle: 'normal' }}>
                {addressLine(settings)}
              </Text>
            </Group>
            <Group gap="md">
              <ButtonLink to="/$lang/dovesiamo" params={{ lang }} variant="light">
                <Trans>Directions and opening hours</Trans>
              </ButtonLink>
              <AnchorLink to="/$lang/contatti" params={{ lang }}>
                <Trans>All contacts</Trans>
              </AnchorLink>
            </Group>
          </Stack>
        </div>
        <div>
          <Title order={3} size="h4" mb="xs">
            <Trans>Opening hours</Trans>
          </Title>
          <Box component="dl" m={0}>
            {groupWeek(weekdayHours(settings)).map((group) => {
              const first = group.days[0] ?? 0
              return (
                <Group key={group.days.join('-')} gap="xs" justify="space-between" wrap="nowrap" py={4}>
                  <Text component="dt" fw={500} tt="capitalize">
                    {dayGroupLabel(group.days, lang)}
                  </Text>
                  <Text component="dd" m={0} ta="end" c={group.intervals.length === 0 ? 'dimmed' : undefined}>
                    {group.intervals.length === 0 ? (
                      <Trans>Closed</Trans>
                    ) : (
                      group.intervals.map((interval) => formatInterval(first, interval, lang)).join(', ')
                    )}
                  </Text>
                </Group>
              )
            })}
          </Box>
        </div>
      </ResponsiveGrid>
    </Card>
  )
}

/** Home: hero with the two calls to action, featured vehicles, reasons to choose us and a visit-us block. */
export function HomePage() {
  return (
    <Page>
      <Hero />
      <HomeVehicleSections />
      {/* Below the cars a first visit sees, so that its arrival after the takeover moves nothing on screen. */}
      <RecentlyViewedPlace className={classes.recentlyViewed} />
      <Reasons />
      <VisitUs />
    </Page>
  )
}
