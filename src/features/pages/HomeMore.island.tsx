import { Trans } from '@lingui/react/macro'
import { Box, Card, Group, Stack, Text, Title } from '@mantine/core'
import { IconArrowsExchange, IconClipboardCheck, IconFileCertificate, IconKey, IconMapPin, IconReceiptEuro, IconShieldCheck } from '@tabler/icons-react'
import { useId } from 'react'
import { ResponsiveGrid } from '@/components/ResponsiveGrid'
import { business } from '@/config/business'
import { useSiteSettings } from '@/features/site/api/use-site-settings'
import { addressLine, weekdayHours } from '@/features/site/model/site-settings'
import { AnchorLink, ButtonLink } from '@/lib/links'
import { useLocale } from '@/lib/use-locale'
import { useMessages } from '@/lib/use-messages'
import { InfoCard } from './components/InfoCard'
import { dayGroupLabel, formatInterval, groupWeek } from './components/opening-hours'

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
                    {group.intervals.length === 0 ? <Trans>Closed</Trans> : group.intervals.map((interval) => formatInterval(first, interval, lang)).join(', ')}
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

/** The home page's reasons to choose the dealer and its visit-us block (an island of the home page). */
export function HomeMore() {
  // Its strings are a catalog of their own (lingui.config.ts), which the island loads with the code.
  useMessages('home')
  return (
    <>
      <Reasons />
      <VisitUs />
    </>
  )
}
