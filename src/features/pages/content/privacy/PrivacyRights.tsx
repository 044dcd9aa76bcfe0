import { Trans } from '@lingui/react/macro'
import { Anchor, List, Text } from '@mantine/core'
import { ExternalAnchor } from '../../components/ExternalAnchor'
import { LegalSection } from '../../components/LegalSection'

/** The visitor's rights under the GDPR, how to exercise them, and the complaint to the data protection authority. */
export function PrivacyRights({ email }: { email: string }) {
  return (
    <>
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
            To exercise your rights, write to <Anchor href={`mailto:${email}`}>{email}</Anchor>. We will answer without undue delay and in any case within one
            month, which can be extended by two further months for complex requests.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>8. Right to lodge a complaint</Trans>}>
        <Text>
          <Trans>
            If you believe that the processing of your data breaches the law, you can lodge a complaint with the Italian data protection authority, the Garante
            per la protezione dei dati personali (Piazza Venezia 11, 00187 Rome,{' '}
            <ExternalAnchor href="https://www.garanteprivacy.it">www.garanteprivacy.it</ExternalAnchor>), or with the authority of the EU country where you live
            or work, or go to court.
          </Trans>
        </Text>
      </LegalSection>
    </>
  )
}
