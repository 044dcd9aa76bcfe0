import { Trans } from '@lingui/react/macro'
import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core'
import { IconAdjustments } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Page } from '@/components/Page'
import { PageHeader } from '@/components/PageHeader'
import { ResponsiveGrid } from '@/components/ResponsiveGrid'
import { business } from '@/config/business'
import { openConsentPreferences } from '@/features/consent/consent-events'
import { CONSENT_STORAGE_KEY } from '@/features/consent/consent-store'
import { COMPARED_CARS_KEY } from '@/features/garage/compared-cars'
import { RECENTLY_VIEWED_KEY } from '@/features/garage/recently-viewed'
import { SAVED_CARS_KEY } from '@/features/garage/saved-cars'
import { SAVED_SEARCHES_KEY } from '@/features/garage/saved-searches'
import { AnchorLink } from '@/lib/links'
import { LOCALE_COOKIE } from '@/lib/locale'
import { COLOR_SCHEME_STORAGE_KEY } from '@/lib/theme'
import { useLocale } from '@/lib/use-locale'
import { ExternalAnchor } from '../components/ExternalAnchor'
import { LastUpdated } from '../components/LastUpdated'
import { LegalSection } from '../components/LegalSection'

/** The date this policy was last changed (YYYY-MM-DD). Update it whenever the text or the cookies change. */
const LAST_UPDATED = '2026-11-25'

/** One cookie or storage item: what it is, where it lives, what it is for and how long it stays. */
function StorageItem({ name, code, kind, duration, children }: { name: ReactNode; code?: string; kind: ReactNode; duration: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" align="flex-start">
          <Title order={3} size="h5">
            {name}
          </Title>
          <Badge variant="light" color="blue">
            {kind}
          </Badge>
        </Group>
        {code && (
          <Text size="sm" component="code" ff="monospace">
            {code}
          </Text>
        )}
        <Text size="sm">{children}</Text>
        <Text size="sm" c="dimmed">
          <Trans>Duration: {duration}</Trans>
        </Text>
      </Stack>
    </Card>
  )
}

/** Cookie policy: technical storage vs analytics cookies, the consent banner and how to change the choice. */
export function CookiePage() {
  const lang = useLocale()
  const name = business.name

  const cookie = <Trans>Cookie</Trans>
  const localStorage = <Trans>Local storage</Trans>
  const indexedDb = <Trans>IndexedDB</Trans>

  return (
    <Page size="md">
      <PageHeader
        title={<Trans>Cookie policy</Trans>}
        lead={<Trans>Which cookies and similar technologies this site uses, what they are for, and how you can accept, refuse or change your choice.</Trans>}
      />
      <LastUpdated date={LAST_UPDATED} />

      <LegalSection title={<Trans>What cookies and similar technologies are</Trans>}>
        <Text>
          <Trans>
            Cookies are small text files that a website stores in your browser. Similar technologies, such as local storage, IndexedDB and the service worker
            cache, keep data on your device in other ways. In this policy we call all of them "cookies" and list each one.
          </Trans>
        </Text>
        <Text>
          <Trans>
            This site, run by {name}, uses technical cookies, which are needed for the site to work and do not require consent, and analytics cookies, which are
            used only if you accept them. We do not use profiling or advertising cookies.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>Technical cookies and storage</Trans>}>
        <Text>
          <Trans>
            Under article 122 of the Italian Privacy Code and the Garante's guidelines, these tools can be used without your consent because they are strictly
            necessary to provide the service you ask for. They are set by this site only (first party) and are not used to track you.
          </Trans>
        </Text>
        <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <StorageItem name={<Trans>Language</Trans>} code={LOCALE_COOKIE} kind={cookie} duration={<Trans>365 days</Trans>}>
            <Trans>Remembers the language you chose (Italian or English), so the site opens in that language next time.</Trans>
          </StorageItem>
          <StorageItem
            name={<Trans>Theme</Trans>}
            code={COLOR_SCHEME_STORAGE_KEY}
            kind={localStorage}
            duration={<Trans>until you clear it in the browser</Trans>}
          >
            <Trans>Remembers whether you prefer the light theme, the dark theme or your device's setting.</Trans>
          </StorageItem>
          <StorageItem
            name={<Trans>Cookie choice</Trans>}
            code={CONSENT_STORAGE_KEY}
            kind={localStorage}
            duration={<Trans>until you change it or clear it in the browser</Trans>}
          >
            <Trans>Remembers whether you accepted or refused analytics cookies, so that the banner does not appear on every page.</Trans>
          </StorageItem>
          <StorageItem
            name={<Trans>Favourites, comparison and recently viewed</Trans>}
            code={[SAVED_CARS_KEY, SAVED_SEARCHES_KEY, COMPARED_CARS_KEY, RECENTLY_VIEWED_KEY].join(', ')}
            kind={localStorage}
            duration={<Trans>until you remove them or clear them in the browser</Trans>}
          >
            <Trans>
              The cars and searches you save, the cars you pick to compare and the last cars you viewed, with the prices they had then. They stay on your device
              only: the site never receives them.
            </Trans>
          </StorageItem>
          <StorageItem name={<Trans>Offline vehicle data</Trans>} kind={indexedDb} duration={<Trans>until the browser or the site clears it</Trans>}>
            <Trans>
              Google Firebase's database (Firestore) keeps a copy of the published vehicles you viewed, so the listing keeps working with a poor connection or
              offline. It contains no personal data about you.
            </Trans>
          </StorageItem>
          <StorageItem
            name={<Trans>Service worker cache</Trans>}
            kind={<Trans>Cache storage</Trans>}
            duration={<Trans>until the next site update or until you clear it</Trans>}
          >
            <Trans>Stores the site's files and the vehicle photos you viewed, so pages load quickly and the site can be installed and used offline.</Trans>
          </StorageItem>
          <StorageItem name={<Trans>Staff sign-in</Trans>} kind={<Trans>Local storage and IndexedDB</Trans>} duration={<Trans>until sign-out</Trans>}>
            <Trans>
              Used only by the dealer's staff when they sign in to the reserved area, to keep the session open. Visitors who do not sign in never get it.
            </Trans>
          </StorageItem>
        </ResponsiveGrid>
      </LegalSection>

      <LegalSection title={<Trans>Analytics cookies (only with your consent)</Trans>}>
        <Text>
          <Trans>
            If you accept them, we use Google Analytics for Firebase, a service of Google Ireland Limited, to understand how the site is used and improve it:
            for example, which pages are visited most and whether visitors find the cars they are looking for. Until you accept, the analytics code is not even
            loaded.
          </Trans>
        </Text>
        <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <StorageItem name={<Trans>Visitor identifier</Trans>} code="_ga" kind={cookie} duration={<Trans>2 years</Trans>}>
            <Trans>Distinguishes one browser from another with a random identifier, so that visits can be counted.</Trans>
          </StorageItem>
          <StorageItem name={<Trans>Session state</Trans>} code="_ga_<ID>" kind={cookie} duration={<Trans>2 years</Trans>}>
            <Trans>Keeps track of the current visit (session) and of how many visits there have been.</Trans>
          </StorageItem>
          <StorageItem name={<Trans>Firebase installation</Trans>} kind={indexedDb} duration={<Trans>until you clear it in the browser</Trans>}>
            <Trans>An identifier of this installation of the site that Firebase uses to send analytics data. Created only after you accept.</Trans>
          </StorageItem>
        </ResponsiveGrid>
        <Text>
          <Trans>
            What is collected: the pages you visit, actions such as searches, filters and taps on the call or WhatsApp buttons, the date and time of the visit,
            the site you came from, the type of device, operating system, browser, screen size and language, and your approximate location (country, region,
            city) derived from your IP address.
          </Trans>
        </Text>
        <Text>
          <Trans>
            Google Analytics does not log or store IP addresses. We have not enabled Google signals or advertising features, and the data are not combined with
            other data or used to profile you. Analytics data are kept for 14 months and then deleted automatically.
          </Trans>
        </Text>
        <Text>
          <Trans>
            Google acts as our data processor. Data may be transferred to the United States, where Google LLC is certified under the EU-US Data Privacy
            Framework; standard contractual clauses also apply. More in{' '}
            <ExternalAnchor href="https://policies.google.com/technologies/partner-sites">
              How Google uses information from sites that use its services
            </ExternalAnchor>
            .
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>Third-party content</Trans>}>
        <Text>
          <Trans>
            The map on the "Where we are" page comes from OpenStreetMap and loads only when you press "Show map". Links to Google Maps, Apple Maps, WhatsApp and
            Instagram take you to those services, which apply their own cookie policies.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>The consent banner</Trans>}>
        <Text>
          <Trans>
            On your first visit a banner explains how we use cookies and lets you accept or refuse analytics cookies with two equally visible buttons. Refusing
            is as easy as accepting, and the site works fully either way.
          </Trans>
        </Text>
        <Text>
          <Trans>
            Until you make a choice, only technical cookies are used. We remember your choice and do not ask again unless you clear your browser data or we
            change the cookies we use.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>Change your choice</Trans>}>
        <Text>
          <Trans>You can change your mind at any time: reopen the cookie preferences and accept or refuse analytics cookies.</Trans>
        </Text>
        <Group>
          <Button leftSection={<IconAdjustments size={18} aria-hidden />} onClick={() => openConsentPreferences()}>
            <Trans>Change cookie preferences</Trans>
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          <Trans>If you withdraw your consent, analytics stops from that moment; data already collected are not affected.</Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>Browser settings</Trans>}>
        <Text>
          <Trans>
            You can also delete cookies and site data, or block them, in your browser's settings. Blocking technical cookies may stop some features from
            working, such as remembering your language or using the site offline.
          </Trans>
        </Text>
        <List spacing={6}>
          <List.Item>
            <ExternalAnchor href="https://support.google.com/chrome/answer/95647">Google Chrome</ExternalAnchor>
          </List.Item>
          <List.Item>
            <ExternalAnchor href="https://support.mozilla.org/kb/clear-cookies-and-site-data-firefox">Mozilla Firefox</ExternalAnchor>
          </List.Item>
          <List.Item>
            <ExternalAnchor href="https://support.apple.com/guide/safari/manage-cookies-sfri11471/mac">Apple Safari</ExternalAnchor>
          </List.Item>
          <List.Item>
            <ExternalAnchor href="https://support.microsoft.com/microsoft-edge/delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09">
              Microsoft Edge
            </ExternalAnchor>
          </List.Item>
        </List>
      </LegalSection>

      <LegalSection title={<Trans>More information</Trans>}>
        <Text>
          <Trans>
            This policy follows the Italian data protection authority's guidelines on cookies and other tracking tools of 10 June 2021 (
            <ExternalAnchor href="https://www.garanteprivacy.it/home/docweb/-/docweb-display/docweb/9677876">
              Garante per la protezione dei dati personali
            </ExternalAnchor>
            ).
          </Trans>
        </Text>
        <Text>
          <Trans>
            To learn how we process personal data and how to exercise your rights, read our{' '}
            <AnchorLink to="/$lang/privacy" params={{ lang }}>
              privacy policy
            </AnchorLink>
            .
          </Trans>
        </Text>
      </LegalSection>
    </Page>
  )
}
