/**
 * The budgets (./config.ts: BUDGETS) checked against a page's medians, most of them as ratios to the floor's
 * medians in the same run. Pure.
 */
import { BUDGETS, type PagePlan } from './config.ts'
import type { PageSummary } from './results.ts'
import { ratio } from './stats.ts'

export type BudgetFigure = 'firstTap' | 'blocking' | 'lcp' | 'performance' | 'lighthouseCls' | 'cls' | 'filterInp' | 'inbox'

export interface BudgetCheck {
  figure: BudgetFigure
  /** Met, missed, or not checked (null: see `unchecked`). */
  ok: boolean | null
  unchecked?: 'no floor' | 'not measured'
}

/** How the output names each figure. */
export const FIGURE_NAMES: Record<BudgetFigure, string> = {
  firstTap: 'first working tap',
  blocking: 'long-task blocking',
  lcp: 'LCP (page)',
  performance: 'Lighthouse performance',
  lighthouseCls: 'CLS (Lighthouse)',
  cls: 'CLS (page)',
  filterInp: 'filter INP',
  inbox: 'opening',
}

/** A check of a value: NaN is a figure no run measured. */
function check(figure: BudgetFigure, value: number, within: (value: number) => boolean): BudgetCheck {
  return Number.isNaN(value) ? { figure, ok: null, unchecked: 'not measured' } : { figure, ok: within(value) }
}

/** The checks of one of the site's pages; those relative to the floor are unchecked without one. */
export function checkBudgets(plan: PagePlan, site: PageSummary, floor: PageSummary | undefined): BudgetCheck[] {
  const relative = (figure: BudgetFigure, value: (floor: PageSummary) => number, within: (value: number) => boolean): BudgetCheck =>
    floor ? check(figure, value(floor), within) : { figure, ok: null, unchecked: 'no floor' }
  const checks = [
    relative(
      'firstTap',
      (f) => ratio(site.firstTapMs, f.firstTapMs),
      (r) => r <= BUDGETS.firstTapRatio,
    ),
    relative(
      'blocking',
      (f) => ratio(site.blockingMs, f.blockingMs),
      (r) => r <= BUDGETS.blockingRatio,
    ),
    relative(
      'lcp',
      (f) => ratio(site.lcpMs, f.lcpMs),
      (r) => r <= BUDGETS.lcpRatio,
    ),
    relative(
      'performance',
      (f) => site.performance - f.performance,
      (points) => points >= -BUDGETS.performancePoints,
    ),
    check('lighthouseCls', site.lighthouseCls, (cls) => cls <= BUDGETS.cls),
    check('cls', site.cls, (cls) => cls <= BUDGETS.cls),
  ]
  if (plan.filterInp) checks.push(check('filterInp', site.filterInpMs, (ms) => ms <= BUDGETS.filterInpMs))
  return checks
}

/** The check of the dealer's inbox: its median time to show its first page (NaN: no run measured it). */
export function checkInbox(medianMs: number): BudgetCheck {
  return check('inbox', medianMs, (ms) => ms <= BUDGETS.inboxMs)
}

/** "Every budget met.", or a line naming each miss (and a second one for what could not be checked). */
export function budgetSummary(pages: { name: string; checks: BudgetCheck[] }[]): string {
  const list = (ok: boolean | null) =>
    pages.flatMap(({ name, checks }) =>
      checks.filter((c) => c.ok === ok).map((c) => `${FIGURE_NAMES[c.figure]} of ${name}${c.unchecked ? ` (${c.unchecked})` : ''}`),
    )
  const missed = list(false)
  const unchecked = list(null)
  const lines = [missed.length ? `Over budget: ${missed.join('; ')}.` : unchecked.length ? 'Every budget checked was met.' : 'Every budget met.']
  if (unchecked.length) lines.push(`Not checked: ${unchecked.join('; ')}.`)
  return lines.join('\n')
}
