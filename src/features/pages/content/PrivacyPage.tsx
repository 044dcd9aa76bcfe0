import { Trans } from '@lingui/react/macro'
import { Anchor, List, Text, Title } from '@mantine/core'
import { Page } from '@/components/Page'
import { PageHeader } from '@/components/PageHeader'
import { business } from '@/config/business'
import { useSiteSettings } from '@/features/site/api/use-site-settings'
import { addressLine, telHref } from '@/features/site/model/site-settings'
import { AnchorLink } from '@/lib/links'
import { useLocale } from '@/lib/use-locale'
import { LastUpdated } from '../components/LastUpdated'
import { LegalSection } from '../components/LegalSection'
import { PrivacyData } from './privacy/PrivacyData'
import { PrivacyPurposes } from './privacy/PrivacyPurposes'
import { PrivacyRecipients } from './privacy/PrivacyRecipients'
import { PrivacyRights } from './privacy/PrivacyRights'

/** The date this policy was last changed (YYYY-MM-DD). Update it whenever the text changes. */
const LAST_UPDATED = '2026-11-25'

/** Privacy policy under the GDPR (Reg. EU 2016/679) and the Italian Privacy Code (D.Lgs. 196/2003). */
export function PrivacyPage() {
  const lang = useLocale()
  const { legalName, vatNumber } = business
  const settings = useSiteSettings()
  const { email, phone } = settings
  const address = addressLine(settings)

  return (
    <Page size="md">
      <PageHeader
        title={<Trans>Privacy policy</Trans>}
        lead={
          <Trans>
            How we process the personal data of visitors and customers, under Regulation (EU) 2016/679 (GDPR) and the Italian Privacy Code (Legislative Decree
            196/2003, as amended).
          </Trans>
        }
      />
      <LastUpdated date={LAST_UPDATED} />

      <LegalSection title={<Trans>1. Data controller</Trans>}>
        <Text>
          <Trans>
            The data controller is {legalName}, VAT number {vatNumber}, with registered office at {address}.
          </Trans>
        </Text>
        <Text>
          <Trans>
            For any question about your data, write to <Anchor href={`mailto:${email}`}>{email}</Anchor> or call <Anchor href={telHref(phone)}>{phone}</Anchor>.
            We have not appointed a data protection officer, as our activity does not require one.
          </Trans>
        </Text>
      </LegalSection>

      <PrivacyData lang={lang} />

      <PrivacyPurposes />

      <PrivacyRecipients />

      <LegalSection title={<Trans>6. How long we keep data</Trans>}>
        <List spacing="xs">
          <List.Item>
            <Trans>
              Requests sent from the site, with their photos, and other contact requests that do not lead to a contract: for as long as needed to answer, and no
              longer than 24 months; older ones are flagged to our staff for deletion. If you ask us, we delete your request and its photos at once.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>Contracts, invoices and related documents: 10 years from the end of the contract, as required by the Civil Code and tax law.</Trans>
          </List.Item>
          <List.Item>
            <Trans>Technical browsing logs: up to 30 days, unless needed to investigate a security incident.</Trans>
          </List.Item>
          <List.Item>
            <Trans>Analytics data: 14 months, then deleted automatically.</Trans>
          </List.Item>
          <List.Item>
            <Trans>Staff accounts: for the duration of the working relationship, then deleted within 90 days.</Trans>
          </List.Item>
        </List>
        <Text>
          <Trans>Longer retention applies only where the law requires it or to defend our rights in a dispute.</Trans>
        </Text>
      </LegalSection>

      <PrivacyRights email={email} />

      <LegalSection title={<Trans>9. No automated decisions</Trans>}>
        <Text>
          <Trans>
            We do not take decisions based solely on automated processing, including profiling, that produce legal effects on you (art. 22 of the GDPR). If you
            ask for financing, the lender may assess your creditworthiness under its own privacy notice.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>10. Security</Trans>}>
        <Text>
          <Trans>
            The site is served only over encrypted connections (HTTPS), access to the reserved area is limited to authorised staff, and our providers apply
            appropriate technical and organisational measures to protect the data.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>11. Changes to this policy</Trans>}>
        <Text>
          <Trans>
            We may update this policy when the law or our services change. The date at the top shows the latest version; for substantial changes we will give
            notice on the site.
          </Trans>
        </Text>
      </LegalSection>

      <Title order={2} size="h4" mt="xl" mb="xs">
        <Trans>Related documents</Trans>
      </Title>
      <List spacing={6}>
        <List.Item>
          <AnchorLink to="/$lang/cookie" params={{ lang }}>
            <Trans>Cookie policy</Trans>
          </AnchorLink>
        </List.Item>
        <List.Item>
          <AnchorLink to="/$lang/termini" params={{ lang }}>
            <Trans>Terms and conditions</Trans>
          </AnchorLink>
        </List.Item>
      </List>
    </Page>
  )
}
