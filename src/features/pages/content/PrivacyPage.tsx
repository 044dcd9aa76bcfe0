import { Trans } from '@lingui/react/macro'
import { Anchor, List, Text, Title } from '@mantine/core'
import { DataTable } from '@/components/DataTable'
import { Page } from '@/components/Page'
import { PageHeader } from '@/components/PageHeader'
import { business } from '@/config/business'
import { useSiteSettings } from '@/features/site/api/use-site-settings'
import { addressLine, telHref } from '@/features/site/model/site-settings'
import { AnchorLink } from '@/lib/links'
import { useLocale } from '@/lib/use-locale'
import { ExternalAnchor } from '../components/ExternalAnchor'
import { LastUpdated } from '../components/LastUpdated'
import { LegalSection } from '../components/LegalSection'

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
            How we process the personal data of visitors and customers, under Regulation (EU) 2016/679 (GDPR) and the Italian Privacy Code (Legislative
            Decree 196/2003, as amended).
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
            For any question about your data, write to <Anchor href={`mailto:${email}`}>{email}</Anchor> or call <Anchor href={telHref(phone)}>{phone}</Anchor>. We have not appointed a data protection officer, as our activity does not require one.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>2. Which data we process</Trans>}>
        <List spacing="xs">
          <List.Item>
            <Trans>
              <strong>Requests and contacts.</strong> When you send us a request from the site (a question about a car, a test drive, financing, a
              valuation of your car, a rental, or the contact form), write to us by e-mail, call us or message us on WhatsApp: your name, your phone
              number or e-mail address, whatever you write, and the details of the request: the car it is about, the day you prefer, the figures of
              the payment calculator, the rental dates and the driver's age band, and for a valuation your car's make, model, year, mileage, fuel,
              condition and the photos you add.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              <strong>Customers.</strong> If you buy, reserve or rent a car, or ask for financing: identity and tax details, driving licence, address,
              payment details and the data needed for the contract, the transfer of ownership or the rental.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              <strong>Browsing data.</strong> The systems that run the site automatically record technical data, such as IP address, date and time of
              the request, the page requested, the browser and the device, to deliver the pages and keep them secure.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              <strong>Analytics data, only with your consent.</strong> How you use the site, collected through Google Analytics for Firebase as
              described in the <AnchorLink to="/$lang/cookie" params={{ lang }}>cookie policy</AnchorLink>.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              <strong>Staff accounts.</strong> For the dealer's staff who sign in to the reserved area: e-mail address, name, sign-in data and the
              changes they make to the vehicle listings.
            </Trans>
          </List.Item>
        </List>
        <Text>
          <Trans>
            The requests you send from the site are stored in our database (Google Firebase) so that we can answer them (the contact form also
            opens your mail app with the message). Until it has reached us, a request waits in your browser's storage on your device, even with no
            connection, and is deleted from there once you have seen that it arrived, or a week after. To keep requests from different devices apart and to stop abuse (at most one
            request a minute from a device), the site gives your browser a random technical identifier, stored with the request: it does not tell us
            who you are. The photos of your car are reduced on your device and stripped of location data before they are sent, and only our staff
            can see them. Please do not send us special categories of data (such as health data) that are not needed for your request.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>3. Purposes and legal bases</Trans>}>
        <Text>
          <Trans>We process your data only for the following purposes, each based on article 6 of the GDPR:</Trans>
        </Text>
        <DataTable withTableBorder withColumnBorders spacing="sm">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Purpose</Trans>
              </th>
              <th scope="col">
                <Trans>Legal basis</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <Trans>Answering your requests for information, quotes, valuations and test drives</Trans>
              </td>
              <td>
                <Trans>Steps taken at your request before a contract (art. 6(1)(b)); for general questions, our legitimate interest in answering (art. 6(1)(f))</Trans>
              </td>
            </tr>
            <tr>
              <td>
                <Trans>Managing sales, reservations, trade-ins, rentals, warranty and after-sales</Trans>
              </td>
              <td>
                <Trans>Performance of a contract (art. 6(1)(b))</Trans>
              </td>
            </tr>
            <tr>
              <td>
                <Trans>
                  Meeting legal obligations: accounting and tax, transfer of ownership and registration, anti-money laundering, and the communication of
                  renters' data to the State Police (CARGOS system, art. 17 of Decree-Law 113/2018)
                </Trans>
              </td>
              <td>
                <Trans>Legal obligation (art. 6(1)(c))</Trans>
              </td>
            </tr>
            <tr>
              <td>
                <Trans>Delivering the site, keeping it secure and preventing abuse</Trans>
              </td>
              <td>
                <Trans>Legitimate interest (art. 6(1)(f))</Trans>
              </td>
            </tr>
            <tr>
              <td>
                <Trans>Statistics on the use of the site (analytics)</Trans>
              </td>
              <td>
                <Trans>Your consent (art. 6(1)(a) and art. 122 of the Privacy Code), which you can withdraw at any time</Trans>
              </td>
            </tr>
            <tr>
              <td>
                <Trans>Staff accounts for the reserved area</Trans>
              </td>
              <td>
                <Trans>Employment or collaboration contract (art. 6(1)(b)) and legitimate interest in securing the site (art. 6(1)(f))</Trans>
              </td>
            </tr>
            <tr>
              <td>
                <Trans>Establishing, exercising or defending legal claims</Trans>
              </td>
              <td>
                <Trans>Legitimate interest (art. 6(1)(f))</Trans>
              </td>
            </tr>
          </tbody>
        </DataTable>
        <Text>
          <Trans>
            Providing data is optional, but without the data needed to answer you or to draw up a contract we cannot do so. We do not use your data
            for marketing or newsletters, and we do not sell them.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>4. Recipients and processors</Trans>}>
        <Text>
          <Trans>Your data are handled by our authorised staff and, only as far as necessary, by:</Trans>
        </Text>
        <List spacing="xs">
          <List.Item>
            <Trans>
              Google Ireland Limited, for the Google Firebase services that run the site (hosting, database, file storage, staff sign-in and, with your
              consent, analytics), as data processor under article 28 of the GDPR;
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>our e-mail and IT service providers, and our accountant and consultants, as data processors;</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              banks and finance companies, if you ask for financing, and insurance companies and extended-warranty providers, as independent
              controllers with their own privacy notices;
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>the public registers and authorities involved in vehicle paperwork (PRA, Motorizzazione), the police and other authorities, where the law requires it.</Trans>
          </List.Item>
        </List>
        <Text>
          <Trans>
            If you contact us on WhatsApp, the service is provided by WhatsApp Ireland Limited (Meta), which processes the data as an independent
            controller under its own terms. Your data are never published or disclosed to the public.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>5. Transfers outside the European Union</Trans>}>
        <Text>
          <Trans>
            Some providers, such as Google, may process data in the United States or other countries outside the European Economic Area. These
            transfers rely on the European Commission's adequacy decision for the EU-US Data Privacy Framework, for certified companies, or on the
            standard contractual clauses approved by the Commission (art. 46 of the GDPR), with additional safeguards where needed.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>6. How long we keep data</Trans>}>
        <List spacing="xs">
          <List.Item>
            <Trans>
              Requests sent from the site, with their photos, and other contact requests that do not lead to a contract: for as long as needed to
              answer, and no longer than 24 months; older ones are flagged to our staff for deletion. If you ask us, we delete your request and its
              photos at once.
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

      <LegalSection title={<Trans>7. Your rights</Trans>}>
        <Text>
          <Trans>Under articles 15 to 22 of the GDPR you have the right to:</Trans>
        </Text>
        <List spacing="xs">
          <List.Item>
            <Trans>access your data and receive a copy (art. 15);</Trans>
          </List.Item>
          <List.Item>
            <Trans>have inaccurate data corrected and incomplete data completed (art. 16);</Trans>
          </List.Item>
          <List.Item>
            <Trans>have your data erased, when there is no longer a reason to keep them (art. 17);</Trans>
          </List.Item>
          <List.Item>
            <Trans>restrict the processing in the cases provided by law (art. 18);</Trans>
          </List.Item>
          <List.Item>
            <Trans>receive the data you gave us in a structured, machine-readable format and have them sent to another controller (art. 20);</Trans>
          </List.Item>
          <List.Item>
            <Trans>object at any time to processing based on our legitimate interest, for reasons related to your situation (art. 21);</Trans>
          </List.Item>
          <List.Item>
            <Trans>withdraw your consent at any time, without affecting the lawfulness of the processing before the withdrawal (art. 7(3)).</Trans>
          </List.Item>
        </List>
        <Text>
          <Trans>
            To exercise your rights, write to <Anchor href={`mailto:${email}`}>{email}</Anchor>. We will answer without undue delay and in any case
            within one month, which can be extended by two further months for complex requests.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>8. Right to lodge a complaint</Trans>}>
        <Text>
          <Trans>
            If you believe that the processing of your data breaches the law, you can lodge a complaint with the Italian data protection authority,
            the Garante per la protezione dei dati personali (Piazza Venezia 11, 00187 Rome, <ExternalAnchor href="https://www.garanteprivacy.it">www.garanteprivacy.it</ExternalAnchor>), or with the authority of the EU country where you live or work, or go to court.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>9. No automated decisions</Trans>}>
        <Text>
          <Trans>
            We do not take decisions based solely on automated processing, including profiling, that produce legal effects on you (art. 22 of the
            GDPR). If you ask for financing, the lender may assess your creditworthiness under its own privacy notice.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>10. Security</Trans>}>
        <Text>
          <Trans>
            The site is served only over encrypted connections (HTTPS), access to the reserved area is limited to authorised staff, and our
            providers apply appropriate technical and organisational measures to protect the data.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>11. Changes to this policy</Trans>}>
        <Text>
          <Trans>
            We may update this policy when the law or our services change. The date at the top shows the latest version; for substantial changes we
            will give notice on the site.
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
