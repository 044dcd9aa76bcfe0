// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkBudgets } from '../../scripts/bench/budgets'
import { sitePages } from '../../scripts/bench/config'
import { END, START, withSection, writeDocsSection } from '../../scripts/bench/docs'
import { docsSection, factsLine, inboxLine, installLine, partialRuns, summaryTable, time } from '../../scripts/bench/report'
import type { PageSummary } from '../../scripts/bench/results'

const summary = (figures: Partial<PageSummary>): PageSummary => ({
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

describe('time', () => {
  it('shows seconds from a second on, milliseconds below, "> 15 s" for never and "–" for unknown', () => {
    expect(time(2_345)).toBe('2.35 s')
    expect(time(87.4)).toBe('87 ms')
    expect(time(Number.POSITIVE_INFINITY)).toBe('> 15 s')
    expect(time(Number.NaN)).toBe('–')
  })
})

describe('partialRuns', () => {
  it('names the pages and loads measured in fewer runs than were made, and nothing when all were', () => {
    const rows = [
      { name: '/it', summary: summary({}) },
      { name: '/it/list/used', summary: summary({ measured: { lighthouse: 5, quiet: 5, taps: 2 } }) },
    ]
    expect(partialRuns(rows, 5)).toBe(
      'Measured in fewer runs (the others failed, as the run’s output says): the load with taps of /it/list/used in 2 of 5 runs.',
    )
    expect(partialRuns(rows.slice(0, 1), 5)).toBe('')
  })
})

describe('summaryTable', () => {
  it('shows each page’s medians beside the floor’s with their ratio, and marks a miss', () => {
    const [home] = sitePages({ car: '/c', rental: '/r' })
    const floor = summary({ firstTapMs: 1_000, blockingMs: 200, lcpMs: 2_500, performance: 90 })
    const site = summary({ firstTapMs: 3_000, blockingMs: 100, lcpMs: 1_500, performance: 92 })
    const table = summaryTable([{ name: '/it', summary: site, checks: checkBudgets(home!, site, floor), filterInp: false }], floor)
    const row = table.split('\n').find((line) => line.startsWith('| /it '))!
    expect(row).toContain('3.00 s / 1.00 s = 3.00× ✗')
    expect(row).toContain('100 ms / 200 ms = 0.50×')
    expect(row).toContain('1.50 s / 2.50 s = 0.60×')
    expect(row).toContain('92 / 90')
    expect(row).not.toMatch(/0\.50× ✗|0\.60× ✗|92 \/ 90 ✗/)
    expect(table.split('\n').some((line) => line.startsWith('| floor '))).toBe(true)
  })
})

describe('installLine', () => {
  it('gives the first install’s median beside its budget, marks a miss, and says when no run measured it', () => {
    expect(installLine(2400, 5, 5, 3000)).toMatch(/median of 5 of 5 runs: 2\.40 s \(budget ≤ 3\.00 s\)\.$/)
    expect(installLine(29_300, 4, 5, 3000)).toMatch(/median of 4 of 5 runs: 29\.30 s ✗ \(budget ≤ 3\.00 s\)\.$/)
    expect(installLine(Number.NaN, 0, 5, 3000)).toMatch(/median of 0 of 5 runs: not measured/)
  })
})

describe('inboxLine', () => {
  it('gives the inbox’s median beside its budget, marks a miss, and says when no run measured it', () => {
    expect(inboxLine(1_234, 5, 5, 2000)).toMatch(
      /^The dealer’s inbox with 60 requests on a tablet \(4× CPU, .*\), median of 5 of 5 runs: 1\.23 s \(budget ≤ 2\.00 s\)\.$/,
    )
    expect(inboxLine(2_345, 3, 5, 2000)).toMatch(/median of 3 of 5 runs: 2\.35 s ✗ \(budget ≤ 2\.00 s\)\.$/)
    expect(inboxLine(Number.NaN, 0, 5, 2000)).toMatch(/median of 0 of 5 runs: not measured/)
  })
})

describe('docsSection', () => {
  const facts = { chromium: '156.0.1', cpus: 2, runs: 5, wallSeconds: 60 }

  it('gives the facts, the table, the lines measured apart and the budgets, a blank line between each', () => {
    expect(docsSection(facts, '| table |', 'Every budget met.', ['Install line.', '', 'Inbox line.'])).toBe(
      [
        'Chromium 156.0.1, 2 CPUs, 5 runs per page, 1 min 0 s of measuring (after the builds).',
        '',
        'Medians; each cell of the site’s pages is site / floor = ratio, ✗ where it misses its budget.',
        '',
        '| table |',
        '',
        'Install line.',
        '',
        'Inbox line.',
        '',
        'Every budget met.',
      ].join('\n'),
    )
  })

  it('leaves out the table and its legend when no page was measured (the inbox alone)', () => {
    expect(docsSection(facts, '', 'Every budget met.', ['Inbox line.'])).toBe(
      'Chromium 156.0.1, 2 CPUs, 5 runs per page, 1 min 0 s of measuring (after the builds).\n\nInbox line.\n\nEvery budget met.',
    )
  })
})

describe('factsLine', () => {
  it('gives the run’s facts without a date', () => {
    expect(factsLine({ chromium: '156.0.1', cpus: 2, runs: 5, wallSeconds: 543.4 })).toBe(
      'Chromium 156.0.1, 2 CPUs, 5 runs per page, 9 min 3 s of measuring (after the builds).',
    )
  })
})

describe('docs/performance.md', () => {
  let dir = ''
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('replaces only the section between the markers', () => {
    const text = `# Title\n\nBefore.\n\n${START}\nold table\n${END}\n\nAfter.\n`
    expect(withSection(text, 'new table')).toBe(`# Title\n\nBefore.\n\n${START}\nnew table\n${END}\n\nAfter.\n`)
  })

  it('adds the markers at the end of a file without them', () => {
    expect(withSection('# Title\n\nText.\n\n', 'table')).toBe(`# Title\n\nText.\n\n${START}\ntable\n${END}\n`)
  })

  it('makes the file with its header when it is missing, and keeps the header when it writes again', async () => {
    dir = mkdtempSync(join(tmpdir(), 'bench-docs-'))
    const file = join(dir, 'performance.md')
    await writeDocsSection(file, 'table one')
    const made = readFileSync(file, 'utf8')
    expect(made).toMatch(/^# Performance\n/)
    expect(made).toContain('npm run bench')
    expect(made).toContain(`${START}\ntable one\n${END}\n`)
    writeFileSync(file, made.replace('# Performance', '# Performance\n\nA note of our own.'))
    await writeDocsSection(file, 'table two')
    const again = readFileSync(file, 'utf8')
    expect(again).toContain('A note of our own.')
    expect(again).toContain(`${START}\ntable two\n${END}\n`)
    expect(again).not.toContain('table one')
  })
})
