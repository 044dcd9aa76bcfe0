import { Trans } from '@lingui/react/macro'
import { Paper, Text } from '@mantine/core'
import { dateTimeFormat, numberFormat, regionalLocale } from '@/lib/intl'
import type { Locale } from '@/lib/locale'
import { ageBandLabel } from '../model/lead-constants'
import type { LeadRequest } from './lead-request'
import classes from './LeadDialog.module.css'

/** A calendar date (`YYYY-MM-DD`) as the visitor reads it: "sabato 9 maggio". */
export function dayLabel(date: string, lang: Locale): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number)
  return dateTimeFormat(regionalLocale(lang), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  )
}

/** An amount in euro as the car's page writes it ("4.500 €"; with cents for an instalment). */
const euro = (value: number, lang: Locale, cents = false) =>
  numberFormat(regionalLocale(lang), {
    useGrouping: 'always',
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: cents ? 2 : 0,
    minimumFractionDigits: cents ? 2 : 0,
  }).format(value)

/** The dialog's title: what the visitor is asking for. */
export function Title({ request }: { request: LeadRequest }) {
  switch (request.kind) {
    case 'question':
      return <Trans>Ask about this car</Trans>
    case 'test-drive':
      return <Trans>Book a test drive</Trans>
    case 'financing':
      return <Trans>Request financing</Trans>
    case 'trade-in':
      return <Trans>Value my car</Trans>
    case 'rental':
      return <Trans>Request this rental</Trans>
  }
}

/** What the page already knows about the request (the calculator's values, the rental's dates), shown back. */
export function RequestSummary({ request, lang }: { request: LeadRequest; lang: Locale }) {
  if (request.kind === 'financing') {
    const down = euro(request.financing.downPayment, lang)
    const months = request.financing.months
    const monthly = euro(request.financing.monthly, lang, true)
    return (
      <Paper withBorder p="sm" radius="md" className={classes.summary}>
        <Text fz="sm">
          <Trans>
            Down payment {down}, {months} monthly payments of about {monthly}, as in the calculator. We will answer with the lender's quote (TAN and TAEG).
          </Trans>
        </Text>
      </Paper>
    )
  }
  if (request.kind === 'rental') {
    const from = dayLabel(request.rental.from, lang)
    const to = dayLabel(request.rental.to, lang)
    const time = request.rental.pickUpTime
    const returnTime = request.rental.returnTime
    const age = ageBandLabel(request.rental.ageBand)
    const total = request.rental.quote ? euro(request.rental.quote.total, lang) : null
    return (
      <Paper withBorder p="sm" radius="md" className={classes.summary}>
        <Text fz="sm">
          {returnTime ? (
            <Trans>
              From {from} at {time} to {to} at {returnTime}; driver's age {age}.
            </Trans>
          ) : (
            <Trans>
              From {from} at {time} to {to}; driver's age {age}.
            </Trans>
          )}
        </Text>
        {total && (
          <Text fz="sm" fw={700}>
            <Trans>Total {total}, as shown on the page: we will confirm availability.</Trans>
          </Text>
        )}
      </Paper>
    )
  }
  return null
}
