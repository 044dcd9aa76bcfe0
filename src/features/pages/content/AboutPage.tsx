import { Trans } from '@lingui/react/macro'
import { Box, Card, Group, List, Stack, Text, Title } from '@mantine/core'
import { IconCalculator, IconCheck, IconClipboardList, IconEye, IconHeartHandshake, IconKey, IconMapPin, IconTool, IconUserCheck } from '@tabler/icons-react'
import { useId, type ReactNode } from 'react'
import { IconTile } from '@/components/IconTile'
import { Page } from '@/components/Page'
import { PageHeader } from '@/components/PageHeader'
import { ResponsiveGrid } from '@/components/ResponsiveGrid'
import { business } from '@/config/business'
import { useSiteSettings } from '@/features/site/api/use-site-settings'
import { AnchorLink, ButtonLink } from '@/lib/links'
import { useLocale } from '@/lib/use-locale'
import { InfoCard, type PageIcon } from '../components/InfoCard'
import { useCurrentYear } from '@/lib/clock'

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId()
  return (
    <Box component="section" aria-labelledby={id} mb={48}>
      <Title order={2} id={id} mb="md">
        {title}
      </Title>
      {children}
    </Box>
  )
}

function TeamRole({ icon: Icon, role, children }: { icon: PageIcon; role: ReactNode; children: ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <IconTile size={40} radius="xl" color="blue">
        <Icon size={22} aria-hidden />
      </IconTile>
      <div>
        <Title order={3} size="h5">
          {role}
        </Title>
        <Text size="sm" c="dimmed">
          {children}
        </Text>
      </div>
    </Group>
  )
}

/** About us: history since the founding year, values, team roles and why buy here. */
export function AboutPage() {
  const lang = useLocale()
  const name = business.name
  const foundedYear = business.foundedYear
  const { province, city } = useSiteSettings().address
  const years = useCurrentYear() - foundedYear

  return (
    <Page>
      <PageHeader
        title={<Trans>About us</Trans>}
        lead={
          <Trans>
            A family-run car dealership in the province of {province}, selling checked used cars and renting cars since {foundedYear}.
          </Trans>
        }
      />

      <Section title={<Trans>Our story</Trans>}>
        <Stack gap="sm" maw={760}>
          <Text>
            <Trans>
              {name} opened in {foundedYear} as a small used-car lot near {city}, with a handful of cars and one simple idea: sell only cars we would drive
              ourselves, and tell customers everything we know about them.
            </Trans>
          </Text>
          <Text>
            <Trans>
              Over the years the lot became a showroom with its own preparation area. Customers kept asking for a car for a weekend, a holiday or while theirs
              was being repaired, so we added a rental fleet for short and medium-term hire.
            </Trans>
          </Text>
          <Text>
            <Trans>
              After {years} years, many customers come back to us for their next car, or send us their friends and family. We still work the same way: a limited
              stock, chosen with care, and promises kept.
            </Trans>
          </Text>
        </Stack>
      </Section>

      <Section title={<Trans>Our values</Trans>}>
        <ResponsiveGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
          <InfoCard icon={IconEye} title={<Trans>Transparency</Trans>}>
            <Text size="sm">
              <Trans>Clear prices, documented history and honest descriptions, including the defects a used car may have.</Trans>
            </Text>
          </InfoCard>
          <InfoCard icon={IconClipboardList} title={<Trans>Care</Trans>}>
            <Text size="sm">
              <Trans>Every car is inspected and prepared before sale or rental, and checked again at delivery.</Trans>
            </Text>
          </InfoCard>
          <InfoCard icon={IconMapPin} title={<Trans>Local roots</Trans>}>
            <Text size="sm">
              <Trans>We live and work in the province of {province}: our reputation is built one neighbour at a time.</Trans>
            </Text>
          </InfoCard>
          <InfoCard icon={IconHeartHandshake} title={<Trans>After-sales support</Trans>}>
            <Text size="sm">
              <Trans>Our relationship does not end at delivery: we are here for warranty, maintenance advice and your next car.</Trans>
            </Text>
          </InfoCard>
        </ResponsiveGrid>
      </Section>

      <Section title={<Trans>Our team</Trans>}>
        <Text mb="lg" maw={760}>
          <Trans>A small team where everyone knows the cars and the customers. These are the people you will meet at the showroom.</Trans>
        </Text>
        <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
          <TeamRole icon={IconUserCheck} role={<Trans>Sales consultants</Trans>}>
            <Trans>They help you choose the car, arrange test drives and prepare clear written quotes.</Trans>
          </TeamRole>
          <TeamRole icon={IconKey} role={<Trans>Rental desk</Trans>}>
            <Trans>They handle bookings, the handover and return of rental cars, and explain rates, deposit and insurance.</Trans>
          </TeamRole>
          <TeamRole icon={IconTool} role={<Trans>Preparation and workshop</Trans>}>
            <Trans>They inspect every car, carry out servicing and repairs before delivery, and follow warranty work.</Trans>
          </TeamRole>
          <TeamRole icon={IconCalculator} role={<Trans>Administration and financing</Trans>}>
            <Trans>They take care of contracts, transfers of ownership, registration and financing requests with our partner lenders.</Trans>
          </TeamRole>
        </ResponsiveGrid>
      </Section>

      <Section title={<Trans>Why buy here</Trans>}>
        <Card withBorder radius="lg" padding="xl">
          <List
            spacing="sm"
            icon={
              <IconTile size={24} radius="xl" variant="filled">
                <IconCheck size={16} aria-hidden />
              </IconTile>
            }
          >
            <List.Item>
              <Trans>Cars with verifiable mileage and service history, inspected before sale.</Trans>
            </List.Item>
            <List.Item>
              <Trans>The 12-month legal warranty of conformity for consumers, and an optional extended warranty.</Trans>
            </List.Item>
            <List.Item>
              <Trans>Trade-in of your current car, and financing with partner lenders subject to approval.</Trans>
            </List.Item>
            <List.Item>
              <Trans>All the paperwork handled by us, with costs stated before you sign.</Trans>
            </List.Item>
            <List.Item>
              <Trans>One place to buy or rent, with people who will still be here tomorrow.</Trans>
            </List.Item>
          </List>
          <Group gap="md" mt="lg">
            <ButtonLink to="/$lang/servizi" params={{ lang }}>
              <Trans>Our services</Trans>
            </ButtonLink>
            <AnchorLink to="/$lang/dovesiamo" params={{ lang }}>
              <Trans>How to find us</Trans>
            </AnchorLink>
          </Group>
        </Card>
      </Section>
    </Page>
  )
}
