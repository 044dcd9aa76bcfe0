import { Trans, useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useId } from 'react'
import type { Locale } from '@/lib/locale'
import { extraKmText, includedKmText, quoteLineText, refusalMessage, rentalDaysText } from '../components/rental-quote-text'
import { formatPrice } from '../format'
import type { RentalQuote as Quote } from '../model/rental-pricing'
import classes from './VehiclePage.module.css'

/**
 * The price of the chosen dates, or why they are refused: a polite live region, always there (with a hint until
 * the dates and times are chosen) so that screen readers announce each change, and the page does not jump.
 */
export function RentalQuote({ quote, lang }: { quote: Quote | null; lang: Locale }) {
  const { i18n } = useLingui()
  const headingId = useId()
  return (
    <div className={classes.quote} role="status" aria-live="polite" aria-labelledby={headingId} data-testid="rental-quote">
      <Text id={headingId} fz="sm" fw={700} component="h3" m={0}>
        <Trans>Price for your dates</Trans>
      </Text>
      {quote === null ? (
        <Text fz="sm" c="dimmed">
          <Trans>Choose the dates and times to see the price.</Trans>
        </Text>
      ) : quote.ok ? (
        <QuotePrice quote={quote} lang={lang} />
      ) : (
        <p className={classes.quoteRefusal} data-testid="rental-quote-refusal">
          {i18n._(refusalMessage(quote))}
        </p>
      )}
    </div>
  )
}

function QuotePrice({ quote, lang }: { quote: Extract<Quote, { ok: true }>; lang: Locale }) {
  const { i18n } = useLingui()
  const total = formatPrice(quote.total, lang)
  const days = rentalDaysText(quote.days, i18n)
  const km = includedKmText(quote.includedKm, i18n, lang)
  const deposit = formatPrice(quote.deposit, lang)
  const extraKm = quote.extraKmCents === undefined ? null : extraKmText(quote.extraKmCents, i18n, lang)
  return (
    <>
      <dl className={classes.rates} data-testid="rental-quote-lines">
        {quote.lines.map((line) => (
          <div key={line.unit} style={{ display: 'contents' }}>
            <dt>{quoteLineText(line, i18n, lang)}</dt>
            <dd>{formatPrice(line.count * line.rate, lang)}</dd>
          </div>
        ))}
      </dl>
      <Text fz="md" mt="xs" className={classes.quoteTotal} data-testid="rental-quote-total">
        <Trans>
          Total {total} for {days}
        </Trans>
      </Text>
      <Text fz="sm" c="dimmed">
        <Trans>
          {km} · deposit {deposit}, not in the total
        </Trans>
      </Text>
      {extraKm && (
        <Text fz="sm" c="dimmed" data-testid="rental-quote-extra-km">
          <Trans>Beyond the included kilometres: {extraKm}, not in the total</Trans>
        </Text>
      )}
    </>
  )
}
