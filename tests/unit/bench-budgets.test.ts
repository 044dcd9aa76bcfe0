// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { budgetSummary, checkBudgets, checkInbox } from '../../scripts/bench/budgets'
import { sitePages } from '../../scripts/bench/config'
import type { PageSummary } from '../../scripts/bench/results'

const summary = (figures: Partial<PageSummary> = {}): PageSummary => ({
  firstTapMs: 2_000,
  controls: {},
  blockingMs: 100,
  lcpMs: 2_000,
  cls: 0,
  performance: 95,
  lighthouseLcpMs: 1_500,
  lighthouseTbtMs: 100,
  lighthouseCls: 0,
  scriptBytes: 100_000,
  scriptCount: 10,
  filterInpMs: Number.NaN,
  measured: { lighthouse: 5, quiet: 5, taps: 5 },
  ...figures,
})

const [home, , , , stock] = sitePages({ car: '/it/detail/used-001', rental: '/it/detail/rent-001' })

const verdicts = (checks: ReturnType<typeof checkBudgets>) => Object.fromEntries(checks.map((check) => [check.figure, check.ok]))

describe('checkBudgets', () => {
  it('holds each page to ratios of the floor’s medians, and to absolute CLS and INP', () => {
    const floor = summary({ firstTapMs: 2_000, blockingMs: 200, lcpMs: 2_500, performance: 90 })
    const atTheLimits = summary({ firstTapMs: 2_800, blockingMs: 300, lcpMs: 2_000, performance: 87 })
    expect(verdicts(checkBudgets(home!, atTheLimits, floor))).toEqual({
      firstTap: true,
      blocking: true,
      lcp: true,
      performance: true,
      lighthouseCls: true,
      cls: true,
    })
    const over = summary({ firstTapMs: 2_900, blockingMs: 320, lcpMs: 2_100, performance: 86, lighthouseCls: 0.01, cls: 0.002 })
    expect(verdicts(checkBudgets(home!, over, floor))).toEqual({
      firstTap: false,
      blocking: false,
      lcp: false,
      performance: false,
      lighthouseCls: false,
      cls: false,
    })
  })

  it('checks the filter change’s INP on the large listing only', () => {
    const floor = summary()
    expect(verdicts(checkBudgets(stock!, summary({ filterInpMs: 100 }), floor)).filterInp).toBe(true)
    expect(verdicts(checkBudgets(stock!, summary({ filterInpMs: 104 }), floor)).filterInp).toBe(false)
    expect(checkBudgets(home!, summary({ filterInpMs: 500 }), floor).some((check) => check.figure === 'filterInp')).toBe(false)
  })

  it('misses the tap budget when a control never worked, and leaves unknown figures unchecked', () => {
    const checks = checkBudgets(home!, summary({ firstTapMs: Number.POSITIVE_INFINITY, lcpMs: Number.NaN }), summary())
    expect(checks.find((check) => check.figure === 'firstTap')).toEqual({ figure: 'firstTap', ok: false })
    expect(checks.find((check) => check.figure === 'lcp')).toEqual({ figure: 'lcp', ok: null, unchecked: 'not measured' })
  })

  it('checks only the absolute budgets without a floor', () => {
    const checks = checkBudgets(home!, summary(), undefined)
    expect(checks.filter((check) => check.unchecked === 'no floor').map((check) => check.figure)).toEqual(['firstTap', 'blocking', 'lcp', 'performance'])
    expect(verdicts(checks)).toMatchObject({ lighthouseCls: true, cls: true })
  })
})

describe('budgetSummary', () => {
  it('says every budget was met, or names each miss and what could not be checked', () => {
    const floor = summary({ lcpMs: 2_500 })
    expect(budgetSummary([{ name: '/it', checks: checkBudgets(home!, summary(), floor) }])).toBe('Every budget met.')
    const missed = budgetSummary([
      { name: '/it', checks: checkBudgets(home!, summary({ firstTapMs: 5_000 }), floor) },
      { name: '/it/list/used (500 cars)', checks: checkBudgets(stock!, summary({ filterInpMs: 180, cls: Number.NaN }), floor) },
    ])
    expect(missed).toBe(
      'Over budget: first working tap of /it; filter INP of /it/list/used (500 cars).\n' +
        'Not checked: CLS (page) of /it/list/used (500 cars) (not measured).',
    )
    expect(budgetSummary([{ name: '/it', checks: checkBudgets(home!, summary({ lcpMs: 1_000 }), undefined) }])).toMatch(
      /^Every budget checked was met\.\nNot checked: first working tap of \/it \(no floor\)/,
    )
  })
})

describe('checkInbox', () => {
  it('holds the dealer’s inbox to 2 s, names it when it misses, and leaves it unchecked when no run measured it', () => {
    expect(checkInbox(2_000)).toEqual({ figure: 'inbox', ok: true })
    expect(checkInbox(2_010)).toEqual({ figure: 'inbox', ok: false })
    expect(checkInbox(Number.NaN)).toEqual({ figure: 'inbox', ok: null, unchecked: 'not measured' })
    expect(budgetSummary([{ name: 'the dealer’s inbox (60 requests, tablet)', checks: [checkInbox(2_500)] }])).toBe(
      'Over budget: opening of the dealer’s inbox (60 requests, tablet).',
    )
    expect(budgetSummary([{ name: 'the inbox', checks: [checkInbox(1_500)] }])).toBe('Every budget met.')
  })
})
