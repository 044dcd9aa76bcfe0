import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { IconBrandInstagram, IconBrandWhatsapp, IconMail, IconMapPin, IconPhone, IconArrowDown } from '@tabler/icons-react'
import { useId, type ReactNode } from 'react'
import { DataTable } from '@/components/DataTable'
import { Page } from '@/components/Page'
import { PageHeader } from '@/components/PageHeader'
import { ResponsiveGrid } from '@/components/ResponsiveGrid'
import { business } from '@/config/business'
import { AnchorLink } from '@/lib/links'
import { useLocale } from '@/lib/use-locale'
import { ExternalAnchor } from '../components/ExternalAnchor'
import { InfoCard } from '../components/InfoCard'
import { OpenNowStatus } from '@/features/site/components/OpenNowStatus'
import { useSiteSettings } from '@/features/site/api/use-site-settings'
import { addressLine, telHref, whatsappHref } from '@/features/site/model/site-settings'
import { HoursExceptionsList } from '../components/HoursExceptionsList'
import { OpeningHoursList } from '../components/OpeningHoursList'

function Section({ title, children, headingId }: { title: ReactNode; children: ReactNode; headingId?: string }) {
  const generated = useId()
  const id = headingId ?? generated
  return (
    <Box component="section" aria-labelledby={id} mb={48}>
      <Title order={2} id={id} mb="md">
        {title}
      </Title>
      {children}
    </Box>
  )
}

/** "@handle" from the Instagram profile address in the config. */
function instagramHandle(url: string): string {
  try {
    const handle = new URL(url).pathname.split('/').filter(Boolean)[0]
    return handle ? `@${handle}` : url
  } catch {
    return url
  }
}

/** Contacts: phone, WhatsApp, e-mail, Instagram, address, opening hours and company details. */
export function ContactsPage() {
  const { t } = useLingui()
  const lang = useLocale()
  const hoursHeadingId = useId()
  const { name, legalName, vatNumber } = business
  const settings = useSiteSettings()
  const { phone, email } = settings
  const whatsappUrl = whatsappHref(settings.whatsapp, t`Hello, I would like some information.`)
  const address = addressLine(settings)

  return (
    <Page>
      <PageHeader
        title={<Trans>Contacts</Trans>}
        lead={<Trans>Call us, send a WhatsApp message or an e-mail, or come to the showroom: we answer within one working day.</Trans>}
      />

      <Section title={<Trans>Get in touch</Trans>}>
        <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <InfoCard icon={IconPhone} title={<Trans>Phone</Trans>}>
            <Anchor href={telHref(phone)} fz="lg" fw={600}>
              {phone}
            </Anchor>
            <Text size="sm" c="dimmed">
              <Trans>During opening hours. The quickest way to check whether a car is still available.</Trans>
            </Text>
          </InfoCard>
          <InfoCard icon={IconBrandWhatsapp} title={<Trans>WhatsApp</Trans>}>
            <ExternalAnchor href={whatsappUrl} fz="lg" fw={600}>
              <Trans>Write to us on WhatsApp</Trans>
            </ExternalAnchor>
            <Text size="sm" c="dimmed">
              <Trans>Send us photos of your car for a trade-in valuation, or ask about a car in the listing.</Trans>
            </Text>
          </InfoCard>
          <InfoCard icon={IconMail} title={<Trans>E-mail</Trans>}>
            <Anchor href={`mailto:${email}`} fz="lg" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {email}
            </Anchor>
            <Text size="sm" c="dimmed">
              <Trans>For quotes, rental bookings, documents and anything that needs a written answer.</Trans>
            </Text>
          </InfoCard>
          <InfoCard icon={IconBrandInstagram} title={<Trans>Instagram</Trans>}>
            <ExternalAnchor href={business.instagram} fz="lg" fw={600}>
              {instagramHandle(business.instagram)}
            </ExternalAnchor>
            <Text size="sm" c="dimmed">
              <Trans>Follow us to see the latest arrivals first.</Trans>
            </Text>
          </InfoCard>
        </ResponsiveGrid>
      </Section>

      <Card withBorder radius="lg" padding="lg" mb={48}>
        <Group justify="space-between" gap="md">
          <Text maw={640}>
            <Trans>
              Prefer to write from here? The contact form is at the bottom of every page: fill it in and your mail app opens with the message ready to send.
            </Trans>
          </Text>
          <Button component="a" href="#contact-form" variant="light" leftSection={<IconArrowDown size={18} aria-hidden />}>
            <Trans>Go to the contact form</Trans>
          </Button>
        </Group>
      </Card>

      <ResponsiveGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <div>
          <Section title={<Trans>Address</Trans>}>
            <Stack gap="sm">
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <IconMapPin size={22} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <Text component="address" fz="lg" style={{ fontStyle: 'normal' }}>
                  {name}
                  <br />
                  {address}
                </Text>
              </Group>
              <AnchorLink to="/$lang/dovesiamo" params={{ lang }}>
                <Trans>Map and directions</Trans>
              </AnchorLink>
            </Stack>
          </Section>
          <Section title={<Trans>Company details</Trans>}>
            <DataTable variant="vertical" layout="fixed" style={{ maxWidth: 520 }}>
              <tbody>
                <tr>
                  <Box component="th" scope="row" w={160}>
                    <Trans>Company name</Trans>
                  </Box>
                  <td>{legalName}</td>
                </tr>
                <tr>
                  <th scope="row">
                    <Trans>VAT number</Trans>
                  </th>
                  <td>{vatNumber}</td>
                </tr>
                <tr>
                  <th scope="row">
                    <Trans>Registered office</Trans>
                  </th>
                  <td>{address}</td>
                </tr>
              </tbody>
            </DataTable>
          </Section>
        </div>
        <div>
          <Section title={<Trans>Opening hours</Trans>} headingId={hoursHeadingId}>
            <OpenNowStatus />
            <OpeningHoursList labelledBy={hoursHeadingId} />
            <HoursExceptionsList />
          </Section>
        </div>
      </ResponsiveGrid>
    </Page>
  )
}
