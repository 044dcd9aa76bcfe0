import { describe, expect, it } from 'vitest'
import { monthlyPayment, paymentPlan } from '@/features/vehicles/payment'

describe('monthlyPayment', () => {
  it('matches the annuity formula on known loans', () => {
    expect(monthlyPayment({ price: 10_000, downPayment: 0, months: 48, annualRatePercent: 6 })).toBeCloseTo(234.85, 2)
    expect(monthlyPayment({ price: 20_000, downPayment: 0, months: 60, annualRatePercent: 5 })).toBeCloseTo(377.42, 2)
    expect(monthlyPayment({ price: 25_000, downPayment: 0, months: 36, annualRatePercent: 7.5 })).toBeCloseTo(777.66, 2)
  })

  it('finances only what the down payment leaves', () => {
    expect(monthlyPayment({ price: 15_000, downPayment: 5_000, months: 48, annualRatePercent: 6 })).toBeCloseTo(234.85, 2)
  })

  it('divides evenly at a 0 % rate', () => {
    expect(monthlyPayment({ price: 12_000, downPayment: 0, months: 48, annualRatePercent: 0 })).toBe(250)
    expect(monthlyPayment({ price: 12_000, downPayment: 2_000, months: 84, annualRatePercent: 0 })).toBeCloseTo(119.05, 2)
  })

  it('is 0 when the down payment covers the price', () => {
    expect(monthlyPayment({ price: 9_000, downPayment: 9_000, months: 24, annualRatePercent: 6.9 })).toBe(0)
    expect(monthlyPayment({ price: 9_000, downPayment: 12_000, months: 24, annualRatePercent: 6.9 })).toBe(0)
  })

  it('a higher rate or a shorter term costs more per month', () => {
    const base = { price: 18_000, downPayment: 3_000, months: 60, annualRatePercent: 6.9 }
    const monthly = monthlyPayment(base)!
    expect(monthlyPayment({ ...base, annualRatePercent: 9 })!).toBeGreaterThan(monthly)
    expect(monthlyPayment({ ...base, months: 36 })!).toBeGreaterThan(monthly)
    expect(monthly * 60).toBeGreaterThan(15_000)
  })

  it.each([
    { price: Number.NaN, downPayment: 0, months: 48, annualRatePercent: 6 },
    { price: 0, downPayment: 0, months: 48, annualRatePercent: 6 },
    { price: -5_000, downPayment: 0, months: 48, annualRatePercent: 6 },
    { price: 10_000, downPayment: -1, months: 48, annualRatePercent: 6 },
    { price: 10_000, downPayment: Number.POSITIVE_INFINITY, months: 48, annualRatePercent: 6 },
    { price: 10_000, downPayment: 0, months: 0, annualRatePercent: 6 },
    { price: 10_000, downPayment: 0, months: 12.5, annualRatePercent: 6 },
    { price: 10_000, downPayment: 0, months: 48, annualRatePercent: -1 },
    { price: 10_000, downPayment: 0, months: 48, annualRatePercent: Number.NaN },
  ])('is null for invalid input %o', (input) => {
    expect(monthlyPayment(input)).toBeNull()
    expect(paymentPlan(input)).toBeNull()
  })
})

describe('paymentPlan', () => {
  it('adds up: total paid is the instalments, interest is what exceeds the amount financed', () => {
    const plan = paymentPlan({ price: 10_000, downPayment: 0, months: 48, annualRatePercent: 6 })!
    expect(plan.financed).toBe(10_000)
    expect(plan.totalPaid).toBeCloseTo(234.85 * 48, 0)
    expect(plan.totalInterest).toBeCloseTo(plan.totalPaid - 10_000, 6)
    expect(plan.totalInterest).toBeCloseTo(1272.9, 0)
  })

  it('has no interest at 0 % and nothing at all when nothing is financed', () => {
    expect(paymentPlan({ price: 6_000, downPayment: 0, months: 12, annualRatePercent: 0 })).toEqual({
      financed: 6_000,
      monthly: 500,
      totalPaid: 6_000,
      totalInterest: 0,
    })
    expect(paymentPlan({ price: 6_000, downPayment: 6_000, months: 12, annualRatePercent: 5 })).toEqual({
      financed: 0,
      monthly: 0,
      totalPaid: 0,
      totalInterest: 0,
    })
  })
})
