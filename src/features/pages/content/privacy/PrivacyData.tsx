import { Trans } from '@lingui/react/macro'
import { List, Text } from '@mantine/core'
import { AnchorLink } from '@/lib/links'
import type { Locale } from '@/lib/locale'
import { LegalSection } from '../../components/LegalSection'

/** Which personal data the site and the dealer process, and how a request sent from the site is kept. */
export function PrivacyData({ lang }: { lang: Locale }) {
  return (
    <LegalSection title={<Trans>2. Which data we process</Trans>}>
      <List spacing="xs">
        <List.Item>
          <Trans>
            <strong>Requests and contacts.</strong> When you send us a request from the site (a question about a car, a test drive, financing, a valuation of
            your car, a rental, or the contact form), write to us by e-mail, call us or message us on WhatsApp: your name, your phone number or e-mail address,
            whatever you write, and the details of the request: the car it is about, the day you prefer, the figures of the payment calculator, the rental dates
            and the driver's age band, and for a valuation your car's make, model, year, mileage, fuel, condition and the photos you add.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>
            <strong>Customers.</strong> If you buy, reserve or rent a car, or ask for financing: identity and tax details, driving licence, address, payment
            details and the data needed for the contract, the transfer of ownership or the rental.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>
            <strong>Browsing data.</strong> The systems that run the site automatically record technical data, such as IP address, date and time of the request,
            the page requested, the browser and the device, to deliver the pages and keep them secure.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>
            <strong>Analytics data, only with your consent.</strong> How you use the site, collected through Google Analytics for Firebase as described in the{' '}
            <AnchorLink to="/$lang/cookie" params={{ lang }}>
              cookie policy
            </AnchorLink>
            .
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>
            <strong>Staff accounts.</strong> For the dealer's staff who sign in to the reserved area: e-mail address, name, sign-in data and the changes they
            make to the vehicle listings.
          </Trans>
        </List.Item>
      </List>
      <Text>
        <Trans>
          The requests you send from the site are stored in our database (Google Firebase) so that we can answer them (the contact form also opens your mail app
          with the message). Until it has reached us, a request waits in your browser's storage on your device, even with no connection, and is deleted from
          there once you have seen that it arrived, or a week after. To keep requests from different devices apart and to stop abuse (at most one request a
          minute from a device), the site gives your browser a random technical identifier, stored with the request: it does not tell us who you are. The photos
          of your car are reduced on your device and stripped of location data before they are sent, and only our staff can see them. Please do not send us
          special categories of data (such as health data) that are not needed for your request.
        </Trans>
      </Text>
    </LegalSection>
  )
}
