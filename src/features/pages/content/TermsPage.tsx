import { Trans } from '@lingui/react/macro'
import { Anchor, List, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { Page } from '@/components/Page'
import { PageHeader } from '@/components/PageHeader'
import { business } from '@/config/business'
import { useSiteSettings } from '@/features/site/api/use-site-settings'
import { addressLine } from '@/features/site/model/site-settings'
import { AnchorLink } from '@/lib/links'
import { useLocale } from '@/lib/use-locale'
import { LastUpdated } from '../components/LastUpdated'
import { LegalSection } from '../components/LegalSection'

/** The date these terms were last changed (YYYY-MM-DD). Update it whenever the text changes. */
const LAST_UPDATED = '2026-11-22'

function Subheading({ children }: { children: ReactNode }) {
  return (
    <Title order={3} size="h5" mt="sm">
      {children}
    </Title>
  )
}

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
            The terms of use of this site and the general conditions that apply when you buy or rent a car from us. The contract you sign prevails
            over this summary.
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
              Prices are in euro and include VAT unless otherwise stated. Many used cars are sold under the margin scheme, in which VAT is not shown
              separately on the invoice.
            </Trans>
          </List.Item>
          <List.Item>
            <Trans>
              We update the site with care, but errors and omissions are possible and a car may be sold before the site shows it: please confirm
              price and availability with us before you travel.
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
              We are not responsible for the content of third-party sites linked from ours, or for temporary interruptions of the site due to
              maintenance or causes beyond our control.
            </Trans>
          </List.Item>
        </List>
      </LegalSection>

      <LegalSection title={<Trans>3. Conditions of sale of used cars</Trans>}>
        <Subheading>
          <Trans>Reservation and deposit</Trans>
        </Subheading>
        <Text>
          <Trans>
            You can reserve a car by signing a purchase proposal and paying a deposit. The amount, its nature and how long the car stays reserved are
            stated in writing. The deposit is deducted from the price at the balance; if the sale does not go ahead because of us, it is refunded in
            full.
          </Trans>
        </Text>

        <Subheading>
          <Trans>Legal warranty of conformity</Trans>
        </Subheading>
        <Text>
          <Trans>
            Used cars sold to consumers are covered by the legal warranty of conformity under articles 128 and following of the Consumer Code
            (Legislative Decree 206/2005). As allowed for used goods, its duration is 12 months from delivery, as stated in the contract.
          </Trans>
        </Text>
        <Text>
          <Trans>
            We are responsible for any lack of conformity that exists at delivery and becomes apparent within that period, taking into account the
            car's age, mileage and condition as described. You must report the defect within two months of discovering it.
          </Trans>
        </Text>
        <Text>
          <Trans>
            You are entitled, free of charge, to have the car repaired or, where possible, replaced; if this is impossible, disproportionate or not
            done within a reasonable time, to a price reduction or to termination of the contract.
          </Trans>
        </Text>

        <Subheading>
          <Trans>What the warranty does not cover</Trans>
        </Subheading>
        <List spacing="xs">
          <List.Item>
            <Trans>normal wear of parts subject to wear (such as tyres, brake pads and discs, clutch, battery, wiper blades and bulbs), consistent with the car's age and mileage;</Trans>
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
            Buyers who are not consumers (companies and professionals) are covered by the Civil Code warranty for defects (articles 1490 and following),
            within the limits agreed in the contract.
          </Trans>
        </Text>

        <Subheading>
          <Trans>Extended warranty</Trans>
        </Subheading>
        <Text>
          <Trans>
            On request, you can buy an extended warranty from a specialist provider. It is governed by its own terms, which we hand you before you
            sign, and it adds to the legal warranty: it does not replace or limit it.
          </Trans>
        </Text>

        <Subheading>
          <Trans>Delivery</Trans>
        </Subheading>
        <Text>
          <Trans>
            The car is delivered at our showroom on the date agreed in writing, after payment of the full price and completion of the transfer of
            ownership. At delivery we check the car together with you and hand over the documents, the keys and the service records.
          </Trans>
        </Text>

        <Subheading>
          <Trans>Paperwork costs</Trans>
        </Subheading>
        <Text>
          <Trans>
            Unless otherwise stated, the price does not include the costs of the transfer of ownership: the provincial transfer tax (IPT), which depends
            on the car's power and the buyer's province, the fees of the PRA and the Motorizzazione, stamp duties and our handling fee. We tell you the
            total before you sign.
          </Trans>
        </Text>

        <Subheading>
          <Trans>Trade-ins</Trans>
        </Subheading>
        <Text>
          <Trans>
            The value of a trade-in is agreed in writing and deducted from the price. It is based on the condition you declare and on our inspection,
            and is confirmed when you hand over the car with its documents and all the keys, free of liens and administrative stops (fermo
            amministrativo). If the car's condition has changed in the meantime, the value may be revised.
          </Trans>
        </Text>

        <Subheading>
          <Trans>Right of withdrawal</Trans>
        </Subheading>
        <Text>
          <Trans>
            Contracts signed at our showroom carry no right of withdrawal. If you are a consumer and the contract is concluded entirely at a distance
            (by phone or e-mail, without coming to the showroom), you may withdraw within 14 days of delivery under articles 52 and following of the
            Consumer Code.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>4. Conditions of rental</Trans>}>
        <Subheading>
          <Trans>Driver requirements</Trans>
        </Subheading>
        <Text>
          <Trans>
            The renter and every driver must be at least 21 years old, or the minimum age shown on the car's page if higher, and must have held a valid
            driving licence for at least 3 years. At pickup we need an identity document and the driving licence of every driver; only the drivers
            named in the contract may drive.
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
            Each rental includes the number of kilometres per day shown on the car's page, calculated over the whole rental. Extra kilometres are
            charged at the rate per kilometre stated in the contract.
          </Trans>
        </Text>

        <Subheading>
          <Trans>Fuel</Trans>
        </Subheading>
        <Text>
          <Trans>
            The car is handed over with a full tank and must be returned full (full to full). If it is not, we charge the missing fuel at the pump
            price plus the refuelling fee stated in the contract. For electric cars, the same applies to the battery charge level.
          </Trans>
        </Text>

        <Subheading>
          <Trans>Insurance and excess</Trans>
        </Subheading>
        <Text>
          <Trans>
            Compulsory third-party liability insurance (RCA) is always included. Damage to the car and theft are covered with an excess, the amount the
            renter pays in any case, which is stated in the contract; you can reduce it with optional cover.
          </Trans>
        </Text>
        <Text>
          <Trans>
            The cover does not apply to damage caused by driving under the influence of alcohol or drugs, by unauthorised drivers, or by serious
            negligence, such as misfuelling or leaving the keys in the car.
          </Trans>
        </Text>

        <Subheading>
          <Trans>Damage and accidents</Trans>
        </Subheading>
        <Text>
          <Trans>
            At pickup and return we inspect the car together and record its condition, with photos. In case of an accident or theft, inform us within
            24 hours and, where possible, fill in the joint accident report (CAI form) and report theft to the police. New damage found at the return
            is charged within the limits of the excess.
          </Trans>
        </Text>

        <Subheading>
          <Trans>Late return</Trans>
        </Subheading>
        <Text>
          <Trans>
            Return the car at the agreed time and place. A delay of up to 59 minutes is tolerated; beyond that an extra day is charged. If you expect
            to be late, let us know as soon as possible.
          </Trans>
        </Text>

        <Subheading>
          <Trans>Travel abroad</Trans>
        </Subheading>
        <Text>
          <Trans>
            Driving outside Italy is allowed only with our prior written authorisation, and only in the countries listed in it (usually the European
            Union, the European Economic Area and Switzerland). Extra fees may apply.
          </Trans>
        </Text>

        <Subheading>
          <Trans>Fines, tolls and restricted zones</Trans>
        </Subheading>
        <Text>
          <Trans>
            The renter pays motorway tolls, parking, and fines received during the rental, including those for restricted traffic zones (ZTL) and
            low-emission areas. As the law requires, we pass the driver's details to the authority that issued the fine, and we may charge the
            administrative fee stated in the contract.
          </Trans>
        </Text>

        <Subheading>
          <Trans>Cancellation</Trans>
        </Subheading>
        <Text>
          <Trans>
            Under article 59 of the Consumer Code, car rentals for specific dates carry no right of withdrawal. Cancellation terms and any refund are
            stated in the booking confirmation.
          </Trans>
        </Text>
      </LegalSection>

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
            These terms and the contracts they refer to are governed by Italian law. If you are a consumer, you keep the protection of the mandatory
            rules of the country where you live.
          </Trans>
        </Text>
        <Text>
          <Trans>
            For disputes with consumers, the court of the place where the consumer lives or is domiciled has exclusive jurisdiction (art. 66-bis of the
            Consumer Code). For all other customers, the court competent for our registered office has jurisdiction.
          </Trans>
        </Text>
      </LegalSection>

      <LegalSection title={<Trans>7. Complaints and dispute resolution</Trans>}>
        <Text>
          <Trans>
            If something goes wrong, write to us at <Anchor href={`mailto:${email}`}>{email}</Anchor>: we will reply within 15 working days and look
            for a fair solution together.
          </Trans>
        </Text>
        <Text>
          <Trans>
            If we cannot agree, consumers can turn to an alternative dispute resolution (ADR) body under articles 141 and following of the Consumer
            Code, or to a mediation body registered with the Ministry of Justice. This does not affect your right to go to court.
          </Trans>
        </Text>
        <Text>
          <Trans>
            How we handle personal data is described in the <AnchorLink to="/$lang/privacy" params={{ lang }}>privacy policy</AnchorLink>.
          </Trans>
        </Text>
      </LegalSection>
    </Page>
  )
}
