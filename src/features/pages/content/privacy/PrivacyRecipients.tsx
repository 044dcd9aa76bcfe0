import { Trans } from '@lingui/react/macro'
import { List, Text } from '@mantine/core'
import { LegalSection } from '../../components/LegalSection'

/** Who receives the data besides the dealer's staff, and the transfers outside the European Union. */
export function PrivacyRecipients() {
  return (
    <>
      <LegalSection title={<Trans>4. Recipients and processors</Trans>}>
        <Text>
          <Trans>Your data are handled by our authorised staff and, only as far as necessary, by:</Trans>
        </Text>
        <List spacing="xs">
          <List.Item>
            <Trans>
              Google Ireland Limited, for the Google Firebase services that run the site (hosting, database, file storage, staff sign-in and, with your consent,
              analytics), as data processor under article 28 of the GDPR;
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>our e-mail and IT service providers, and our accountant and consultants, as data processors;</Trans>
          </List.Item>
          <List.Item>
            <Trans>
              banks and finance companies, if you ask for financing, and insurance companies and extended-warranty providers, as independent controllers with
              their own privacy notices;
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              the public registers and authorities involved in vehicle paperwork (PRA, Motorizzazione), the police and other authorities, where the law requires
              it.
            </Trans>
          </List.Item>
        </List>
        <Text>
          <Trans>
            If you contact us on WhatsApp, the service is provided by WhatsApp Ireland Limited (Meta), which processes the data as an independent controller
            under its own terms. Your data are never published or disclosed to the public.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>5. Transfers outside the European Union</Trans>}>
        <Text>
          <Trans>
            Some providers, such as Google, may process data in the United States or other countries outside the European Economic Area. These transfers rely on
            the European Commission's adequacy decision for the EU-US Data Privacy Framework, for certified companies, or on the standard contractual clauses
            approved by the Commission (art. 46 of the GDPR), with additional safeguards where needed.
          </Trans>
        </Text>
      </LegalSection>
    </>
  )
}
