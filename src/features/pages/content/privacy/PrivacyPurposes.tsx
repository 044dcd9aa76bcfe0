import { Trans } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { DataTable } from '@/components/DataTable'
import { LegalSection } from '../../components/LegalSection'

/** Why the data are processed, each purpose with its legal basis under the GDPR. */
export function PrivacyPurposes() {
  return (
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
              <Trans>
                Steps taken at your request before a contract (art. 6(1)(b)); for general questions, our legitimate interest in answering (art. 6(1)(f))
              </Trans>
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
                Meeting legal obligations: accounting and tax, transfer of ownership and registration, anti-money laundering, and the communication of renters'
                data to the State Police (CARGOS system, art. 17 of Decree-Law 113/2018)
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
          Providing data is optional, but without the data needed to answer you or to draw up a contract we cannot do so. We do not use your data for marketing
          or newsletters, and we do not sell them.
        </Trans>
      </Text>
    </LegalSection>
  )
}
