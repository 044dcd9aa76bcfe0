import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, NumberInput, Paper, Slider, Stack, Text, Title } from '@mantine/core'
import '@mantine/core/styles/NumberInput.css'
import '@mantine/core/styles/Slider.css'
import { IconCalculator, IconReceiptEuro } from '@tabler/icons-react'
import { leadIntentProps } from '@/features/leads/forms/use-lead-dialog'
import { useId, useState } from 'react'
import type { Locale } from '@/lib/locale'
import { formatPrice, formatPriceWithCents } from '../format'
import { PAYMENT_LIMITS, paymentPlan } from '../payment'
import classes from './VehiclePage.module.css'

const MONTH_MARKS = Array.from(
  { length: (PAYMENT_LIMITS.monthsMax - PAYMENT_LIMITS.monthsMin) / PAYMENT_LIMITS.monthsStep + 1 },
  (_, index) => PAYMENT_LIMITS.monthsMin + index * PAYMENT_LIMITS.monthsStep,
)

function defaultDownPayment(price: number): number {
  return Math.round((price * PAYMENT_LIMITS.defaultDownPaymentShare) / 500) * 500
}

const toNumber = (value: string | number): number => (typeof value === 'number' ? value : Number.NaN)

export interface FinancingValues {
  downPayment: number
  months: number
  monthly: number
}

/**
 * An indicative monthly instalment for a used car: down payment, duration and rate are the visitor's to change;
 * `onRequest` asks the dealer for that financing. An island of the vehicle page (below a phone's first screen):
 * its number fields and slider, about 17 KB compressed, load after the page is the app's, not before its first tap.
 */
export function PaymentCalculator({ price, lang, onRequest }: { price: number; lang: Locale; onRequest?: (values: FinancingValues) => void }) {
  const { t } = useLingui()
  const headingId = useId()
  const monthsLabelId = useId()
  const [downPayment, setDownPayment] = useState<string | number>(() => defaultDownPayment(price))
  const [months, setMonths] = useState<number>(PAYMENT_LIMITS.defaultMonths)
  const [rate, setRate] = useState<string | number>(PAYMENT_LIMITS.defaultRatePercent)

  const plan = paymentPlan({ price, downPayment: toNumber(downPayment), months, annualRatePercent: toNumber(rate) })
  const tooHigh = toNumber(downPayment) > price || toNumber(rate) > PAYMENT_LIMITS.rateMaxPercent
  const amount = plan ? formatPriceWithCents(plan.monthly, lang) : ''
  const financed = plan ? formatPrice(plan.financed, lang) : ''
  const total = plan ? formatPriceWithCents(plan.totalPaid + Math.max(0, toNumber(downPayment)), lang) : ''
  const interest = plan ? formatPriceWithCents(plan.totalInterest, lang) : ''
  const decimal = lang === 'it' ? ',' : '.'
  const thousands = lang === 'it' ? '.' : ','

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <IconCalculator size={22} aria-hidden />
          <Title order={2} size="h4" id={headingId}>
            <Trans>Monthly payment calculator</Trans>
          </Title>
        </Group>
        <NumberInput
          label={t`Down payment`}
          value={downPayment}
          onChange={setDownPayment}
          min={0}
          max={price}
          step={500}
          allowNegative={false}
          decimalScale={0}
          thousandSeparator={thousands}
          decimalSeparator={decimal}
          prefix="€ "
          clampBehavior="blur"
          error={toNumber(downPayment) > price ? t`The down payment cannot exceed the price.` : undefined}
        />
        <div>
          <Text component="div" id={monthsLabelId} fz="sm" fw={500} mb={4}>
            <Trans>Duration: {months} months</Trans>
          </Text>
          <Slider
            value={months}
            onChange={setMonths}
            min={PAYMENT_LIMITS.monthsMin}
            max={PAYMENT_LIMITS.monthsMax}
            step={PAYMENT_LIMITS.monthsStep}
            marks={MONTH_MARKS.map((value) => ({ value, label: String(value) }))}
            label={null}
            thumbProps={{ 'aria-labelledby': monthsLabelId, 'aria-valuetext': t`${months} months` }}
            mb="lg"
          />
        </div>
        <NumberInput
          label={t`Interest rate (TAN)`}
          value={rate}
          onChange={setRate}
          min={0}
          max={PAYMENT_LIMITS.rateMaxPercent}
          step={0.1}
          allowNegative={false}
          decimalScale={2}
          decimalSeparator={decimal}
          suffix=" %"
          clampBehavior="blur"
          error={toNumber(rate) > PAYMENT_LIMITS.rateMaxPercent ? t`Enter a rate between 0 and 30 %.` : undefined}
        />
        <div aria-live="polite" aria-atomic="true" data-testid="payment-result">
          {plan && !tooHigh ? (
            <>
              <Text component="p" className={classes.bigPrice} fz={28} m={0}>
                <Trans>≈ {amount}/month</Trans>
              </Text>
              <Text fz="sm" c="dimmed">
                <Trans>
                  Amount financed {financed}, {months} monthly payments. Interest {interest}; total with the down payment {total}.
                </Trans>
              </Text>
            </>
          ) : (
            <Text fz="sm" c="dimmed">
              <Trans>Enter a down payment and a rate to see the monthly payment.</Trans>
            </Text>
          )}
        </div>
        <Text fz="xs" c="dimmed">
          <Trans>Indicative example, not an offer; financing subject to approval. Fees, insurance and the TAEG are not included.</Trans>
        </Text>
        {onRequest && (
          <Button
            variant="light"
            size="md"
            className={classes.wrapButton}
            classNames={{ label: classes.wrapLabel }}
            leftSection={<IconReceiptEuro size={20} aria-hidden />}
            disabled={!plan || tooHigh || plan.financed <= 0}
            onClick={() => plan && onRequest({ downPayment: Math.max(0, toNumber(downPayment)), months, monthly: plan.monthly })}
            {...leadIntentProps}
          >
            <Trans>Request this financing</Trans>
          </Button>
        )}
      </Stack>
    </Paper>
  )
}
