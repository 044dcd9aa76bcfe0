import { Trans } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { LegalSection } from '../../components/LegalSection'
import { Subheading } from './Subheading'

/** The conditions of rental: drivers, rates, kilometres, fuel, insurance, damage, returns, travel, fines, cancellation. */
export function TermsRental() {
  return (
    <LegalSection title={<Trans>4. Conditions of rental</Trans>}>
      <Subheading>
        <Trans>Driver requirements</Trans>
      </Subheading>
      <Text>
        <Trans>
          The renter and every driver must be at least 21 years old, or the minimum age shown on the car's page if higher, and must have held a valid driving
          licence for at least 3 years. At pickup we need an identity document and the driving licence of every driver; only the drivers named in the contract
          may drive.
        </Trans>
      </Text>

      <Subheading>
        <Trans>Rates and deposit</Trans>
      </Subheading>
      <Text>
        <Trans>
          Daily and weekly rates are shown on each car's page. At pickup we ask for a refundable deposit, in the amount shown on the car's page, by
          pre-authorisation on a credit card in the renter's name. It is released after the return, less any amounts due under the contract.
        </Trans>
      </Text>

      <Subheading>
        <Trans>Kilometres</Trans>
      </Subheading>
      <Text>
        <Trans>
          Each rental includes the number of kilometres per day shown on the car's page, calculated over the whole rental. Extra kilometres are charged at the
          rate per kilometre stated in the contract.
        </Trans>
      </Text>

      <Subheading>
        <Trans>Fuel</Trans>
      </Subheading>
      <Text>
        <Trans>
          The car is handed over with a full tank and must be returned full (full to full). If it is not, we charge the missing fuel at the pump price plus the
          refuelling fee stated in the contract. For electric cars, the same applies to the battery charge level.
        </Trans>
      </Text>

      <Subheading>
        <Trans>Insurance and excess</Trans>
      </Subheading>
      <Text>
        <Trans>
          Compulsory third-party liability insurance (RCA) is always included. Damage to the car and theft are covered with an excess, the amount the renter
          pays in any case, which is stated in the contract; you can reduce it with optional cover.
        </Trans>
      </Text>
      <Text>
        <Trans>
          The cover does not apply to damage caused by driving under the influence of alcohol or drugs, by unauthorised drivers, or by serious negligence, such
          as misfuelling or leaving the keys in the car.
        </Trans>
      </Text>

      <Subheading>
        <Trans>Damage and accidents</Trans>
      </Subheading>
      <Text>
        <Trans>
          At pickup and return we inspect the car together and record its condition, with photos. In case of an accident or theft, inform us within 24 hours
          and, where possible, fill in the joint accident report (CAI form) and report theft to the police. New damage found at the return is charged within the
          limits of the excess.
        </Trans>
      </Text>

      <Subheading>
        <Trans>Late return</Trans>
      </Subheading>
      <Text>
        <Trans>
          Return the car at the agreed time and place. A delay of up to 59 minutes is tolerated; beyond that an extra day is charged. If you expect to be late,
          let us know as soon as possible.
        </Trans>
      </Text>

      <Subheading>
        <Trans>Travel abroad</Trans>
      </Subheading>
      <Text>
        <Trans>
          Driving outside Italy is allowed only with our prior written authorisation, and only in the countries listed in it (usually the European Union, the
          European Economic Area and Switzerland). Extra fees may apply.
        </Trans>
      </Text>

      <Subheading>
        <Trans>Fines, tolls and restricted zones</Trans>
      </Subheading>
      <Text>
        <Trans>
          The renter pays motorway tolls, parking, and fines received during the rental, including those for restricted traffic zones (ZTL) and low-emission
          areas. As the law requires, we pass the driver's details to the authority that issued the fine, and we may charge the administrative fee stated in the
          contract.
        </Trans>
      </Text>

      <Subheading>
        <Trans>Cancellation</Trans>
      </Subheading>
      <Text>
        <Trans>
          Under article 59 of the Consumer Code, car rentals for specific dates carry no right of withdrawal. Cancellation terms and any refund are stated in
          the booking confirmation.
        </Trans>
      </Text>
    </LegalSection>
  )
}
