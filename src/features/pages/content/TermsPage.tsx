import { Trans } from '@lingui/react/macro'
import { Anchor, List, Text } from '@mantine/core'
import { Page } from '@/components/Page'
import { PageHeader } from '@/components/PageHeader'
import { business } from '@/config/business'
import { useSiteSettings } from '@/features/site/api/use-site-settings'
import { addressLine } from '@/features/site/model/site-settings'
import { AnchorLink } from '@/lib/links'
import { useLocale } from '@/lib/use-locale'
import { LastUpdated } from '../components/LastUpdated'
import { LegalSection } from '../components/LegalSection'
import { TermsRental } from './terms/TermsRental'
import { TermsSale } from './terms/TermsSale'

/** The date these terms were last changed (YYYY-MM-DD). Update it whenever the text changes. */
const LAST_UPDATED = '2026-11-22'

/** Terms of use of the site and general conditions of sale and rental. */
export function TermsPage() {
  const lang = useLocale()
  const { legalName, vatNumber } = business
  const settings = useSiteSettings()
  const { email } = settings
  const address = addressLine(settings)

  return (
    <Page size="md">
      <PageHeader
        title={<Trans>Terms and conditions</Trans>}
        lead={
          <Trans>
            The terms of use of this site and the general conditions that apply when you buy or rent a car from us. The contract you sign prevails over this
            summary.
          </Trans>
        }
      />
      <LastUpdated date={LAST_UPDATED} />

      <LegalSection title={<Trans>1. Who we are</Trans>}>
        <Text>
          <Trans>
            This site is run by {legalName}, VAT number {vatNumber}, with registered office at {address}, e-mail{' '}
            <Anchor href={`mailto:${email}`}>{email}</Anchor>.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>2. Use of the site</Trans>}>
        <List spacing="xs">
          <List.Item>
            <Trans>
              The information on the site, including vehicle descriptions, equipment, mileage and availability, is provided for guidance and is not a
              contractual offer. The binding details are those in the written contract.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>Photos are illustrative: colours and details may look different on screen, and accessories shown are not necessarily included.</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Prices are in euro and include VAT unless otherwise stated. Many used cars are sold under the margin scheme, in which VAT is not shown separately
              on the invoice.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              We update the site with care, but errors and omissions are possible and a car may be sold before the site shows it: please confirm price and
              availability with us before you travel.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              Texts, photos and graphics on the site belong to us or are used under licence, and may not be copied for commercial purposes without our
              permission.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              We are not responsible for the content of third-party sites linked from ours, or for temporary interruptions of the site due to maintenance or
              causes beyond our control.
            </Trans>
          </List.Item>
        </List>
      </LegalSection>

      <TermsSale />

      <TermsRental />

      <LegalSection title={<Trans>5. Financing</Trans>}>
        <Text>
          <Trans>
            Financing offers are indicative and subject to approval by the lender. The binding terms, including TAN and TAEG, are those in the lender's
            pre-contractual information (SECCI) and contract. We act as an intermediary for our partner lenders and do not grant credit ourselves.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>6. Governing law and competent court</Trans>}>
        <Text>
          <Trans>
            These terms and the contracts they refer to are governed by Italian law. If you are a consumer, you keep the protection of the mandatory rules of
            the country where you live.
          </Trans>
        </Text>
        <Text>
          <Trans>
            For disputes with consumers, the court of the place where the consumer lives or is domiciled has exclusive jurisdiction (art. 66-bis of the Consumer
            Code). For all other customers, the court competent for our registered office has jurisdiction.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>7. Complaints and dispute resolution</Trans>}>
        <Text>
          <Trans>
            If something goes wrong, write to us at <Anchor href={`mailto:${email}`}>{email}</Anchor>: we will reply within 15 working days and look for a fair
            solution together.
          </Trans>
        </Text>
        <Text>
          <Trans>
            If we cannot agree, consumers can turn to an alternative dispute resolution (ADR) body under articles 141 and following of the Consumer Code, or to
            a mediation body registered with the Ministry of Justice. This does not affect your right to go to court.
          </Trans>
        </Text>
        <Text>
          <Trans>
            How we handle personal data is described in the{' '}
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
