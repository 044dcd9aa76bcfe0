import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { IconBus, IconCar, IconInfoCircle, IconMap, IconMapPin, IconPhone, IconPlane } from '@tabler/icons-react'
import { useId, useState, type ReactNode } from 'react'
import { Page } from '@/components/Page'
import { PageHeader } from '@/components/PageHeader'
import { ResponsiveGrid } from '@/components/ResponsiveGrid'
import { business } from '@/config/business'
import { ExternalAnchor } from '../components/ExternalAnchor'
import { InfoCard } from '../components/InfoCard'
import { mapLinks, openStreetMapEmbedUrl } from '../components/map-links'
import { OpenNowStatus } from '@/features/site/components/OpenNowStatus'
import { useSiteSettings } from '@/features/site/api/use-site-settings'
import { addressLine, telHref } from '@/features/site/model/site-settings'
import { HoursExceptionsList } from '../components/HoursExceptionsList'
import { OpeningHoursList } from '../components/OpeningHoursList'
import classes from './WhereWeArePage.module.css'

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId()
  return (
    <Box component="section" aria-labelledby={headingId} mb={48}>
      <Title order={2} id={headingId} mb="md">
        {title}
      </Title>
      {children}
    </Box>
  )
}

/** OpenStreetMap's embed, loaded only after the visitor asks for it: no third-party request before the click. */
function MapOnRequest() {
  const { t } = useLingui()
  const [shown, setShown] = useState(false)
  const name = business.name
  const { geo } = useSiteSettings()

  if (!shown) {
    return (
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm" align="flex-start">
          <Text size="sm" c="dimmed">
            <Trans>
              The map is provided by OpenStreetMap. Loading it connects your browser to OpenStreetMap's servers, which receive your IP address and browser data.
              Nothing is loaded until you ask.
            </Trans>
          </Text>
          <Button leftSection={<IconMap size={18} aria-hidden />} onClick={() => setShown(true)}>
            <Trans>Show map</Trans>
          </Button>
        </Stack>
      </Card>
    )
  }

  return (
    <Stack gap="xs">
      <Box
        component="iframe"
        src={openStreetMapEmbedUrl(geo)}
        title={t`Map showing the location of ${name}`}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        w="100%"
        className={classes.map}
        style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)', display: 'block' }}
      />
      <Text size="xs" c="dimmed">
        <Trans>
          Map data ©{' '}
          <ExternalAnchor href="https://www.openstreetmap.org/copyright" inherit withIcon={false}>
            OpenStreetMap contributors
          </ExternalAnchor>
        </Trans>
      </Text>
    </Stack>
  )
}

/** Where we are: address, map-app links, opening hours, directions and a map that loads on request. */
export function WhereWeArePage() {
  const addressHeadingId = useId()
  const hoursHeadingId = useId()
  const settings = useSiteSettings()
  const { city, province } = settings.address
  const { phone } = settings
  const links = mapLinks(settings.geo)

  return (
    <Page>
      <PageHeader
        title={<Trans>Where we are</Trans>}
        lead={
          <Trans>
            Our showroom is in {city}, in the province of {province}, easy to reach from the motorway and by public transport.
          </Trans>
        }
      />

      <ResponsiveGrid cols={{ base: 1, md: 2 }} spacing="xl" mb={48}>
        <div>
          <Box component="section" aria-labelledby={addressHeadingId}>
            <Title order={2} id={addressHeadingId} mb="md">
              <Trans>Address</Trans>
            </Title>
            <Group gap="xs" wrap="nowrap" align="flex-start" mb="md">
              <IconMapPin size={22} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Text component="address" fz="lg" style={{ fontStyle: 'normal' }}>
                {business.name}
                <br />
                {addressLine(settings)}
              </Text>
            </Group>
            <Stack gap={6} mb="md">
              <ExternalAnchor href={links.google}>
                <Trans>Open in Google Maps</Trans>
              </ExternalAnchor>
              <ExternalAnchor href={links.apple}>
                <Trans>Open in Apple Maps</Trans>
              </ExternalAnchor>
              <ExternalAnchor href={links.openStreetMap}>
                <Trans>Open in OpenStreetMap</Trans>
              </ExternalAnchor>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <IconPhone size={18} aria-hidden style={{ flexShrink: 0 }} />
              <Text>
                <Trans>
                  Before you come, call us at <Anchor href={telHref(phone)}>{phone}</Anchor> to make sure the car you want is available.
                </Trans>
              </Text>
            </Group>
          </Box>
        </div>
        <div>
          <Box component="section" aria-labelledby={hoursHeadingId}>
            <Title order={2} id={hoursHeadingId} mb="md">
              <Trans>Opening hours</Trans>
            </Title>
            <OpenNowStatus />
            <OpeningHoursList labelledBy={hoursHeadingId} />
            <HoursExceptionsList />
            <Text size="sm" c="dimmed" mt="sm">
              <Trans>Opening hours may differ on public holidays and in August: call us to check before you come.</Trans>
            </Text>
          </Box>
        </div>
      </ResponsiveGrid>

      <Section title={<Trans>How to get here</Trans>}>
        <ResponsiveGrid cols={{ base: 1, md: 3 }} spacing="md">
          <div>
            <InfoCard icon={IconCar} title={<Trans>By car</Trans>}>
              <Text size="sm">
                <Trans>
                  Leave the A4 Milan–Venice motorway at the exit for {city} and follow the signs for the town centre. We are about ten minutes from the toll
                  booth.
                </Trans>
              </Text>
              <Text size="sm">
                <Trans>Free parking for customers is available in front of the showroom.</Trans>
              </Text>
            </InfoCard>
          </div>
          <div>
            <InfoCard icon={IconBus} title={<Trans>By train and bus</Trans>}>
              <Text size="sm">
                <Trans>
                  From {city} railway station, local buses stop a short walk from the showroom. Check the route and timetable on the local transport operator's
                  website or app before you leave.
                </Trans>
              </Text>
              <Text size="sm">
                <Trans>A taxi from the station takes about ten minutes.</Trans>
              </Text>
            </InfoCard>
          </div>
          <div>
            <InfoCard icon={IconPlane} title={<Trans>Coming from further away</Trans>}>
              <Text size="sm">
                <Trans>
                  Arriving by plane or from abroad? Let us know in advance: for rentals we can agree the time of the handover, and for a purchase we can prepare
                  the paperwork before you arrive.
                </Trans>
              </Text>
            </InfoCard>
          </div>
        </ResponsiveGrid>
      </Section>

      <Section title={<Trans>Map</Trans>}>
        <MapOnRequest />
        <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} mt="md">
          <Trans>Prefer your own map app? Use the links above to open our position in Google Maps, Apple Maps or OpenStreetMap.</Trans>
        </Alert>
      </Section>
    </Page>
  )
}
