import { Trans } from '@lingui/react/macro'
import { List, Text } from '@mantine/core'
import { LegalSection } from '../../components/LegalSection'
import { Subheading } from './Subheading'

/** The conditions of sale of used cars: reservation, warranty, delivery, paperwork, trade-ins, withdrawal. */
export function TermsSale() {
  return (
    <LegalSection title={<Trans>3. Conditions of sale of used cars</Trans>}>
      <Subheading>
        <Trans>Reservation and deposit</Trans>
      </Subheading>
      <Text>
        <Trans>
          You can reserve a car by signing a purchase proposal and paying a deposit. The amount, its nature and how long the car stays reserved are stated in
          writing. The deposit is deducted from the price at the balance; if the sale does not go ahead because of us, it is refunded in full.
        </Trans>
      </Text>

      <Subheading>
        <Trans>Legal warranty of conformity</Trans>
      </Subheading>
      <Text>
        <Trans>
          Used cars sold to consumers are covered by the legal warranty of conformity under articles 128 and following of the Consumer Code (Legislative Decree
          206/2005). As allowed for used goods, its duration is 12 months from delivery, as stated in the contract.
        </Trans>
      </Text>
      <Text>
        <Trans>
          We are responsible for any lack of conformity that exists at delivery and becomes apparent within that period, taking into account the car's age,
          mileage and condition as described. You must report the defect within two months of discovering it.
        </Trans>
      </Text>
      <Text>
        <Trans>
          You are entitled, free of charge, to have the car repaired or, where possible, replaced; if this is impossible, disproportionate or not done within a
          reasonable time, to a price reduction or to termination of the contract.
        </Trans>
      </Text>

      <Subheading>
        <Trans>What the warranty does not cover</Trans>
      </Subheading>
      <List spacing="xs">
        <List.Item>
          <Trans>
            normal wear of parts subject to wear (such as tyres, brake pads and discs, clutch, battery, wiper blades and bulbs), consistent with the car's age
            and mileage;
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>defects that were pointed out to you before the sale and written in the contract;</Trans>
        </List.Item>
        <List.Item>
          <Trans>damage caused after delivery by accidents, misuse, lack of the scheduled maintenance, or modifications made by others.</Trans>
        </List.Item>
      </List>
      <Text>
        <Trans>
          Buyers who are not consumers (companies and professionals) are covered by the Civil Code warranty for defects (articles 1490 and following), within
          the limits agreed in the contract.
        </Trans>
      </Text>

      <Subheading>
        <Trans>Extended warranty</Trans>
      </Subheading>
      <Text>
        <Trans>
          On request, you can buy an extended warranty from a specialist provider. It is governed by its own terms, which we hand you before you sign, and it
          adds to the legal warranty: it does not replace or limit it.
        </Trans>
      </Text>

      <Subheading>
        <Trans>Delivery</Trans>
      </Subheading>
      <Text>
        <Trans>
          The car is delivered at our showroom on the date agreed in writing, after payment of the full price and completion of the transfer of ownership. At
          delivery we check the car together with you and hand over the documents, the keys and the service records.
        </Trans>
      </Text>

      <Subheading>
        <Trans>Paperwork costs</Trans>
      </Subheading>
      <Text>
        <Trans>
          Unless otherwise stated, the price does not include the costs of the transfer of ownership: the provincial transfer tax (IPT), which depends on the
          car's power and the buyer's province, the fees of the PRA and the Motorizzazione, stamp duties and our handling fee. We tell you the total before you
          sign.
        </Trans>
      </Text>

      <Subheading>
        <Trans>Trade-ins</Trans>
      </Subheading>
      <Text>
        <Trans>
          The value of a trade-in is agreed in writing and deducted from the price. It is based on the condition you declare and on our inspection, and is
          confirmed when you hand over the car with its documents and all the keys, free of liens and administrative stops (fermo amministrativo). If the car's
          condition has changed in the meantime, the value may be revised.
        </Trans>
      </Text>

      <Subheading>
        <Trans>Right of withdrawal</Trans>
      </Subheading>
      <Text>
        <Trans>
          Contracts signed at our showroom carry no right of withdrawal. If you are a consumer and the contract is concluded entirely at a distance (by phone or
          e-mail, without coming to the showroom), you may withdraw within 14 days of delivery under articles 52 and following of the Consumer Code.
        </Trans>
      </Text>
    </LegalSection>
  )
}
