import { lazy } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Container, Divider, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { IconBrandInstagram, IconMapPin, IconPhone } from '@tabler/icons-react'
import { business } from '@/config/business'
import { AnchorLink } from '@/lib/links'
import { useLocale } from '@/lib/use-locale'
import { isWideScreen } from '@/lib/screen'
import { OpenNowStatus } from '@/features/site/components/OpenNowStatus'
import { useSiteSettings } from '@/features/site/api/use-site-settings'
import { telHref } from '@/features/site/model/site-settings'
import { DeferredPlace } from './DeferredPlace'
import classes from './Shell.module.css'
import { useCurrentYear } from '@/lib/clock'
import { activeLocale, whenMessagesLoaded } from '@/lib/i18n'
import { useMessages } from '@/lib/use-messages'

/**
 * The contact form (with the form library and its inputs) and the opening hours' accordion are chunks of their
 * own: at the bottom of every page, never part of a phone's first screen. On a wide screen, where the footer
 * is often in view, they load at once, beside this module.
 */
const loadContactForm = () =>
  Promise.all([import('@/features/leads/forms/ContactForm'), whenMessagesLoaded(activeLocale(), 'leads')]).then(([module]) => module)
const loadOpeningHours = () => import('./OpeningHoursAccordion')
const ContactForm = lazy(() => loadContactForm().then((module) => ({ default: module.ContactForm })))
const OpeningHoursAccordion = lazy(() => loadOpeningHours().then((module) => ({ default: module.OpeningHoursAccordion })))
if (isWideScreen()) {
  void loadContactForm().catch(() => {})
  void loadOpeningHours().catch(() => {})
}

/** The accordion's height, seven days with today's open, so that nothing moves when it arrives. */
const OPENING_HOURS_HEIGHT = 497

/** The footer of every public page: contact form, company, links, address, phone, hours, Instagram, legal. */
export function Footer() {
  // Its strings come with it, and again in the other language after a switch.
  useMessages('footer')
  const { t } = useLingui()
  const lang = useLocale()
  const year = useCurrentYear()
  const { name, vatNumber } = business
  const settings = useSiteSettings()
  const { street, postalCode, city, province, provinceCode } = settings.address

  return (
    <footer style={{ borderTop: '1px solid var(--mantine-color-default-border)', background: 'var(--mantine-color-default-hover)' }}>
      <Container size="lg" py="xl" className={classes.footerContainer}>
        <div className={classes.footerColumns}>
          <div>
            <Title order={2} size="h3" mb="xs">
              <Trans>Contact us</Trans>
            </Title>
            <Text c="dimmed" mb="md">
              <Trans>
                Ask about a car, a rental or a valuation: fill in the form and your mail app will open with the message ready to send. We answer within one
                working day.
              </Trans>
            </Text>
            {/* The target of "#contact-form" links. */}
            <DeferredPlace id="contact-form" placeholderClassName={classes.contactFormPlace}>
              <ContactForm />
            </DeferredPlace>
          </div>
          <div>
            <Stack gap="lg">
              <div>
                <Title order={2} size="h4" mb="xs">
                  {name}
                </Title>
                <Text size="sm" c="dimmed">
                  <Trans>Checked used cars and car rental in the province of {province}, with the care of a family business.</Trans>
                </Text>
              </div>
              <nav aria-label={t`Information`}>
                <Title order={2} size="h4" mb="xs">
                  <Trans>Information</Trans>
                </Title>
                <Stack gap={6}>
                  <AnchorLink to="/$lang/servizi" params={{ lang }} size="sm">
                    <Trans>Services</Trans>
                  </AnchorLink>
                  <AnchorLink to="/$lang/list/$category" params={{ lang, category: 'used' }} size="sm">
                    <Trans>Used cars</Trans>
                  </AnchorLink>
                  <AnchorLink to="/$lang/list/$category" params={{ lang, category: 'rent' }} size="sm">
                    <Trans>Rentals</Trans>
                  </AnchorLink>
                  <AnchorLink to="/$lang/chisiamo" params={{ lang }} size="sm">
                    <Trans>About us</Trans>
                  </AnchorLink>
                  <AnchorLink to="/$lang/dovesiamo" params={{ lang }} size="sm">
                    <Trans>Where we are</Trans>
                  </AnchorLink>
                  <AnchorLink to="/$lang/contatti" params={{ lang }} size="sm">
                    <Trans>Contacts</Trans>
                  </AnchorLink>
                </Stack>
              </nav>
              <Stack gap={6}>
                <Title order={2} size="h4">
                  <Trans>Visit us</Trans>
                </Title>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
                  <Text size="sm" component="address" style={{ fontStyle: 'normal' }}>
                    {street}, {postalCode} {city} ({provinceCode})
                  </Text>
                </Group>
                <Text size="sm">
                  <Trans>Province of {province}</Trans>
                </Text>
                <Group gap="xs" wrap="nowrap">
                  <IconPhone size={18} aria-hidden />
                  <Anchor href={telHref(settings.phone)} size="sm">
                    {settings.phone}
                  </Anchor>
                </Group>
                <Group gap="xs" wrap="nowrap">
                  <IconBrandInstagram size={18} aria-hidden />
                  <Anchor href={business.instagram} target="_blank" rel="noopener noreferrer" size="sm">
                    <Trans>Follow us on Instagram</Trans>
                    <VisuallyHidden> ({t`opens in a new tab`})</VisuallyHidden>
                  </Anchor>
                </Group>
              </Stack>
              <div>
                <Title order={2} size="h4" mb="xs">
                  <Trans>Opening hours</Trans>
                </Title>
                <OpenNowStatus />
                <DeferredPlace minHeight={OPENING_HOURS_HEIGHT}>
                  <OpeningHoursAccordion />
                </DeferredPlace>
              </div>
            </Stack>
          </div>
        </div>
        <Divider my="lg" />
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            © {year} {business.legalName} · <Trans>VAT no.</Trans> {vatNumber}
          </Text>
          <Group gap="md" component="nav" aria-label={t`Legal`}>
            <AnchorLink to="/$lang/cookie" params={{ lang }} size="sm">
              <Trans>Cookie policy</Trans>
            </AnchorLink>
            <AnchorLink to="/$lang/privacy" params={{ lang }} size="sm">
              <Trans>Privacy policy</Trans>
            </AnchorLink>
            <AnchorLink to="/$lang/termini" params={{ lang }} size="sm">
              <Trans>Terms and conditions</Trans>
            </AnchorLink>
          </Group>
        </Group>
      </Container>
    </footer>
  )
}
