import { Trans } from '@lingui/react/macro'
import { Anchor, Button, Card, Group, List, Text, Title } from '@mantine/core'
import { IconArrowsExchange, IconCar, IconFileCertificate, IconKey, IconReceiptEuro, IconSparkles } from '@tabler/icons-react'
import { Page } from '@/components/Page'
import { PageHeader } from '@/components/PageHeader'
import { ResponsiveGrid } from '@/components/ResponsiveGrid'
import { leadIntentProps, useLeadDialog } from '@/features/leads/forms/use-lead-dialog'
import { useSiteSettings } from '@/features/site/api/use-site-settings'
import { telHref } from '@/features/site/model/site-settings'
import { AnchorLink, ButtonLink } from '@/lib/links'
import { useLocale } from '@/lib/use-locale'
import { InfoCard } from '../components/InfoCard'

/** Services: sale of used cars, rental, financing, trade-in, paperwork and delivery preparation. */
export function ServicesPage() {
  const lang = useLocale()
  const settings = useSiteSettings()
  const { province } = settings.address
  const { phone } = settings
  const requests = useLeadDialog()

  return (
    <Page>
      <PageHeader
        title={<Trans>Services</Trans>}
        lead={
          <Trans>
            Everything you need to buy or rent a car in the province of {province}, in one place: from the first test drive to the paperwork and the keys in
            your hand.
          </Trans>
        }
      />

      <ResponsiveGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <InfoCard icon={IconCar} order={2} title={<Trans>Sale of used cars</Trans>}>
          <Text>
            <Trans>
              We select used cars with a known history and check each one before it goes on sale: mechanics, bodywork, tyres, electronics, and the match between
              mileage, documents and service records.
            </Trans>
          </Text>
          <List spacing={6} size="sm">
            <List.Item>
              <Trans>
                12-month legal warranty of conformity for consumers, under the Italian Consumer Code (Legislative Decree 206/2005): free repair of defects that
                were present at delivery.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>Optional extended warranty from a specialist provider, to add cover beyond the legal one.</Trans>
            </List.Item>
            <List.Item>
              <Trans>Test drives by appointment, with a clear report of the car's condition.</Trans>
            </List.Item>
          </List>
          <AnchorLink to="/$lang/list/$category" params={{ lang, category: 'used' }}>
            <Trans>See the used cars in stock</Trans>
          </AnchorLink>
        </InfoCard>

        <InfoCard icon={IconKey} order={2} title={<Trans>Car rental</Trans>}>
          <Text>
            <Trans>Short and medium-term rental, by the day or the week: for a trip, a holiday, a move, or while your own car is off the road.</Trans>
          </Text>
          <List spacing={6} size="sm">
            <List.Item>
              <Trans>Daily and weekly rates, with the kilometres included per day stated on every car.</Trans>
            </List.Item>
            <List.Item>
              <Trans>Third-party liability insurance included; damage and theft cover with the excess stated in the contract.</Trans>
            </List.Item>
            <List.Item>
              <Trans>A refundable deposit, and a minimum age and years of licence that depend on the car.</Trans>
            </List.Item>
          </List>
          <AnchorLink to="/$lang/list/$category" params={{ lang, category: 'rent' }}>
            <Trans>See the rental cars</Trans>
          </AnchorLink>
        </InfoCard>

        <InfoCard icon={IconReceiptEuro} order={2} title={<Trans>Financing</Trans>}>
          <Text>
            <Trans>
              Spread the cost over instalments with our partner banks and finance companies. We act as an intermediary, not as a lender: the loan is granted by
              the lender, subject to its approval.
            </Trans>
          </Text>
          <List spacing={6} size="sm">
            <List.Item>
              <Trans>
                Every quote is indicative until approved and always states the TAN (nominal annual rate) and the TAEG (annual percentage rate of charge, which
                includes all costs).
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>Before you sign you receive the lender's pre-contractual information (SECCI form), to compare offers calmly.</Trans>
            </List.Item>
          </List>
        </InfoCard>

        <InfoCard icon={IconArrowsExchange} order={2} title={<Trans>Trade-in and valuation</Trans>}>
          <Text>
            <Trans>
              Bring your current car and we will value it for free, taking into account its age, mileage, condition and market. If you buy from us, the agreed
              amount is deducted from the price.
            </Trans>
          </Text>
          <List spacing={6} size="sm">
            <List.Item>
              <Trans>A written valuation, valid for the period stated on it and confirmed when you hand over the car.</Trans>
            </List.Item>
            <List.Item>
              <Trans>Bring the registration document, the certificate of ownership, the service book and all the keys.</Trans>
            </List.Item>
          </List>
          <Button
            variant="light"
            h="auto"
            mih={36}
            py={6}
            styles={{ label: { whiteSpace: 'normal' } }}
            leftSection={<IconArrowsExchange size={18} aria-hidden />}
            onClick={() => requests.open({ kind: 'trade-in' })}
            {...leadIntentProps}
            style={{ alignSelf: 'flex-start' }}
          >
            <Trans>Ask for a valuation of your car</Trans>
          </Button>
        </InfoCard>

        <InfoCard icon={IconFileCertificate} order={2} title={<Trans>Paperwork</Trans>}>
          <Text>
            <Trans>
              We handle the transfer of ownership (passaggio di proprietà) and the registration formalities with the PRA and the Motorizzazione, for the car you
              buy and for the one you trade in.
            </Trans>
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>Taxes and fees depend on the car's power and the buyer's province: we tell you the exact amount before you sign.</Trans>
          </Text>
        </InfoCard>

        <InfoCard icon={IconSparkles} order={2} title={<Trans>Delivery preparation</Trans>}>
          <Text>
            <Trans>
              Before delivery the car is serviced as needed, cleaned inside and out, and checked again together with you: fluids, tyres, lights, keys and
              documents.
            </Trans>
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>We agree the delivery date in writing and explain the car's controls and maintenance schedule when you collect it.</Trans>
          </Text>
        </InfoCard>
      </ResponsiveGrid>

      <Card withBorder radius="lg" padding="xl" mt="xl">
        <Title order={2} size="h3" mb="xs">
          <Trans>Need advice?</Trans>
        </Title>
        <Text mb="md">
          <Trans>
            Tell us what you are looking for and your budget: we will suggest the right car, rental or financing plan. Call us at{' '}
            <Anchor href={telHref(phone)}>{phone}</Anchor> or write to us.
          </Trans>
        </Text>
        <Group gap="md">
          <ButtonLink to="/$lang/contatti" params={{ lang }}>
            <Trans>Contact us</Trans>
          </ButtonLink>
          <AnchorLink to="/$lang/termini" params={{ lang }}>
            <Trans>Conditions of sale and rental</Trans>
          </AnchorLink>
        </Group>
      </Card>
      {requests.dialog}
    </Page>
  )
}
