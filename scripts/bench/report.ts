/**
 * What the benchmark prints and writes into docs/performance.md: one line per run as it goes, then the table of
 * the medians beside the floor's with the budgets checked, and each page's details and single runs. Pure.
 */
import type { BudgetCheck, BudgetFigure } from './budgets.ts'
import { INBOX_PAGE_SIZE } from '../../src/features/admin/api/inbox-pages.ts'
import { BUDGETS, GIVE_UP_MS, INBOX_LEADS, QUIET_WINDOW_MS, TABLET } from './config.ts'
import { CONTROLS } from './controls.ts'
import type { PageResult, PageRun, PageSummary } from './results.ts'
import { ratio } from './stats.ts'

/** A time: seconds from a second on, milliseconds below; "> 15 s" for a control that never worked; "–" unknown. */
export function time(ms: number): string {
  if (Number.isNaN(ms)) return '–'
  if (ms === Number.POSITIVE_INFINITY) return `> ${GIVE_UP_MS / 1000} s`
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`
}

const score = (value: number) => (Number.isNaN(value) ? '–' : String(Math.round(value)))
const shift = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(3))
const kb = (bytes: number) => (Number.isNaN(bytes) ? '–' : `${(bytes / 1024).toFixed(1)} KB`)
const times = (ratioValue: number) => (Number.isNaN(ratioValue) ? '–' : ratioValue === Number.POSITIVE_INFINITY ? '∞' : `${ratioValue.toFixed(2)}×`)

/** One run, in a line: what each load gave, and what failed. */
export function describeRun(run: PageRun): string {
  const parts: string[] = []
  if (run.taps) {
    const controls = Object.entries(run.taps.controls).map(([key, result]) => `${CONTROLS[key as keyof typeof CONTROLS].label} ${time(result.worksAt)}`)
    parts.push(`first working tap ${time(run.taps.firstTapMs)} (${controls.join(', ')})`)
    if (run.taps.filterInpMs !== undefined) parts.push(`filter INP ${time(run.taps.filterInpMs)}`)
  }
  if (run.quiet) parts.push(`blocking ${time(run.quiet.blockingMs)}, LCP ${time(run.quiet.lcpMs)}, CLS ${shift(run.quiet.cls)}`)
  if (run.lighthouse) {
    const l = run.lighthouse
    parts.push(`Lighthouse ${score(l.performance)}, LCP ${time(l.lcpMs)}, TBT ${time(l.tbtMs)}, CLS ${shift(l.cls)}`)
  }
  const { lighthouse, quiet, taps } = run.seconds
  parts.push(`(${lighthouse} + ${quiet} + ${taps} s)`)
  return [...parts, ...run.errors.map((error) => `FAILED ${error}`)].join('; ')
}

/** `site / floor = ratio×`, and ✗ when the check failed. */
function versus(site: number, floor: number | undefined, format: (value: number) => string, missed: boolean): string {
  const mark = missed ? ' ✗' : ''
  if (floor === undefined) return `${format(site)}${mark}`
  return `${format(site)} / ${format(floor)} = ${times(ratio(site, floor))}${mark}`
}

export interface Row {
  name: string
  summary: PageSummary
  /** The budget checks (none for the floor's own row). */
  checks: BudgetCheck[]
  filterInp: boolean
}

/** The table of the medians: each site's page against the floor's (site / floor = ratio), then the floor's row. */
export function summaryTable(rows: Row[], floor: PageSummary | undefined): string {
  const header = ['page', 'first working tap', `blocking 0–${QUIET_WINDOW_MS / 1000} s`, 'LCP (page)', 'Lighthouse perf.', 'CLS (LH / page)', 'filter INP']
  const budget = [
    'budget',
    floor ? `≤ ${BUDGETS.firstTapRatio}× floor` : '(no floor)',
    floor ? `≤ ${BUDGETS.blockingRatio}× floor` : '(no floor)',
    floor ? `≤ ${BUDGETS.lcpRatio}× floor` : '(no floor)',
    floor ? `≥ floor − ${BUDGETS.performancePoints}` : '(no floor)',
    `${BUDGETS.cls}`,
    `≤ ${BUDGETS.filterInpMs} ms`,
  ]
  const body = rows.map(({ name, summary: s, checks, filterInp }) => {
    const missed = (figure: BudgetFigure) => checks.some((c) => c.figure === figure && c.ok === false)
    return [
      name,
      versus(s.firstTapMs, floor?.firstTapMs, time, missed('firstTap')),
      versus(s.blockingMs, floor?.blockingMs, time, missed('blocking')),
      versus(s.lcpMs, floor?.lcpMs, time, missed('lcp')),
      `${floor ? `${score(s.performance)} / ${score(floor.performance)}` : score(s.performance)}${missed('performance') ? ' ✗' : ''}`,
      `${shift(s.lighthouseCls)}${missed('lighthouseCls') ? ' ✗' : ''} / ${shift(s.cls)}${missed('cls') ? ' ✗' : ''}`,
      filterInp ? `${time(s.filterInpMs)}${missed('filterInp') ? ' ✗' : ''}` : '',
    ]
  })
  const floorRow = floor
    ? [
        [
          'floor',
          time(floor.firstTapMs),
          time(floor.blockingMs),
          time(floor.lcpMs),
          score(floor.performance),
          `${shift(floor.lighthouseCls)} / ${shift(floor.cls)}`,
          '',
        ],
      ]
    : []
  const all = [header, ...body, ...floorRow, budget]
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column]!.length)))
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...[...body, ...floorRow, budget].map(line)].join('\n')
}

/** A list of the runs' values of a figure, in the order they were measured ("–" where a run failed). */
function spread(runs: readonly PageRun[], figure: (run: PageRun) => number | undefined, format: (value: number) => string): string {
  return runs.map((run) => format(figure(run) ?? Number.NaN)).join(', ')
}

/** A page's details: its controls, Lighthouse's LCP and TBT, the scripts before the first working tap, the single runs. */
export function pageDetails(page: PageResult, s: PageSummary): string {
  const { runs } = page
  const controls = page.plan.controls.map((key) => `${CONTROLS[key].label} ${time(s.controls[key] ?? Number.NaN)}`).join(', ')
  const lines = [
    `${page.floor ? 'floor' : page.plan.name} (${page.url}):`,
    `  first working tap by control (medians): ${controls}`,
    `  Lighthouse (medians): LCP ${time(s.lighthouseLcpMs)}, TBT ${time(s.lighthouseTbtMs)}`,
    `  scripts before the first working tap (medians): ${kb(s.scriptBytes)} in ${score(s.scriptCount)} responses`,
    `  single runs: first working tap ${spread(runs, (r) => r.taps?.firstTapMs, time)}`,
    `               blocking ${spread(runs, (r) => r.quiet?.blockingMs, time)}; LCP (page) ${spread(runs, (r) => r.quiet?.lcpMs, time)}`,
    `               Lighthouse performance ${spread(runs, (r) => r.lighthouse?.performance, score)}; LCP ${spread(runs, (r) => r.lighthouse?.lcpMs, time)}; TBT ${spread(runs, (r) => r.lighthouse?.tbtMs, time)}`,
  ]
  if (page.plan.filterInp) lines.push(`               filter INP ${spread(runs, (r) => r.taps?.filterInpMs, time)}`)
  const failed = runs.flatMap((run, index) => run.errors.map((error) => `run ${index + 1}: ${error}`))
  if (failed.length) lines.push(`  not measured: ${failed.join('; ')}`)
  return lines.join('\n')
}

/** The facts of the run that docs/performance.md shows with its table: nothing dated. */
export interface RunFacts {
  chromium: string
  cpus: number
  runs: number
  /** The measuring, after the builds, in seconds. */
  wallSeconds: number
  /** Why there is no floor, when there is none. */
  noFloor?: string
}

export function factsLine(facts: RunFacts): string {
  const wall = `${Math.floor(facts.wallSeconds / 60)} min ${Math.round(facts.wallSeconds % 60)} s`
  const runs = `${facts.runs} run${facts.runs === 1 ? '' : 's'} per page`
  return `Chromium ${facts.chromium}, ${facts.cpus} CPUs, ${runs}, ${wall} of measuring (after the builds).${facts.noFloor ? ` No floor: ${facts.noFloor}.` : ''}`
}

/**
 * The pages whose figures come from fewer runs than were made (a load failed: its error is in the run's line),
 * in a sentence; empty when every run measured everything.
 */
export function partialRuns(rows: readonly Pick<Row, 'name' | 'summary'>[], runs: number): string {
  const parts = { lighthouse: 'Lighthouse', quiet: 'the load without input', taps: 'the load with taps' } as const
  const partial = rows.flatMap(({ name, summary }) =>
    (Object.keys(parts) as (keyof typeof parts)[])
      .filter((part) => summary.measured[part] < runs)
      .map((part) => `${parts[part]} of ${name} in ${summary.measured[part]} of ${runs} runs`),
  )
  return partial.length ? `Measured in fewer runs (the others failed, as the run’s output says): ${partial.join('; ')}.` : ''
}

/**
 * docs/performance.md's generated section: the facts, the table (none when no page was measured), the lines of the
 * figures measured apart (the first install, the inbox), the budgets' line.
 */
export function docsSection(facts: RunFacts, table: string, budgets: string, lines: readonly string[] = []): string {
  const tableLines = table ? ['', 'Medians; each cell of the site’s pages is site / floor = ratio, ✗ where it misses its budget.', '', table] : []
  return [factsLine(facts), ...tableLines, ...lines.filter(Boolean).flatMap((line) => ['', line]), '', budgets].join('\n')
}

/** A figure measured apart, as a line: its median, the runs it comes from, its budget, ✗ when it misses. */
function apartLine(what: string, medianMs: number, measured: number, runs: number, budgetMs: number): string {
  const figure = Number.isNaN(medianMs) ? 'not measured' : `${time(medianMs)}${medianMs > budgetMs ? ' ✗' : ''}`
  return `${what}, median of ${measured} of ${runs} runs: ${figure} (budget ≤ ${time(budgetMs)}).`
}

/** The first install's line: its median, the runs it comes from, its budget. */
export function installLine(medianMs: number, measured: number, runs: number, budgetMs: number): string {
  const what =
    'The service worker’s first install on the same phone (the used cars’ listing opened on a fresh phone, from the worker’s discovery to its being installed)'
  return apartLine(what, medianMs, measured, runs, budgetMs)
}

/** The dealer's inbox's line (./inbox.ts): its median, the runs it comes from, its budget. */
export function inboxLine(medianMs: number, measured: number, runs: number, budgetMs: number): string {
  const what = `The dealer’s inbox with ${INBOX_LEADS} requests on a tablet (${TABLET.cpuSlowdown}× CPU, a shop’s Wi-Fi; signed in, from the navigation to its first ${INBOX_PAGE_SIZE} requests and “Older requests” shown)`
  return apartLine(what, medianMs, measured, runs, budgetMs)
}
