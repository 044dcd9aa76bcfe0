/**
 * Indicative financing: a fixed-rate loan repaid in equal monthly instalments (French amortisation, the usual
 * car loan in Italy). Fees, insurance and the TAEG are left out: the result is an example, not an offer.
 */

export interface PaymentInput {
  /** Price of the car in euro. */
  price: number
  /** Paid up front, in euro. */
  downPayment: number
  /** Number of monthly instalments. */
  months: number
  /** Nominal yearly rate (TAN) in percent: 6.9 means 6.9 %. */
  annualRatePercent: number
}

export interface PaymentPlan {
  /** Amount borrowed: price minus down payment. */
  financed: number
  monthly: number
  /** Sum of every instalment. */
  totalPaid: number
  /** totalPaid minus financed. */
  totalInterest: number
}

/** Limits the calculator offers; the functions below accept any valid input. */
export const PAYMENT_LIMITS = {
  monthsMin: 12,
  monthsMax: 84,
  monthsStep: 12,
  defaultMonths: 48,
  defaultRatePercent: 6.9,
  rateMaxPercent: 30,
  /** Share of the price suggested as a down payment. */
  defaultDownPaymentShare: 0.2,
} as const

const isNonNegative = (value: number) => Number.isFinite(value) && value >= 0

/**
 * The whole plan, or null when the input makes no sense (non-finite numbers, a price not above zero, a negative
 * down payment or rate, a number of months that is not a whole number from 1). A down payment that covers the
 * price leaves nothing to finance: every amount is 0.
 */
export function paymentPlan({ price, downPayment, months, annualRatePercent }: PaymentInput): PaymentPlan | null {
  if (!Number.isFinite(price) || price <= 0) return null
  if (!isNonNegative(downPayment) || !isNonNegative(annualRatePercent)) return null
  if (!Number.isInteger(months) || months < 1) return null

  const financed = price - downPayment
  if (financed <= 0) return { financed: 0, monthly: 0, totalPaid: 0, totalInterest: 0 }

  const monthlyRate = annualRatePercent / 100 / 12
  const monthly = monthlyRate === 0 ? financed / months : (financed * monthlyRate) / (1 - (1 + monthlyRate) ** -months)
  const totalPaid = monthly * months
  return { financed, monthly, totalPaid, totalInterest: totalPaid - financed }
}

/** The monthly instalment in euro (not rounded), 0 when nothing is financed, null for invalid input. */
export function monthlyPayment(input: PaymentInput): number | null {
  return paymentPlan(input)?.monthly ?? null
}
